import type { endpoints } from '@vitrine/shared';

/** The spec's filters, in its order, after "all": used until (or if not) the server sends its list. */
export const SPEC_CATEGORIES: endpoints.PromotionCategory[] = [
  'OTHERS',
  'SPORTS',
  'LIVE_CASINO',
  'SLOTS',
  'CARD_GAMES',
  'FISH',
  'LOTTO',
  'REBATE',
  'POINTS_MALL',
  'RANKING',
  'DEPOSIT',
  'APP_DOWNLOAD',
  'NEWBIE',
  'GAME_PROMOTIONS',
];

export const ALL = 'ALL';
export type CategoryFilter = endpoints.PromotionCategory | typeof ALL;

/** Spec tags, shown as badges. */
export const TAG_ORDER: endpoints.PromotionTag[] = [
  'NEWBIE',
  'LIMITED',
  'SPECIAL_OFFER',
  'DAILY',
  'HIGH_REBATE',
  'VIP',
];
