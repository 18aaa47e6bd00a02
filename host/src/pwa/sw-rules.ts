/**
 * The service worker's rules (host/src/pwa/sw.ts), kept free of worker globals so jest can test
 * them: which strategy each request gets, the offline page, and the caches of one build.
 *
 * - navigations and HTML: network first; when the network is gone, the designed offline page
 *   (never a cached storefront, whose remote list would be stale);
 * - the remote list (`/remotes.json`): network only, never cached: ops roll back one remote at a
 *   time, and a stale list would load a withdrawn version;
 * - remote entries (`remoteEntry.js`, `mf-manifest.json`) and the host's own unhashed files
 *   (`main.js`, the web app manifest, icons): network first, the cached copy only without network;
 * - content-hashed files (`name.0123456789.js`) and released remote chunks (versioned folders):
 *   cache first, they never change;
 * - everything else goes straight to the network without the worker: other origins, non-GET,
 *   the API (`/wps`, `/lgw`, `/lotto`), the sandbox, the dev remotes, the worker itself.
 */

export type Strategy = 'bypass' | 'navigate' | 'network-only' | 'network-first' | 'cache-first';

export interface RequestInfo {
  url: string;
  method: string;
  /** Request.mode: 'navigate' for a page load. */
  mode: string;
  /** Request.destination: 'document', 'iframe', 'script', … */
  destination?: string;
  /** The Accept header. */
  accept?: string | null;
  /** A Range header (media): never served from the worker's caches. */
  range?: boolean;
}

/** Paths the worker never touches (answered by the backend, or dev-only). */
export const BYPASS_PREFIXES = ['/wps', '/lgw', '/lotto', '/__sandbox', '/__dev'];
/** The worker script and the remote list: always from the network. */
export const SW_PATH = '/sw.js';
export const REMOTE_LIST = '/remotes.json';
/** Files named `name.[contenthash].ext` (webpack's `[contenthash:10]`; 8+ hex like the gateway's rule). */
export const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
/** The entry files of a remote: they say which chunks a version loads, so they follow the network. */
const REMOTE_ENTRY = /(^|\/)(remoteEntry\.js|mf-manifest\.json)$/;

const underPrefix = (pathname: string, prefix: string): boolean =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The strategy for one request of a page whose origin is `origin`. */
export function strategyFor(request: RequestInfo, origin: string): Strategy {
  if (request.method !== 'GET' || request.range) return 'bypass';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'bypass';
  }
  if (url.origin !== origin) return 'bypass';
  const { pathname } = url;
  if (BYPASS_PREFIXES.some((prefix) => underPrefix(pathname, prefix))) return 'bypass';
  if (pathname === SW_PATH) return 'bypass';
  if (request.mode === 'navigate' || request.destination === 'document') return 'navigate';
  if (pathname === REMOTE_LIST) return 'network-only';
  if (REMOTE_ENTRY.test(pathname)) return 'network-first';
  if (pathname === '/' || pathname.endsWith('.html') || (request.accept ?? '').includes('text/html')) return 'navigate';
  if (HASHED.test(pathname)) return 'cache-first';
  // A released remote's folder (/remotes/<name>/<version>/…) never changes once written.
  if (/^\/remotes\/[^/]+\/[^/]+\/.+/.test(pathname)) return 'cache-first';
  return 'network-first';
}

/** Cache names of one build: the shell (precached at install) and the runtime files. */
export function cacheNames(build: string): { shell: string; runtime: string } {
  return { shell: `vitrine-shell-${build}`, runtime: `vitrine-runtime-${build}` };
}

/** Caches of other builds, deleted when this build's worker activates. */
export function staleCaches(names: string[], build: string): string[] {
  const mine = Object.values(cacheNames(build));
  return names.filter((name) => name.startsWith('vitrine-') && !mine.includes(name));
}

/** The shell: what the install step caches (the entry script, the manifest, the icons). */
export const SHELL = ['/main.js', '/manifest.webmanifest', '/pwa/icon-192.png', '/pwa/icon-512.png', '/pwa/icon-maskable-512.png'];

