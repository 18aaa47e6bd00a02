import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { endpoints, useApiQuery } from '@vitrine/shared';

export const BET_PAGE_SIZE = 10;

/** A page of the player's bets with the period's totals (`getBettingRecords`). */
export function useBettingRecords(request: endpoints.BetRecordRequest, enabled: boolean) {
  return useApiQuery(endpoints.bettingRecords, request, {
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/**
 * Every vendor, for the vendor filter: the lanes the host's navigation already read (same call and
 * request, so the shared query cache answers), flattened and named.
 */
export function useVendorOptions() {
  const lanes = useApiQuery(endpoints.gameVendor, { platform: 'W' }, { staleTime: Infinity });
  return useMemo(() => {
    const seen = new Map<string, string>();
    for (const lane of lanes.data?.data.lanes ?? [])
      for (const card of lane.cards)
        if (!seen.has(card.vassalage)) seen.set(card.vassalage, card.displayName);
    return [...seen]
      .map(([vassalage, displayName]) => ({ vassalage, displayName }))
      .sort((a, b) => a.displayName.localeCompare(b.displayName));
  }, [lanes.data]);
}
