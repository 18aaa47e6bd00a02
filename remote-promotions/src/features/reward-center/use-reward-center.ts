/** Calls of the reward centre (REWCEN3): available promotions, claims, the daily raffle. */
import { useQueryClient } from '@tanstack/react-query';
import { endpoints, useApiQuery, useMoneyAction, useRecords } from '@vitrine/shared';

export const CLAIMS_PAGE_SIZE = 10;

/** Promotions the member can claim or join now (`getAvailablePromotions`). */
export const useAvailablePromotions = () =>
  useApiQuery(endpoints.availablePromotions, undefined, { staleTime: 0 });

/** The member's claims and applications with their activity state (`promotionClaimList`). */
export const useClaimList = () =>
  useRecords(endpoints.promotionClaimList, { filters: {}, pageSize: CLAIMS_PAGE_SIZE, staleTime: 0 });

/** Today's raffle: tickets left and prizes (`rafflePromotionStatus`). */
export const useRaffleStatus = () =>
  useApiQuery(endpoints.rafflePromotionStatus, undefined, { staleTime: 0 });

const refreshRewards = (queryClient: ReturnType<typeof useQueryClient>) => {
  for (const endpoint of [
    endpoints.availablePromotions,
    endpoints.promotionClaimList,
    endpoints.promotionList,
  ]) {
    void queryClient.invalidateQueries({ queryKey: [endpoint.name] });
  }
};

/**
 * Claim (mode CLAIM, pays the bonus) or join (mode JOIN) a promotion. A money call (issue 12):
 * one submit at a time, an idempotency key per promotion kept until it succeeds, and after a lost
 * answer the lists and the balance are re-read and only a same-key retry is offered.
 */
export function useClaimPromotion() {
  const queryClient = useQueryClient();
  return useMoneyAction(endpoints.claimPromotion, {
    check: (v) => typeof v?.state === 'string',
    refresh: () => refreshRewards(queryClient),
  });
}

/**
 * Draw one raffle ticket (the spec's `MCS2_claimRafflePromotion`); the prize goes to the wallet.
 * Every draw has the same (empty) body, so the key lives until a draw succeeds: a second press
 * after a lost answer repeats that draw instead of spending another ticket.
 */
export function useRaffleDraw() {
  const queryClient = useQueryClient();
  return useMoneyAction(endpoints.claimRafflePromotion, {
    check: (v) => typeof v?.prize === 'number' && typeof v.sumBalance === 'number',
    refresh: () => queryClient.invalidateQueries({ queryKey: [endpoints.rafflePromotionStatus.name] }),
  });
}
