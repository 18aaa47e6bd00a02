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

/** remoteEntry URL → integrity, filled by the host from remotes.json. */
export const entryIntegrity = new Map<string, string>();

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

export default function vitrineRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'vitrine-load-policy',
    fetch(url: string, init: RequestInit) {
      if (!/\.json(\?|$)/.test(url)) return undefined;
      return fetchWithRetry(url, init);
    },
    // Every remote entry script is made here: the spec's 120 s timeout, and its integrity when known.
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.type = attrs?.type === 'module' ? 'module' : 'text/javascript';
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else if (name !== 'type') script.setAttribute(name, String(value));
      }
      script.src = url;
      const integrity = entryIntegrity.get(new URL(url, location.href).pathname);
      if (integrity) {
        script.integrity = integrity;
        script.crossOrigin = 'anonymous';
      }
      return { script, timeout: REMOTE_ENTRY_TIMEOUT_MS };
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
