import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Endpoint } from './endpoint';
import { call } from './client';
import type { ApiError } from './errors';
import { useSession } from '../session/use-session';

/**
 * Read server state through TanStack Query (a federation singleton; the host provides the
 * QueryClient). The key holds the call, its request, the language (answers are localised) and
 * whether a session is present, so a language switch or login refetches.
 */
export function useApiQuery<Req, Res, Selected = Res>(
  endpoint: Endpoint<Req, Res>,
  request: Req,
  options: Omit<UseQueryOptions<Res, ApiError, Selected>, 'queryKey' | 'queryFn'> = {},
): UseQueryResult<Selected, ApiError> {
  const { i18n } = useTranslation();
  const { token } = useSession();
  return useQuery<Res, ApiError, Selected>({
    queryKey: [endpoint.name, endpoint.path, request, i18n.language, Boolean(token)],
    queryFn: ({ signal }) => call(endpoint, request, { signal }),
    retry: (count, error) => count < 1 && (error?.code === 'network_error' || error?.code === 'timeout'),
    ...options,
  });
}
