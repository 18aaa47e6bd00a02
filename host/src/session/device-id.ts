/**
 * `loginDeviceId`: a stable browser fingerprint hash formatted 8-4-4-4-12 (api-notes, Session),
 * sent on login and every register call. Kept in localStorage so it stays stable.
 */
const KEY = 'vitrine.deviceId';

function fnv1a(input: string, seed: number): number {
  let hash = 0x811c9dc5 ^ seed;
  for (let i = 0; i < input.length; i++) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function fingerprintHash(traits: string): string {
  const hex = [1, 2, 3, 4].map((seed) => fnv1a(traits, seed).toString(16).padStart(8, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export function deviceId(): string {
  try {
    const stored = localStorage.getItem(KEY);
    if (stored) return stored;
  } catch {
    /* fall through */
  }
  const traits = [
    navigator.userAgent,
    navigator.language,
    screen.width,
    screen.height,
    screen.colorDepth,
    Intl.DateTimeFormat().resolvedOptions().timeZone,
    navigator.hardwareConcurrency,
  ].join('|');
  const id = fingerprintHash(traits);
  try {
    localStorage.setItem(KEY, id);
  } catch {
    /* stable for this page at least */
  }
  return id;
}
