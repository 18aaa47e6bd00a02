/**
 * Boot: system status and the remote manifest, in parallel, started before React renders.
 * Status decides between the app, the maintenance page and the region-restricted page.
 */
import { call, endpoints, type RemoteManifest } from '@vitrine/shared';
import { bootWriters, toBootState } from '@vitrine/shared/internal';
import type { BootState } from '@vitrine/shared';
import { fetchManifest, installRemotes } from '../federation/remotes';
import { prefetchRoute, routeOfHref } from '../features/prefetch/route-prefetch';

export type BootResult =
  | { kind: 'ready'; boot: BootState; manifestError: string | null }
  | { kind: 'failed'; error: unknown };

/**
 * Start loading the page the player opened (its remote module and its translations) while the
 * status call is still in flight, instead of after the first render.
 */
function preloadCurrentRoute(manifest: RemoteManifest): void {
  const route = routeOfHref(manifest, location.pathname, location.origin);
  if (route) void prefetchRoute(route);
}

declare global {
  interface Window {
    /** The status request index.html starts before main.js arrives. */
    __VITRINE_STATUS__?: Promise<Response>;
  }
}

/**
 * The system status: the answer to the request index.html started, when it is a successful
 * envelope; anything else (no early request, a network error, `success: false`, a body that is
 * not JSON) makes the call again through the API client, which reports errors the usual way.
 */
export function systemStatus(): Promise<endpoints.SystemStatus> {
  const early = window.__VITRINE_STATUS__;
  window.__VITRINE_STATUS__ = undefined;
  const fresh = () => call(endpoints.status, { url: location.host });
  if (!early) return fresh();
  return early
    .then(async (response) => {
      const envelope = (await response.json()) as { success?: unknown; value?: endpoints.SystemStatus };
      if (!response.ok || envelope?.success !== true || !envelope.value) throw new Error('early status not usable');
      return envelope.value;
    })
    .catch(fresh);
}

export async function bootStorefront(): Promise<BootResult> {
  const [status, manifest] = await Promise.allSettled([systemStatus(), fetchManifest()]);
  let manifestError: string | null = null;
  let live: RemoteManifest = { schema: 1, remotes: {} };
  if (manifest.status === 'fulfilled') live = manifest.value;
  else {
    manifestError = manifest.reason instanceof Error ? manifest.reason.message : String(manifest.reason);
    console.error(`[host] ${manifestError}`);
  }
  installRemotes(live);
  preloadCurrentRoute(live);
  if (status.status === 'rejected') return { kind: 'failed', error: status.reason };
  // The image CDN of the first-paint HTML's banner, so the app asks for the same picture URL.
  const boot = toBootState(status.value, Math.random, document.documentElement.getAttribute('data-fp-image-cdn'));
  bootWriters.set(boot);
  return { kind: 'ready', boot, manifestError };
}
