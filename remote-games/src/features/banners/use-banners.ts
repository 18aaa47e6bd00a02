import { endpoints, useApiQuery, useBoot } from '@vitrine/shared';

const byOrder = (a: endpoints.Announcement, b: endpoints.Announcement) => a.sort - b.sort;

/**
 * The banner announcements (type B) of MCSFE_getListAnnouncements. The request is the one the
 * host's chrome already makes for its ticker (the brand's announcement types, platform W,
 * execution B), so both read one TanStack Query entry: on a normal visit the banners are in the
 * cache before this remote renders. When the brand's types leave B out, only B is asked for.
 * The query key holds the language (useApiQuery), so a language change re-fetches them; the
 * previous language's banners stay on screen meanwhile (no skeleton flash, no shift).
 */
export function useBanners() {
  const boot = useBoot();
  const configured = boot?.info.brand?.announcementTypes;
  const types = !configured ? 'B,PL,PU,PR' : configured.includes('B') ? configured.join(',') : 'B';
  return useApiQuery(
    endpoints.announcements,
    { types, platform: 'W', execution: boot?.info.brand?.announcementExecution ?? 'B' },
    {
      staleTime: 5 * 60_000,
      placeholderData: (previous) => previous,
      select: (answer) => [...(answer.banners ?? [])].filter((b) => b.imageUrl || b.title).sort(byOrder),
    },
  );
}
