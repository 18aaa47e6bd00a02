const { federatedConfig } = require('@vitrine/shared/build/federated-webpack.cjs');

module.exports = federatedConfig({
  name: 'promotions',
  dir: __dirname,
  // Public routes whose first screen is in the HTML (prerendered per language at build, released with the remote).
  firstPaint: ['/promotions'],
  port: 3004,
  exposes: {
    './PromotionsPage': './src/exposes/PromotionsPage.tsx',
    './VipPage': './src/exposes/VipPage.tsx',
    './PromotionDetailPage': './src/exposes/PromotionDetailPage.tsx',
    './PointsMallPage': './src/exposes/PointsMallPage.tsx',
    './NewsPage': './src/exposes/NewsPage.tsx',
    './RewardCenterPanel': './src/exposes/RewardCenterPanel.tsx',
    './ReferralPanel': './src/exposes/ReferralPanel.tsx',
    './MissionsPanel': './src/exposes/MissionsPanel.tsx',
    './PlayerRankPanel': './src/exposes/PlayerRankPanel.tsx',
    './BadgeSource': './src/exposes/BadgeSource.tsx',
  },
});
