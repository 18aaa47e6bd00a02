import { endpoints } from '@vitrine/shared';

/** The four lottery routes and what each reads (spec sections 2 and 7). */
export interface LotteryVariant {
  path: '/elott' | '/lottery' | '/vnlottery' | '/seaLottery';
  titleKey: string;
  prizeMode: endpoints.LotteryPrizeMode;
  /** The vendor whose lobby opens when no game is chosen ("lottery nav entries start TCG_SEA"). */
  lobbyVendor: string;
  /** Only these menu groups (vendors); all when absent. */
  groups?: string[];
  menus: typeof endpoints.gameMenus;
  recent: typeof endpoints.recentLottGame;
  opened: typeof endpoints.openedNumero;
  /** How many opened draws to ask for (spec section 7: the Vietnam numbers call asks for 100). */
  openedCount: number;
  lottoArea?: 'VN';
}

export const LOTTERY_VARIANTS: Record<LotteryVariant['path'], LotteryVariant> = {
  '/elott': {
    path: '/elott',
    titleKey: 'category_ELOTT',
    prizeMode: 'ELOTT',
    lobbyVendor: 'TCG_SEA',
    menus: endpoints.gameMenus,
    recent: endpoints.recentLottGame,
    opened: endpoints.openedNumero,
    openedCount: 10,
  },
  '/lottery': {
    path: '/lottery',
    titleKey: 'category_LOTT',
    prizeMode: 'LOTT',
    lobbyVendor: 'TCG_SEA',
    menus: endpoints.gameMenus,
    recent: endpoints.recentLottGame,
    opened: endpoints.openedNumero,
    openedCount: 10,
  },
  '/vnlottery': {
    path: '/vnlottery',
    titleKey: 'vn_lottery',
    prizeMode: 'ELOTT',
    lobbyVendor: 'TCG_LOTTO_VN',
    menus: endpoints.vnLottMenus,
    recent: endpoints.vnRecentMenus,
    opened: endpoints.vnLotteryList,
    openedCount: 100,
    lottoArea: 'VN',
  },
  '/seaLottery': {
    path: '/seaLottery',
    titleKey: 'sea_lottery',
    prizeMode: 'LOTT',
    lobbyVendor: 'TCG_SEA',
    groups: ['TCG_SEA'],
    menus: endpoints.gameMenus,
    recent: endpoints.recentLottGame,
    opened: endpoints.openedNumero,
    openedCount: 10,
  },
};

/**
 * The vendor whose lobby a lottery page opens when no game is chosen. The merchant's lottery type
 * (brand `lotteryType`, spec sections 3 and 9: SEA) names it, `TCG_<type>` ("lottery and e-lottery
 * nav entries start the vendor whose vassalage is TCG_SEA"); the Vietnam page keeps its own vendor.
 * A missing or malformed type falls back to the variant's default.
 */
export function lobbyVendorOf(variant: LotteryVariant, lotteryType?: string | null): string {
  if (variant.lottoArea === 'VN') return variant.lobbyVendor;
  return typeof lotteryType === 'string' && /^[A-Z]{2,12}$/.test(lotteryType) ? `TCG_${lotteryType}` : variant.lobbyVendor;
}

export function variantOf(path: string): LotteryVariant {
  return LOTTERY_VARIANTS[path as LotteryVariant['path']] ?? LOTTERY_VARIANTS['/lottery'];
}

/** The lottery launch payload (launchMode LOTT; VN adds lottoArea). */
export function lotteryLaunchPayload(
  variant: LotteryVariant,
  choice: { vassalage: string; gameCode?: string; playType?: string },
  context: { language: string; backUrl: string; username?: string | null },
): endpoints.LaunchGameRequest {
  return {
    accountType: 1,
    confirmTrans: 0,
    vassalage: choice.vassalage,
    launchMode: 'LOTT',
    platform: 'html5-desktop',
    clientType: 3,
    gameCode: choice.gameCode,
    playType: choice.playType,
    lottoView: choice.gameCode ? 'betting' : 'lobby',
    lottoArea: variant.lottoArea,
    backUrl: context.backUrl,
    username: context.username ?? undefined,
    language: context.language,
  };
}
