import { defineContribution } from '@vitrine/shared';

/** What the games remote offers the host (emitted as contribution.json at build). */
export default defineContribution({
  remote: 'games',
  namespace: 'games',
  routes: [{ path: '/index', expose: './HomePage', chrome: { header: true, footer: true, sideMenu: true }, titleKey: 'home_title' }],
  nav: [{ key: 'home', labelKey: 'home_title', path: '/index', placement: 'bottom', order: 0 }],
});
