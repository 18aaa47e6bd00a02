import { IDLE_FALLBACK_MS, whenIdle } from './when-idle';

function idleWindow() {
  const idle: { fn: () => void; timeout?: number; id: number }[] = [];
  const cancelled: number[] = [];
  const win = {
    requestIdleCallback: (fn: () => void, options?: { timeout?: number }) => {
      idle.push({ fn, timeout: options?.timeout, id: idle.length + 1 });
      return idle.length;
    },
    cancelIdleCallback: (id: number) => cancelled.push(id),
    setTimeout: () => {
      throw new Error('no timer where the browser has an idle callback');
    },
  } as unknown as Window;
  return { win, idle, cancelled };
}

describe('whenIdle', () => {
  it('asks the browser for its next idle moment, with the timeout, and runs the work there', () => {
    const { win, idle } = idleWindow();
    const fn = jest.fn();
    whenIdle(fn, 4000, win);
    expect(idle.map((i) => i.timeout)).toEqual([4000]);
    expect(fn).not.toHaveBeenCalled();
    idle[0]!.fn();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('cancels the idle callback it asked for', () => {
    const { win, idle, cancelled } = idleWindow();
    const cancel = whenIdle(() => undefined, 4000, win);
    cancel();
    expect(cancelled).toEqual([idle[0]!.id]);
  });

  describe('without an idle callback (Safari)', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('runs after a plain timer of at most IDLE_FALLBACK_MS, or the timeout when shorter', () => {
      expect('requestIdleCallback' in window).toBe(false);
      const slow = jest.fn();
      const quick = jest.fn();
      whenIdle(slow, 4000);
      whenIdle(quick, 300);
      jest.advanceTimersByTime(300);
      expect(quick).toHaveBeenCalledTimes(1);
      expect(slow).not.toHaveBeenCalled();
      jest.advanceTimersByTime(IDLE_FALLBACK_MS - 300);
      expect(slow).toHaveBeenCalledTimes(1);
    });

    it('cancels the timer', () => {
      const fn = jest.fn();
      whenIdle(fn, 4000)();
      jest.advanceTimersByTime(5000);
      expect(fn).not.toHaveBeenCalled();
    });
  });
});
