import { useQueryClient } from '@tanstack/react-query';
import { endpoints, useApiQuery, useMoneyAction } from '@vitrine/shared';

/** The sandbox's withdraw limits (amount 1 to 1,000,000, two decimals), capped by the main wallet. */
export const WITHDRAW_LIMITS = { min: 1, max: 1_000_000 } as const;

/** Main, locked and game-wallet money: only the main wallet can be withdrawn. */
export const useFunds = () => useApiQuery(endpoints.consolidated, undefined, { staleTime: 0 });

/** Whether the player has a payment password (else the login password is asked). */
export const useSecurityConfig = () =>
  useApiQuery(endpoints.securityConfig, undefined, { staleTime: 60_000 });

/** A cashier answer the form can show (a `success: true` without it is an unknown outcome). */
export const isCashierResult = (v: endpoints.CashierResult | null | undefined): boolean =>
  Boolean(v) && typeof v?.sumBalance === 'number' && typeof v.transactionId === 'string' && typeof v.status === 'string';

/**
 * Withdraw (encrypted money call with an idempotency key; see `useMoneyAction`), then re-read the
 * funds and payouts here (the header balance is re-read through the bus). After an unknown outcome
 * the same re-read shows whether it went through.
 */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMoneyAction(endpoints.withdraw, {
    check: isCashierResult,
    refresh: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [endpoints.consolidated.name] }),
        // A withdrawal is a payout the player will be asked to confirm.
        queryClient.invalidateQueries({ queryKey: [endpoints.paymentConfirmationList.name] }),
      ]),
  });
}
