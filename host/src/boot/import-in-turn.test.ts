import { importInTurn, nextTask } from './import-in-turn';

describe('importInTurn', () => {
  it('starts one import per task, all before waiting for any, and settles when all have', async () => {
    const log: string[] = [];
    const finish: Array<() => void> = [];
    const load = (name: string) => () => {
      log.push(`start ${name}`);
      return new Promise<void>((resolve) => finish.push(() => (log.push(`done ${name}`), resolve())));
    };
    const next = async () => {
      log.push('next task');
    };
    let settled = false;
    const all = importInTurn([load('a'), load('b'), load('c')], next).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toEqual(['start a', 'next task', 'start b', 'next task', 'start c', 'next task']);
    expect(settled).toBe(false);
    finish[2]!();
    finish[0]!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    finish[1]!();
    await all;
    expect(settled).toBe(true);
  });

  it('a failed import neither stops the others from starting nor rejects', async () => {
    const started: string[] = [];
    await expect(
      importInTurn(
        [
          () => (started.push('a'), Promise.reject(new Error('ChunkLoadError'))),
          () => (started.push('b'), Promise.resolve()),
        ],
        async () => undefined,
      ),
    ).resolves.toBeUndefined();
    expect(started).toEqual(['a', 'b']);
  });

  it('nextTask resolves in a later task, after the current one and its microtasks', async () => {
    // jsdom has no MessageChannel; Node's is the same web API.
    const original = globalThis.MessageChannel;
    globalThis.MessageChannel = (await import('node:worker_threads')).MessageChannel as unknown as typeof MessageChannel;
    try {
      const order: string[] = [];
      const waiting = nextTask().then(() => order.push('next task'));
      void Promise.resolve().then(() => order.push('microtask'));
      order.push('this task');
      await waiting;
      expect(order).toEqual(['this task', 'microtask', 'next task']);
    } finally {
      globalThis.MessageChannel = original;
    }
  });

  it('nextTask uses scheduler.yield where the browser has it', async () => {
    const g = globalThis as { scheduler?: { yield?: () => Promise<void> } };
    const original = g.scheduler;
    let release = () => undefined as void;
    const yieldToMain = jest.fn(() => new Promise<void>((resolve) => (release = resolve)));
    g.scheduler = { yield: yieldToMain };
    try {
      let done = false;
      const waiting = nextTask().then(() => (done = true));
      expect(yieldToMain).toHaveBeenCalledTimes(1);
      await Promise.resolve();
      expect(done).toBe(false);
      release();
      await waiting;
      expect(done).toBe(true);
    } finally {
      g.scheduler = original;
    }
  });
});
