import type { QueryClient } from '@tanstack/react-query';
import { apiQuery, endpoints, useApiQuery, useBoot, type BootState } from '@vitrine/shared';

const STALE_MS = 5 * 60_000;

/** The request: the brand's types (B, PL, PU, PR by default), platform W, its execution (B). */
function announcementsRequest(
  boot: BootState | null | undefined,
  types?: string,
): endpoints.AnnouncementsRequest {
  const configured = boot?.info.brand?.announcementTypes?.join(',');
  return {
    types: types ?? configured ?? 'B,PL,PU,PR',
    platform: 'W',
    execution: boot?.info.brand?.announcementExecution ?? 'B',
  };
}

/**
 * Announcements (types B, PL, PU, PR by default; platform W; execution B). The query key holds
 * the language, so a language change re-fetches them.
 */
export function useAnnouncements(types?: string) {
  const boot = useBoot();
  return useApiQuery(endpoints.announcements, announcementsRequest(boot, types), { staleTime: STALE_MS });
}

/**
 * Boot starts the ticker's request before the first render: the home banner carousel reads the
 * same entry, so its first artwork (the likely LCP) is known as soon as the games remote renders.
 */
export function prefetchAnnouncements(client: QueryClient, boot: BootState): void {
  void client.prefetchQuery({
    ...apiQuery(endpoints.announcements, announcementsRequest(boot)),
    staleTime: STALE_MS,
  });
}
