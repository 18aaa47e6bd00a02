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
  onclose: (() => void) | null = null;
  constructor(url: string | URL) {
    this.url = String(url);
    FakeSocket.last = this;
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

  it('keeps the token out of the URL and sends it as the first message', () => {
    const stop = connectBalanceSocket();
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
});
