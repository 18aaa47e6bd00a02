/**
 * The domain speed test's rules (spec section 3: "Domain list for speed test"; the list is the
 * status answer's `domainRoute`). Each domain's `speedTestUrl` (a tiny resource) is fetched once,
 * all in parallel, each with its own timeout; the fastest answer comes first, then the ones too
 * slow to finish, then the ones that failed. The player may move to another domain, keeping the
 * page they are on.
 */
import type { endpoints } from '@vitrine/shared';

/** A domain slower than this is "too slow" (its measurement is abandoned). */
export const SPEED_TIMEOUT_MS = 3000;

export type SpeedState = 'measuring' | 'ok' | 'slow' | 'failed';

export interface SpeedResult {
  domain: string;
  type: endpoints.DomainRoute['type'];
  state: SpeedState;
  /** Round-trip time in ms (state `ok` only). */
  ms?: number;
  /** The domain this page is served from. */
  current: boolean;
}

/** `host` or `host:port`, nothing else (no scheme, path, user info or spaces). */
const DOMAIN = /^(?=.{1,253}(?::\d{1,5})?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/i;

/** The server's domain, checked: a bare host (optionally with its port), lower-cased; else ''. */
export function safeDomain(domain: unknown): string {
  if (typeof domain !== 'string') return '';
  const value = domain.trim();
  if (!DOMAIN.test(value)) return '';
  const port = value.split(':')[1];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return '';
  return value.toLowerCase();
}

/** The URL to fetch for a domain's measurement: http(s) only; a path is read from this origin. */
export function speedTestUrl(route: Pick<endpoints.DomainRoute, 'speedTestUrl'>, origin: string): string | null {
  const raw = typeof route.speedTestUrl === 'string' ? route.speedTestUrl.trim() : '';
  if (!raw || raw.startsWith('//')) return null;
  try {
    const url = new URL(raw, origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** The routes worth measuring: valid domains, each once, in the server's order. */
export function usableRoutes(routes: endpoints.DomainRoute[] | undefined): endpoints.DomainRoute[] {
  const seen = new Set<string>();
  const out: endpoints.DomainRoute[] = [];
  for (const route of routes ?? []) {
    const domain = safeDomain(route?.domain);
    if (!domain || seen.has(domain)) continue;
    seen.add(domain);
    out.push({ ...route, domain });
  }
  return out;
}

export interface MeasureDeps {
  fetch: typeof fetch;
  now: () => number;
  timeoutMs?: number;
  origin: string;
}

/** Measures one domain: `ok` with its time, `slow` past the timeout, `failed` on an error answer. */
export async function measure(route: endpoints.DomainRoute, deps: MeasureDeps): Promise<Pick<SpeedResult, 'state' | 'ms'>> {
  const url = speedTestUrl(route, deps.origin);
  if (!url) return { state: 'failed' };
  const target = new URL(url);
  target.searchParams.set('_', String(Math.floor(deps.now() * 1000) % 1e9));
  const controller = new AbortController();
  const timeoutMs = deps.timeoutMs ?? SPEED_TIMEOUT_MS;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const started = deps.now();
  try {
    const res = await deps.fetch(target.href, { cache: 'no-store', credentials: 'omit', signal: controller.signal, redirect: 'error' });
    const ms = Math.max(0, Math.round(deps.now() - started));
    if (!res.ok) return { state: 'failed' };
    return ms > timeoutMs ? { state: 'slow' } : { state: 'ok', ms };
  } catch {
    return { state: timedOut ? 'slow' : 'failed' };
  } finally {
    clearTimeout(timer);
  }
}

const RANK: Record<SpeedState, number> = { ok: 0, measuring: 1, slow: 2, failed: 3 };

/** Fastest first; then the ones still measuring, the too-slow ones, the failed ones (server order within each). */
export function rankResults(results: SpeedResult[]): SpeedResult[] {
  return results
    .map((r, i) => ({ r, i }))
    .sort((a, b) => RANK[a.r.state] - RANK[b.r.state] || (a.r.ms ?? 0) - (b.r.ms ?? 0) || a.i - b.i)
    .map(({ r }) => r);
}

/** The same page on another domain (path, query and hash kept); null when the domain is not valid. */
export function switchUrl(domain: string, here: Pick<Location, 'protocol' | 'pathname' | 'search' | 'hash'>): string | null {
  const safe = safeDomain(domain);
  if (!safe) return null;
  const protocol = here.protocol === 'http:' ? 'http:' : 'https:';
  return `${protocol}//${safe}${here.pathname}${here.search}${here.hash}`;
}
