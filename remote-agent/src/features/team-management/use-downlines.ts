import { useQueryClient } from '@tanstack/react-query';
import { endpoints, useApiQuery, useMoneyAction } from '@vitrine/shared';

/** Rows per page of the downline list (team management: `useRecords` over `downlineList`). */
export const DOWNLINE_PAGE_SIZE = 10;

/** Whether the agent has a payment password (asked instead of the login password when set). */
export const useSecurityConfig = () =>
  useApiQuery(endpoints.securityConfig, undefined, { staleTime: 60_000 });

/**
 * Move money from the agent's main wallet to a downline's. After it the header balance is read
 * again (bus 'wallet/refresh-requested'), and so are the team lists (the downline's balance).
 */
export function useTransferToDownline() {
  const queryClient = useQueryClient();
  // A money call: idempotency key, one submit at a time, a designed unknown outcome.
  return useMoneyAction(endpoints.transferToDownline, {
    check: (v) => typeof v?.sumBalance === 'number',
    refresh: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [endpoints.downlineList.name] }),
        queryClient.invalidateQueries({ queryKey: [endpoints.teamOverview.name] }),
      ]),
  });
}

/** A typed amount: digits with at most two decimals, a point or a comma as the decimal mark. */
export function parseAmount(input: string): number | null {
  const text = input.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Number(text);
}

export type AmountProblem = 'amount_required' | 'amount_invalid' | 'amount_over_balance';

/** What is wrong with a transfer amount (more than 0, at most the agent's balance when known). */
export function amountProblem(input: string, balance: number | null): AmountProblem | null {
  if (!input.trim()) return 'amount_required';
  const value = parseAmount(input);
  if (value === null || value <= 0) return 'amount_invalid';
  if (balance !== null && value > balance) return 'amount_over_balance';
  return null;
}
