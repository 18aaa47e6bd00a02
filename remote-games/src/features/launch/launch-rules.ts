import type { endpoints } from '@vitrine/shared';

/** Lottery account types and the route each opens (spec section 2: /vnlottery, /seaLottery, /lottery, /elott). */
export const LOTTERY_ACCOUNT_TYPES = ['TCG_SEA', 'TCG_LOTTO_VN', 'LOTT', 'ELOTT'] as const;

export function isLotteryGame(game: Pick<endpoints.Game, 'accountTypeName' | 'category'>): boolean {
  return (
    (LOTTERY_ACCOUNT_TYPES as readonly string[]).includes(game.accountTypeName ?? '') ||
    game.category === 'ELOTT' ||
    game.category === 'LOTT'
  );
}

/** Where a lottery game goes instead of a third-party launch. */
export function lotteryRouteOf(
  game: Pick<endpoints.Game, 'accountTypeName' | 'code' | 'defaultPlayType'>,
): string {
  const query = new URLSearchParams();
  if (game.code) query.set('gameCode', game.code);
  if (game.code && game.defaultPlayType) query.set('playType', game.defaultPlayType);
  const qs = query.toString() ? `?${query}` : '';
  switch (game.accountTypeName) {
    case 'TCG_LOTTO_VN':
      return `/vnlottery${qs}`;
    case 'TCG_SEA':
      return `/seaLottery${qs}`;
    case 'ELOTT':
      return `/elott${qs}`;
    default:
      // LOTT (and a game with both a code and a default play type): /lottery?gameCode=…&playType=…
      return `/lottery${qs}`;
  }
}

export const LAUNCH_PLATFORM = 'html5-desktop';

/** The spec's launch payload (section 3, "Game launch payload"). The token travels in the Authorization header. */
export function launchPayload(
  target: { nodeId?: string; gameId?: string; roomId?: string; vassalage: string },
  accountType: 0 | 1,
  context: { language: string; username?: string | null; merchantCode?: string },
): endpoints.LaunchGameRequest {
  return {
    gameId: target.gameId,
    roomId: target.roomId,
    nodeId: target.nodeId,
    accountType,
    confirmTrans: 0,
    vassalage: target.vassalage,
    launchMode: 'GLS',
    platform: LAUNCH_PLATFORM,
    clientType: 3,
    username: context.username ?? undefined,
    merchantCode: context.merchantCode || undefined,
    language: context.language,
  };
}

/** The address of the /game page for a launch URL. */
export function gamePageHref(url: string, mode: 'real' | 'trial' = 'real'): string {
  const query = new URLSearchParams({ url });
  if (mode === 'trial') query.set('mode', 'trial');
  return `/game?${query}`;
}

/**
 * Only http(s) URLs (absolute, or relative to this origin) may fill the game iframe: a crafted
 * `/game?url=javascript:…` must not run in the storefront.
 */
export function safeGameUrl(raw: string | null, origin: string): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
