import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@vitrine/shared/testing';
import { bootWriters, toBootState } from '@vitrine/shared/internal';
import { ApiError, call, checkRule, PATTERN_SOURCES, type endpoints } from '@vitrine/shared';
import host from '../../../locales/en.json';
import pt from '../../../locales/pt.json';
import { useRegisterRules } from '../use-register-rules';
import type { LoginAs } from '../auth-view';
import { OneClickSignUp, type OneClickCredentials } from './OneClickSignUp';

jest.mock('@vitrine/shared', () => ({ ...jest.requireActual<object>('@vitrine/shared'), call: jest.fn() }));
jest.mock('../use-register-rules', () => ({ useRegisterRules: jest.fn() }));

const rule = (patternId: endpoints.PatternId, minLength: number, maxLength: number, required: boolean, enabled = true): endpoints.RegisterRule => ({
  enabled,
  required,
  minLength,
  maxLength,
  acceptedPattern: PATTERN_SOURCES[patternId],
  patternId,
});
const RULES: endpoints.RegisterRules = {
  username: rule(1, 4, 16, true),
  password: rule(20, 8, 20, true),
  confirmPassword: rule(20, 8, 20, true),
  email: rule(3, 5, 50, false),
  mobileNum: rule(6, 8, 15, false),
};

function boot(flags: Record<string, '0' | '1'>) {
  const whitelabel = Object.entries(flags).map(([modId, enabled]) => ({ modId, name: modId, enabled, childrenNodes: [] }));
  act(() => bootWriters.set(toBootState({ status: 0, info: { whitelabel } } as unknown as endpoints.SystemStatus)));
}
const OPEN = { REG3: '1', DIRECTREG3: '1', USERNAMEREG3: '1', GEETEST3: '0' } as const;

const result = (userName: string) => ({ token: 't', userName, firstTimeLogin: true, weakPassword: false, passwordExpired: false }) as endpoints.LoginResult;
const apiError = (code: string, status = 400) => new ApiError({ code, status, message: `server text for ${code}`, endpoint: 'register' });

/** The fake server: suggestions in order; register answers from the queue (an Error is thrown). */
function server(suggestions: string[], registerAnswers: (endpoints.LoginResult | Error)[]) {
  jest.mocked(call).mockImplementation((async (endpoint: { name: string }) => {
    if (endpoint.name === 'registerAuto') return { username: suggestions.shift() };
    if (endpoint.name === 'register') {
      const answer = registerAnswers.shift();
      if (answer instanceof Error) throw answer;
      return answer;
    }
    throw new Error(`unexpected ${endpoint.name}`);
  }) as unknown as typeof call);
}
const registerBodies = () => jest.mocked(call).mock.calls.filter(([e]) => (e as { name: string }).name === 'register').map(([, body]) => body as endpoints.RegisterRequest);

function renderBlock(loginAs: LoginAs = 'member', resources: Record<string, Record<string, string>> = { host }) {
  const onRegistered = jest.fn<void, [OneClickCredentials]>();
  const view = renderWithProviders(<OneClickSignUp loginAs={loginAs} onRegistered={onRegistered} />, { resources });
  return { onRegistered, ...view };
}

beforeEach(() => {
  jest.mocked(call).mockReset();
  jest.mocked(useRegisterRules).mockReturnValue({ rules: RULES, loading: false });
  boot(OPEN);
});

