import { defineContribution } from '@vitrine/shared';

/** What the promotions remote offers the host (emitted as contribution.json at build). */
export default defineContribution({
  remote: 'promotions',
  namespace: 'promotions',
  // Publishes `rewards-available` and `open-missions` (nav/badge-changed) while a player is logged in.
  slots: { badgeSource: './BadgeSource' },
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
      // The member centre shows the open-mission count on this page's entry.
      badge: 'open-missions',
      badgeLabelKey: 'ms_open_count',
    },
    {
      page: 'playerRank',
      labelKey: 'player_rank',
      expose: './PlayerRankPanel',
      order: 14,
      requiresFlag: 'VIP3',
    },
  ],
  // Menu entries (spec section 2): the host draws them; their keys are the test ids' tails.
  nav: [
    // Bottom nav, after the game categories.
    { key: 'promotions', labelKey: 'menu_promotions', path: '/promotions', placement: 'bottom', icon: 'promo', order: 20 },
    { key: 'rewards', labelKey: 'menu_rewards', memberPage: 'rewardCenter', placement: 'bottom', icon: 'reward', order: 21, requiresFlag: 'REWCEN3', badge: 'rewards-available', badgeLabelKey: 'menu_rewards_available' },
    { key: 'vip', labelKey: 'menu_vip', path: '/vip', placement: 'bottom', icon: 'vip', order: 22, caption: 'vipRank' },
    // The desktop header's main links, after the games remote's Home.
    { key: 'promotions', labelKey: 'menu_promotions', path: '/promotions', placement: 'main', icon: 'promo', order: 20 },
    // Side menu, first list (after the member remote's deposit and withdraw).
    { key: 'promotions', labelKey: 'menu_promotions', path: '/promotions', placement: 'side', icon: 'promo', order: 2 },
    { key: 'invite-friends', labelKey: 'menu_invite_friends', memberPage: 'referral', placement: 'side', icon: 'social', order: 3, requiresFlag: 'REFERRAL3' },
    { key: 'reward-centre', labelKey: 'menu_rewards', memberPage: 'rewardCenter', placement: 'side', icon: 'reward', order: 4, requiresFlag: 'REWCEN3', badge: 'rewards-available', badgeLabelKey: 'menu_rewards_available' },
    { key: 'point-mall', labelKey: 'menu_point_mall', path: '/pointMall', placement: 'side', icon: 'promo', order: 5 },
    // Side menu, account group and more.
    { key: 'vip', labelKey: 'menu_vip', memberPage: 'playerRank', placement: 'side', group: 'account', icon: 'vip', order: 1, requiresFlag: 'VIP3' },
    { key: 'news', labelKey: 'news_title', path: '/news', placement: 'side', group: 'more', icon: 'mail', order: 4 },
  ],
});
