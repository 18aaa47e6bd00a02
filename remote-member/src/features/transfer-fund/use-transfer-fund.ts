import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bus, call, endpoints, useApiQuery, useMoneyAction, type ApiError } from '@vitrine/shared';

/** The main wallet's id; every other wallet is a vendor's (its vassalage). */
export const MAIN_WALLET = 'MAIN';

/**
 * What the sandbox's wallet transfer accepts: a positive amount with at most two decimals (from
 * 0.01), never more than the source wallet holds (`balance_not_enough`), between two different
 * wallets (MAIN or a vendor vassalage).
 */
export const TRANSFER_LIMITS = { min: 0.01, max: 100_000_000 } as const;

/** Main, locked and per-wallet money (`consolidated`), read fresh each time the page opens. */
export const useFunds = () => useApiQuery(endpoints.consolidated, undefined, { staleTime: 0 });

/** Whether the site runs one seamless wallet (`merchantWallet`: no transfers needed). */
export const useMerchantWallet = () => useApiQuery(endpoints.merchantWallet, {}, { staleTime: 60_000 });

/**
 * Move money between the player's own wallets, then re-read the funds here (and the merchant
 * wallet list) and ask the host to refresh the header balance.
 */
export function useWalletTransfer() {
  const queryClient = useQueryClient();
  return useMoneyAction(endpoints.walletTransfer, {
    check: (v) => typeof v?.sumBalance === 'number' && Array.isArray(v.wallets),
    refresh: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [endpoints.consolidated.name] }),
        queryClient.invalidateQueries({ queryKey: [endpoints.merchantWallet.name] }),
      ]),
  });
}

/**
 * Bring every game wallet's money back to the main wallet, one transfer per wallet (the server
 * serialises them per member). Stops at the first refusal; the funds are re-read either way.
 */
export function useRecallAll() {
  const queryClient = useQueryClient();
  return useMutation<number, ApiError, endpoints.SubWallet[]>({
    mutationFn: async (wallets) => {
      let moved = 0;
      for (const w of wallets) {
        await call(endpoints.walletTransfer, { from: w.wallet, to: MAIN_WALLET, amount: w.balance });
        moved = Math.round((moved + w.balance) * 100) / 100;
      }
      return moved;
    },
    onSettled: (moved) => {
      if (moved) bus.publish('wallet/refresh-requested', {});
      return queryClient.invalidateQueries({ queryKey: [endpoints.consolidated.name] });
    },
  });
}
