import { act, renderHook } from '@testing-library/react';
import { bus } from '../bus/bus';
import type { NavContribution, RemoteId } from './contract';
import type { RemoteManifest } from './manifest';
import { contributionCollisions, validateContribution } from './manifest';
import { menuEntries, menuNamespaces, resetNavBadges, useNavBadges } from './menus';

function manifest(nav: Partial<Record<RemoteId, NavContribution[]>>): RemoteManifest {
  const remotes: RemoteManifest['remotes'] = {};
  for (const [remote, entries] of Object.entries(nav) as [RemoteId, NavContribution[]][])
    remotes[remote] = { version: '1.0.0', entry: `https://cdn.test/${remote}/mf-manifest.json`, contribution: { remote, namespace: `${remote}-ns`, routes: [], nav: entries } };
  return { schema: 1, remotes };
}

const on = (...flags: string[]) => (modId: string) => flags.includes(modId);

describe('menuEntries: what a placement shows, from remotes.json alone', () => {
  const live = manifest({
    promotions: [
      { key: 'vip', labelKey: 'menu_vip', path: '/vip', placement: 'bottom', order: 22, icon: 'vip' },
      { key: 'rewards', labelKey: 'menu_rewards', memberPage: 'rewardCenter', placement: 'bottom', order: 21, requiresFlag: 'REWCEN3', badge: 'rewards-available' },
      { key: 'point-mall', labelKey: 'menu_point_mall', path: '/pointMall', placement: 'side', order: 5 },
    ],
    games: [
      { key: 'home', labelKey: 'menu_home', path: '/index', placement: 'bottom', order: 0, icon: 'home' },
      { key: 'search', labelKey: 'search_games', path: '/search', placement: 'side', group: 'games', order: 2 },
    ],
    member: [
      { key: 'wallet-deposit', labelKey: 'menu_deposit', memberPage: 'depositv2', placement: 'side', group: 'wallet', order: 0, audience: 'member' },
      // Same order as promotions' point mall: remote id breaks the tie.
      { key: 'deposit', labelKey: 'menu_deposit', memberPage: 'depositv2', placement: 'side', order: 5 },
    ],
  });

  it('orders one placement by order, with the contributor, its namespace and defaults', () => {
    const bottom = menuEntries(live, 'bottom', { signedIn: true, isOn: on('REWCEN3') });
    expect(bottom.map((e) => e.key)).toEqual(['home', 'rewards', 'vip']);
    expect(bottom[1]).toMatchObject({ remote: 'promotions', namespace: 'promotions-ns', icon: 'games', group: 'main', badge: 'rewards-available' });
    expect(menuNamespaces(bottom)).toEqual(['games-ns', 'promotions-ns']);
  });

  it('hides an entry whose module is off or unknown, and member-only entries from a visitor', () => {
    expect(menuEntries(live, 'bottom', { signedIn: false, isOn: on() }).map((e) => e.key)).toEqual(['home', 'vip']);
    const side = menuEntries(live, 'side', { signedIn: false, isOn: on() });
    expect(side.map((e) => e.key)).toEqual(['search', 'deposit', 'point-mall']);
    expect(menuEntries(live, 'side', { signedIn: true, isOn: on() }).map((e) => e.key)).toContain('wallet-deposit');
  });

  it('keeps the first contributor of a key (a hand-edited manifest; the release refuses it)', () => {
    const clash = manifest({
      games: [{ key: 'vip', labelKey: 'x', path: '/x', placement: 'bottom', order: 1 }],
      promotions: [{ key: 'vip', labelKey: 'menu_vip', path: '/vip', placement: 'bottom', order: 0 }],
    });
    const bottom = menuEntries(clash, 'bottom', { signedIn: true, isOn: on() });
    expect(bottom).toHaveLength(1);
    expect(bottom[0]).toMatchObject({ remote: 'games', path: '/x' });
    expect(contributionCollisions(clash)).toEqual(['bottom menu entry "vip" is contributed by both games and promotions']);
  });

  it('has no entries without a manifest', () => {
    expect(menuEntries(null, 'side', { signedIn: true, isOn: on() })).toEqual([]);
  });
});

describe('menu entries in a contribution are checked', () => {
  const base = { remote: 'games', namespace: 'games', routes: [] };
  const problems = (nav: unknown[]) => validateContribution('games', { ...base, nav });

  it('accepts a well-formed entry', () => {
    expect(problems([{ key: 'home', labelKey: 'menu_home', path: '/index', placement: 'bottom', order: 0, icon: 'home' }])).toEqual([]);
  });

  it('refuses a bad placement, target, icon, group or a duplicate key, saying which', () => {
    const errors = problems([
      { key: 'a', labelKey: 'l', placement: 'top', order: 0 },
      { key: 'b', labelKey: 'l', path: '/b', memberPage: 'b', placement: 'side', order: 0 },
      { key: 'c', labelKey: 'l', path: '//evil.test', placement: 'side', order: 0, icon: 'skull' },
      { key: 'd', labelKey: 'l', path: '/d', placement: 'bottom', order: 0, group: 'games' },
      { key: 'e', labelKey: 'l', path: '/e', placement: 'side', order: 0 },
      { key: 'e', labelKey: 'l', path: '/e2', placement: 'side', order: 1 },
    ]).join('\n');
    expect(errors).toContain('nav[0].placement must be one of bottom, side, header');
    expect(errors).toContain('nav[0] needs exactly one of path and memberPage');
    expect(errors).toContain('nav[1] needs exactly one of path and memberPage');
    expect(errors).toContain('nav[2].path must start with one "/"');
    expect(errors).toContain('nav[2].icon must be one of the shared icons');
    expect(errors).toContain('nav[3].group is for side-menu entries only');
    expect(errors).toContain('declares side entry "e" twice');
  });
});

describe('contributionCollisions', () => {
  it('names both remotes for a shared route or member page; a canary counts as its remote', () => {
    const live = manifest({ games: [], promotions: [] });
    live.remotes.games!.contribution.routes = [{ path: '/vip', expose: './Vip', chrome: { header: true, footer: true, sideMenu: true } }];
    live.remotes.promotions!.canary = {
      version: '2.0.0',
      entry: 'https://cdn.test/p2.json',
      percent: 10,
      contribution: { remote: 'promotions', namespace: 'promotions', routes: [{ path: '/vip', expose: './Vip', chrome: { header: true, footer: true, sideMenu: true } }] },
    };
    expect(contributionCollisions(live)).toEqual(['route /vip is contributed by both games and promotions']);
  });
});

describe('nav badges', () => {
  afterEach(() => act(() => resetNavBadges()));

  it('holds the last count published for each badge id (0, negative or not a number hides it)', () => {
    const { result } = renderHook(() => useNavBadges());
    expect(result.current).toEqual({});
    act(() => bus.publish('nav/badge-changed', { badge: 'messages-unread', count: 3 }));
    act(() => bus.publish('nav/badge-changed', { badge: 'rewards-available', count: 2.7 }));
    expect(result.current).toEqual({ 'messages-unread': 3, 'rewards-available': 2 });
    act(() => bus.publish('nav/badge-changed', { badge: 'messages-unread', count: Number.NaN }));
    expect(result.current['messages-unread']).toBe(0);
  });
});
