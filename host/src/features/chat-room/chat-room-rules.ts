import type { BootState } from '@vitrine/shared';

/** The chat room is the whitelabel module CBS3; like the other chrome entries, unknown counts as on. */
export const chatRoomEnabled = (boot: BootState | null): boolean => boot?.modules.CBS3 !== false;

/**
 * The address `launchChat` answered, made absolute against the site origin (relative paths such
 * as the sandbox's `/__sandbox/cs/chat` go through the storefront's own origin). Only http(s) is
 * let into the iframe: anything else is "invalid URL, contact customer service" (spec section 8).
 */
export function safeChatUrl(raw: string | null | undefined, origin: string): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** How long the chat page may take before the player is told it loads slowly. */
export const SLOW_CHAT_MS = 8000;
