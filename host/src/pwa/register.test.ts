import { markFirstPageShown, resetFirstPageShown } from '../boot/after-first-page';
import { SW_REGISTER_DELAY_MS, startPwa } from './register';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startPwa', () => {
  const env = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = env;
    resetFirstPageShown();
  });

  function fakeWindow() {
    const register = jest.fn(() => Promise.resolve());
    const timers: Array<{ fn: () => void; ms: number }> = [];
    const idle: Array<() => void> = [];
    const win = {
      isSecureContext: true,
      navigator: { serviceWorker: { register } },
      document: { readyState: 'complete' },
      addEventListener: () => undefined,
      setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
      requestIdleCallback: (fn: () => void) => idle.push(fn),
    };
    return { win: win as unknown as Window, register, timers, idle };
  }

  it('registers the worker only after the first page is shown, a pause and an idle moment', async () => {
    process.env.NODE_ENV = 'production';
    const { win, register, timers, idle } = fakeWindow();
    startPwa(win);
    await flush();
    // The window has loaded, but the app has not replaced the first paint yet.
    expect(timers).toHaveLength(0);
    expect(register).not.toHaveBeenCalled();
    markFirstPageShown();
    await flush();
    expect(timers.map((t) => t.ms)).toEqual([SW_REGISTER_DELAY_MS]);
    timers[0]!.fn();
    await flush();
    expect(register).not.toHaveBeenCalled();
    idle[0]!();
    await flush();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('registers no worker outside production builds', async () => {
    process.env.NODE_ENV = 'development';
    const { win, register, timers } = fakeWindow();
    startPwa(win);
    markFirstPageShown();
    await flush();
    expect(timers).toHaveLength(0);
    expect(register).not.toHaveBeenCalled();
  });
});
