import type { endpoints } from '@vitrine/shared';

export const LIST_PATH = '/wps/relay/PROMOFE_getPromotionList';
export const CATEGORIES_PATH = '/wps/relay/PROMOFE_getPromotionAnnouncementCategory';
export const DETAIL_PATH = '/wps/relay/PROMOFE_getPromotionDetail';
export const CLAIM_PATH = '/wps/relay/MCSFE_claimPromotion';
export const APPLY_PATH = '/wps/relay/MCSFE_applyPromotion';

export const promotion = (overrides: Partial<endpoints.Promotion> = {}): endpoints.Promotion => ({
  id: 1,
  title: 'Sports bonus 1',
  summary: 'Ganhe até 50 em sports',
  category: 'SPORTS',
  tags: ['NEWBIE', 'HIGH_REBATE'],
  imageUrl: '/promo/1.svg',
  startTime: '2026-01-10 00:00:00',
  endTime: '2026-12-31 23:59:59',
  mode: 'JOIN',
  bonusAmount: 50,
  state: 'JOIN',
  sort: 0,
  ...overrides,
});

export const page = (
  list: endpoints.Promotion[],
  total = list.length,
  pageSize = 12,
): endpoints.Page<endpoints.Promotion> => ({
  list,
  pageNo: 1,
  pageSize,
  total,
  totalPages: Math.ceil(total / pageSize),
});

export const categories: endpoints.PromotionCategoryItem[] = [
  { code: 'SPORTS', name: 'Sports' },
  { code: 'SLOTS', name: 'Slots' },
  { code: 'NEWBIE', name: 'Newbie' },
];

export const claim = (overrides: Partial<endpoints.PromotionClaim> = {}): endpoints.PromotionClaim => ({
  id: 9,
  promotionId: 1,
  title: 'Sports bonus 1',
  state: 'CLAIMED',
  amount: 50,
  comment: '',
  createdAt: '2026-11-22 10:00:00',
  updatedAt: '2026-11-22 10:00:00',
  ...overrides,
});
