import { defineEndpoint } from '../endpoint';
import type { Page } from '../endpoint';
import type { PageRequest } from './common';
import type { AnnouncementType } from './system';

/* ---------- announcements and notices ---------- */

export interface AnnouncementsRequest {
  /** Comma-separated types, default `B,PL,PU,PR`; `H` adds home notices. */
  types?: string;
  platform?: 'W';
  execution?: 'B';
  language?: string;
}

export interface Announcement {
  id: number;
  type: AnnouncementType;
  title: string;
  /** HTML (sanitise before rendering: some seeded notices carry script payloads on purpose). */
  content: string;
  /** `yyyy-MM-dd HH:mm:ss` */
  date: string;
  imageUrl: string | null;
  /** Where a click goes (route or URL), if anywhere. */
  linkUrl: string | null;
  sort: number;
}

/**
 * Announcements grouped by type: B → banners, PL → player (the notices of /noticePage, newest
 * first; paginate 9 per page on the client), PU → popup, PR → promotion, H → home.
 * Groups not requested are empty arrays.
 */
export interface Announcements {
  banners: Announcement[];
  player: Announcement[];
  popup: Announcement[];
  promotion: Announcement[];
  home: Announcement[];
}

/* ---------- promotions ---------- */

/** Filter categories of the promotions page (spec section 2). */
export type PromotionCategory =
  | 'OTHERS'
  | 'SPORTS'
  | 'LIVE_CASINO'
  | 'SLOTS'
  | 'CARD_GAMES'
  | 'FISH'
  | 'LOTTO'
  | 'REBATE'
  | 'POINTS_MALL'
  | 'RANKING'
  | 'DEPOSIT'
  | 'APP_DOWNLOAD'
  | 'NEWBIE'
  | 'GAME_PROMOTIONS';

export type PromotionTag = 'NEWBIE' | 'LIMITED' | 'SPECIAL_OFFER' | 'DAILY' | 'HIGH_REBATE' | 'VIP';

/** Activity state labels of spec section 4, from the member's point of view. */
export type ActivityState =
  | 'COMING_SOON'
  | 'JOIN'
  | 'JOINED'
  | 'APPLYING'
  | 'REJECTED'
  | 'ISSUED'
  | 'CLAIM'
  | 'CLAIMED'
  | 'CLOSED'
  | 'IN_PROCESS';

/** How a member takes part: none (info only), apply form (comment + images), claim button, automatic join. */
export type PromotionMode = 'INFO' | 'APPLY' | 'CLAIM' | 'JOIN';

export interface PromotionCategoryItem {
  code: PromotionCategory;
  name: string;
}

export interface Promotion {
  id: number;
  title: string;
  summary: string;
  category: PromotionCategory;
  tags: PromotionTag[];
  imageUrl: string;
  startTime: string;
  endTime: string;
  mode: PromotionMode;
  /** Bonus paid on claim/approval. */
  bonusAmount: number;
  /** State for the caller; `JOIN`/`CLAIM` etc. for visitors show what a member would see. */
  state: ActivityState;
  sort: number;
}

export interface PromotionDetail extends Promotion {
  /** HTML. */
  content: string;
  terms: string;
}

export interface PromotionListRequest extends PageRequest {
  category?: PromotionCategory;
  tag?: PromotionTag;
  language?: string;
}

export interface PromotionIdRequest {
  promotionId: number;
}

/** Activity apply form: comment ≤ 140 chars; up to 3 images, png or jpg data URLs, ≤ 5 MB each. */
export interface PromotionApplyRequest {
  promotionId: number;
  comment: string;
  images?: string[];
}

export interface PromotionClaim {
  id: number;
  promotionId: number;
  title: string;
  state: ActivityState;
  amount: number;
  comment: string;
  createdAt: string;
  updatedAt: string;
}

export interface AvailablePromotions {
  count: number;
  list: Promotion[];
}

/* ---------- raffle ---------- */

export interface RaffleStatus {
  promotionId: number;
  title: string;
  /** Tickets the member may still draw today. */
  ticketsLeft: number;
  prizes: number[];
  nextResetTime: string;
}

export interface RaffleResult {
  prize: number;
  ticketsLeft: number;
  sumBalance: number;
}

/* ---------- missions ---------- */

