import { endpoints, useApiQuery, useBoot } from '@vitrine/shared';

/**
 * Announcements (types B, PL, PU, PR by default; platform W; execution B). The query key holds
 * the language, so a language change re-fetches them.
 */
export function useAnnouncements(types?: string) {
  const boot = useBoot();
  const configured = boot?.info.brand?.announcementTypes?.join(',');
  return useApiQuery(
    endpoints.announcements,
    { types: types ?? configured ?? 'B,PL,PU,PR', platform: 'W', execution: boot?.info.brand?.announcementExecution ?? 'B' },
    { staleTime: 5 * 60_000 },
  );
}
