import { chooseVersion, splitManifest, validateManifest } from './manifest';

const contribution = {
  remote: 'games',
  namespace: 'games',
  routes: [{ path: '/index', expose: './HomePage', chrome: { header: true, footer: true, sideMenu: true } }],
};

describe('remote manifest', () => {
  it('accepts a well-formed manifest', () => {
    const result = validateManifest({
      schema: 1,
      remotes: { games: { version: '1.0.0', entry: '/remotes/games/1.0.0/mf-manifest.json', integrity: 'sha384-abc', manifestIntegrity: 'sha384-def=', contribution } },
    });
    expect(result.ok).toBe(true);
  });

  it('requires the integrity of the entry and of mf-manifest.json, unless a development build says not to', () => {
    const unpinned = { schema: 1, remotes: { games: { version: '1.0.0', entry: '/remotes/games/1.0.0/mf-manifest.json', contribution } } };
    const strict = validateManifest(unpinned);
    expect(strict.ok).toBe(false);
    if (!strict.ok)
      expect(strict.errors).toEqual([
        'remotes.games.integrity is required (sha384 of remoteEntry.js)',
        'remotes.games.manifestIntegrity is required (sha384 of mf-manifest.json)',
      ]);
    expect(validateManifest(unpinned, { requireIntegrity: false }).ok).toBe(true);
    // An entry that is the remoteEntry.js itself needs only its own hash.
    const direct = { schema: 1, remotes: { games: { version: '1.0.0', entry: '/remotes/games/1.0.0/remoteEntry.js', integrity: 'sha384-abc', contribution } } };
    expect(validateManifest(direct).ok).toBe(true);
    // A canary is pinned like a live version.
    const canary = { ...unpinned.remotes.games, integrity: 'sha384-a', manifestIntegrity: 'sha384-b', canary: { version: '1.1.0', entry: '/remotes/games/1.1.0/mf-manifest.json', percent: 10 } };
    const c = validateManifest({ schema: 1, remotes: { games: canary } });
    expect(c.ok ? [] : c.errors).toContain('remotes.games.canary.integrity is required (sha384 of remoteEntry.js)');
  });

  it('splits a manifest remote by remote: a bad entry drops that remote only, with its reasons', () => {
    const good = { version: '1.0.0', entry: '/remotes/member/1.0.0/mf-manifest.json', integrity: 'sha384-a', manifestIntegrity: 'sha384-b', contribution: { ...contribution, remote: 'member', namespace: 'member' } };
    const split = splitManifest({
      schema: 1,
      remotes: { member: good, games: { version: '1.0.0', entry: '/remotes/games/1.0.0/mf-manifest.json', contribution }, agent: 'junk', casino: good },
    });
    expect(split.ok).toBe(true);
    if (!split.ok) return;
    expect(Object.keys(split.manifest.remotes)).toEqual(['member']);
    expect(split.rejected.games).toContain('remotes.games.integrity is required (sha384 of remoteEntry.js)');
    expect(split.rejected.agent).toEqual(['remotes.agent must be an object']);
    expect(split.rejected.casino).toEqual(['remotes.casino: unknown remote id']);
    expect(splitManifest({ schema: 2, remotes: {} })).toEqual({ ok: false, errors: ['schema must be 1'] });
    expect(splitManifest({ schema: 1, remotes: [] })).toEqual({ ok: false, errors: ['remotes must be an object'] });
    expect(splitManifest('x')).toEqual({ ok: false, errors: ['manifest must be a JSON object'] });
  });

  it('lists every problem of a malformed one', () => {
    const result = validateManifest({
      schema: 2,
      remotes: {
        games: { version: '', entry: 5, integrity: 'md5-x', manifestIntegrity: 'sha384-a', contribution: { ...contribution, remote: 'member', routes: [{ path: 'index' }] } },
        casino: {},
      },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual(
      expect.arrayContaining([
        'schema must be 1',
        'remotes.games.version must be a string',
        'remotes.games.entry must be a URL',
        'remotes.games.integrity must look like sha384-…',
        'remotes.games.contribution.remote must be "games"',
        'remotes.games.contribution.routes[0].path must start with "/"',
        'remotes.casino: unknown remote id',
      ]),
    );
  });

  it('checks a missing field as missing, an array as no object, and keeps what it does not check', () => {
    const good = { version: '1.0.0', entry: '/remotes/games/1.0.0/remoteEntry.js', integrity: 'sha384-abc', releasedAt: '2026-11-26T00:00:00Z', note: 'kept', contribution };
    const split = splitManifest({
      schema: 1,
      remotes: {
        games: good,
        member: [good],
        agent: { ...good, contribution: { remote: 'agent', memberPanels: [{ labelKey: 'x' }] } },
        promotions: { entry: good.entry, integrity: good.integrity, contribution: [] },
      },
    });
    expect(split.ok).toBe(true);
    if (!split.ok) return;
    // The remote kept is the one written, unknown fields included.
    expect(split.manifest.remotes.games).toBe(good);
    expect(split.rejected.member).toEqual(['remotes.member must be an object']);
    // A missing field gets its own message.
    expect(split.rejected.agent).toEqual([
      'remotes.agent.contribution.namespace must be a string',
      'remotes.agent.contribution.routes must be an array',
      'remotes.agent.contribution.memberPanels[0] needs page and expose',
    ]);
    expect(split.rejected.promotions).toEqual(['remotes.promotions.version must be a string', 'remotes.promotions.contribution must be an object']);
  });

  it('sends a stable share of browsers to the canary', () => {
    const remote = {
      version: '1.0.0',
      entry: '/v1',
      contribution: contribution as never,
      canary: { version: '1.1.0', entry: '/v11', percent: 10 },
    };
    expect(chooseVersion(remote, 5).version).toBe('1.1.0');
    expect(chooseVersion(remote, 10).version).toBe('1.0.0');
    expect(chooseVersion(remote, 99).entry).toBe('/v1');
  });
});