describe('OneClickSignUp: when it shows', () => {
  it('shows at the player door with registration open and rules asking only for username and password', () => {
    renderBlock();
    expect(screen.getByRole('region', { name: 'New here? Sign up in one click' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'One-click sign-up' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I am over 18 and I accept the Terms and Conditions and Privacy Policy/ })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/help?topic=general_terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/help?topic=privacy_policy');
  });

  it('hides at the agent door', () => {
    const { container } = renderBlock('agent');
    expect(container).toBeEmptyDOMElement();
  });

  it.each(['DIRECTREG3', 'USERNAMEREG3'])('hides when %s is off', (flag) => {
    boot({ ...OPEN, [flag]: '0' });
    const { container } = renderBlock();
    expect(container).toBeEmptyDOMElement();
  });

  it('hides when the rules require an e-mail or a mobile number, and while they load', () => {
    jest.mocked(useRegisterRules).mockReturnValue({ rules: { ...RULES, email: rule(3, 5, 50, true) }, loading: false });
    expect(renderBlock().container).toBeEmptyDOMElement();
    jest.mocked(useRegisterRules).mockReturnValue({ rules: { ...RULES, mobileNum: rule(6, 8, 15, true) }, loading: false });
    expect(renderBlock().container).toBeEmptyDOMElement();
    jest.mocked(useRegisterRules).mockReturnValue({ rules: {}, loading: true });
    expect(renderBlock().container).toBeEmptyDOMElement();
  });
});

describe('OneClickSignUp: signing up', () => {
  it('requires the 18+ / terms / privacy confirmation and calls nothing without it', async () => {
    renderBlock();
    await userEvent.click(screen.getByRole('button', { name: 'One-click sign-up' }));
    expect(screen.getByTestId('one-click-confirm-error')).toHaveTextContent('Confirm that you are over 18 and accept the terms and privacy policy.');
    const checkbox = screen.getByRole('checkbox');
    expect(checkbox).toHaveFocus();
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('Confirm that you are over 18 and accept the terms and privacy policy.');
    expect(call).not.toHaveBeenCalled();
  });

  it('asks for a username, registers with a generated password meeting the rule and the register form payload, and hands the credentials up', async () => {
    server(['user123456'], [result('user123456')]);
    const { onRegistered } = renderBlock();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'One-click sign-up' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));

    const [body] = registerBodies();
    expect(body).toMatchObject({ username: 'user123456', registerMethod: 'WEB', login: true, domain: location.host, registerUrl: location.href });
    expect(body.password).toBe(body.confirmPassword);
    expect(checkRule(RULES.password, body.password)).toBeNull();
    expect(typeof body.loginDeviceId).toBe('string');
    expect(onRegistered).toHaveBeenCalledWith({ result: result('user123456'), username: 'user123456', password: body.password });
  });

  it('retries once with a new suggestion when the username was taken in between, keeping the password', async () => {
    server(['user111111', 'user222222'], [apiError('username_exists', 409), result('user222222')]);
    const { onRegistered } = renderBlock();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'One-click sign-up' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
    const bodies = registerBodies();
    expect(bodies.map((b) => b.username)).toEqual(['user111111', 'user222222']);
    expect(bodies[1].password).toBe(bodies[0].password);
    expect(onRegistered.mock.calls[0][0].username).toBe('user222222');
  });

  it('gives up after the one retry with a message in the modal', async () => {
    server(['a1111', 'b2222'], [apiError('username_exists', 409), apiError('username_exists', 409)]);
    const { onRegistered } = renderBlock();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'One-click sign-up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reserve a username for you. Please try again.');
    expect(registerBodies()).toHaveLength(2);
    expect(onRegistered).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'One-click sign-up' })).not.toHaveAttribute('aria-disabled');
  });

  it('explains a rule failure in the player language (never the server text) and offers the register form', async () => {
    server(['user123456'], [apiError('validation_error')]);
    renderBlock();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'One-click sign-up' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This site needs more details to sign you up.');
    expect(alert).not.toHaveTextContent('server text');
    expect(screen.getByRole('button', { name: 'Use the registration form' })).toBeInTheDocument();
  });

  it('shows server errors translated: Portuguese strings in a Portuguese modal, the common message for a network failure', async () => {
    server(['user123456'], [apiError('module_disabled', 403)]);
    renderBlock('member', { host: pt as Record<string, string> });
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Cadastro com um clique' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('O cadastro não está disponível no momento.');

    server(['user654321'], [apiError('network_error', 0)]);
    await userEvent.click(screen.getByRole('button', { name: 'Cadastro com um clique' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Network link abnormal'));
  });
});
