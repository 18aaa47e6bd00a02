import { createPopupSignIn, SocialSignInError, type SocialProviderConfig } from './social-sign-in';

const PROVIDERS: SocialProviderConfig[] = [
  { provider: 'google', moduleId: 'GOOGLELOGIN3', authUrl: '/__sandbox/oauth/google' },
  { provider: 'facebook', moduleId: 'FACEBOOKLOGIN3', authUrl: 'https://id.facebook.example/dialog' },
];

interface FakePopup {
  closed: boolean;
  close: jest.Mock;
  focus: jest.Mock;
}

/** A window that records what it opened and lets the test deliver messages to it. */
function fakeWindow(opts: { blocked?: boolean } = {}) {
  const listeners = new Set<(e: MessageEvent) => void>();
  const popup: FakePopup = {
    closed: false,
    close: jest.fn(() => {
      popup.closed = true;
    }),
    focus: jest.fn(),
  };
  const open = jest.fn(() => (opts.blocked ? null : popup));
  const win = {
    location: { href: 'http://localhost:8080/index', origin: 'http://localhost:8080' },
    screenX: 0,
    screenY: 0,
    outerWidth: 1280,
    outerHeight: 800,
    open,
    addEventListener: (type: string, fn: (e: MessageEvent) => void) => type === 'message' && listeners.add(fn),
    removeEventListener: (type: string, fn: (e: MessageEvent) => void) => type === 'message' && listeners.delete(fn),
  } as unknown as Window;
  const post = (data: unknown, origin: string, source: unknown = popup) => {
    for (const fn of [...listeners]) fn({ data, origin, source } as MessageEvent);
  };
  return { win, popup, open, post, listeners };
}

function setup(opts: { blocked?: boolean } = {}) {
  const w = fakeWindow(opts);
  const adapter = createPopupSignIn({ providers: () => PROVIDERS, win: w.win, timeoutMs: 60_000, pollMs: 500, closeGraceMs: 300, makeState: () => 'nonce-1' });
  return { ...w, adapter };
}

/** Settles a promise into a plain value so a test can assert it is still pending. */
function track<T>(p: Promise<T>) {
  const out: { value?: T; error?: unknown; done: boolean } = { done: false };
  p.then(
    (value) => Object.assign(out, { value, done: true }),
    (error: unknown) => Object.assign(out, { error, done: true }),
  );
  return out;
}

const flush = () => Promise.resolve().then(() => undefined);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('popup social sign-in adapter', () => {
  it('opens the provider URL with this origin and a nonce, and resolves the token posted by the popup from the provider origin', async () => {
    const { adapter, open, post, popup, listeners } = setup();
    const result = track(adapter.signIn('google'));
    const [url, name, features] = open.mock.calls[0] as unknown as [string, string, string];
    expect(new URL(url).origin + new URL(url).pathname).toBe('http://localhost:8080/__sandbox/oauth/google');
    expect(new URL(url).searchParams.get('origin')).toBe('http://localhost:8080');
    expect(new URL(url).searchParams.get('state')).toBe('nonce-1');
    expect(name).toBe('vitrine-social-google');
    expect(features).toMatch(/popup=yes,width=480,height=640/);
    expect(features).not.toMatch(/noopener/);

    post({ type: 'vitrine-social', provider: 'google', idToken: 'tok.en.sig', state: 'nonce-1' }, 'http://localhost:8080');
    await flush();
    expect(result).toEqual({ done: true, value: { idToken: 'tok.en.sig' } });
    expect(listeners.size).toBe(0);
    expect(popup.close).toHaveBeenCalled();
  });

  it('ignores messages from another origin, another window, another provider or without our nonce', async () => {
    const { adapter, post } = setup();
    const result = track(adapter.signIn('facebook'));
    const good = { type: 'vitrine-social', provider: 'facebook', idToken: 'fb-token', state: 'nonce-1' };
    post(good, 'http://localhost:8080'); // the page's own origin is not the provider's (absolute authUrl)
    post(good, 'https://evil.example');
    post(good, 'https://id.facebook.example', {}); // right origin, some other window
    post({ ...good, provider: 'google' }, 'https://id.facebook.example');
    post({ ...good, state: 'other' }, 'https://id.facebook.example');
    post({ type: 'something-else', idToken: 'x' }, 'https://id.facebook.example');
    post('a string', 'https://id.facebook.example');
    await flush();
    expect(result.done).toBe(false);

    post(good, 'https://id.facebook.example');
    await flush();
    expect(result).toEqual({ done: true, value: { idToken: 'fb-token' } });
  });

  it('fails with popup_blocked when the browser refuses the popup (nothing left listening)', async () => {
    const { adapter, listeners } = setup({ blocked: true });
    const error = await adapter.signIn('google').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SocialSignInError);
    expect(error).toMatchObject({ code: 'popup_blocked' });
    expect(listeners.size).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it("fails with popup_closed ('popup closed by user, login failed') when the user closes the popup", async () => {
    const { adapter, popup, listeners } = setup();
    const result = track(adapter.signIn('google'));
    jest.advanceTimersByTime(1_000);
    await flush();
    expect(result.done).toBe(false);
    popup.closed = true;
    jest.advanceTimersByTime(500); // the poll sees it closed
    await flush();
    expect(result.done).toBe(false); // a grace period for a message already on its way
    jest.advanceTimersByTime(300);
    await flush();
    expect(result.error).toMatchObject({ code: 'popup_closed', message: 'popup closed by user, login failed' });
    expect(listeners.size).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('a token posted just before the popup closed still wins over the close', async () => {
    const { adapter, popup, post } = setup();
    const result = track(adapter.signIn('google'));
    popup.closed = true;
    jest.advanceTimersByTime(500);
    post({ type: 'vitrine-social', provider: 'google', idToken: 'late', state: 'nonce-1' }, 'http://localhost:8080');
    jest.advanceTimersByTime(300);
    await flush();
    expect(result).toEqual({ done: true, value: { idToken: 'late' } });
  });

  it('fails with timeout after the time limit and closes the popup', async () => {
    const { adapter, popup, listeners } = setup();
    const result = track(adapter.signIn('google'));
    jest.advanceTimersByTime(59_999);
    await flush();
    expect(result.done).toBe(false);
    jest.advanceTimersByTime(1);
    await flush();
    expect(result.error).toMatchObject({ code: 'timeout' });
    expect(popup.close).toHaveBeenCalled();
    expect(listeners.size).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('a provider error message fails with provider_error; an unknown provider with not_configured', async () => {
    const { adapter, post } = setup();
    const result = track(adapter.signIn('google'));
    post({ type: 'vitrine-social', provider: 'google', error: 'access_denied', state: 'nonce-1' }, 'http://localhost:8080');
    await flush();
    expect(result.error).toMatchObject({ code: 'provider_error', message: 'access_denied' });

    const none = createPopupSignIn({ providers: () => [], win: fakeWindow().win });
    await expect(none.signIn('google')).rejects.toMatchObject({ code: 'not_configured' });
  });
});
