import { endpoints, useMoneyAction } from '@vitrine/shared';

/**
 * What the sandbox's deposit call accepts (it declares no limits call): an amount from 1 to
 * 1,000,000 with at most two decimals, through one of three channels. Deposits are approved at once.
 */
export const DEPOSIT_LIMITS = { min: 1, max: 1_000_000 } as const;
export const DEPOSIT_CHANNELS = ['PIX', 'BANK', 'USDT'] as const;
export type DepositChannel = (typeof DEPOSIT_CHANNELS)[number];
/** Quick amounts offered under the field. */
export const QUICK_AMOUNTS = [50, 100, 200, 500, 1000] as const;

/** Deposit, then ask the host to re-read the balance (the header shows the new one). */
export function useDeposit() {
  return useMoneyAction(endpoints.deposit, {
    check: (v) => typeof v?.sumBalance === 'number' && typeof v.transactionId === 'string',
  });
}
