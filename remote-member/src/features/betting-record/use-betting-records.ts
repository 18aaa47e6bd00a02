import { keepPreviousData } from '@tanstack/react-query';
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

export { useVendorOptions } from '../../lib/vendors';
