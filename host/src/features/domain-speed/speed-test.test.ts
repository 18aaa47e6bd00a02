import type { endpoints } from '@vitrine/shared';
import { measure, rankResults, safeDomain, speedTestUrl, switchUrl, usableRoutes, type SpeedResult } from './speed-test';

const route = (domain: string, speed = '/ping'): endpoints.DomainRoute => ({ domain, type: 'SPARE', speedTestUrl: speed });

describe('safeDomain', () => {
  it('keeps a bare host or host:port, lower-cased', () => {
    expect(safeDomain('WWW.Example.com')).toBe('www.example.com');
    expect(safeDomain('127.0.0.1:8283')).toBe('127.0.0.1:8283');
    expect(safeDomain(' slow.localhost:8080 ')).toBe('slow.localhost:8080');
  });
  it('refuses anything that is not a host: schemes, paths, user info, bad ports', () => {
    for (const bad of ['https://a.com', 'a.com/x', 'evil.com@a.com', 'a.com:0', 'a.com:70000', 'a b.com', '', '-a.com', 'javascript:alert(1)', 'a.com#x']) expect(safeDomain(bad)).toBe('');
    expect(safeDomain(42)).toBe('');
  });
});

describe('speedTestUrl', () => {
  it('reads a path from this origin and keeps http(s) URLs', () => {
    expect(speedTestUrl({ speedTestUrl: '/__sandbox/speed/main' }, 'http://localhost:8283')).toBe('http://localhost:8283/__sandbox/speed/main');
    expect(speedTestUrl({ speedTestUrl: 'https://b.example/p.gif' }, 'http://localhost')).toBe('https://b.example/p.gif');
  });
  it('refuses other schemes, protocol-relative URLs, credentials and blanks', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/plain,x', '//evil.example/x', 'https://u:p@b.example/', '']) expect(speedTestUrl({ speedTestUrl: bad }, 'http://localhost')).toBeNull();
  });
});

describe('usableRoutes', () => {
  it('drops invalid and repeated domains, keeping the server order', () => {
    const list = usableRoutes([route('a.com'), route('bad/x'), route('B.com'), route('A.COM')]);
    expect(list.map((r) => r.domain)).toEqual(['a.com', 'b.com']);
    expect(usableRoutes(undefined)).toEqual([]);
  });
});

describe('rankResults', () => {
  it('puts the fastest first, then measuring, too slow and failed (server order within a group)', () => {
    const r = (domain: string, state: SpeedResult['state'], ms?: number): SpeedResult => ({ domain, type: 'SPARE', state, ms, current: false });
    const ranked = rankResults([r('main', 'ok', 400), r('down', 'failed'), r('slow', 'slow'), r('spare', 'ok', 3), r('wait', 'measuring'), r('down2', 'failed')]);
    expect(ranked.map((x) => x.domain)).toEqual(['spare', 'main', 'wait', 'slow', 'down', 'down2']);
  });
});

describe('switchUrl', () => {
  it('opens the same page (path, query, hash) on the chosen domain', () => {
    expect(switchUrl('127.0.0.1:8283', { protocol: 'http:', pathname: '/promotions', search: '?a=1', hash: '#top' })).toBe('http://127.0.0.1:8283/promotions?a=1#top');
    expect(switchUrl('b.example', { protocol: 'https:', pathname: '/', search: '', hash: '' })).toBe('https://b.example/');
  });
  it('never builds a URL from an invalid domain', () => {
    expect(switchUrl('evil.com/@x', { protocol: 'https:', pathname: '/', search: '', hash: '' })).toBeNull();
  });
});

describe('measure', () => {
  const deps = (fetchImpl: typeof fetch, times: number[]) => ({ fetch: fetchImpl, now: () => times.shift() ?? 0, origin: 'http://localhost:8283', timeoutMs: 3000 });

  it('answers the round trip of a successful fetch, with a cache-busting query', async () => {
    const fetchImpl = jest.fn(async () => new Response('ok')) as unknown as typeof fetch;
    // now(): cache-buster, start, end.
    await expect(measure(route('a.com', '/__sandbox/speed/main'), deps(fetchImpl, [1, 100, 142.4]))).resolves.toEqual({ state: 'ok', ms: 42 });
    const [url, init] = (fetchImpl as unknown as jest.Mock).mock.calls[0];
    expect(String(url)).toMatch(/^http:\/\/localhost:8283\/__sandbox\/speed\/main\?_=\d+$/);
    expect(init).toMatchObject({ cache: 'no-store', credentials: 'omit' });
  });

  it('marks an error answer, a network error and an unusable URL as failed', async () => {
    await expect(measure(route('a.com'), deps((async () => new Response('down', { status: 503 })) as unknown as typeof fetch, [0, 0, 5]))).resolves.toEqual({ state: 'failed' });
    await expect(measure(route('a.com'), deps((async () => Promise.reject(new TypeError('net'))) as unknown as typeof fetch, [0, 0, 5]))).resolves.toEqual({ state: 'failed' });
    const never = jest.fn() as unknown as typeof fetch;
    await expect(measure(route('a.com', 'javascript:alert(1)'), deps(never, []))).resolves.toEqual({ state: 'failed' });
    expect(never).not.toHaveBeenCalled();
  });

  it('abandons a domain slower than the limit and calls it too slow', async () => {
    jest.useFakeTimers();
    try {
      const hanging = ((_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as unknown as typeof fetch;
      const pending = measure(route('slow.com'), deps(hanging, [0, 0]));
      jest.advanceTimersByTime(3000);
      await expect(pending).resolves.toEqual({ state: 'slow' });
    } finally {
      jest.useRealTimers();
    }
  });
});
