import type { QueryClient } from '@tanstack/react-query';
import { endpoints, isTrialAccount, useApiQuery, useBoot, useSession } from '@vitrine/shared';
import { chatRoomEnabled } from './chat-room-rules';

/**
 * Unread chat messages (`chatUnread`, endpoint name 'chatMessage'), for a logged-in real account
 * while the chat room is enabled; 0 otherwise. Refreshed when the chat room closes.
 */
export function useChatUnread(): number {
  const session = useSession();
  const boot = useBoot();
  const enabled = Boolean(session.token) && chatRoomEnabled(boot) && !isTrialAccount(session);
  const query = useApiQuery(endpoints.chatUnread, undefined, { enabled, staleTime: 60_000 });
  return enabled ? (query.data?.count ?? 0) : 0;
}

/** Re-read the unread count (every language and session variant of the key). */
export function refreshChatUnread(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: [endpoints.chatUnread.name] });
}