export type MissionState = 'IN_PROCESS' | 'CLAIM' | 'CLAIMED' | 'CLOSED';

export interface Mission {
  id: number;
  title: string;
  description: string;
  /** What is counted: valid bet amount, deposit amount, number of bets, logins. */
  metric: 'BET_AMOUNT' | 'DEPOSIT_AMOUNT' | 'BET_COUNT' | 'LOGIN_DAYS';
  target: number;
  progress: number;
  rewardPoints: number;
  rewardAmount: number;
  state: MissionState;
  endTime: string;
}

export interface MissionSummary {
  /** Missions open (not yet claimed, not closed): the member-centre badge. */
  openCount: number;
  missions: Mission[];
}

export interface LeaderboardEntry {
  rank: number;
  username: string;
  score: number;
  reward: number;
}

export interface MissionLeaderboard {
  list: LeaderboardEntry[];
  me: LeaderboardEntry | null;
}

export interface MissionIdRequest {
  missionId: number;
}

/* ---------- points (integral) ---------- */

export interface PointBalance {
  points: number;
  /** Points per 1 currency unit on conversion. */
  ratio: number;
}

export interface PointConversionType {
  type: 'CASH' | 'REWARD';
  name: string;
}

export interface PointReward {
  id: number;
  name: string;
  points: number;
  /** Stock left. */
  quantity: number;
  imageUrl: string;
  remark: string;
}

/** Password-checked. `password` is the login password. */
export interface RedeemPointRequest {
  rewardId: number;
  quantity: number;
  password: string;
}

export interface ConvertPointRequest {
  points: number;
  password: string;
}

export type RedeemState = 'IN_PROCESS' | 'REJECTED' | 'APPROVED';

export interface RedeemRecord {
  id: number;
  rewardId: number;
  rewardName: string;
  points: number;
  quantity: number;
  state: RedeemState;
  createdAt: string;
}

export interface PointConfig {
  ratio: number;
  minConvertPoints: number;
  /** Earn ratios per category (points per 1 valid bet): live 0.70, sports 1.00, fish 1.20, slots 1.20, pvp 1.00. */
  earnRatios: Record<string, number>;
  /** Points never expire. */
  expires: false;
}

export interface PointTransaction {
  id: number;
  points: number;
  amount: number;
  ratio: number;
  quantity: number;
  remark: string;
  /** Point balance after the entry. */
  balance: number;
  createdAt: string;
}

export interface RedeemResult {
  points: number;
  sumBalance: number;
}

/* ---------- VIP ---------- */

export interface VipRank {
  rankLevel: number;
  labelName: string;
  requiredDeposit: number;
  requiredValidBet: number;
  upgradeBonus: number;
  rebateRate: number;
  benefits: string[];
}

export interface PlayerRankProgress {
  rankLevel: number;
  labelName: string;
  nextRankLevel: number | null;
  deposit: number;
  validBet: number;
  nextRequiredDeposit: number | null;
  nextRequiredValidBet: number | null;
  /** 0..100 */
  percent: number;
}

/* ---------- referral ---------- */

export interface ReferralInfo {
  referralCode: string;
  referralUrl: string;
  invitedCount: number;
  qualifiedCount: number;
  rewardTotal: number;
  rewardPerQualified: number;
}

/**
 * One of a player's referral links (several per player, each with its own code): how many
 * visitors opened it, how many signed up through it, and how many deposits those players made.
 */
export interface ReferralLink {
  id: number;
  code: string;
  /** The player's own name for the link, if given. */
  label: string | null;
  /** A path on this site (`/register?referralCode=…`); the page makes it absolute. */
  url: string;
  enabled: boolean;
  visits: number;
  signUps: number;
  deposits: number;
  /** `yyyy-MM-dd HH:mm:ss` */
  createdAt: string;
}

/** Label: optional; when given 1–30 letters, digits, spaces, `-` or `_` (trimmed). */
export interface CreateReferralLinkRequest {
  label?: string;
}

export interface ReferralLinkIdRequest {
  linkId: number;
}

/** A visitor opened `/register?referralCode=CODE`. */
export interface ReferralVisitRequest {
  code: string;
}

/** The server's limits for referral links. */
export const REFERRAL_LINK_LIMIT = 10;
export const REFERRAL_LABEL_MAX = 30;
export const REFERRAL_LABEL_PATTERN = /^[\p{L}\p{N} _-]+$/u;

