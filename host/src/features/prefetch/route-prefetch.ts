/**
 * Route prefetch (issue 9): a page whose remote is not loaded yet opens faster when its exposed
 * module and its texts are already here. Loaded ahead of the click:
 * - on intent: a pointer over, a touch on, or keyboard focus on a link to a contributed route;
 * - on idle: the routes the bottom nav points at, once the first page has drawn.
 *
 * It uses the same cached loader as the route itself (`loadRemoteModule`: one load per module,
 * a failed load forgotten so the route retries on its own), so a prefetch never changes what the
 * page does, only when its code arrives. Nothing is prefetched when the player asked the browser
 * to save data, and a failed prefetch is silent (the route shows its own failure if it is opened).
 */
import { contributedRoutes, loadRemoteModule, type ContributedRoute, type RemoteManifest } from '@vitrine/shared';
import { i18next } from '@vitrine/shared/internal';
import { whenIdle } from '../../boot/when-idle';

const done = new Set<string>();

/** The longest a route prefetch waits for an idle moment. */
export const PREFETCH_IDLE_TIMEOUT_MS = 4000;

/** The contributed route a same-origin href opens, or null. */
export function routeOfHref(manifest: RemoteManifest | null, href: string, origin: string): ContributedRoute | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = url.pathname === '/' ? '/index' : url.pathname.replace(/\/+$/, '');
  return contributedRoutes(manifest).find((r) => r.path === path) ?? null;
}

/** Whether the browser asked for less data (Save-Data). */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return Boolean(connection?.saveData);
}

/**
 * Load a route's exposed module and then its texts (the module registers its locale loader when it
 * runs). Once per route per page; resolves when both are in (or failed).
 */
export function prefetchRoute(route: ContributedRoute): Promise<void> {
  const key = `${route.remote}:${route.expose}`;
  if (done.has(key)) return Promise.resolve();
  done.add(key);
  return loadRemoteModule(route.remote, route.expose)
    .then(() => (i18next.isInitialized ? i18next.loadNamespaces(route.namespace) : undefined))
    .then(() => undefined)
    .catch(() => {
      // Forgotten, so a later intent may try again; the route itself reports a real failure.
      done.delete(key);
    });
}

/**
 * Listen for intent on links (delegated on the document). Returns the stop function.
 * `getManifest` is read at each event, so a manifest read later is used.
 */
export function listenForLinkIntent(getManifest: () => RemoteManifest | null, doc: Document = document): () => void {
  const onIntent = (event: Event) => {
    if (savesData()) return;
    const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!target) return;
    const route = routeOfHref(getManifest(), target.getAttribute('href') ?? '', doc.location.origin);
    if (route && route.path !== currentPath(doc)) void prefetchRoute(route);
  };
  const options = { capture: true, passive: true } as const;
  for (const type of ['pointerover', 'touchstart', 'focusin'] as const) doc.addEventListener(type, onIntent, options);
  return () => {
    for (const type of ['pointerover', 'touchstart', 'focusin'] as const) doc.removeEventListener(type, onIntent, options);
  };
}

const currentPath = (doc: Document) => (doc.location.pathname === '/' ? '/index' : doc.location.pathname);

/** Prefetch these paths' routes one after the other, when the browser is idle. Returns a cancel. */
export function prefetchWhenIdle(manifest: RemoteManifest | null, paths: string[], doc: Document = document): () => void {
  let cancelled = false;
  let cancelIdle = () => undefined as void;
  const all = contributedRoutes(manifest);
  // In the order given (the nav's), the open page left out.
  const routes = paths.flatMap((path) => all.filter((r) => r.path === path && r.path !== currentPath(doc)));
  const next = (i: number) => {
    if (cancelled || i >= routes.length || savesData()) return;
    cancelIdle = whenIdle(() => {
      if (cancelled) return;
      void prefetchRoute(routes[i]).then(() => next(i + 1));
    }, PREFETCH_IDLE_TIMEOUT_MS);
  };
  next(0);
  return () => {
    cancelled = true;
    cancelIdle();
  };
}

/** Tests only. */
export function resetRoutePrefetch(): void {
  done.clear();
}
