import { sessionWriters } from '@vitrine/shared/internal';
import { getBalance } from '@vitrine/shared';
import { connectBalanceSocket } from './session-actions';

/** A stand-in for the browser's WebSocket that records what the page does with it. */
class FakeSocket {
  static last: FakeSocket | undefined;
  url: string;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  static count = 0;
  constructor(url: string | URL) {
    this.url = String(url);
    FakeSocket.last = this;
    FakeSocket.count += 1;
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {}
}

describe('connectBalanceSocket', () => {
  const real = globalThis.WebSocket;
  beforeEach(() => {
    (globalThis as { WebSocket: unknown }).WebSocket = FakeSocket;
    sessionWriters.store({ token: 'secret-session-token' });
  });
  afterEach(() => {
    (globalThis as { WebSocket: unknown }).WebSocket = real;
    sessionWriters.clear();
  });

  afterEach(() => jest.useRealTimers());

  it('opens in the next task, not in the call (the effects after a first commit are one task)', () => {
    jest.useFakeTimers();
    FakeSocket.count = 0;
    const stop = connectBalanceSocket();
    expect(FakeSocket.count).toBe(0);
    jest.advanceTimersByTime(0);
    expect(FakeSocket.count).toBe(1);
    stop();
  });

  it('never opens when stopped before its task', () => {
    jest.useFakeTimers();
    FakeSocket.count = 0;
    connectBalanceSocket()();
    jest.advanceTimersByTime(60_000);
    expect(FakeSocket.count).toBe(0);
  });

  it('keeps the token out of the URL and sends it as the first message', () => {
    jest.useFakeTimers();
    const stop = connectBalanceSocket();
    jest.advanceTimersByTime(0);
    const socket = FakeSocket.last as FakeSocket;
    expect(socket.url).toBe('ws://localhost/wps/ws/balance');
    expect(socket.url).not.toContain('secret-session-token');
    expect(socket.sent).toEqual([]);
    socket.onopen?.();
    expect(socket.sent.map((m) => JSON.parse(m) as unknown)).toEqual([{ type: 'auth', token: 'secret-session-token' }]);
    socket.onmessage?.({ data: JSON.stringify({ type: 'balance', sumBalance: 12.5 }) });
    expect(getBalance()).toBe(12.5);
    stop();
  });

  it('reconnects after a dropped connection, never after a not-logged-in close (4401)', () => {
    jest.useFakeTimers();
    try {
      FakeSocket.count = 0;
      const stop = connectBalanceSocket();
      jest.advanceTimersByTime(0);
      (FakeSocket.last as FakeSocket).onclose?.({ code: 1006 });
      jest.advanceTimersByTime(2_500);
      expect(FakeSocket.count).toBe(2);
      (FakeSocket.last as FakeSocket).onclose?.({ code: 4401 });
      jest.advanceTimersByTime(120_000);
      expect(FakeSocket.count).toBe(2);
      stop();
    } finally {
      jest.useRealTimers();
    }
  });
});
