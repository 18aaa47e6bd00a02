import { defineContribution, type RouteChrome } from '@vitrine/shared';

const FULL: RouteChrome = { header: true, footer: true, sideMenu: true };
/** Lottery routes and the game page show only the header (spec section 2). */
const HEADER_ONLY: RouteChrome = { header: true, footer: false, sideMenu: false };

/** What the games remote offers the host (emitted as contribution.json at build). */
export default defineContribution({
  // gameLauncher answers 'game/launch-requested' from other remotes; categoryNav draws the game
  // categories and vendor dropdowns in the host's bottom nav (a vendor click launches here);
  // sideMenuGames the same categories in the side menu's game centre, footerGames the footer's
  // provider logos (one vendor list, one route table).
  slots: { gameLauncher: './GameLauncher', categoryNav: './CategoryNav', sideMenuGames: './SideMenuGames', footerGames: './FooterGames' },
  remote: 'games',
  namespace: 'games',
  routes: [
    { path: '/index', expose: './HomePage', chrome: FULL, titleKey: 'home_title' },
    // One category page, four routes: /rng?page=<vendor> opens that vendor.
    { path: '/rng', expose: './CategoryPage', chrome: FULL, titleKey: 'category_RNG' },
    { path: '/live', expose: './CategoryPage', chrome: FULL, titleKey: 'category_LIVE' },
    { path: '/pvp', expose: './CategoryPage', chrome: FULL, titleKey: 'category_PVP' },
    { path: '/fish', expose: './CategoryPage', chrome: FULL, titleKey: 'category_FISH' },
    { path: '/search', expose: './SearchPage', chrome: FULL, titleKey: 'search_games' },
    // The seamless-wallet lobby: vendors that play from the main wallet, no transfer.
    { path: '/seamless', expose: './SeamlessPage', chrome: FULL, titleKey: 'seamless_title' },
    // The winners board (latest and biggest wins) and the ranking (missions, players).
    { path: '/winners', expose: './WinnersPage', chrome: FULL, titleKey: 'winners' },
    { path: '/ranking', expose: './RankingPage', chrome: FULL, titleKey: 'ranking_title' },
    { path: '/sports', expose: './SportsPage', chrome: FULL, titleKey: 'category_SPORTS' },
    { path: '/esports', expose: './SportsPage', chrome: FULL, titleKey: 'category_ESPORTS' },
    { path: '/game', expose: './GamePage', chrome: HEADER_ONLY, titleKey: 'game' },
    { path: '/elott', expose: './LotteryPage', chrome: HEADER_ONLY, titleKey: 'category_ELOTT' },
    { path: '/lottery', expose: './LotteryPage', chrome: HEADER_ONLY, titleKey: 'category_LOTT' },
    { path: '/vnlottery', expose: './LotteryPage', chrome: HEADER_ONLY, titleKey: 'vn_lottery' },
    { path: '/seaLottery', expose: './LotteryPage', chrome: HEADER_ONLY, titleKey: 'sea_lottery' },
  ],
  // Menu entries (spec section 2). The game categories themselves come from the vendor list
  // (the categoryNav and sideMenuGames slots).
  nav: [
    // Bottom nav: an order below 10 comes before the game categories.
    { key: 'home', labelKey: 'menu_home', path: '/index', placement: 'bottom', icon: 'home', order: 0 },
    // The desktop header's main links (beside the logo): Home first.
    { key: 'home', labelKey: 'menu_home', path: '/index', placement: 'main', icon: 'home', order: 0 },
    // Side menu, game centre (after the categories) and more.
    { key: 'search', labelKey: 'search_games', path: '/search', placement: 'side', group: 'games', icon: 'games', order: 2 },
    { key: 'winners', labelKey: 'winners', path: '/winners', placement: 'side', group: 'more', icon: 'reward', order: 5 },
    { key: 'ranking', labelKey: 'ranking_title', path: '/ranking', placement: 'side', group: 'more', icon: 'vip', order: 6 },
  ],
});
