import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@vitrine/shared/testing';
import { bootWriters, toBootState } from '@vitrine/shared/internal';
import { call, type endpoints } from '@vitrine/shared';
import host from '../../../locales/en.json';
import { finishLogin, mustChangePassword } from '../finish-login';
import { SocialButtons } from './SocialButtons';
import { SocialSignInError, type SocialSignIn } from './social-sign-in';

jest.mock('@vitrine/shared', () => ({ ...jest.requireActual<object>('@vitrine/shared'), call: jest.fn() }));
jest.mock('../finish-login', () => ({ ...jest.requireActual<object>('../finish-login'), finishLogin: jest.fn(async () => 'after-login') }));

const SOCIAL: endpoints.SocialLoginProvider[] = [
  { provider: 'google', moduleId: 'GOOGLELOGIN3', authUrl: '/__sandbox/oauth/google' },
  { provider: 'facebook', moduleId: 'FACEBOOKLOGIN3', authUrl: '/__sandbox/oauth/facebook' },
];

function boot(flags: Record<string, '0' | '1'>, social: endpoints.SocialLoginProvider[] | null = SOCIAL) {
  const socialLogin = social ?? undefined; // null: an operator whose boot has no socialLogin
  const whitelabel = Object.entries(flags).map(([modId, enabled]) => ({ modId, name: modId, enabled, childrenNodes: [] }));
  act(() => bootWriters.set(toBootState({ status: 0, info: { whitelabel, socialLogin } } as unknown as endpoints.SystemStatus)));
}

const RESULT = { token: 't', userName: 'demo', weakPassword: true, passwordExpired: true, firstTimeLogin: false } as endpoints.LoginResult;

beforeEach(() => {
  jest.mocked(call).mockReset();
  jest.mocked(finishLogin).mockClear();
});

describe('SocialButtons', () => {
  it('shows a provider only when boot lists it and its module is on (unknown = off)', () => {
    boot({ GOOGLELOGIN3: '1', FACEBOOKLOGIN3: '0' });
    const { unmount } = renderWithProviders(<SocialButtons loginAs="member" />, { resources: { host } });
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).toBeNull();
    unmount();

    boot({});
    const second = renderWithProviders(<SocialButtons loginAs="member" />, { resources: { host } });
    expect(second.container).toBeEmptyDOMElement();
    second.unmount();

    boot({ GOOGLELOGIN3: '1', FACEBOOKLOGIN3: '1' }, null);
    expect(renderWithProviders(<SocialButtons loginAs="member" />, { resources: { host } }).container).toBeEmptyDOMElement();
  });

  it('logs in with the token as type firebase through the current door and finishes as a social login', async () => {
    boot({ GOOGLELOGIN3: '1', FACEBOOKLOGIN3: '1' });
    jest.mocked(call).mockResolvedValue(RESULT);
    const adapter: SocialSignIn = { signIn: jest.fn(async () => ({ idToken: 'id-token' })) };
    renderWithProviders(<SocialButtons loginAs="agent" adapter={adapter} />, { resources: { host } });
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    await waitFor(() => expect(finishLogin).toHaveBeenCalledWith(RESULT, 'social'));
    expect(adapter.signIn).toHaveBeenCalledWith('facebook');
    expect(jest.mocked(call).mock.calls[0][1]).toMatchObject({ type: 'firebase', firebaseChannel: 'facebook', firebaseIdToken: 'id-token', loginAs: 'agent' });
    // Even a weak or expired password never forces a change after a social login.
    expect(mustChangePassword(RESULT, 'social')).toBe(false);
    expect(mustChangePassword(RESULT, 'username')).toBe(true);
  });

  it("shows 'popup closed by user, login failed' in the modal and calls nothing", async () => {
    boot({ GOOGLELOGIN3: '1' });
    const adapter: SocialSignIn = { signIn: jest.fn(async () => Promise.reject(new SocialSignInError('popup_closed', 'popup closed by user, login failed'))) };
    renderWithProviders(<SocialButtons loginAs="member" adapter={adapter} />, { resources: { host } });
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Popup closed by user, login failed');
    expect(call).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });

  it('a blocked popup asks to allow pop-ups', async () => {
    boot({ GOOGLELOGIN3: '1' });
    const adapter: SocialSignIn = { signIn: jest.fn(async () => Promise.reject(new SocialSignInError('popup_blocked', 'blocked'))) };
    renderWithProviders(<SocialButtons loginAs="member" adapter={adapter} />, { resources: { host } });
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Allow pop-ups/);
  });
});
