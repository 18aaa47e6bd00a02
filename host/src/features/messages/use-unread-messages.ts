/**
 * The inbox's unread count for the chrome (published as the `messages-unread` menu badge): the unread-count call
 * (`unreadMessage`, INBOX3), for a logged-in real account while the inbox module is on; 0
 * otherwise. The member remote's inbox shares the host's query cache: reading or deleting a
 * message writes the server's new count into this query, so the badges drop at once. It is also
 * re-read when the member centre closes and every minute while the page is open (new messages).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { endpoints, isModuleEnabled, isTrialAccount, useApiQuery, useBoot, useBusEvent, useSession } from '@vitrine/shared';

export const UNREAD_REFRESH_MS = 60_000;

export function useUnreadMessages() {
  const { t } = useTranslation('host');
  const session = useSession();
  const boot = useBoot();
  const client = useQueryClient();
  const enabled = Boolean(session.token) && !isTrialAccount(session) && isModuleEnabled('INBOX3', boot);
  const query = useApiQuery(endpoints.unreadMessage, undefined, { enabled, staleTime: 30_000, refetchInterval: enabled ? UNREAD_REFRESH_MS : false });
  useBusEvent('member-centre/close', () => void client.invalidateQueries({ queryKey: [endpoints.unreadMessage.name] }));
  const unread = enabled ? (query.data?.count ?? 0) : 0;
  return {
    enabled,
    unread,
    /** What a screen reader hears for the badge. */
    text: t('messages_unread', { count: unread }),
  };
}
