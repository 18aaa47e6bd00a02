import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { requestTurn } from './request-turns';

/** A MessageChannel whose messages the test delivers, one task at a time. */
class ManualChannel {
  static made: ManualChannel[] = [];
  queued = 0;
  closed = false;
  port1 = { onmessage: null as null | (() => void), close: () => void (this.closed = true) };
  port2 = { postMessage: () => void (this.queued += 1) };
  constructor() {
    ManualChannel.made.push(this);
  }
}

/** Deliver one message (one task), then let that task's microtasks run. */
async function oneTask(channel: ManualChannel) {
  expect(channel.queued).toBeGreaterThan(0);
  channel.queued -= 1;
  channel.port1.onmessage?.();
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

describe('one request starts per task', () => {
  const g = globalThis as { MessageChannel?: unknown };
  afterEach(() => {
    delete g.MessageChannel;
    ManualChannel.made = [];
  });

  it('requests asked together start one per task, in the order asked; the channel closes when drained', async () => {
    g.MessageChannel = ManualChannel;
    const started: string[] = [];
    const turns = ['status', 'games', 'vendors', 'jackpot'].map((name) => requestTurn().then(() => started.push(name)));
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    expect(started).toEqual([]);
    const [channel] = ManualChannel.made;
    expect(ManualChannel.made).toHaveLength(1);
    await oneTask(channel!);
    expect(started).toEqual(['status']);
    await oneTask(channel!);
    expect(started).toEqual(['status', 'games']);
    await oneTask(channel!);
    await oneTask(channel!);
    await Promise.all(turns);
    expect(started).toEqual(['status', 'games', 'vendors', 'jackpot']);
    expect(channel!.queued).toBe(0);
    expect(channel!.closed).toBe(true);
  });

  it('a request asked after the queue drained gets a turn on a new channel (a real one)', async () => {
    g.MessageChannel = NodeMessageChannel;
    await requestTurn();
    await expect(requestTurn()).resolves.toBeUndefined();
  });

  it('without MessageChannel (jsdom) a request starts at once', async () => {
    let started = false;
    const turn = requestTurn().then(() => {
      started = true;
    });
    await Promise.resolve();
    expect(started).toBe(true);
    await turn;
  });
});
