import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { validateManifest } from '../../shared/src/federation/manifest';
import { treeChecksum } from '../src/fsutil';
import { Refusal, readHistory, release, releaseCli, rollback, rollbackCli } from '../src/release';
import { HOST_SHARED, makeHost, makeRemote, tempDir } from './fixtures';

describe('release and rollback', () => {
  let root: string;
  let cdn: string;
  let host: string;
  const opts = () => ({ cdnDir: cdn, hostDir: host });
  const manifest = () => JSON.parse(fs.readFileSync(path.join(cdn, 'remotes.json'), 'utf8'));
  const refusedWithoutChange = (fn: () => unknown, reason: RegExp): void => {
    const before = treeChecksum(root);
    expect(fn).toThrow(Refusal);
    expect(fn).toThrow(reason);
    expect(treeChecksum(root)).toEqual(before);
  };

  beforeEach(() => {
    root = tempDir();
    cdn = path.join(root, 'cdn');
    host = makeHost(path.join(root, 'host'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('copies the build, precompresses it, writes remotes.json with integrity and appends to the history', () => {
    const dist = makeRemote(path.join(root, 'games-v1'));
    const outcome = release({ ...opts(), remote: 'games', from: dist });
    expect(outcome).toMatchObject({ remote: 'games', version: '1.0.0', previous: null, changed: true });

    const folder = path.join(cdn, 'remotes', 'games', '1.0.0');
    expect(fs.readFileSync(path.join(folder, 'remoteEntry.js'))).toEqual(
      fs.readFileSync(path.join(dist, 'remoteEntry.js')),
    );
    expect(fs.existsSync(path.join(folder, 'remoteEntry.js.br'))).toBe(true);
    expect(fs.existsSync(path.join(folder, 'remoteEntry.js.gz'))).toBe(true);
    expect(fs.readdirSync(path.join(cdn, 'remotes', 'games'))).toEqual(['1.0.0']);
    expect(fs.statSync(folder).mode & 0o777).toBe(0o755);

    const m = manifest();
    expect(validateManifest(m).ok).toBe(true);
    const expected = `sha384-${crypto
      .createHash('sha384')
      .update(fs.readFileSync(path.join(dist, 'remoteEntry.js')))
      .digest('base64')}`;
    const expectedManifest = `sha384-${crypto
      .createHash('sha384')
      .update(fs.readFileSync(path.join(dist, 'mf-manifest.json')))
      .digest('base64')}`;
    expect(m.remotes.games).toMatchObject({
      version: '1.0.0',
      entry: '/remotes/games/1.0.0/mf-manifest.json',
      integrity: expected,
      manifestIntegrity: expectedManifest,
      requires: { react: '^19.0.0' },
      contribution: { remote: 'games', routes: [{ path: '/games' }] },
    });
    expect(readHistory(cdn)).toEqual([
      expect.objectContaining({
        action: 'release',
        remote: 'games',
        version: '1.0.0',
        previous: null,
        integrity: expected,
      }),
    ]);
    expect(fs.readdirSync(cdn).sort()).toEqual(['release-history.jsonl', 'remotes', 'remotes.json', 'remotes.json.br', 'remotes.json.gz']);
    // The compressed siblings hold the same manifest (the gateway and nginx serve them).
    const text = fs.readFileSync(path.join(cdn, 'remotes.json'));
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(cdn, 'remotes.json.br')))).toEqual(text);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(cdn, 'remotes.json.gz')))).toEqual(text);
  });

  it('releasing the live version again changes nothing', () => {
    const dist = makeRemote(path.join(root, 'games-v1'));
    release({ ...opts(), remote: 'games', from: dist });
    const before = treeChecksum(root);
    expect(release({ ...opts(), remote: 'games', from: dist }).changed).toBe(false);
    expect(treeChecksum(root)).toEqual(before);
  });

  it('a rebuild of identical code (only builtAt differs) may be released again under the same version', () => {
    release({ ...opts(), remote: 'games', from: makeRemote(path.join(root, 'a')) });
    const rebuilt = makeRemote(path.join(root, 'b'));
    const info = JSON.parse(fs.readFileSync(path.join(rebuilt, 'build-info.json'), 'utf8'));
    fs.writeFileSync(
      path.join(rebuilt, 'build-info.json'),
      JSON.stringify({ ...info, builtAt: '2030-01-01T00:00:00.000Z' }),
    );
    expect(release({ ...opts(), remote: 'games', from: rebuilt }).changed).toBe(false);
  });

  it('refuses a missing build', () => {
    refusedWithoutChange(
      () => release({ ...opts(), remote: 'games', from: path.join(root, 'nope') }),
      /build of games is missing/,
    );
  });

  it('refuses an unknown remote', () => {
    const dist = makeRemote(path.join(root, 'x'));
    refusedWithoutChange(
      () => release({ ...opts(), remote: 'casino', from: dist }),
      /unknown remote "casino"/,
    );
  });

  it('refuses a malformed mf-manifest.json and changes nothing', () => {
    release({ ...opts(), remote: 'member', from: makeRemote(path.join(root, 'member'), { name: 'member' }) });
    const dist = makeRemote(path.join(root, 'games-bad'));
    fs.writeFileSync(path.join(dist, 'mf-manifest.json'), '{"name": "games", ');
    refusedWithoutChange(
      () => release({ ...opts(), remote: 'games', from: dist }),
      /mf-manifest.json is not valid JSON/,
    );
    fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: 'games', shared: [] }));
    refusedWithoutChange(
      () => release({ ...opts(), remote: 'games', from: dist }),
      /mf-manifest.json is malformed: .*remoteEntry/,
    );
  });

  it('refuses an mf-manifest.json that carries getPublicPath (code the runtime would run)', () => {
    const dist = makeRemote(path.join(root, 'games-gpp'));
    const mf = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
    mf.metaData.getPublicPath = 'function () { return window.__pwned = "/"; }';
    fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(mf));
    expect(() => release({ ...opts(), remote: 'games', from: dist })).toThrow(/getPublicPath is not allowed/);
    expect(fs.existsSync(path.join(cdn, 'remotes.json'))).toBe(false);
  });

  it('refuses a malformed contribution.json and changes nothing', () => {
    const dist = makeRemote(path.join(root, 'games-bad'));
    fs.writeFileSync(
      path.join(dist, 'contribution.json'),
      JSON.stringify({
        remote: 'games',
        namespace: 'games',
        routes: [{ path: 'index', expose: './HomePage', chrome: {} }],
      }),
    );
    refusedWithoutChange(
      () => release({ ...opts(), remote: 'games', from: dist }),
      /contribution.json is malformed: .*path must start with "\/"/,
    );
    fs.writeFileSync(
      path.join(dist, 'contribution.json'),
      JSON.stringify({
        remote: 'games',
        namespace: 'games',
        routes: [{ path: '/x', expose: './Nope', chrome: {} }],
      }),
    );
    refusedWithoutChange(
      () => release({ ...opts(), remote: 'games', from: dist }),
      /does not expose: \.\/Nope/,
    );
  });

  it('refuses a contribution that claims another live remote\'s route or menu entry, naming both', () => {
    release({ ...opts(), remote: 'games', from: makeRemote(path.join(root, 'games')) });
    const contribution = (nav: unknown[], routePath: string) => ({
      remote: 'promotions',
      namespace: 'promotions',
      routes: [{ path: routePath, expose: './HomePage', chrome: { header: true, footer: true, sideMenu: true } }],
      nav,
    });
    const dist = makeRemote(path.join(root, 'promotions'), { name: 'promotions' });
    fs.writeFileSync(path.join(dist, 'contribution.json'), JSON.stringify(contribution([], '/games')));
    refusedWithoutChange(
      () => release({ ...opts(), remote: 'promotions', from: dist }),
      /promotions 1\.0\.0 collides with another live remote: route \/games is contributed by both games and promotions/,
    );
    // Menus: the same key in another placement is fine; in the same placement it is refused.
    const games = manifest().remotes.games;
    games.contribution.nav = [{ key: 'vip', labelKey: 'vip', path: '/games', placement: 'side', order: 0 }];
    fs.writeFileSync(path.join(cdn, 'remotes.json'), JSON.stringify({ schema: 1, remotes: { games } }));
    const menu = (placement: string) => contribution([{ key: 'vip', labelKey: 'menu_vip', path: '/promotions', placement, order: 0 }], '/promotions');
    fs.writeFileSync(path.join(dist, 'contribution.json'), JSON.stringify(menu('side')));
    refusedWithoutChange(() => release({ ...opts(), remote: 'promotions', from: dist }), /side menu entry "vip" is contributed by both games and promotions/);
    fs.writeFileSync(path.join(dist, 'contribution.json'), JSON.stringify(menu('bottom')));
    expect(release({ ...opts(), remote: 'promotions', from: dist }).changed).toBe(true);
  });

  it('refuses a build whose shared requirement the host cannot meet, and changes nothing', () => {
    release({ ...opts(), remote: 'games', from: makeRemote(path.join(root, 'games-v1')) });
    const v2 = makeRemote(path.join(root, 'games-v2'), {
      version: '2.0.0',
      requires: { react: '^20.0.0', rxjs: '^7.8.0' },
    });
    refusedWithoutChange(
      () => release({ ...opts(), remote: 'games', from: v2 }),
      /incompatible with the host: react \^20.0.0 is required but the host provides 19.2.0/,
    );
    const v3 = makeRemote(path.join(root, 'games-v3'), {
      version: '3.0.0',
      requires: { 'left-pad': '^1.0.0' },
    });
    refusedWithoutChange(
      () => release({ ...opts(), remote: 'games', from: v3 }),
      /the host does not share left-pad/,
    );
  });

  it('a minor shared bump keeps older remotes: a host with @vitrine/shared 1.4.0 takes remotes built for 1.3.0', () => {
    const newHost = makeHost(path.join(root, 'host-1.4'), { ...HOST_SHARED, '@vitrine/shared': '1.4.0' });
    const older = makeRemote(path.join(root, 'member-1.3'), {
      name: 'member',
      requires: { react: '^19.0.0', '@vitrine/shared': '^1.3.0' },
    });
    expect(release({ ...opts(), hostDir: newHost, remote: 'member', from: older }).changed).toBe(true);
    // The other way round is refused: a remote using 1.4.0's exports cannot run on a 1.3.0 host.
    const oldHost = makeHost(path.join(root, 'host-1.3'), { ...HOST_SHARED, '@vitrine/shared': '1.3.0' });
    const newer = makeRemote(path.join(root, 'member-1.4'), {
      name: 'member',
      version: '2.0.0',
      requires: { react: '^19.0.0', '@vitrine/shared': '^1.4.0' },
    });
    refusedWithoutChange(
      () => release({ ...opts(), hostDir: oldHost, remote: 'member', from: newer }),
      /@vitrine\/shared \^1\.4\.0 is required but the host provides 1\.3\.0/,
    );
  });

  it('refuses an existing version folder with different content, and changes nothing', () => {
    release({ ...opts(), remote: 'games', from: makeRemote(path.join(root, 'games-v1')) });
    const other = makeRemote(path.join(root, 'games-v1-other'), { marker: 'different' });
    refusedWithoutChange(
      () => release({ ...opts(), remote: 'games', from: other }),
      /already in the CDN with different content/,
    );
  });

  it('refuses a version that differs from the build', () => {
    const dist = makeRemote(path.join(root, 'g'));
    refusedWithoutChange(
      () => release({ ...opts(), remote: 'games', version: '2.0.0', from: dist }),
      /is version 1.0.0, not 2.0.0/,
    );
  });

  it('refuses when the host build is missing', () => {
    const dist = makeRemote(path.join(root, 'g'));
    refusedWithoutChange(
      () => release({ cdnDir: cdn, hostDir: path.join(root, 'no-host'), remote: 'games', from: dist }),
      /host build is missing/,
    );
  });

  it('rolls one remote back to its previous version without touching other files', () => {
    release({ ...opts(), remote: 'games', from: makeRemote(path.join(root, 'games-v1')) });
    release({
      ...opts(),
      remote: 'member',
      from: makeRemote(path.join(root, 'member-v1'), { name: 'member' }),
    });
    release({
      ...opts(),
      remote: 'games',
      from: makeRemote(path.join(root, 'games-v2'), { version: '2.0.0' }),
    });
    expect(manifest().remotes.games.version).toBe('2.0.0');
    const memberEntry = manifest().remotes.member;

    const files = () => {
      const all = treeChecksum(root);
      for (const name of ['remotes.json', 'remotes.json.br', 'remotes.json.gz', 'release-history.jsonl']) delete all[`cdn/${name}`];
      return all;
    };
    const before = files();
    const outcome = rollback({ ...opts(), remote: 'games' });
    expect(outcome).toMatchObject({ version: '1.0.0', previous: '2.0.0' });
    expect(files()).toEqual(before);
    const m = manifest();
    expect(m.remotes.games).toMatchObject({
      version: '1.0.0',
      entry: '/remotes/games/1.0.0/mf-manifest.json',
    });
    expect(m.remotes.games.integrity).toBe(readHistory(cdn)[0].integrity);
    expect(m.remotes.member).toEqual(memberEntry);
    expect(readHistory(cdn).at(-1)).toMatchObject({
      action: 'rollback',
      remote: 'games',
      version: '1.0.0',
      previous: '2.0.0',
    });

    // No earlier version left: a clear refusal, nothing changed.
    refusedWithoutChange(() => rollback({ ...opts(), remote: 'games' }), /games has no previous version/);
    // Releasing v2 again and rolling back returns to v1 again.
    release({
      ...opts(),
      remote: 'games',
      from: makeRemote(path.join(root, 'games-v2b'), { version: '2.0.0' }),
    });
    expect(rollback({ ...opts(), remote: 'games' }).version).toBe('1.0.0');
  });

  it('offers a canary to a share of browsers, promotes it, or withdraws it with rollback', () => {
    refusedWithoutChange(
      () => release({ ...opts(), remote: 'games', canary: 10, from: path.join(root, 'none') }),
      /build of games is missing/,
    );
    const v1 = makeRemote(path.join(root, 'games-v1'));
    const v2 = makeRemote(path.join(root, 'games-v2'), { version: '2.0.0' });
    refusedWithoutChange(
      () => release({ ...opts(), remote: 'games', canary: 10, from: v2 }),
      /no live version yet/,
    );
    release({ ...opts(), remote: 'games', from: v1 });
    refusedWithoutChange(() => release({ ...opts(), remote: 'games', canary: 150, from: v2 }), /0–100/);

    const outcome = release({ ...opts(), remote: 'games', canary: 10, from: v2 });
    expect(outcome.message).toMatch(/^canary games 2.0.0 for 10% of browsers/);
    const m = manifest();
    expect(validateManifest(m).ok).toBe(true);
    expect(m.remotes.games).toMatchObject({
      version: '1.0.0',
      canary: {
        version: '2.0.0',
        entry: '/remotes/games/2.0.0/mf-manifest.json',
        percent: 10,
        integrity: expect.stringMatching(/^sha384-/),
      },
    });

    // Rollback withdraws the canary; the live version stays.
    expect(rollback({ ...opts(), remote: 'games' }).message).toMatch(/withdrew the games 2.0.0 canary/);
    expect(manifest().remotes.games.canary).toBeUndefined();
    expect(manifest().remotes.games.version).toBe('1.0.0');

    // Canary again, then promote: the full release drops the canary.
    release({ ...opts(), remote: 'games', canary: 50, from: v2 });
    release({ ...opts(), remote: 'games', from: v2 });
    expect(manifest().remotes.games).toMatchObject({ version: '2.0.0' });
    expect(manifest().remotes.games.canary).toBeUndefined();
    expect(rollback({ ...opts(), remote: 'games' }).version).toBe('1.0.0');
  });

  it('refuses to roll back a remote with no history', () => {
    refusedWithoutChange(() => rollback({ ...opts(), remote: 'agent' }), /agent is not live/);
    release({ ...opts(), remote: 'agent', from: makeRemote(path.join(root, 'agent'), { name: 'agent' }) });
    refusedWithoutChange(() => rollback({ ...opts(), remote: 'agent' }), /agent has no previous version/);
  });

  it('the CLI prints one line and exits 1 on refusal', () => {
    const log = jest.fn();
    const fail = jest.fn();
    expect(
      releaseCli(['games', '--from', path.join(root, 'missing'), '--cdn', cdn, '--host', host], log, fail),
    ).toBe(1);
    expect(fail).toHaveBeenCalledWith(
      expect.stringMatching(/^release refused: the build of games is missing/),
    );
    expect(
      releaseCli(
        ['games', '--from', makeRemote(path.join(root, 'g')), '--cdn', cdn, '--host', host],
        log,
        fail,
      ),
    ).toBe(0);
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/^released games 1.0.0: \/remotes\/games\/1.0.0\/mf-manifest.json sha384-/),
    );
    expect(rollbackCli(['games', '--cdn', cdn, '--host', host], log, fail)).toBe(1);
    expect(fail).toHaveBeenLastCalledWith(
      expect.stringMatching(/^rollback refused: games has no previous version/),
    );
  });

  it('the CLI refuses bad arguments with a reason, before touching the CDN', () => {
    const log = jest.fn();
    const fail = jest.fn();
    const from = makeRemote(path.join(root, 'g'));
    const base = ['--cdn', cdn, '--host', host];
    expect(releaseCli(['games', '--from', from, ...base, '--canary'], log, fail)).toBe(1);
    expect(fail).toHaveBeenLastCalledWith('release refused: --canary needs a percent (0–100)');
    expect(releaseCli(['games', '--from', '--canary', '5', ...base], log, fail)).toBe(1);
    expect(fail).toHaveBeenLastCalledWith('release refused: --from needs a value');
    expect(releaseCli(['games', '--from', from, '--frm', 'x', ...base], log, fail)).toBe(1);
    expect(fail).toHaveBeenLastCalledWith(expect.stringMatching(/^release refused: unknown option --frm; usage: pnpm release/));
    expect(releaseCli(['games', '1.0.0', 'extra', ...base], log, fail)).toBe(1);
    expect(fail).toHaveBeenLastCalledWith(expect.stringMatching(/^release refused: usage: pnpm release/));
    expect(rollbackCli(['games', '--help'], log, fail)).toBe(1);
    expect(fail).toHaveBeenLastCalledWith(expect.stringMatching(/^rollback refused: usage: pnpm rollback/));
    expect(log).not.toHaveBeenCalled();
    expect(fs.existsSync(path.join(cdn, 'remotes.json'))).toBe(false);
    // `--flag=value` and a forwarded `--` separator are accepted.
    expect(releaseCli(['--', 'games', `--from=${from}`, `--cdn=${cdn}`, '--host', host], log, fail)).toBe(0);
    expect(log).toHaveBeenLastCalledWith(expect.stringMatching(/^released games 1.0.0/));
  });
});
