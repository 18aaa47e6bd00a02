import { useMemo } from 'react';
import { endpoints, useApiQuery } from '@vitrine/shared';

export interface VendorOption {
  vassalage: string;
  displayName: string;
}

/**
 * Every game vendor, named and sorted: the lanes the host's navigation already read (same call and
 * request, so the shared query cache answers). Used by the vendor filter of the betting record and
 * by the wallet transfer (a vendor wallet exists once money has been moved into it).
 */
export function useVendorOptions(): VendorOption[] {
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