/** Runtime cache size limit (entries); the oldest go first. */
export const RUNTIME_LIMIT = 300;

export interface OfflineStrings {
  title: string;
  body: string;
  retry: string;
}

const RTL = new Set(['ar', 'fa', 'ur']);

/** The visitor's language: the storefront's cookie (set from their choice), if this build has it; else the default (PT). */
export function offlineLanguage(cookie: string | null | undefined, available: readonly string[], fallback = 'pt'): string {
  if (cookie) {
    const exact = available.find((code) => code.toLowerCase() === cookie.toLowerCase());
    if (exact) return exact;
  }
  return available.includes(fallback) ? fallback : (available[0] ?? fallback);
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The colours of the storefront's themes (shared/src/theme/tokens.ts), for the offline page. */
export const OFFLINE_COLOURS = {
  dark: { bg: '#0b1020', surface: '#141b2e', border: '#2a3556', text: '#eef1f8', muted: '#a4aec8', gold: '#f2c14e', primary: '#3d7bff', primaryText: '#0b1020', focus: '#8fb3ff' },
  light: { bg: '#f4f6fb', surface: '#ffffff', border: '#d3d9e8', text: '#111729', muted: '#4a5470', gold: '#8a5f00', primary: '#1f5ee6', primaryText: '#ffffff', focus: '#1f5ee6' },
} as const;

/** The policy of the offline page: no script at all, its styles and its inline logo only. */
export const OFFLINE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

/**
 * The offline page, in the visitor's language and theme (dark unless they chose light). No script:
 * "Try again" is a link to the page they asked for.
 */
export function offlinePage(o: { language: string; theme: string | null | undefined; strings: OfflineStrings; retryUrl: string; brand?: string }): string {
  const c = OFFLINE_COLOURS[o.theme === 'light' ? 'light' : 'dark'];
  const dir = RTL.has(o.language) ? 'rtl' : 'ltr';
  const brand = escapeHtml(o.brand ?? 'Vitrine');
  const logo = `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0b1020"/><path d="M7 8l9 17 9-17" stroke="#f2c14e" stroke-width="4" stroke-linecap="round" stroke-linejoin="round" fill="none"/></svg>`,
  )}`;
  return `<!doctype html>
<html lang="${escapeHtml(o.language)}" dir="${dir}" data-offline="true" data-theme="${o.theme === 'light' ? 'light' : 'dark'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="${c.bg}">
<title>${escapeHtml(o.strings.title)} · ${brand}</title>
<style>
*{box-sizing:border-box}
html,body{margin:0;min-height:100%;background:${c.bg};color:${c.text};font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif}
body{display:grid;place-items:center;min-height:100vh;padding:24px}
main{width:100%;max-width:420px;display:grid;justify-items:center;gap:16px;text-align:center;padding:32px 24px;background:${c.surface};border:1px solid ${c.border};border-radius:16px}
img{width:72px;height:72px;border-radius:16px}
.brand{margin:0;color:${c.gold};font-weight:700;letter-spacing:.3em;font-size:14px}
h1{margin:0;font-size:24px;line-height:1.25}
p{margin:0;color:${c.muted}}
a{display:inline-flex;align-items:center;justify-content:center;min-height:44px;min-width:160px;padding:0 24px;border-radius:10px;background:${c.primary};color:${c.primaryText};font-weight:700;text-decoration:none}
a:focus-visible{outline:2px solid ${c.focus};outline-offset:3px}
</style>
</head>
<body>
<main>
<img src="${logo}" alt="" width="72" height="72">
<p class="brand">${brand.toUpperCase()}</p>
<h1>${escapeHtml(o.strings.title)}</h1>
<p>${escapeHtml(o.strings.body)}</p>
<a href="${escapeHtml(o.retryUrl)}" data-testid="offline-retry">${escapeHtml(o.strings.retry)}</a>
</main>
</body>
</html>
`;
}
