import type { BootState } from '@vitrine/shared';

/** The chat room is the whitelabel module CBS3; like the other chrome entries, unknown counts as on. */
export const chatRoomEnabled = (boot: BootState | null): boolean => boot?.modules.CBS3 !== false;

/**
 * The address `launchChat` answered. Only an http(s) page of another origin is let into the
 * iframe: a page of the storefront's own origin (a relative path included) would reach the
 * storefront from inside the frame (its sandbox keeps allow-same-origin for the chat's own
 * storage). Anything else is "invalid URL, contact customer service" (spec section 8).
 */
export function safeChatUrl(raw: string | null | undefined, origin: string): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin === new URL(origin).origin ? null : url.toString();
  } catch {
    return null;
  }
}

/** How long the chat page may take before the player is told it loads slowly. */
export const SLOW_CHAT_MS = 8000;
