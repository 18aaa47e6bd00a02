import { chooseVersion, validateManifest } from './manifest';

const contribution = {
  remote: 'games',
  namespace: 'games',
  routes: [{ path: '/index', expose: './HomePage', chrome: { header: true, footer: true, sideMenu: true } }],
};

describe('remote manifest', () => {
  it('accepts a well-formed manifest', () => {
    const result = validateManifest({
      schema: 1,
      remotes: { games: { version: '1.0.0', entry: '/remotes/games/1.0.0/mf-manifest.json', integrity: 'sha384-abc', contribution } },
    });
    expect(result.ok).toBe(true);
  });

  it('lists every problem of a malformed one', () => {
    const result = validateManifest({
      schema: 2,
      remotes: {
        games: { version: '', entry: 5, integrity: 'md5-x', contribution: { ...contribution, remote: 'member', routes: [{ path: 'index' }] } },
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
