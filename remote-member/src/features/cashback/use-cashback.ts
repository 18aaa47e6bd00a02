import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bus, call, endpoints, useApiQuery, type ApiError } from '@vitrine/shared';

/** Rate and pending cashback per game category (`getRebate`). */
export const useRebate = () => useApiQuery(endpoints.rebateSettings, undefined, { staleTime: 0 });

/** Claim every pending cashback into the main wallet (`claimRebate`, MANPLAYREB3). */
export function useClaimRebate() {
  const queryClient = useQueryClient();
  return useMutation<{ amount: number; sumBalance: number }, ApiError, void>({
    mutationFn: () => call(endpoints.claimRebate),
    onSuccess: () => bus.publish('wallet/refresh-requested', {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [endpoints.rebateSettings.name] }),
  });
}
