/**
 * Runtime registration of the remotes listed in `remotes.json` (no build-time remotes): read the
 * manifest (no-cache), validate it, choose live or canary per browser, apply a developer's
 * per-browser override, register with the MF runtime, and install the loader @vitrine/shared uses.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { chooseVersion, getConfig, splitManifest, type RemoteId, type RemoteManifest } from '@vitrine/shared';
import { federationWriters, registerPublishedLocales, type LoadOptions } from '@vitrine/shared/internal';
import { chunkIntegrity, entryIntegrity, manifestIntegrity } from './runtime-plugin';
import { nextTask } from '../boot/import-in-turn';

export const MANIFEST_URL = '/remotes.json';
const BUCKET_KEY = 'vitrine.bucket';
/**
 * Developer override, like import-map-overrides: `{"games": "http://localhost:3001/mf-manifest.json"}`.
 * Honoured in development builds, and for localhost addresses only in production builds.
 */
export const OVERRIDES_KEY = 'vitrine.remoteOverrides';

function bucket(): number {
  try {
    let value = Number(localStorage.getItem(BUCKET_KEY));
    if (!localStorage.getItem(BUCKET_KEY) || !Number.isInteger(value) || value < 0 || value > 99) {
      value = Math.floor(Math.random() * 100);
      localStorage.setItem(BUCKET_KEY, String(value));
    }
    return value;
  } catch {
    return 99;
  }
}

/** A development build (webpack --mode development); production builds replace this with false. */
const DEV_BUILD = process.env.NODE_ENV === 'development';
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * An override entry this build accepts: in a development build any http(s) address; in a
 * production build only one on this machine (localhost), so nothing written into localStorage
 * can point a player's storefront at another server. Anything else is ignored.
 */
export function acceptedOverride(raw: unknown, devBuild = DEV_BUILD): string | null {
  if (typeof raw !== 'string' || !raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return devBuild || LOOPBACK.has(url.hostname) ? url.toString() : null;
}

function overrides(devBuild: boolean): Partial<Record<RemoteId, string>> {
  try {
    const stored = JSON.parse(localStorage.getItem(OVERRIDES_KEY) ?? '{}') as Record<string, unknown>;
    const out: Partial<Record<RemoteId, string>> = {};
    for (const [id, raw] of Object.entries(stored ?? {})) {
      const url = acceptedOverride(raw, devBuild);
      if (url) out[id as RemoteId] = url;
      else console.warn(`vitrine: ignored the ${id} override in localStorage (${OVERRIDES_KEY}): only localhost addresses outside development builds`);
    }
    return out;
  } catch {
    return {};
  }
}

declare global {
  interface Window {
    /** The manifest request index.html starts before main.js arrives. */
    __VITRINE_MANIFEST__?: Promise<Response>;
  }
}

function manifestRequest(): Promise<Response> {
  const early = window.__VITRINE_MANIFEST__;
  window.__VITRINE_MANIFEST__ = undefined;
  const fresh = () => fetch(MANIFEST_URL, { cache: 'no-cache', credentials: 'same-origin' });
  return early ? early.catch(fresh) : fresh();
}

/**
 * Whether a remote file may be loaded from `entry`: this page's origin or one of the configured
 * remote origins, over https (plain http only on loopback, for local stacks).
 */
export function allowedRemoteUrl(entry: string, allowed = getConfig().remoteOrigins ?? [], page = location.href): boolean {
  let url: URL;
  try {
    url = new URL(entry, page);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname))) return false;
  return url.origin === new URL(page).origin || allowed.includes(url.origin);
}

/**
 * Read and check `remotes.json` remote by remote: an entry that is malformed, unpinned (no
 * integrity, outside development builds) or on an origin not allowed drops that remote only; its
 * pages show their unavailable state and the console says why. The other remotes carry on.
 */
