import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, endpoints, useApiQuery, type ApiError } from '@vitrine/shared';

export const INBOX_PAGE_SIZE = 10;

/** How many messages are unread (`unreadMessage`). */
export const useUnreadCount = () => useApiQuery(endpoints.unreadMessage, undefined, { staleTime: 0 });

/** A page of the inbox, newest first (`getInbox`). */
export const useInbox = (pageNo: number) =>
  useApiQuery(
    endpoints.inbox,
    { pageNo, pageSize: INBOX_PAGE_SIZE },
    { placeholderData: keepPreviousData, staleTime: 0 },
  );

/**
 * After a read or a delete: the server answers the new unread count; put it in every cached
 * unread query (any language), then re-read the inbox.
 */
function useSettle() {
  const queryClient = useQueryClient();
  return (count: endpoints.UnreadCount | undefined) => {
    if (count) queryClient.setQueriesData<endpoints.UnreadCount>({ queryKey: [endpoints.unreadMessage.name] }, count);
    return queryClient.invalidateQueries({ queryKey: [endpoints.inbox.name] });
  };
}

/** Mark a message read (`readMessage`). */
export function useReadMessage() {
  const settle = useSettle();
  return useMutation<endpoints.UnreadCount, ApiError, number>({
    mutationFn: (id) => call(endpoints.readMessage, { id }),
    onSuccess: (count) => settle(count),
  });
}

/** Delete a message (`deleteMessage`). */
export function useDeleteMessage() {
  const settle = useSettle();
  return useMutation<endpoints.UnreadCount, ApiError, number>({
    mutationFn: (id) => call(endpoints.deleteMessage, { id }),
    onSuccess: (count) => settle(count),
  });
}
