/**
 * A launched game is reached by a launch id, not by its URL: the launch URL (which carries the
 * provider's session ticket) stays out of the address bar, the history and the Referer. The URL is
 * kept in this tab's sessionStorage under the id (so a reload of /game?launch=… still works);
 * the last few launches are kept.
 */
export interface StoredLaunch {
  url: string;
  mode: 'real' | 'trial';
}

const PREFIX = 'vitrine.launch.';
const INDEX = 'vitrine.launches';
const KEEP = 5;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** A new random launch id (not a secret; it only names a launch kept in this tab). */
function newId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Remember a launch; answers its id. */
export function rememberLaunch(url: string, mode: 'real' | 'trial'): string {
  const id = newId();
  const store = storage();
  if (!store) {
    memory.set(id, { url, mode });
    return id;
  }
  let ids: string[] = [];
  try {
    ids = (JSON.parse(store.getItem(INDEX) ?? '[]') as string[]).filter((x) => typeof x === 'string');
  } catch {
    ids = [];
  }
  ids.push(id);
  for (const old of ids.splice(0, Math.max(0, ids.length - KEEP))) store.removeItem(PREFIX + old);
  try {
    store.setItem(PREFIX + id, JSON.stringify({ url, mode }));
    store.setItem(INDEX, JSON.stringify(ids));
  } catch {
    memory.set(id, { url, mode });
  }
  return id;
}

/** When storage is unavailable (private mode quotas): this page's memory. */
const memory = new Map<string, StoredLaunch>();

/** The launch an id names, or null (unknown, expired from the tab, or malformed). */
export function launchOf(id: string | null | undefined): StoredLaunch | null {
  if (!id || !/^[0-9a-f]{24}$/.test(id)) return null;
  const kept = memory.get(id);
  if (kept) return kept;
  try {
    const value = JSON.parse(storage()?.getItem(PREFIX + id) ?? 'null') as Partial<StoredLaunch> | null;
    if (!value || typeof value.url !== 'string') return null;
    return { url: value.url, mode: value.mode === 'trial' ? 'trial' : 'real' };
  } catch {
    return null;
  }
}
