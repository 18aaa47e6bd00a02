import { Type } from '@sinclair/typebox';
import type * as E from '@vitrine/shared/api/endpoints';
import { B, GameCategory, I, Lits, MemberType, N, Nullable, PageWith, S } from './common';

export const MemberInfoSchema = Type.Object({
  id: I, account: S, nickname: S, type: MemberType, toUpline: Nullable(S), clubLabel: Type.Object({ labelName: S, rankLevel: I }),
  memberLabel: Type.Array(Type.Object({ labelId: I, labelName: S, color: S })), customerId: I, email: Nullable(S), mobileNum: Nullable(S),
  countryDialingCode: Nullable(S), language: S, currency: S, registerTime: S, lastLoginTime: Nullable(S), referralCode: S, cpw: B,
});

export const AvatarSchema = Type.Object({ avatar: S, avatarType: Lits<E.AvatarType>('CUSTOM', 'STATIC') });
export const UnreadCountSchema = Type.Object({ count: I });
export const InboxMessageSchema = Type.Object({ id: I, title: S, content: S, read: B, createdAt: S });
export const ChatLaunchSchema = Type.Object({ url: S });
export const ChatPermissionSchema = Type.Object({ allowed: B });

export const betRecordProps = {
  betId: S, roundId: S, vassalage: S, gameName: S, nodeId: S, category: GameCategory, betAmount: N, validBet: N, winAmount: N, profit: N,
  status: Lits('SETTLED', 'UNSETTLED', 'CANCELLED'), betTime: S,
};
export const BetSummarySchema = Type.Object({ betAmount: N, validBet: N, winAmount: N, profit: N });
export const BetRecordPageSchema = PageWith(Type.Object(betRecordProps), { summary: BetSummarySchema });

const TransactionTypeSchema = Lits<E.TransactionType>(
  'DEPOSIT', 'WITHDRAW', 'TRANSFER_IN', 'TRANSFER_OUT', 'BET', 'WIN', 'BONUS', 'REBATE', 'POINTS_CONVERT', 'SALARY', 'DIVIDEND', 'UPLINE_TRANSFER', 'ADJUST',
);
export const accountTransactionProps = { id: I, transactionId: S, type: TransactionTypeSchema, amount: N, balanceAfter: N, wallet: S, remark: S, createdAt: S };
export const AccountTransactionSchema = Type.Object(accountTransactionProps);

export const ProfitLossSchema = Type.Object({
  totalBet: N, validBet: N, totalWin: N, profit: N, bonus: N, rebate: N, deposit: N, withdraw: N,
  rows: Type.Array(Type.Object({ category: GameCategory, betAmount: N, validBet: N, winAmount: N, profit: N })),
});
export const BonusRecordSchema = Type.Object({ id: I, type: Lits('PROMOTION', 'RAFFLE', 'MISSION', 'REBATE', 'VIP', 'REFERRAL'), title: S, amount: N, createdAt: S });
export const FeedbackResultSchema = Type.Object({ id: I });
export const FeedbackConfigSchema = Type.Object({ contentMinLength: I, contentMaxLength: I, contactMaxLength: I, maxImages: I, maxImageBytes: I, imageTypes: Type.Array(S) });
export const FeedbackRecordSchema = Type.Object({
  id: I, questionType: Lits('DEPOSIT', 'WITHDRAWAL', 'GAME', 'CUSTOMER_SERVICE', 'APPLICATION', 'OTHER'), content: S, images: I,
  status: Lits('PENDING', 'PROCESSING', 'RESOLVED'), reply: Type.Union([S, Type.Null()]), createdAt: S,
});
export const PaymentConfirmationSchema = Type.Object({
  id: I, amount: N, receivedAmount: Nullable(N), state: Lits('DISBURSED', 'RECEIVED', 'NOT_RECEIVED', 'PARTIAL', 'FULLY_PAID'), timeoutMinutes: I, createdAt: S,
});
