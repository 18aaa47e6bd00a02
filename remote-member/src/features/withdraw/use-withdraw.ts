import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bus, call, endpoints, useApiQuery, type ApiError } from '@vitrine/shared';

/** The sandbox's withdraw limits (amount 1 to 1,000,000, two decimals), capped by the main wallet. */
export const WITHDRAW_LIMITS = { min: 1, max: 1_000_000 } as const;

/** Main, locked and game-wallet money: only the main wallet can be withdrawn. */
export const useFunds = () => useApiQuery(endpoints.consolidated, undefined, { staleTime: 0 });

/** Whether the player has a payment password (else the login password is asked). */
export const useSecurityConfig = () =>
  useApiQuery(endpoints.securityConfig, undefined, { staleTime: 60_000 });

/** Withdraw (encrypted call), then re-read the funds and payouts here and the balance in the header. */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation<endpoints.CashierResult, ApiError, endpoints.WithdrawRequest>({
    mutationFn: (request) => call(endpoints.withdraw, request),
    onSuccess: () => bus.publish('wallet/refresh-requested', {}),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [endpoints.consolidated.name] }),
        // A withdrawal is a payout the player will be asked to confirm.
        queryClient.invalidateQueries({ queryKey: [endpoints.paymentConfirmationList.name] }),
      ]),
  });
}
