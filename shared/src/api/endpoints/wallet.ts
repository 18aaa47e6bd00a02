import { defineEndpoint } from '../endpoint';

/** Amounts are numbers with at most 2 decimals (stored as cents by the sandbox). */
export interface Balance {
  /** Sum of the main wallet and all vendor wallets. */
  sumBalance: number;
  currency: string;
}

/** `MAIN` or a vendor vassalage. */
export type WalletId = string;

export interface SubWallet {
  wallet: WalletId;
  displayName: string;
  balance: number;
}

export interface ConsolidatedFunds {
  sumBalance: number;
  mainBalance: number;
  /** Held by pending withdrawals. */
  lockedBalance: number;
  wallets: SubWallet[];
  currency: string;
}

/** Moves money between the member's own wallets (main ↔ vendor). Serialised per member. */
export interface WalletTransferRequest {
  from: WalletId;
  to: WalletId;
  amount: number;
}

export interface WalletTransferResult {
  transactionId: string;
  sumBalance: number;
  wallets: SubWallet[];
}

export interface MerchantWalletRequest {
  isSingle?: boolean;
}

/** `isSingle` true: one seamless wallet (no transfers needed). */
export interface MerchantWallet {
  isSingle: boolean;
  wallets: SubWallet[];
}

export interface DepositRequest {
  amount: number;
  /** Sandbox channels: `PIX`, `BANK`, `USDT`. Deposits are approved at once. */
  channel: string;
}

export interface WithdrawRequest {
  amount: number;
  /** Payment password (the login password for accounts without one). */
  password: string;
  account: string;
}

export interface CashierResult {
  transactionId: string;
  status: 'APPROVED' | 'PENDING' | 'REJECTED';
  sumBalance: number;
}

/**
 * Live balance push on the WebSocket `GET /wps/ws/balance`. The session token never goes into the
 * socket's URL (URLs end up in access logs): the first message the client sends is
 * `BalanceSocketAuth`; until it arrives nothing is pushed, and without it (5 s), with a bad token,
 * or with a `?token=` in the URL the socket closes with code 4401.
 */
export interface BalancePush {
  type: 'balance';
  sumBalance: number;
}

/** The first client message on the balance socket. */
export interface BalanceSocketAuth {
  type: 'auth';
  token: string;
}

export const BALANCE_SOCKET_PATH = '/wps/ws/balance';

export const balance = defineEndpoint<void, Balance>({
  name: 'balance', method: 'GET', path: '/wps/v2/wallets/balance', moduleId: 'COMM3', token: 'required',
});

export const walletTransfer = defineEndpoint<WalletTransferRequest, WalletTransferResult>({
  name: 'walletTransfer', method: 'POST', path: '/wps/relay/GCS_walletTransfer', moduleId: 'COMM3', token: 'required',
  idempotent: true,
});

export const consolidated = defineEndpoint<void, ConsolidatedFunds>({
  name: 'consolidated', method: 'GET', path: '/wps/member/info/funds/consolidated', moduleId: 'COMM3', token: 'required',
});

export const merchantWallet = defineEndpoint<MerchantWalletRequest, MerchantWallet>({
  name: 'merchantWallet', method: 'POST', path: '/wps/relay/GCS_merchantWallet', moduleId: 'COMM3', token: 'required',
});

/** Not in the spec (deposit pages are operator specific): the sandbox approves at once. */
export const deposit = defineEndpoint<DepositRequest, CashierResult>({
  name: 'deposit', method: 'POST', path: '/wps/relay/PAYFE_requestDeposit', moduleId: 'COMM3', token: 'required',
  idempotent: true,
});

/** Not in the spec: the sandbox debits at once and records a PENDING withdrawal. */
export const withdraw = defineEndpoint<WithdrawRequest, CashierResult>({
  name: 'withdraw', method: 'POST', path: '/wps/relay/PAYFE_requestWithdraw', moduleId: 'COMM3', encrypted: true, token: 'required',
  idempotent: true,
});
