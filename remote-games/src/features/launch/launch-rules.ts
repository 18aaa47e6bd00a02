import type { endpoints } from '@vitrine/shared';
import { rememberLaunch } from './launch-store';

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

/** The address of the /game page for a launch URL: a launch id (launch-store.ts), never the URL itself. */
export function gamePageHref(url: string, mode: 'real' | 'trial' = 'real'): string {
  return `/game?${new URLSearchParams({ launch: rememberLaunch(url, mode) })}`;
}

/**
 * The origins launch URLs may come from: boot's `launchGameCDNs`, each an absolute http(s) address
 * (entries that are not are ignored).
 */
export function launchOrigins(cdns: readonly string[] | null | undefined): string[] {
  const out: string[] = [];
  for (const cdn of cdns ?? []) {
    try {
      const url = new URL(cdn);
      if (url.protocol === 'http:' || url.protocol === 'https:') out.push(url.origin);
    } catch {
      /* not an absolute address */
    }
  }
  return out;
}

/**
 * Only a launch URL on one of the launch CDNs may fill the game frame: http(s), absolute, its
 * origin one of `launchOrigins(launchGameCDNs)`, and never the storefront's own origin (a page of
 * our origin in the frame could reach the storefront). A crafted `javascript:` or any other page
 * is refused.
 */
export function safeGameUrl(
  raw: string | null | undefined,
  context: { origin: string; launchCdns: readonly string[] | null | undefined },
): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin === new URL(context.origin).origin) return null;
  return launchOrigins(context.launchCdns).includes(url.origin) ? url.toString() : null;
}

/**
 * What a game frame may do: run its scripts, keep its own origin (its storage and its own API:
 * it is never our origin, safeGameUrl sees to that), forms, pointer lock. Not: navigate the
 * storefront, open popups, download, or reach the storefront's DOM.
 */
export const GAME_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-pointer-lock';
