/**
 * The member remote's menu badges (host slot `badgeSource`, mounted invisibly while a player is
 * logged in), published on `nav/badge-changed` for whichever menu entries name them:
 * - `messages-unread`: the inbox's unread count (`unreadMessage`, INBOX3) of a real account while
 *   the inbox module is on; 0 otherwise. The inbox (Messages) shares this query's cache: reading
 *   or deleting a message writes the server's new count into it, so the badges drop at once. It
 *   is also re-read when the member centre closes, and every minute while the page is open.
 */
import { useQueryClient } from '@tanstack/react-query';
import { endpoints, isModuleEnabled, isTrialAccount, useApiQuery, useBoot, useBusEvent, usePublishedBadge, useSession } from '@vitrine/shared';

export const UNREAD_REFRESH_MS = 60_000;

/** The unread count the badge shows (0 when the inbox is not offered to this player). */
export function useUnreadBadgeCount(): number {
  const session = useSession();
  const boot = useBoot();
  const client = useQueryClient();
  const enabled = Boolean(session.token) && !isTrialAccount(session) && isModuleEnabled('INBOX3', boot);
  const query = useApiQuery(endpoints.unreadMessage, undefined, { enabled, staleTime: 30_000, refetchInterval: enabled ? UNREAD_REFRESH_MS : false });
  useBusEvent('member-centre/close', () => void client.invalidateQueries({ queryKey: [endpoints.unreadMessage.name] }));
  return enabled ? (query.data?.count ?? 0) : 0;
}

export default function MemberBadgeSource() {
  usePublishedBadge('messages-unread', useUnreadBadgeCount());
  return null;
}
