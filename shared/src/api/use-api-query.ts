import {
  useQuery,
  type QueryFunctionContext,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useDeferredValue, useRef } from 'react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Endpoint } from './endpoint';
import { call } from './client';
import type { ApiError } from './errors';
import { getToken } from '../session/session';
import { useSession } from '../session/use-session';

/**
 * The query key and function of one call, as useApiQuery builds them: the call, its request, the
 * language and whether a session is present. A prefetch made with these (the host at boot) fills
 * the very cache entry a component's useApiQuery reads later.
 */
export function apiQuery<Req, Res>(
  endpoint: Endpoint<Req, Res>,
  request: Req,
  language: string = i18next.language,
  signedIn: boolean = Boolean(getToken()),
) {
  return {
    queryKey: [endpoint.name, endpoint.path, request, language, signedIn] as const,
    queryFn: ({ signal }: QueryFunctionContext) => call(endpoint, request, { signal }),
  };
}

/**
 * Read server state through TanStack Query (a federation singleton; the host provides the
 * QueryClient). The key holds the call, its request, the language (answers are localised) and
 * whether a session is present, so a language switch or login refetches.
 *
 * The first answer renders as a transition. TanStack Query hands answers to React through
 * useSyncExternalStore, whose updates always render at once, in one piece: the home's lists were
 * one long task each on a phone (issue 9, total blocking time). Here the answer first re-renders
 * the component with the result it already showed (its loading state, cheap), then React renders
 * the answer in the background, in slices it can interrupt. Later answers (refetches) render at once.
 */
export function useApiQuery<Req, Res, Selected = Res>(
  endpoint: Endpoint<Req, Res>,
  request: Req,
  options: Omit<UseQueryOptions<Res, ApiError, Selected>, 'queryKey' | 'queryFn'> = {},
): UseQueryResult<Selected, ApiError> {
  const { i18n } = useTranslation();
  const { token } = useSession();
  const result = useQuery<Res, ApiError, Selected>({
    ...apiQuery(endpoint, request, i18n.language, Boolean(token)),
    retry: (count, error) => count < 1 && (error?.code === 'network_error' || error?.code === 'timeout'),
    ...options,
  });
  return useFirstAnswerAsTransition(result);
}

/** The result to render: until React has rendered the first answer in the background, the last one without data. */
function useFirstAnswerAsTransition<T extends { data: unknown }>(result: T): T {
  const hasData = result.data !== undefined;
  const shownHasData = useDeferredValue(hasData);
  const withoutData = useRef<T | null>(null);
  if (!hasData) withoutData.current = result;
  return hasData && !shownHasData && withoutData.current ? withoutData.current : result;
}
