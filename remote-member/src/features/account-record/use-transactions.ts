import { keepPreviousData } from '@tanstack/react-query';
import { endpoints, useApiQuery } from '@vitrine/shared';

export const TX_PAGE_SIZE = 10;

/** Every entry type the call can filter on. */
export const TRANSACTION_TYPES: endpoints.TransactionType[] = [
  'DEPOSIT',
  'WITHDRAW',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'BET',
  'WIN',
  'BONUS',
  'REBATE',
  'POINTS_CONVERT',
  'SALARY',
  'DIVIDEND',
  'UPLINE_TRANSFER',
  'ADJUST',
];

/** A page of the player's ledger entries (`getTransactionHistory`). */
export function useTransactions(request: endpoints.TransactionRecordRequest, enabled: boolean) {
  return useApiQuery(endpoints.transactionHistory, request, {
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
