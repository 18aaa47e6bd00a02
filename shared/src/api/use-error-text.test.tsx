import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import common from '../locales/en.json';
import { Providers } from '../testing';
import { ApiError } from './errors';
import { useErrorText } from './use-error-text';

const wrapper = ({ children }: { children: ReactNode }) => <Providers>{children}</Providers>;

describe('useErrorText', () => {
  it('prefers the server’s own text, else explains the failure in the current language', () => {
    const { result } = renderHook(() => useErrorText(), { wrapper });
    const errorText = result.current;
    expect(
      errorText(new ApiError({ code: 'system_error', message: 'Try again in a minute', endpoint: 'x' })),
    ).toBe('Try again in a minute');
    expect(errorText(new ApiError({ code: 'network_error', endpoint: 'x' }))).toBe(common.err_network);
    expect(errorText(new ApiError({ code: 'timeout', endpoint: 'x' }))).toBe(common.err_timeout);
    expect(errorText(new Error('boom'))).toBe(common.err_unknown);
  });

  it('shows codes with a fixed meaning in the player’s language, not the server’s English text', () => {
    const { result } = renderHook(() => useErrorText(), { wrapper });
    const errorText = result.current;
    expect(errorText(new ApiError({ code: 'username_or_email_not_found', message: 'Username or email does not exist', endpoint: 'x' }))).toBe(common.err_username_or_email);
    expect(errorText(new ApiError({ code: 'account_locked', message: 'Account locked', endpoint: 'x' }))).toBe(common.err_contact_agent);
    expect(errorText(new ApiError({ code: 'non_agent_login', message: 'Non-agents cannot log in', endpoint: 'x' }))).toBe(common.err_non_agent_login);
    expect(common.err_contact_agent).toMatch(/contact your agent/);
  });

  it('maps every fixed-meaning code to a key every language carries', async () => {
    const { CODE_MESSAGE_KEYS, errorMessageKey, localisedErrorKey } = await import('./errors');
    for (const [code, key] of Object.entries(CODE_MESSAGE_KEYS)) {
      const error = new ApiError({ code, endpoint: 'x' });
      expect(localisedErrorKey(error)).toBe(key);
      expect(errorMessageKey(error)).toBe(key);
      expect((common as Record<string, string>)[key]).toBeTruthy();
    }
    expect(localisedErrorKey(new ApiError({ code: 'system_error', endpoint: 'x' }))).toBeNull();
    expect(localisedErrorKey(new Error('x'))).toBeNull();
  });
});
