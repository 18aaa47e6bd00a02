/**
 * The player's language and theme as cookies, so the server's first-paint HTML (gateway,
 * issue 9) is in the stored language and theme on the next load. Preferences only: never a
 * session value. index.html's boot script writes the same cookies from localStorage on every load.
 */
export const PREFERENCE_COOKIES = { language: 'vitrine_lang', theme: 'vitrine_theme' } as const;

export function writePreferenceCookie(name: (typeof PREFERENCE_COOKIES)[keyof typeof PREFERENCE_COOKIES], value: string): void {
  if (typeof document === 'undefined') return;
  try {
    document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    /* cookies disabled: the first paint then follows the defaults */
  }
}
