const { federatedConfig } = require('@vitrine/shared/build/federated-webpack.cjs');

module.exports = federatedConfig({
  name: 'games',
  dir: __dirname,
  // Public routes whose first screen is in the HTML (prerendered per language at build, released with the remote).
  firstPaint: ['/index', '/rng'],
  port: 3001,
  exposes: {
    './HomePage': './src/exposes/HomePage.tsx',
    './CategoryPage': './src/exposes/CategoryPage.tsx',
    './SeamlessPage': './src/exposes/SeamlessPage.tsx',
    './WinnersPage': './src/exposes/WinnersPage.tsx',
    './RankingPage': './src/exposes/RankingPage.tsx',
    './GamePage': './src/exposes/GamePage.tsx',
    './SearchPage': './src/exposes/SearchPage.tsx',
    './SportsPage': './src/exposes/SportsPage.tsx',
    './LotteryPage': './src/exposes/LotteryPage.tsx',
    './GameLauncher': './src/exposes/GameLauncher.tsx',
    './CategoryNav': './src/exposes/CategoryNav.tsx',
    './SideMenuGames': './src/exposes/SideMenuGames.tsx',
    './FooterGames': './src/exposes/FooterGames.tsx',
  },
});
