/**
 * The one place remote load failures are handled (house style 7): manifest fetches retried with a
 * timeout, a failed remote entry retried once, subresource integrity on remote entries, and a log
 * line tagged with the remote for whatever still fails. The boundary around each mount shows the
 * retry; this plugin never swallows an error into a silent fallback.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

const FETCH_ATTEMPTS = 3;
const FETCH_TIMEOUT_MS = 10000;
/** The spec's chunk timeout (section 9: 120000 ms), not the federation runtime's default 20 s. */
export const REMOTE_ENTRY_TIMEOUT_MS = 120_000;

/** remoteEntry.js URL → integrity, filled by the host from remotes.json. */
export const entryIntegrity = new Map<string, string>();
/** mf-manifest.json URL → integrity, filled by the host from remotes.json. */
export const manifestIntegrity = new Map<string, string>();

/** Chunk URL → integrity, from each pinned remote's verified mf-manifest.json (`metaData.chunkIntegrity`). */
export const chunkIntegrity = new Map<string, string>();
/** Folders of the remotes whose files must all be pinned (every remote with a manifest hash). */
const pinnedBases = new Set<string>();

const absolute = (url: string): string => new URL(url, location.href).href;
/** What a script from a pinned remote gets when no hash is known for it: the browser refuses it. */
export const UNPINNED = 'sha384-unpinned-file-refused';

/** A file name in the manifest's own folder (`123.abc.js`): its URL is the folder's and the name. */
const PLAIN_FILE_NAME = /^\w[\w.-]*$/;
const HASH = /^sha(256|384|512)-/;

function rememberChunkHashes(manifestUrl: string, meta: Record<string, unknown> | undefined): void {
  const base = new URL('.', absolute(manifestUrl)).href;
  pinnedBases.add(base);
  const hashes = meta?.chunkIntegrity;
  if (!hashes || typeof hashes !== 'object') return;
  // Some hundred files per remote: a URL parse each was most of this step's time (issue 9).
  for (const [file, hash] of Object.entries(hashes as Record<string, unknown>))
    if (typeof hash === 'string' && HASH.test(hash))
      chunkIntegrity.set(PLAIN_FILE_NAME.test(file) ? base + file : new URL(file, base).href, hash);
}

/** The integrity a remote script must carry: its pinned hash, UNPINNED if it has none, or null outside pinned remotes. */
export function scriptIntegrity(url: string): string | null {
  const href = absolute(url);
  const known = entryIntegrity.get(href) ?? chunkIntegrity.get(href);
  if (known) return known;
  for (const base of pinnedBases) if (href.startsWith(base)) return UNPINNED;
  return null;
}

/**
 * A remote's mf-manifest.json, checked: its bytes against the hash in remotes.json (the browser
 * refuses a mismatch), and never a `getPublicPath`, which the federation runtime would run as code.
 */
async function fetchRemoteManifest(url: string, init: RequestInit): Promise<Response> {
  const integrity = manifestIntegrity.get(absolute(url));
  const response = await fetchWithRetry(url, integrity ? { ...init, integrity } : init);
  if (!response.ok) return response;
  const text = await response.text();
  let manifest: unknown;
  try {
    manifest = JSON.parse(text);
  } catch {
    throw new Error(`${url} is not JSON`);
  }
  const meta = (manifest as { metaData?: Record<string, unknown> } | null)?.metaData;
  if (meta && 'getPublicPath' in meta) throw new Error(`${url} carries getPublicPath (code): refused`);
  if (integrity) rememberChunkHashes(url, meta);
  return new Response(text, { status: response.status, headers: response.headers });
}

async function fetchWithRetry(url: string, init: RequestInit): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt < FETCH_ATTEMPTS; attempt++) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), FETCH_TIMEOUT_MS);
    try {
      const response = await fetch(url, { ...init, signal: controller.signal });
      // 4xx will not get better by asking again; 5xx might.
      if (response.ok || (response.status >= 400 && response.status < 500)) return response;
      lastError = new Error(`HTTP ${response.status} for ${url}`);
    } catch (error) {
      lastError = error;
    } finally {
      clearTimeout(timer);
    }
    await new Promise((resolve) => setTimeout(resolve, 300 * 2 ** attempt));
  }
  throw lastError;
}

let runtimePreloads = false;

/**
 * Let the federation runtime preload a module's chunks beside its remote entry again (the app is
 * shown: `revealApp`). `false` declines them, as at boot.
 */
export function allowRuntimePreloads(allowed = true): void {
  runtimePreloads = allowed;
}

export default function vitrineRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'vitrine-load-policy',
    fetch(url: string, init: RequestInit) {
      if (!/\.json(\?|$)/.test(url)) return undefined;
      return fetchRemoteManifest(url, init);
    },
    // Every remote script the federation runtime makes is made here: the spec's 120 s timeout, and
    // its integrity.
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.type = attrs?.type === 'module' ? 'module' : 'text/javascript';
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else if (name !== 'type') script.setAttribute(name, String(value));
      }
      script.src = url;
      // Entries and the chunks the federation runtime loads itself (the expose's assets) carry
      // their pinned hash; a file of a pinned remote with no hash is refused by the browser.
      const integrity = scriptIntegrity(url);
      if (integrity) {
        script.integrity = integrity;
        script.crossOrigin = 'anonymous';
      }
      return { script, timeout: REMOTE_ENTRY_TIMEOUT_MS };
    },
    // The runtime's own preload of a module's chunks is declined while the page boots (issue 9). On
    // every loadRemote its snapshot plugin asks here, then lists the module's chunks from the
    // manifest and appends a <script> for each ahead of the remote entry: 35–42 ms of main thread
    // per logged-in home load (observed at 1×, over the boot's dozen loads) while the first paint
    // is on screen. Those chunks load anyway when the entry asks for them, and the opened route's
    // own files are preloaded by the page's HTML (the gateway's Link preloads). Once the app is
    // shown (`allowRuntimePreloads`), a page opened later gets them again: its chunks download
    // beside its remote entry, not after the entry has run on a busy main thread (a cold switch
    // to /promotions read 300–340 ms in 3 runs of 8 without, against 1 of 8 with).
    // Emptying the list is how a plugin declines: the runtime reads it after this hook.
    beforePreloadRemote({ preloadOps }) {
      if (!runtimePreloads) preloadOps.splice(0, preloadOps.length);
    },
    // The hook's declared type wraps the entry in a second promise; the runtime awaits either.
    loadEntryError: (({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: Parameters<LoadEntryErrorHook>[0]) => {
      console.warn(`[remote:${remoteInfo.name}] entry failed to load, retrying once`);
      delete globalLoading[uniqueKey];
      return getRemoteEntry({ origin, remoteInfo, remoteEntryExports }).then((exports: unknown) => exports || undefined);
    }) as unknown as LoadEntryErrorHook,
    errorLoadRemote({ id, error, lifecycle }) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`[remote:${String(id).split('/')[0]}] ${lifecycle} failed for ${id}: ${message}`);
      return undefined;
    },
  };
}
