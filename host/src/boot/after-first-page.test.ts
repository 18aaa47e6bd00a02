import { afterFirstPage, markFirstPageShown, resetFirstPageShown } from './after-first-page';
import { revealApp } from './first-paint';

/** A window whose load state, timers and idle callbacks the test drives. */
function fakeWindow(readyState: DocumentReadyState) {
  const target = new EventTarget();
  const idle: Array<{ fn: () => void; timeout?: number }> = [];
  const timers: Array<{ fn: () => void; ms: number }> = [];
  const win = {
    document: { readyState },
    addEventListener: target.addEventListener.bind(target),
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
    requestIdleCallback: (fn: () => void, options?: { timeout?: number }) => idle.push({ fn, timeout: options?.timeout }),
  };
  return { win: win as unknown as Window, target, idle, timers };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('afterFirstPage', () => {
  beforeEach(() => resetFirstPageShown());

  it('waits for the first page to be shown, not only for load', async () => {
    const { win, idle } = fakeWindow('complete');
    let done = false;
    void afterFirstPage(win).then(() => (done = true));
    await flush();
    expect(idle).toHaveLength(0);
    markFirstPageShown();
    await flush();
    expect(idle).toHaveLength(1);
    expect(idle[0]!.timeout).toBe(4000);
    expect(done).toBe(false);
    idle[0]!.fn();
    await flush();
    expect(done).toBe(true);
  });

  it('waits for the window to load when the page is shown first', async () => {
    const { win, target, idle } = fakeWindow('interactive');
    markFirstPageShown();
    let done = false;
    void afterFirstPage(win).then(() => (done = true));
    await flush();
    expect(idle).toHaveLength(0);
    target.dispatchEvent(new Event('load'));
    await flush();
    idle[0]!.fn();
    await flush();
    expect(done).toBe(true);
  });

  it('pauses for delayMs before it waits for idle, with the given idle timeout', async () => {
    const { win, idle, timers } = fakeWindow('complete');
    markFirstPageShown();
    let done = false;
    void afterFirstPage(win, { delayMs: 3000, idleTimeoutMs: 10_000 }).then(() => (done = true));
    await flush();
    expect(timers.map((t) => t.ms)).toEqual([3000]);
    expect(idle).toHaveLength(0);
    timers[0]!.fn();
    await flush();
    expect(idle.map((i) => i.timeout)).toEqual([10_000]);
    idle[0]!.fn();
    await flush();
    expect(done).toBe(true);
  });

  it('falls back to a timer where the browser has no idle callback', async () => {
    const { win, timers } = fakeWindow('complete');
    delete (win as unknown as { requestIdleCallback?: unknown }).requestIdleCallback;
    markFirstPageShown();
    let done = false;
    void afterFirstPage(win).then(() => (done = true));
    await flush();
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    timers[0]!.fn();
    await flush();
    expect(done).toBe(true);
  });

  it('revealApp marks the first page shown', async () => {
    const { win, idle } = fakeWindow('complete');
    void afterFirstPage(win);
    await flush();
    expect(idle).toHaveLength(0);
    revealApp();
    await flush();
    expect(idle).toHaveLength(1);
  });
});