export const announcements = defineEndpoint<AnnouncementsRequest, Announcements>({
  name: 'notice', method: 'POST', path: '/wps/relay/MCSFE_getListAnnouncements', moduleId: 'COMM3', token: 'optional',
});

export const promotionCategories = defineEndpoint<void, PromotionCategoryItem[]>({
  name: 'getPromotionAnnouncementCategory', method: 'POST', path: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory', token: 'none',
});

export const promotionList = defineEndpoint<PromotionListRequest, Page<Promotion>>({
  name: 'getPromotionList', method: 'POST', path: '/wps/relay/PROMOFE_getPromotionList', moduleId: 'PROMO3', token: 'optional',
});

export const promotionDetail = defineEndpoint<PromotionIdRequest, PromotionDetail>({
  name: 'getPromotionDetail', method: 'POST', path: '/wps/relay/PROMOFE_getPromotionDetail', moduleId: 'PROMO3', token: 'optional',
});

export const applyPromotion = defineEndpoint<PromotionApplyRequest, PromotionClaim>({
  name: 'applyPromotion', method: 'POST', path: '/wps/relay/MCSFE_applyPromotion', moduleId: 'PROMO3', token: 'required',
  idempotent: true,
});

/** Claim (mode CLAIM) or join (mode JOIN) a promotion; pays `bonusAmount` into the wallet on CLAIM. */
export const claimPromotion = defineEndpoint<PromotionIdRequest, PromotionClaim>({
  name: 'claimPromotion', method: 'POST', path: '/wps/relay/MCSFE_claimPromotion', moduleId: 'REWCEN3', token: 'required',
  idempotent: true,
});

export const availablePromotions = defineEndpoint<void, AvailablePromotions>({
  name: 'getAvailablePromotions', method: 'POST', path: '/wps/relay/MCSFE_getAvailablePromotions', moduleId: 'REWCEN3', token: 'required',
});

export const merchantAvailablePromotions = defineEndpoint<void, AvailablePromotions>({
  name: 'getMerchantAvailablePromotions', method: 'POST', path: '/wps/relay/MCSFE_getMerchantAvailablePromotions', moduleId: 'REWCEN3', token: 'none',
});

export const promotionClaimList = defineEndpoint<PageRequest, Page<PromotionClaim>>({
  name: 'promotionClaimList', method: 'POST', path: '/wps/relay/MCS2_getPromotionClaimList', moduleId: 'REWCEN3', token: 'required',
});

export const signUpRequestReward = defineEndpoint<void, { eligible: boolean; amount: number }>({
  name: 'getSignUpRequestReward', method: 'POST', path: '/wps/relay/MCSFE_signUpRequestReward', token: 'required',
});

export const rafflePromotionStatus = defineEndpoint<void, RaffleStatus>({
  name: 'rafflePromotionStatus', method: 'POST', path: '/wps/relay/MCSFE_getRafflePromotionStatus', moduleId: 'REWCEN3', token: 'required',
});

/** Draw one raffle ticket (the notes' path). */
export const rafflePromotion = defineEndpoint<void, RaffleResult>({
  name: 'rafflePromotion', method: 'POST', path: '/wps/relay/MCSFE_claimRafflePromotion', moduleId: 'REWCEN3', token: 'required',
  idempotent: true,
});

/** The spec's path for the raffle claim (same behaviour). */
export const claimRafflePromotion = defineEndpoint<void, RaffleResult>({
  name: 'claimRafflePromotion', method: 'POST', path: '/wps/relay/MCS2_claimRafflePromotion', moduleId: 'REWCEN3', token: 'required',
  idempotent: true,
});

export const missionSummary = defineEndpoint<void, MissionSummary>({
  name: 'getMissionSummaryDetails', method: 'POST', path: '/wps/relay/MCSFE_getMissionSummaryDetails', moduleId: 'MISSION3', token: 'required',
});

export const missionLeaderboard = defineEndpoint<void, MissionLeaderboard>({
  name: 'getMissionLeaderboard', method: 'POST', path: '/wps/relay/MCSFE_getMissionLeaderboard', moduleId: 'MISSION3', token: 'optional',
});

