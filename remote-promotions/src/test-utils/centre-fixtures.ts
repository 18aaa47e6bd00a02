import type { endpoints } from '@vitrine/shared';

export const PATHS = {
  rsaKey: '/wps/session/key/rsa',
  available: '/wps/relay/MCSFE_getAvailablePromotions',
  claim: '/wps/relay/MCSFE_claimPromotion',
  claimList: '/wps/relay/MCS2_getPromotionClaimList',
  raffleStatus: '/wps/relay/MCSFE_getRafflePromotionStatus',
  raffleDraw: '/wps/relay/MCS2_claimRafflePromotion',
  rankProgress: '/wps/relay/MCSFE_getPlayerRankProgress',
  vipRanks: '/wps/relay/MCSFE_getVipRankList',
  referral: '/wps/relay/MCSFE_getReferralInfo',
  missions: '/wps/relay/MCSFE_getMissionSummaryDetails',
  leaderboard: '/wps/relay/MCSFE_getMissionLeaderboard',
  claimMission: '/wps/relay/MCSFE_claimMissionReward',
  pointBalance: '/wps/relay/MCSFE_getPointBalance',
  conversionTypes: '/wps/relay/MCSFE_getPointRewardConversionType',
  rewards: '/wps/relay/MCSFE_getPointReward',
  pointConfig: '/wps/relay/MCSFE_getPointConfig',
  redeem: '/wps/relay/passwordCheck/MCSFE_redeemPointReward',
  redeemList: '/wps/relay/MCSFE_getRedeemPointList',
  details: '/wps/relay/ODSFE2_MemTransDet',
  convert: '/wps/relay/passwordCheck/MCSFE_convertPoint',
};

export const pageOf = <T>(list: T[], total = list.length, pageNo = 1, pageSize = 10): endpoints.Page<T> => ({
  list,
  pageNo,
  pageSize,
  total,
  totalPages: Math.ceil(total / pageSize),
});

export const mission = (overrides: Partial<endpoints.Mission> = {}): endpoints.Mission => ({
  id: 1,
  title: 'Bet 500',
  description: 'Place 500 in valid bets',
  metric: 'BET_AMOUNT',
  target: 500,
  progress: 120,
  rewardPoints: 200,
  rewardAmount: 0,
  state: 'IN_PROCESS',
  endTime: '2026-12-31 23:59:59',
  ...overrides,
});

export const reward = (overrides: Partial<endpoints.PointReward> = {}): endpoints.PointReward => ({
  id: 1,
  name: 'Bônus de 10',
  points: 1000,
  quantity: 500,
  imageUrl: '/reward/1.svg',
  remark: 'Crédito de 10 na carteira',
  ...overrides,
});

export const pointConfig: endpoints.PointConfig = {
  ratio: 100,
  minConvertPoints: 100,
  earnRatios: { LIVE: 0.7, SPORTS: 1 },
  expires: false,
};

export const conversionTypes: endpoints.PointConversionType[] = [
  { type: 'CASH', name: 'Convert to cash' },
  { type: 'REWARD', name: 'Redeem rewards' },
];
