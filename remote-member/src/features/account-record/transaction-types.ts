import type { endpoints } from '@vitrine/shared';

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
