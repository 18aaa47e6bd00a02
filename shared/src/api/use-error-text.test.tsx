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
});
