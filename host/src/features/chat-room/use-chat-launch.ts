import { endpoints, useApiQuery, type ApiError } from '@vitrine/shared';

export type ChatLaunchState =
  | { status: 'loading' }
  | { status: 'refused' }
  | { status: 'error'; error: ApiError | null; retry: () => void }
  | { status: 'ready'; url: string };

/**
 * Open a chat session: `chatPermission` first (trial accounts are refused), then `launchChat`,
 * which answers the address to show. Neither is cached: the component using this is mounted only
 * while the chat room is open, so every opening asks again (a launch address may be single-use).
 */
export function useChatLaunch(): ChatLaunchState {
  const fresh = { staleTime: 0, gcTime: 0 } as const;
  const permission = useApiQuery(endpoints.chatPermission, undefined, fresh);
  const refused = permission.data?.allowed === false || permission.error?.code === 'trial_account_denied';
  const launch = useApiQuery(endpoints.launchChat, undefined, {
    ...fresh,
    enabled: permission.data?.allowed === true,
  });

  if (refused) return { status: 'refused' };
  if (permission.isError)
    return { status: 'error', error: permission.error, retry: () => void permission.refetch() };
  if (launch.isError) return { status: 'error', error: launch.error, retry: () => void launch.refetch() };
  if (launch.data && !launch.isFetching) return { status: 'ready', url: launch.data.url };
  return { status: 'loading' };
}
