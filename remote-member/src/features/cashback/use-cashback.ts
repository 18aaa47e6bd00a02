import { useQueryClient } from '@tanstack/react-query';
import { endpoints, useApiQuery, useMoneyAction } from '@vitrine/shared';

/** Rate and pending cashback per game category (`getRebate`). */
export const useRebate = () => useApiQuery(endpoints.rebateSettings, undefined, { staleTime: 0 });

/**
 * Claim every pending cashback into the main wallet (`claimRebate`, MANPLAYREB3). A money call:
 * one submit at a time, an idempotency key kept until it succeeds, and after a lost answer the
 * rates and the balance are re-read and only a same-key retry is offered.
 */
export function useClaimRebate() {
  const queryClient = useQueryClient();
  return useMoneyAction(endpoints.claimRebate, {
    check: (v) => typeof v?.amount === 'number' && typeof v.sumBalance === 'number',
    refresh: () => queryClient.invalidateQueries({ queryKey: [endpoints.rebateSettings.name] }),
  });
}
