import type { RemoteManifest } from '@vitrine/shared';
import { federationWriters } from '@vitrine/shared/internal';
import { listenForLinkIntent, prefetchRoute, prefetchWhenIdle, resetRoutePrefetch, routeOfHref } from './route-prefetch';

const manifest: RemoteManifest = {
  schema: 1,
  remotes: {
    games: {
      version: '1.0.0',
      entry: 'http://cdn.test/games/mf-manifest.json',
      contribution: { remote: 'games', namespace: 'games', routes: [{ path: '/index', expose: './HomePage' }, { path: '/rng', expose: './CategoryPage' }] },
    },
    promotions: {
      version: '1.0.0',
      entry: 'http://cdn.test/promotions/mf-manifest.json',
      contribution: { remote: 'promotions', namespace: 'promotions', routes: [{ path: '/promotions', expose: './PromotionsPage' }] },
    },
  },
} as unknown as RemoteManifest;

const ORIGIN = 'http://localhost';
let loads: string[];
let fail: Set<string>;

beforeEach(() => {
  resetRoutePrefetch();
  loads = [];
  fail = new Set();
  federationWriters.installLoader(async (remote, expose) => {
    loads.push(`${remote}/${expose}`);
    if (fail.has(`${remote}/${expose}`)) throw new Error('down');
    return { default: () => null };
  });
  Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
  window.history.replaceState(null, '', '/index');
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('routeOfHref', () => {
  it('finds the contributed route of a same-origin link only', () => {
    expect(routeOfHref(manifest, '/promotions', ORIGIN)?.expose).toBe('./PromotionsPage');
    expect(routeOfHref(manifest, '/promotions/?x=1#top', ORIGIN)?.remote).toBe('promotions');
    expect(routeOfHref(manifest, '/', ORIGIN)?.path).toBe('/index');
    expect(routeOfHref(manifest, 'https://elsewhere.test/promotions', ORIGIN)).toBeNull();
    expect(routeOfHref(manifest, '/nowhere', ORIGIN)).toBeNull();
    expect(routeOfHref(null, '/promotions', ORIGIN)).toBeNull();
  });
});

describe('prefetchRoute', () => {
  it('loads a route once however often it is asked; a failed load may be tried again', async () => {
    const promotions = routeOfHref(manifest, '/promotions', ORIGIN)!;
    await Promise.all([prefetchRoute(promotions), prefetchRoute(promotions)]);
    await prefetchRoute(promotions);
    expect(loads).toEqual(['promotions/./PromotionsPage']);

    const rng = routeOfHref(manifest, '/rng', ORIGIN)!;
    fail.add('games/./CategoryPage');
    await prefetchRoute(rng);
    fail.clear();
    await prefetchRoute(rng);
    expect(loads.filter((l) => l === 'games/./CategoryPage')).toHaveLength(2);
  });
});

describe('listenForLinkIntent', () => {
  function link(href: string) {
    const a = document.createElement('a');
    a.href = href;
    a.innerHTML = '<span>go</span>';
    document.body.append(a);
    return a;
  }
  afterEach(() => (document.body.innerHTML = ''));

  it('a pointer over, a touch on or focus on a link to a route loads that route; other links load nothing', async () => {
    const stop = listenForLinkIntent(() => manifest);
    link('https://elsewhere.test/promotions').dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('/index').dispatchEvent(new Event('pointerover', { bubbles: true }));
    await flush();
    expect(loads).toEqual([]);
    // The event comes from inside the link.
    link('/promotions').querySelector('span')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('/rng').dispatchEvent(new Event('focusin', { bubbles: true }));
    await flush();
    expect(loads).toEqual(['promotions/./PromotionsPage', 'games/./CategoryPage']);
    stop();
    resetRoutePrefetch();
    link('/promotions').dispatchEvent(new Event('touchstart', { bubbles: true }));
    await flush();
    expect(loads).toHaveLength(2);
  });

  it('loads nothing when the browser asks to save data', async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    const stop = listenForLinkIntent(() => manifest);
    link('/promotions').dispatchEvent(new Event('pointerover', { bubbles: true }));
    await flush();
    expect(loads).toEqual([]);
    stop();
  });
});

describe('prefetchWhenIdle', () => {
  it('loads the given routes one after the other when idle, never the page already open, and stops when cancelled', async () => {
    jest.useFakeTimers();
    try {
      const cancel = prefetchWhenIdle(manifest, ['/index', '/promotions', '/rng']);
      expect(loads).toEqual([]);
      await jest.advanceTimersByTimeAsync(1600);
      expect(loads).toEqual(['promotions/./PromotionsPage']);
      cancel();
      await jest.advanceTimersByTimeAsync(5000);
      expect(loads).toEqual(['promotions/./PromotionsPage']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('goes on through the whole list in the order given', async () => {
    jest.useFakeTimers();
    try {
      prefetchWhenIdle(manifest, ['/promotions', '/rng']);
      await jest.advanceTimersByTimeAsync(5000);
      expect(loads).toEqual(['promotions/./PromotionsPage', 'games/./CategoryPage']);
    } finally {
      jest.useRealTimers();
    }
  });
});