export async function fetchManifest(devBuild = DEV_BUILD): Promise<RemoteManifest> {
  const response = await manifestRequest();
  if (!response.ok) throw new Error(`remotes.json answered HTTP ${response.status}`);
  const body: unknown = await response.json();
  // Checking every remote's entry against the schema is a task's work of its own, not added to
  // the one that read the body (issue 9: 8-12 ms at 1x on the boot's path).
  await nextTask();
  const result = splitManifest(body, { requireIntegrity: !devBuild });
  if (!result.ok) throw new Error(`remotes.json is malformed: ${result.errors.join('; ')}`);
  for (const [id, reasons] of Object.entries(result.rejected))
    console.error(`[remote:${id}] refused from remotes.json: ${(reasons ?? []).join('; ')}`);
  const remotes: RemoteManifest['remotes'] = {};
  for (const [id, remote] of Object.entries(result.manifest.remotes) as [RemoteId, NonNullable<RemoteManifest['remotes'][RemoteId]>][]) {
    const offOrigin = [remote.entry, remote.canary?.entry].filter((e): e is string => Boolean(e) && !allowedRemoteUrl(e!));
    if (offOrigin.length) console.error(`[remote:${id}] refused from remotes.json: ${offOrigin.join(', ')} is not on an allowed remote origin`);
    else remotes[id] = remote;
  }
  return { schema: 1, remotes };
}

/** The manifest this browser uses: canary share applied, overrides applied. */
export function effectiveManifest(manifest: RemoteManifest, devBuild = DEV_BUILD): RemoteManifest {
  const b = bucket();
  const o = overrides(devBuild);
  const remotes: RemoteManifest['remotes'] = {};
  for (const [id, remote] of Object.entries(manifest.remotes) as [RemoteId, NonNullable<RemoteManifest['remotes'][RemoteId]>][]) {
    const chosen = chooseVersion(remote, b);
    remotes[id] = o[id]
      ? { ...chosen, entry: o[id]!, integrity: undefined, manifestIntegrity: undefined, version: `${chosen.version}+override` }
      : chosen;
  }
  return { schema: 1, remotes };
}

let current: RemoteManifest = { schema: 1, remotes: {} };

function register(ids: RemoteId[], force: boolean): void {
  const list = ids.flatMap((id) => {
    const remote = current.remotes[id];
    return remote ? [{ name: id, entry: remote.entry }] : [];
  });
  registerRemotes(list, { force });
}

/** Register every remote of the manifest and hand the loader to @vitrine/shared. */
export function installRemotes(manifest: RemoteManifest): void {
  current = effectiveManifest(manifest);
  entryIntegrity.clear();
  manifestIntegrity.clear();
  chunkIntegrity.clear();
  for (const remote of Object.values(current.remotes)) {
    if (!remote) continue;
    const base = new URL(remote.entry, location.href);
    // Its translations are published beside its manifest: contributed labels need no remote code.
    registerPublishedLocales(remote.contribution.namespace, new URL('.', base).href);
    if (remote.integrity) entryIntegrity.set(new URL('remoteEntry.js', base).href, remote.integrity);
    if (remote.manifestIntegrity) manifestIntegrity.set(base.href, remote.manifestIntegrity);
  }
  register(Object.keys(current.remotes) as RemoteId[], false);
  federationWriters.setManifest(current);
  federationWriters.installLoader(loadThroughFederation);
}

/** Remotes whose last load failed (the next retry re-registers them). */
const failedRemotes = new Set<RemoteId>();
/** How many times each remote has been registered afresh; a load remembers the count it began under. */
const registrations = new Map<RemoteId, number>();

function registerAfresh(remote: RemoteId): void {
  register([remote], true);
  registrations.set(remote, (registrations.get(remote) ?? 0) + 1);
}

/**
 * The loader handed to @vitrine/shared. A failed load forgets the remote's entry, so the next load
 * fetches it afresh. A retry of a remote that failed registers it afresh first: another part's load
 * of the same remote (the footer's provider strip, begun after the page's failure) may still be
 * failing, and a retry that joined it would fail with it. That older load, failing after the
 * retry's fresh registration, leaves the registration alone.
 */
export async function loadThroughFederation(remote: RemoteId, expose: string, options?: LoadOptions): Promise<unknown> {
  if (options?.retry && failedRemotes.delete(remote)) registerAfresh(remote);
  const registration = registrations.get(remote) ?? 0;
  try {
    const loaded = await loadRemote(`${remote}/${expose.replace(/^\.\//, '')}`);
    failedRemotes.delete(remote);
    return loaded;
  } catch (error) {
    if ((registrations.get(remote) ?? 0) === registration) {
      failedRemotes.add(remote);
      registerAfresh(remote);
    }
    throw error;
  }
}
