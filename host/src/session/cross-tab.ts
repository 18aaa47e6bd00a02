/**
 * Logout reaches every tab of this browser (issue 12): the token lives in each tab's
 * sessionStorage, so a logout in one tab left the others logged in. A logout (by the player, or a
 * token the server refused) is announced on a BroadcastChannel, with a localStorage "storage"
 * event as the fallback where BroadcastChannel is missing; the other tabs clear their session and
 * show the logged-out state at once. No token or other secret travels in the message.
 */
import { bus, getToken } from '@vitrine/shared';
import { sessionWriters } from '@vitrine/shared/internal';

const CHANNEL = 'vitrine.session';
const STORAGE_KEY = 'vitrine.session.logged-out';

interface LoggedOutMessage {
  type: 'logged-out';
  reason: 'logout' | 'token-invalid';
  at: number;
}

export function startCrossTabLogout(): () => void {
  let fromOtherTab = false;
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;

  const apply = (message: LoggedOutMessage) => {
    if (message?.type !== 'logged-out' || !getToken()) return;
    fromOtherTab = true;
    try {
      sessionWriters.clear();
      bus.publish('session/logged-out', { reason: message.reason });
    } finally {
      fromOtherTab = false;
    }
  };

  if (channel) channel.onmessage = (event: MessageEvent<LoggedOutMessage>) => apply(event.data);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY || !event.newValue) return;
    try {
      apply(JSON.parse(event.newValue) as LoggedOutMessage);
    } catch {
      /* not ours */
    }
  };
  if (!channel) window.addEventListener('storage', onStorage);

  const off = bus.on('session/logged-out', ({ reason }) => {
    if (fromOtherTab) return;
    const message: LoggedOutMessage = { type: 'logged-out', reason, at: Date.now() };
    if (channel) channel.postMessage(message);
    else {
      try {
        localStorage.setItem(STORAGE_KEY, JSON.stringify(message));
      } catch {
        /* storage unavailable: nothing more to do */
      }
    }
  });

  return () => {
    off();
    channel?.close();
    window.removeEventListener('storage', onStorage);
  };
}
