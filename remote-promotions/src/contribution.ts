import { defineContribution } from '@vitrine/shared';

/** What the promotions remote offers the host (emitted as contribution.json at build). */
export default defineContribution({
  remote: 'promotions',
  namespace: 'promotions',
  routes: [
    {
      path: '/promotions',
      expose: './PromotionsPage',
      chrome: { header: true, footer: true, sideMenu: true },
      titleKey: 'promotions_title',
    },
    {
      path: '/promoDetail',
      expose: './PromotionDetailPage',
      chrome: { header: true, footer: true, sideMenu: true },
      titleKey: 'promotion_detail_title',
    },
    {
      // The VIP programme; the bottom nav's VIP label leads here.
      path: '/vip',
      expose: './VipPage',
      chrome: { header: true, footer: true, sideMenu: true },
      access: 'anyone',
      titleKey: 'vip_title',
    },
    {
      path: '/pointMall',
      expose: './PointsMallPage',
      chrome: { header: true, footer: true, sideMenu: true },
      titleKey: 'pm_title',
    },
    {
      // News: the operator's notices and announcements (MCSFE_getListAnnouncements).
      path: '/news',
      expose: './NewsPage',
      chrome: { header: true, footer: true, sideMenu: true },
      titleKey: 'news_title',
    },
  ],
  // Member-centre pages; `order` follows the spec's "Member area" table (playerRank, an "other
  // member page", after it). Each page is its own exposed chunk.
  memberPanels: [
    {
      page: 'rewardCenter',
      labelKey: 'in_reward_center',
      expose: './RewardCenterPanel',
      order: 10,
      requiresFlag: 'REWCEN3',
    },
    {
      page: 'referral',
      labelKey: 'invite_friends',
      expose: './ReferralPanel',
      order: 11,
      requiresFlag: 'REFERRAL3',
    },
    {
      page: 'missionLeaderboard',
      labelKey: 'mission_activity',
      expose: './MissionsPanel',
      order: 12,
      requiresFlag: 'MISSION3',
    },
    {
      page: 'playerRank',
      labelKey: 'player_rank',
      expose: './PlayerRankPanel',
      order: 14,
      requiresFlag: 'VIP3',
    },
  ],
  nav: [
    { key: 'promotions', labelKey: 'promotions_title', path: '/promotions', placement: 'bottom', order: 20 },
    { key: 'promotions', labelKey: 'promotions_title', path: '/promotions', placement: 'side', order: 20 },
    { key: 'news', labelKey: 'news_title', path: '/news', placement: 'side', order: 32 },
  ],
});
