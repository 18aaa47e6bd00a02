/**
 * The storefront's service worker (`/sw.js`, root scope), built by host/webpack.config.cjs in
 * production builds only and registered by ./register.ts. Its rules are in ./sw-rules.ts.
 * Worker globals are typed here by hand: the host's tsconfig has the DOM library, which clashes
 * with the WebWorker one.
 */
import { OFFLINE_STRINGS } from './offline-strings';
import { OFFLINE_CSP, RUNTIME_LIMIT, SHELL, cacheNames, offlineLanguage, offlinePage, staleCaches, strategyFor } from './sw-rules';

declare const __PWA_BUILD__: string;

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  registration: { scope: string };
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  cookieStore?: { get(name: string): Promise<{ value: string } | null | undefined> };
}

const sw = self as unknown as WorkerScope;
const BUILD = __PWA_BUILD__;
const CACHES = cacheNames(BUILD);
const ORIGIN = sw.location.origin;

sw.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHES.shell)
      // One missing file (a build without icons) must not keep the worker from installing.
      .then((cache) => Promise.all(SHELL.map((url) => cache.add(new Request(url, { cache: 'no-cache' })).catch(() => undefined))))
      .then(() => sw.skipWaiting()),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(staleCaches(names, BUILD).map((name) => caches.delete(name))))
      .then(() => sw.clients.claim()),
  );
});

const cookie = async (name: string): Promise<string | null> => {
  try {
    return (await sw.cookieStore?.get(name))?.value ?? null;
  } catch {
    return null;
  }
};

async function offline(request: Request): Promise<Response> {
  const [language, theme] = await Promise.all([cookie('vitrine_lang'), cookie('vitrine_theme')]);
  const code = offlineLanguage(language, Object.keys(OFFLINE_STRINGS));
  const html = offlinePage({ language: code, theme, strings: OFFLINE_STRINGS[code], retryUrl: request.url });
  return new Response(html, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': OFFLINE_CSP,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

async function remember(request: Request, response: Response): Promise<void> {
  if (!response.ok || response.type === 'opaque') return;
  const cache = await caches.open(CACHES.runtime);
  await cache.put(request, response);
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - RUNTIME_LIMIT))) await cache.delete(old);
}

async function networkFirst(event: FetchEvent): Promise<Response> {
  try {
    const response = await fetch(event.request);
    if (response.ok) event.waitUntil(remember(event.request, response.clone()));
    return response;
  } catch (error) {
    const cached = await caches.match(event.request);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(event: FetchEvent): Promise<Response> {
  const cached = await caches.match(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (response.ok) event.waitUntil(remember(event.request, response.clone()));
  return response;
}

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = strategyFor(
    { url: request.url, method: request.method, mode: request.mode, destination: request.destination, accept: request.headers.get('accept'), range: request.headers.has('range') },
    ORIGIN,
  );
  switch (strategy) {
    case 'bypass':
      return;
    case 'navigate':
      // Pages are never cached (their first paint and CSP are per answer): network, else the offline page.
      event.respondWith(fetch(request).catch(() => offline(request)));
      return;
    case 'network-only':
      // The remote list: never stored, never served stale.
      event.respondWith(fetch(request));
      return;
    case 'network-first':
      event.respondWith(networkFirst(event));
      return;
    case 'cache-first':
      event.respondWith(cacheFirst(event));
      return;
  }
});
