import { keepPreviousData } from '@tanstack/react-query';
import { endpoints, useApiQuery } from '@vitrine/shared';

export const BONUS_PAGE_SIZE = 10;

/** A page of the bonuses and cashback paid to the player in a period (`getBonusDetails`). */
export function useBonusDetails(request: endpoints.PageRequest & endpoints.DateRange, enabled: boolean) {
  return useApiQuery(endpoints.bonusDetails, request, {
    enabled,
    placeholderData: keepPreviousData,
    // Bonuses are paid from other pages (cashback, promotions, missions): re-read on each visit.
    staleTime: 0,
  });
}
