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

// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001f\u007f\\]/;

/** The origin of the launch CDN picked at boot (an absolute http(s) address), or null. */
export function pickedLaunchOrigin(launchCdn: string | null | undefined): string | null {
  return launchOrigins(launchCdn ? [launchCdn.trim()] : [])[0] ?? null;
}

/**
 * One launch URL of a launch answer, on the picked launch CDN: an absolute address is kept as it
 * is (safeGameUrl checks it before it fills the frame); a path-only answer is resolved against the
 * picked launch CDN, and without a usable CDN it gives '' (never a page of our own origin). A value
 * with a backslash or control characters gives ''.
 */
export function resolveOnLaunchCdn(raw: string | null | undefined, launchCdn: string | null | undefined): string {
  const value = (raw ?? '').trim();
  if (!value || UNSAFE_CHARS.test(value)) return '';
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return value;
  if (value.startsWith('//')) return `https:${value}`;
  const cdn = (launchCdn ?? '').trim();
  if (!pickedLaunchOrigin(cdn) || UNSAFE_CHARS.test(cdn)) return '';
  const base = new URL(cdn.endsWith('/') ? cdn : `${cdn}/`);
  return new URL(value.replace(/^\/+/, ''), base).toString();
}

/**
 * The URL to open from a launch answer, through the launch CDN picked at boot (spec: "Image and
 * launch CDNs picked at random from server lists"): of `game_url` and `game_url2`, the one served
 * by the picked CDN first, else the first usable one; paths resolve against the picked CDN.
 */
export function launchUrlOf(
  content: { game_url?: string | null; game_url2?: string | null } | null | undefined,
  launchCdn: string | null | undefined,
): string {
  const candidates = [content?.game_url, content?.game_url2]
    .map((url) => resolveOnLaunchCdn(url, launchCdn))
    .filter(Boolean);
  const picked = pickedLaunchOrigin(launchCdn);
  const onPicked = candidates.find((url) => {
    try {
      return new URL(url).origin === picked;
    } catch {
      return false;
    }
  });
  return onPicked ?? candidates[0] ?? '';
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
