import type { RemoteManifest } from '@vitrine/shared';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { OVERRIDES_KEY, acceptedOverride, effectiveManifest, allowedRemoteUrl, installRemotes, loadThroughFederation } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const manifest = {
  schema: 1,
  remotes: {
    games: { version: '1.0.0', entry: '/remotes/games/1.0.0/mf-manifest.json', integrity: 'sha384-abc', requires: {}, contribution: {} },
    member: { version: '1.0.0', entry: '/remotes/member/1.0.0/mf-manifest.json', integrity: 'sha384-def', requires: {}, contribution: {} },
  },
} as unknown as RemoteManifest;

describe('remote overrides in localStorage', () => {
  afterEach(() => localStorage.clear());
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);

  it('acceptedOverride: any http(s) address in a development build; only localhost in a production build', () => {
    expect(acceptedOverride('https://cdn.evil.example/mf-manifest.json', true)).toBe('https://cdn.evil.example/mf-manifest.json');
    expect(acceptedOverride('https://cdn.evil.example/mf-manifest.json', false)).toBeNull();
    for (const local of ['http://localhost:3001/mf-manifest.json', 'http://127.0.0.1:3001/mf-manifest.json', 'http://[::1]:3001/mf-manifest.json'])
      expect(acceptedOverride(local, false)).toBe(local);
    expect(acceptedOverride('http://localhost.evil.example/x', false)).toBeNull();
    for (const bad of ['javascript:alert(1)', 'data:text/javascript,alert(1)', '/remotes/x', 42, null])
      expect(acceptedOverride(bad, true)).toBeNull();
  });

  it('a production build ignores an override to another server and keeps the released entry and its integrity', () => {
    localStorage.setItem(OVERRIDES_KEY, JSON.stringify({ games: 'https://cdn.evil.example/mf-manifest.json', member: 'http://localhost:3002/mf-manifest.json' }));
    const effective = effectiveManifest(manifest, false);
    expect(effective.remotes.games).toMatchObject({ entry: '/remotes/games/1.0.0/mf-manifest.json', integrity: 'sha384-abc', version: '1.0.0' });
    expect(effective.remotes.member).toMatchObject({ entry: 'http://localhost:3002/mf-manifest.json', version: '1.0.0+override' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ignored the games override'));
  });

  it('a development build takes the override', () => {
    localStorage.setItem(OVERRIDES_KEY, JSON.stringify({ games: 'https://dev.example/mf-manifest.json' }));
    expect(effectiveManifest(manifest, true).remotes.games).toMatchObject({ entry: 'https://dev.example/mf-manifest.json', version: '1.0.0+override' });
  });
});

describe('remote origins', () => {
  const page = 'https://shop.example.com/index';
  it('allows this page origin and the configured CDN origins over https only', () => {
    expect(allowedRemoteUrl('/remotes/games/1.0.0/mf-manifest.json', [], page)).toBe(true);
    expect(allowedRemoteUrl('https://cdn.example.com/remotes/games/1.0.0/mf-manifest.json', ['https://cdn.example.com'], page)).toBe(true);
    expect(allowedRemoteUrl('https://evil.example.net/mf-manifest.json', ['https://cdn.example.com'], page)).toBe(false);
    expect(allowedRemoteUrl('http://cdn.example.com/mf-manifest.json', ['http://cdn.example.com'], page)).toBe(false);
    expect(allowedRemoteUrl('javascript:alert(1)', [], page)).toBe(false);
    expect(allowedRemoteUrl('http://localhost:8080/remotes/games/mf-manifest.json', [], 'http://localhost:8080/index')).toBe(true);
  });
});

describe('loading through the federation runtime', () => {
  const load = loadRemote as jest.Mock;
  const register = registerRemotes as jest.Mock;
  beforeAll(() => installRemotes(manifest));
  beforeEach(() => {
    load.mockReset();
    register.mockReset();
  });
  const forced = () => register.mock.calls.filter(([, options]) => options?.force).map(([list]) => list.map((r: { name: string }) => r.name).join());

  it('a failed load forgets the entry (registered afresh); a success does not', async () => {
    load.mockRejectedValueOnce(new Error('entry 404')).mockResolvedValueOnce({ default: 'page' });
    await expect(loadThroughFederation('games', './HomePage')).rejects.toThrow('entry 404');
    expect(forced()).toEqual(['games']);
    await expect(loadThroughFederation('games', './HomePage')).resolves.toEqual({ default: 'page' });
    expect(forced()).toEqual(['games']);
    expect(load).toHaveBeenLastCalledWith('games/HomePage');
  });

  it("a retry starts afresh while another part's older load of the remote is still failing, and that failure leaves the fresh registration alone", async () => {
    // The page fails first.
    load.mockRejectedValueOnce(new Error('entry 404'));
    await expect(loadThroughFederation('games', './HomePage')).rejects.toThrow('entry 404');
    // The footer's strip starts its own load, which will fail later.
    let failFooter: (error: Error) => void = () => undefined;
    load.mockReturnValueOnce(new Promise((_resolve, reject) => (failFooter = reject)));
    const footer = loadThroughFederation('games', './FooterGames');
    // The player's retry: registered afresh before loading.
    load.mockResolvedValueOnce({ default: 'page' });
    register.mockClear();
    await expect(loadThroughFederation('games', './HomePage', { retry: true })).resolves.toEqual({ default: 'page' });
    expect(forced()).toEqual(['games']);
    failFooter(new Error('entry 404'));
    await expect(footer).rejects.toThrow('entry 404');
    expect(forced()).toEqual(['games']);
  });

  it('a retry of a remote that has not failed (a render fault) keeps its registration', async () => {
    load.mockResolvedValue({ default: 'page' });
    await loadThroughFederation('member', './MemberCentre');
    register.mockClear();
    await loadThroughFederation('member', './MemberCentre', { retry: true });
    expect(forced()).toEqual([]);
  });
});
