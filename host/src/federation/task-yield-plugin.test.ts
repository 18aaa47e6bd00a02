import taskYieldPlugin, { nextTask } from './task-yield-plugin';

type Global = { scheduler?: { yield?: () => Promise<void> }; MessageChannel?: typeof MessageChannel };
const g = globalThis as Global;
const original = { scheduler: g.scheduler, MessageChannel: g.MessageChannel };

afterEach(() => {
  g.scheduler = original.scheduler;
  g.MessageChannel = original.MessageChannel;
});

/** A scheduler whose yields resolve only when the test releases them. */
function heldScheduler() {
  const held: Array<() => void> = [];
  g.scheduler = { yield: () => new Promise<void>((resolve) => held.push(resolve)) };
  return {
    held,
    releaseAll() {
      held.splice(0).forEach((resolve) => resolve());
    },
  };
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 20; i++) await Promise.resolve();
  return done;
};

describe('nextTask', () => {
  it('uses scheduler.yield where the engine has it', async () => {
    const scheduler = heldScheduler();
    const waiting = nextTask();
    expect(scheduler.held).toHaveLength(1);
    expect(await settled(waiting)).toBe(false);
    scheduler.releaseAll();
    expect(await settled(waiting)).toBe(true);
  });

  it('otherwise waits for a MessageChannel message, and closes the channel', async () => {
    g.scheduler = undefined;
    const channels: Array<{ port1: { onmessage: null | (() => void); close: jest.Mock }; port2: { postMessage: jest.Mock } }> = [];
    g.MessageChannel = class {
      port1 = { onmessage: null as null | (() => void), close: jest.fn() };
      port2 = { postMessage: jest.fn() };
      constructor() {
        channels.push(this);
      }
    } as unknown as typeof MessageChannel;
    const waiting = nextTask();
    expect(channels).toHaveLength(1);
    expect(channels[0].port2.postMessage).toHaveBeenCalledTimes(1);
    expect(await settled(waiting)).toBe(false);
    channels[0].port1.onmessage!();
    expect(await settled(waiting)).toBe(true);
    expect(channels[0].port1.close).toHaveBeenCalled();
  });

  it('does not wait where there is neither (jsdom without MessageChannel)', async () => {
    g.scheduler = undefined;
    g.MessageChannel = undefined;
    expect(await settled(nextTask())).toBe(true);
  });
});

describe('taskYieldPlugin', () => {
  const hooks = ['afterResolve', 'beforeInitContainer', 'beforeGetExpose', 'beforeLoadShare', 'beforeExecuteFactory'] as const;

  it.each(hooks)('%s goes on in a later task, with its arguments unchanged', async (name) => {
    const scheduler = heldScheduler();
    const hook = taskYieldPlugin()[name] as unknown as (args: object) => Promise<unknown>;
    const args = { id: 'games/./HomePage', origin: {} };
    const result = hook(args);
    expect(await settled(result)).toBe(false);
    scheduler.releaseAll();
    await expect(result).resolves.toBe(args);
  });

  it('adds no other hook (the load policy stays in runtime-plugin)', () => {
    const { name, ...rest } = taskYieldPlugin();
    expect(name).toBe('vitrine-task-yield');
    expect(Object.keys(rest).sort()).toEqual([...hooks].sort());
  });
});
