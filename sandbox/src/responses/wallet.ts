import { Type } from '@sinclair/typebox';
import { B, Lits, N, S } from './common';

export const BalanceSchema = Type.Object({ sumBalance: N, currency: S });
export const SubWalletSchema = Type.Object({ wallet: S, displayName: S, balance: N });
export const ConsolidatedFundsSchema = Type.Object({ sumBalance: N, mainBalance: N, lockedBalance: N, wallets: Type.Array(SubWalletSchema), currency: S });
export const WalletTransferResultSchema = Type.Object({ transactionId: S, sumBalance: N, wallets: Type.Array(SubWalletSchema) });
export const MerchantWalletSchema = Type.Object({ isSingle: B, wallets: Type.Array(SubWalletSchema) });
export const CashierResultSchema = Type.Object({ transactionId: S, status: Lits('APPROVED', 'PENDING', 'REJECTED'), sumBalance: N });
/** Messages of the balance WebSocket (`GET /wps/ws/balance`). */
export const BalancePushSchema = Type.Object({ type: Type.Literal('balance'), sumBalance: N });
