import { Type } from '@sinclair/typebox';
import type * as E from '@vitrine/shared/api/endpoints';
import { B, I, Lits, N, Nullable, PageOf, S } from './common';

const AnnouncementSchema = Type.Object({
  id: I, type: Lits<E.AnnouncementType>('B', 'PL', 'PU', 'PR', 'H'), title: S, content: S, date: S, imageUrl: Nullable(S), linkUrl: Nullable(S), sort: I,
});
export const AnnouncementsSchema = Type.Object({
  banners: Type.Array(AnnouncementSchema), player: Type.Array(AnnouncementSchema), popup: Type.Array(AnnouncementSchema), promotion: Type.Array(AnnouncementSchema), home: Type.Array(AnnouncementSchema),
});

export const PromotionCategorySchema = Lits<E.PromotionCategory>(
  'OTHERS', 'SPORTS', 'LIVE_CASINO', 'SLOTS', 'CARD_GAMES', 'FISH', 'LOTTO', 'REBATE', 'POINTS_MALL', 'RANKING', 'DEPOSIT', 'APP_DOWNLOAD', 'NEWBIE', 'GAME_PROMOTIONS',
);
const ActivityStateSchema = Lits<E.ActivityState>('COMING_SOON', 'JOIN', 'JOINED', 'APPLYING', 'REJECTED', 'ISSUED', 'CLAIM', 'CLAIMED', 'CLOSED', 'IN_PROCESS');

export const PromotionCategoryItemSchema = Type.Object({ code: PromotionCategorySchema, name: S });
const promotionProps = {
  id: I, title: S, summary: S, category: PromotionCategorySchema, tags: Type.Array(Lits<E.PromotionTag>('NEWBIE', 'LIMITED', 'SPECIAL_OFFER', 'DAILY', 'HIGH_REBATE', 'VIP')),
  imageUrl: S, startTime: S, endTime: S, mode: Lits<E.PromotionMode>('INFO', 'APPLY', 'CLAIM', 'JOIN'), bonusAmount: N, state: ActivityStateSchema, sort: I,
};
export const PromotionSchema = Type.Object(promotionProps);
export const PromotionPageSchema = PageOf(PromotionSchema);
export const PromotionDetailSchema = Type.Object({ ...promotionProps, content: S, terms: S });
export const PromotionClaimSchema = Type.Object({ id: I, promotionId: I, title: S, state: ActivityStateSchema, amount: N, comment: S, createdAt: S, updatedAt: S });
export const AvailablePromotionsSchema = Type.Object({ count: I, list: Type.Array(PromotionSchema) });
export const SignUpRewardSchema = Type.Object({ eligible: B, amount: N });

export const RaffleStatusSchema = Type.Object({ promotionId: I, title: S, ticketsLeft: I, prizes: Type.Array(N), nextResetTime: S });
export const RaffleResultSchema = Type.Object({ prize: N, ticketsLeft: I, sumBalance: N });

export const MissionSchema = Type.Object({
  id: I, title: S, description: S, metric: Lits('BET_AMOUNT', 'DEPOSIT_AMOUNT', 'BET_COUNT', 'LOGIN_DAYS'), target: N, progress: N, rewardPoints: I, rewardAmount: N,
  state: Lits<E.MissionState>('IN_PROCESS', 'CLAIM', 'CLAIMED', 'CLOSED'), endTime: S,
});
export const MissionSummarySchema = Type.Object({ openCount: I, missions: Type.Array(MissionSchema) });
const LeaderboardEntrySchema = Type.Object({ rank: I, username: S, score: N, reward: N });
export const MissionLeaderboardSchema = Type.Object({ list: Type.Array(LeaderboardEntrySchema), me: Nullable(LeaderboardEntrySchema) });

export const PointBalanceSchema = Type.Object({ points: I, ratio: N });
export const PointConversionTypeSchema = Type.Object({ type: Lits('CASH', 'REWARD'), name: S });
export const PointRewardSchema = Type.Object({ id: I, name: S, points: I, quantity: I, imageUrl: S, remark: S });
export const RedeemRecordSchema = Type.Object({ id: I, rewardId: I, rewardName: S, points: I, quantity: I, state: Lits<E.RedeemState>('IN_PROCESS', 'REJECTED', 'APPROVED'), createdAt: S });
export const PointConfigSchema = Type.Object({ ratio: N, minConvertPoints: I, earnRatios: Type.Record(S, N), expires: Type.Literal(false) });
export const PointTransactionSchema = Type.Object({ id: I, points: I, amount: N, ratio: N, quantity: I, remark: S, balance: I, createdAt: S });
export const RedeemResultSchema = Type.Object({ points: I, sumBalance: N });

export const VipRankSchema = Type.Object({ rankLevel: I, labelName: S, requiredDeposit: N, requiredValidBet: N, upgradeBonus: N, rebateRate: N, benefits: Type.Array(S) });
export const PlayerRankProgressSchema = Type.Object({
  rankLevel: I, labelName: S, nextRankLevel: Nullable(I), deposit: N, validBet: N, nextRequiredDeposit: Nullable(N), nextRequiredValidBet: Nullable(N), percent: N,
});
export const ReferralLinkSchema = Type.Object({ id: I, code: S, label: Nullable(S), url: S, enabled: B, visits: I, signUps: I, deposits: I, createdAt: S });
export const ReferralVisitSchema = Type.Object({ counted: B });
export const ReferralInfoSchema = Type.Object({ referralCode: S, referralUrl: S, invitedCount: I, qualifiedCount: I, rewardTotal: N, rewardPerQualified: N });
