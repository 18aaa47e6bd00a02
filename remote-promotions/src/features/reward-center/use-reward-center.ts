/** Calls of the reward centre (REWCEN3): available promotions, claims, the daily raffle. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bus, call, endpoints, useApiQuery, useRecords, type ApiError } from '@vitrine/shared';

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

/** Claim (mode CLAIM, pays the bonus) or join (mode JOIN) a promotion. */
export function useClaimPromotion() {
  const queryClient = useQueryClient();
  return useMutation<endpoints.PromotionClaim, ApiError, endpoints.Promotion>({
    mutationFn: (promotion) => call(endpoints.claimPromotion, { promotionId: promotion.id }),
    onSuccess: (_claim, promotion) => {
      if (promotion.mode === 'CLAIM') bus.publish('wallet/refresh-requested', {});
    },
    onSettled: () => refreshRewards(queryClient),
  });
}

/** Draw one raffle ticket (the spec's `MCS2_claimRafflePromotion`); the prize goes to the wallet. */
export function useRaffleDraw() {
  const queryClient = useQueryClient();
  return useMutation<endpoints.RaffleResult, ApiError, void>({
    mutationFn: () => call(endpoints.claimRafflePromotion),
    onSuccess: () => bus.publish('wallet/refresh-requested', {}),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [endpoints.rafflePromotionStatus.name] }),
  });
}
