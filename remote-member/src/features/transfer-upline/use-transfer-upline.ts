import { useQueryClient } from '@tanstack/react-query';
import { endpoints, useApiQuery, useMoneyAction } from '@vitrine/shared';

/**
 * What the sandbox's upline transfer accepts: 0.01 up to what the main wallet holds (two
 * decimals), confirmed with the payment password (the login password for players without one).
 */
export const UPLINE_LIMITS = { min: 0.01, max: 100_000_000 } as const;

/** Who the upline is (`toUpline`; null for players without one). */
export const useMemberInfo = () => useApiQuery(endpoints.memberInfo, undefined, { staleTime: 30_000 });

/** The main wallet: only its money goes to the upline. */
export const useFunds = () => useApiQuery(endpoints.consolidated, undefined, { staleTime: 0 });

/** Whether the player has a payment password (else the login password is asked). */
export const useSecurityConfig = () =>
  useApiQuery(endpoints.securityConfig, undefined, { staleTime: 60_000 });

/** Send money to the upline (a money call with an idempotency key), then re-read the funds. */
export function useTransferUpline() {
  const queryClient = useQueryClient();
  return useMoneyAction(endpoints.transferUpline, {
    check: (v) => typeof v?.sumBalance === 'number',
    refresh: () => queryClient.invalidateQueries({ queryKey: [endpoints.consolidated.name] }),
  });
}
