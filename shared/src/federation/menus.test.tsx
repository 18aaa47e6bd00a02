import { act, renderHook } from '@testing-library/react';
import { slotProviders } from './contributions';
import { bus } from '../bus/bus';
import type { NavContribution, RemoteId } from './contract';
import type { RemoteManifest } from './manifest';
import { contributionCollisions, validateContribution } from './manifest';
import { carriedMenuLabel, menuEntries, menuNamespaces, resetNavBadges, useNavBadges, usePublishedBadge } from './menus';

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

  it('orders without localeCompare (its first call builds an ICU collator on the boot path)', () => {
    const localeCompare = jest.spyOn(String.prototype, 'localeCompare');
    try {
      expect(menuEntries(live, 'side', { signedIn: true, isOn: on() }).map((e) => e.key)).toEqual(['wallet-deposit', 'search', 'deposit', 'point-mall']);
      expect(slotProviders(manifest({ promotions: [], agent: [], games: [] }), 'badgeSource')).toEqual([]);
      expect(localeCompare).not.toHaveBeenCalled();
    } finally {
      localeCompare.mockRestore();
    }
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
    // The header's main links (shared 1.10.0): a route entry, the same key as in another placement.
    expect(problems([{ key: 'home', labelKey: 'menu_home', path: '/index', placement: 'main', order: 0 }])).toEqual([]);
  });

  it('refuses a bad placement, target, icon, group or a duplicate key, saying which', () => {
    const errors = problems([
      { key: 'a', labelKey: 'l', placement: 'top', order: 0 },
      { key: 'b', labelKey: 'l', path: '/b', memberPage: 'b', placement: 'side', order: 0 },
      { key: 'c', labelKey: 'l', path: '//evil.test', placement: 'side', order: 0, icon: 'skull' },
      { key: 'd', labelKey: 'l', path: '/d', placement: 'bottom', order: 0, group: 'games' },
      { key: 'e', labelKey: 'l', path: '/e', placement: 'side', order: 0 },
      { key: 'e', labelKey: 'l', path: '/e2', placement: 'side', order: 1 },
      { key: 'f', labelKey: 'l', memberPage: 'depositv2', placement: 'main', order: 0 },
    ]).join('\n');
    expect(errors).toContain('nav[0].placement must be one of bottom, side, header, main');
    expect(errors).toContain('nav[0] needs exactly one of path and memberPage');
    expect(errors).toContain('nav[1] needs exactly one of path and memberPage');
    expect(errors).toContain('nav[2].path must start with one "/"');
    expect(errors).toContain('nav[2].icon must be one of the shared icons');
    expect(errors).toContain('nav[3].group is for side-menu entries only');
    expect(errors).toContain('declares side entry "e" twice');
    expect(errors).toContain('nav[6].memberPage is not for the main links (they lead to routes)');
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

describe('labels carried in remotes.json (menuLabels), for a remote whose locale files are down', () => {
  const live = manifest({
    games: [
      { key: 'home', labelKey: 'menu_home', path: '/index', placement: 'bottom', order: 0, icon: 'home' },
      { key: 'search', labelKey: 'search_games', path: '/search', placement: 'side', order: 2 },
    ],
    promotions: [{ key: 'vip', labelKey: 'menu_vip', path: '/vip', placement: 'bottom', order: 22 }],
  });
  live.remotes.games!.contribution.menuLabels = { en: { menu_home: 'Home' }, pt: { menu_home: 'Início', search_games: 'Buscar' }, ar: { menu_home: 'الرئيسية' } };
  const viewer = { signedIn: false, isOn: on() };

  it('gives each entry its label in every language the release found; none for an older manifest', () => {
    const [home, vip] = menuEntries(live, 'bottom', viewer);
    expect(home.labels).toEqual({ en: 'Home', pt: 'Início', ar: 'الرئيسية' });
    expect(menuEntries(live, 'side', viewer)[0].labels).toEqual({ pt: 'Buscar' });
    expect(vip.labels).toEqual({});
  });

  it('picks the first of the current language and its fallbacks that it has, else nothing', () => {
    const [home, vip] = menuEntries(live, 'bottom', viewer);
    expect(carriedMenuLabel(home, ['ar', 'en'])).toBe('الرئيسية');
    expect(carriedMenuLabel(home, ['pt-BR', 'pt', 'en'])).toBe('Início');
    expect(carriedMenuLabel(home, ['fr', 'en'])).toBe('Home');
    expect(carriedMenuLabel(home, ['fr'])).toBe('');
    expect(carriedMenuLabel(vip, ['en'])).toBe('');
  });

  it('the manifest check takes language → key → short text, and says what is wrong otherwise', () => {
    const base = { remote: 'games', namespace: 'games', routes: [] };
    expect(validateContribution('games', { ...base, menuLabels: { en: { menu_home: 'Home' }, 'pt-BR': { menu_home: 'Início' }, 'ur-Latn': {} } })).toEqual([]);
    const errors = validateContribution('games', { ...base, menuLabels: { English: { a: 'b' }, pt: 'Início', ar: { menu_home: 7, long: 'x'.repeat(121) } } }).join('\n');
    expect(errors).toContain('menuLabels.English is not a language code');
    expect(errors).toContain('menuLabels.pt must be an object of label keys');
    expect(errors).toContain('menuLabels.ar.menu_home must be a text of at most 120 characters');
    expect(errors).toContain('menuLabels.ar.long must be a text');
    expect(validateContribution('games', { ...base, menuLabels: [] })).toEqual(['games.contribution.menuLabels must be an object of languages']);
  });
});

describe('badge sources', () => {
  afterEach(() => act(() => resetNavBadges()));

  it('usePublishedBadge publishes each new count, and 0 when the source unmounts', () => {
    const { result } = renderHook(() => useNavBadges());
    const source = renderHook(({ count }) => usePublishedBadge('open-missions', count), { initialProps: { count: 2 } });
    expect(result.current['open-missions']).toBe(2);
    source.rerender({ count: 5 });
    expect(result.current['open-missions']).toBe(5);
    source.unmount();
    expect(result.current['open-missions']).toBe(0);
  });

  it('a logout forgets every badge', () => {
    const { result } = renderHook(() => useNavBadges());
    act(() => bus.publish('nav/badge-changed', { badge: 'rewards-available', count: 3 }));
    act(() => bus.publish('session/logged-out', { reason: 'token-invalid' }));
    expect(result.current).toEqual({});
  });

  it('every remote naming a badge source is listed, in id order; centre pages may name a badge', () => {
    const live = manifest({ promotions: [], games: [], member: [] });
    live.remotes.promotions!.contribution.slots = { badgeSource: './BadgeSource' };
    live.remotes.member!.contribution.slots = { memberCentre: './MemberCentre', badgeSource: './Badges' };
    expect(slotProviders(live, 'badgeSource')).toEqual([
      { remote: 'member', expose: './Badges' },
      { remote: 'promotions', expose: './BadgeSource' },
    ]);
    expect(slotProviders(null, 'badgeSource')).toEqual([]);
    const panel = { page: 'quests', labelKey: 'q', expose: './Quests', order: 1 };
    const base = { remote: 'promotions', namespace: 'promotions', routes: [] };
    expect(validateContribution('promotions', { ...base, memberPanels: [{ ...panel, badge: 'open-missions', badgeLabelKey: 'q_open' }] })).toEqual([]);
    expect(validateContribution('promotions', { ...base, memberPanels: [{ ...panel, badge: 3 }] })).toEqual(['promotions.contribution.memberPanels[0].badge must be a badge id']);
  });
});
