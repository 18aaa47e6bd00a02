import fs from 'node:fs';
import path from 'node:path';
import { readLiveManifest, release, rollback } from '../src/release';
import { releaseBuilt, setLog, warnIncompatible } from '../src/start';
import { makeHost, makeRemote, tempDir } from './fixtures';

describe('start: releasing what is built but not live', () => {
  let root: string;
  let cdn: string;
  let host: string;
  let lines: string[];
  const dists: Record<string, string> = {};
  const distOf = (name: string) => dists[name] ?? path.join(root, 'none', name);

  beforeEach(() => {
    root = tempDir();
    cdn = path.join(root, 'cdn');
    host = makeHost(path.join(root, 'host'));
    lines = [];
    setLog((l) => lines.push(l));
    for (const k of Object.keys(dists)) delete dists[k];
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('releases remotes with no live entry, skips unbuilt ones, and is a no-op the second time', () => {
    dists.games = makeRemote(path.join(root, 'games'));
    dists.member = makeRemote(path.join(root, 'member'), { name: 'member' });
    releaseBuilt(cdn, host, [], distOf);
    const live = readLiveManifest(cdn);
    expect(Object.keys(live.remotes).sort()).toEqual(['games', 'member']);
    lines = [];
    releaseBuilt(cdn, host, [], distOf);
    expect(lines).toEqual(['release: games 1.0.0 is live', 'release: member 1.0.0 is live']);
  });

  it('leaves an operator’s choice alone (a released or rolled-back version) and releases a newer unreleased build', () => {
    dists.games = makeRemote(path.join(root, 'games'));
    releaseBuilt(cdn, host, [], distOf);
    release({
      cdnDir: cdn,
      hostDir: host,
      remote: 'games',
      from: makeRemote(path.join(root, 'games-v2'), { version: '2.0.0' }),
    });
    releaseBuilt(cdn, host, [], distOf);
    expect(readLiveManifest(cdn).remotes.games?.version).toBe('2.0.0');
    rollback({ cdnDir: cdn, hostDir: host, remote: 'games' });
    dists.games = makeRemote(path.join(root, 'games-v2-again'), { version: '2.0.0' });
    releaseBuilt(cdn, host, [], distOf);
    expect(readLiveManifest(cdn).remotes.games?.version).toBe('1.0.0');
    dists.games = makeRemote(path.join(root, 'games-v3'), { version: '3.0.0' });
    releaseBuilt(cdn, host, [], distOf);
    expect(readLiveManifest(cdn).remotes.games?.version).toBe('3.0.0');
  });

  it('reports a refusal and carries on', () => {
    dists.games = makeRemote(path.join(root, 'games'), { requires: { react: '^99.0.0' } });
    dists.agent = makeRemote(path.join(root, 'agent'), { name: 'agent' });
    releaseBuilt(cdn, host, [], distOf);
    expect(lines.find((l) => l.startsWith('release: games refused:'))).toMatch(
      /react \^99.0.0 is required but the host provides 19.2.0/,
    );
    expect(Object.keys(readLiveManifest(cdn).remotes)).toEqual(['agent']);
  });

  it('warns about live remotes a rebuilt host no longer satisfies', () => {
    dists.games = makeRemote(path.join(root, 'games'));
    releaseBuilt(cdn, host, [], distOf);
    lines = [];
    warnIncompatible(cdn, host);
    expect(lines).toEqual([]);
    makeHost(host, {
      react: '18.3.1',
      'react-dom/client': '18.3.1',
      rxjs: '7.8.2',
      '@vitrine/shared': '1.0.0',
    });
    warnIncompatible(cdn, host);
    expect(lines).toEqual([
      expect.stringMatching(
        /^warning: live games 1.0.0 needs .*react \^19.0.0 is required but the host provides 18.3.1/,
      ),
    ]);
  });
});
