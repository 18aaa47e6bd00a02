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
  ],
  nav: [
    { key: 'promotions', labelKey: 'promotions_title', path: '/promotions', placement: 'bottom', order: 20 },
    { key: 'promotions', labelKey: 'promotions_title', path: '/promotions', placement: 'side', order: 20 },
  ],
});
