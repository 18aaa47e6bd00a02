import { bus, getToken } from '@vitrine/shared';
import { sessionWriters } from '@vitrine/shared/internal';
import { startCrossTabLogout } from './cross-tab';

/** A BroadcastChannel shared by every "tab" of the test (messages never reach their sender). */
class FakeChannel {
  static all: FakeChannel[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  constructor() {
    FakeChannel.all.push(this);
  }
  postMessage(data: unknown) {
    for (const c of FakeChannel.all) if (c !== this) c.onmessage?.({ data });
  }
  close() {
    FakeChannel.all = FakeChannel.all.filter((c) => c !== this);
  }
}

describe('cross-tab logout', () => {
  const real = globalThis.BroadcastChannel;
  beforeEach(() => {
    (globalThis as { BroadcastChannel: unknown }).BroadcastChannel = FakeChannel;
    FakeChannel.all = [];
  });
  afterEach(() => {
    (globalThis as { BroadcastChannel: unknown }).BroadcastChannel = real;
    sessionWriters.clear();
  });

  it('a logout announced by another tab clears this session and tells this tab', () => {
    sessionWriters.store({ token: 'tok-1' });
    const stop = startCrossTabLogout();
    const otherTab = new FakeChannel();
    const seen = jest.fn();
    const off = bus.on('session/logged-out', seen);
    otherTab.postMessage({ type: 'logged-out', reason: 'logout', at: Date.now() });
    expect(getToken()).toBeNull();
    expect(seen).toHaveBeenCalledWith({ reason: 'logout' });
    off();
    stop();
  });

  it('a logout here is announced once, without the token', () => {
    sessionWriters.store({ token: 'tok-2' });
    const stop = startCrossTabLogout();
    const otherTab = new FakeChannel();
    const got: unknown[] = [];
    otherTab.onmessage = (e) => got.push(e.data);
    sessionWriters.clear();
    bus.publish('session/logged-out', { reason: 'logout' });
    expect(got).toEqual([{ type: 'logged-out', reason: 'logout', at: expect.any(Number) }]);
    expect(JSON.stringify(got)).not.toContain('tok-2');
    stop();
  });
});