export const claimMission = defineEndpoint<MissionIdRequest, Mission>({
  name: 'claimMissionReward', method: 'POST', path: '/wps/relay/MCSFE_claimMissionReward', moduleId: 'MISSION3', token: 'required',
  idempotent: true,
});

export const pointBalance = defineEndpoint<void, PointBalance>({
  name: 'pointBalance', method: 'POST', path: '/wps/relay/MCSFE_getPointBalance', moduleId: 'PTSYS3', token: 'required',
});

export const pointRewardConversionType = defineEndpoint<void, PointConversionType[]>({
  name: 'pointRewardConversionType', method: 'POST', path: '/wps/relay/MCSFE_getPointRewardConversionType', moduleId: 'PTSYS3', token: 'optional',
});

export const pointReward = defineEndpoint<void, PointReward[]>({
  name: 'pointReward', method: 'POST', path: '/wps/relay/MCSFE_getPointReward', moduleId: 'PTSYS3', token: 'optional',
});

export const redeemPoint = defineEndpoint<RedeemPointRequest, RedeemRecord>({
  name: 'redeemPoint', method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_redeemPointReward', moduleId: 'PTSYS3', encrypted: true, token: 'required',
  idempotent: true,
});

export const redeemPointList = defineEndpoint<PageRequest, Page<RedeemRecord>>({
  name: 'redeemPointList', method: 'POST', path: '/wps/relay/MCSFE_getRedeemPointList', moduleId: 'PTSYS3', token: 'required',
});

export const pointConfig = defineEndpoint<void, PointConfig>({
  name: 'pointConfig', method: 'POST', path: '/wps/relay/MCSFE_getPointConfig', moduleId: 'PTSYS3', token: 'optional',
});

/** Points transaction details (points ledger). */
export const memTransDet = defineEndpoint<PageRequest, Page<PointTransaction>>({
  name: 'memTransDet', method: 'POST', path: '/wps/relay/ODSFE2_MemTransDet', moduleId: 'MEMTRANS3', token: 'required',
});

/** Convert points to cash at `ratio` points per unit. */
export const convertPoint = defineEndpoint<ConvertPointRequest, RedeemResult>({
  name: 'convertPoint', method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_convertPoint', moduleId: 'PTSYS3', encrypted: true, token: 'required',
  idempotent: true,
});

export const vipRanks = defineEndpoint<void, VipRank[]>({
  name: 'getVipRankList', method: 'POST', path: '/wps/relay/MCSFE_getVipRankList', moduleId: 'VIP3', token: 'none',
});

export const playerRankProgress = defineEndpoint<void, PlayerRankProgress>({
  name: 'getPlayerRankProgress', method: 'POST', path: '/wps/relay/MCSFE_getPlayerRankProgress', token: 'required',
});

export const referralInfo = defineEndpoint<void, ReferralInfo>({
  name: 'getReferralInfo', method: 'POST', path: '/wps/relay/MCSFE_getReferralInfo', moduleId: 'REFERRAL3', token: 'required',
});

/** The player's referral links, newest first (disabled ones too). */
export const referralLinks = defineEndpoint<void, ReferralLink[]>({
  name: 'getReferralLinks', method: 'POST', path: '/wps/relay/MCSFE_getReferralLinks', moduleId: 'REFERRAL3', token: 'required',
});

/** A new referral link with a fresh code; at most `REFERRAL_LINK_LIMIT` enabled links per player. */
export const createReferralLink = defineEndpoint<CreateReferralLinkRequest, ReferralLink>({
  name: 'createReferralLink', method: 'POST', path: '/wps/relay/MCSFE_createReferralLink', moduleId: 'REFERRAL3', token: 'required',
});

/** Disable a link: its code no longer counts visits nor accepts sign-ups. */
export const disableReferralLink = defineEndpoint<ReferralLinkIdRequest, ReferralLink>({
  name: 'disableReferralLink', method: 'POST', path: '/wps/relay/MCSFE_disableReferralLink', moduleId: 'REFERRAL3', token: 'required',
});

/** Count a visit of a referral link (the register page calls it once per browser session and code). */
export const referralVisit = defineEndpoint<ReferralVisitRequest, { counted: boolean }>({
  name: 'referralVisit', method: 'POST', path: '/wps/relay/MCSFE_referralVisit', token: 'none',
});
