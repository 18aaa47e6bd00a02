import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { firstPageOf, LIMITS, measure, overBudget, scriptsOf, table } from '../src/budgets';
import { release } from '../src/release';
import { makeHost, makeRemote, tempDir } from './fixtures';

describe('budgets', () => {
  let root: string;
  beforeEach(() => (root = tempDir()));
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('reads script tags, quoted or not, same-origin only', () => {
    expect(
      scriptsOf(
        '<script defer src=/main.js></script><script src="vendor.1.js"></script><script src="https://cdn.example/x.js"></script><script>inline()</script>',
      ),
    ).toEqual(['main.js', 'vendor.1.js']);
  });

  it('counts the scripts index.html preloads and starts itself, once each', () => {
    expect(
      scriptsOf(
        '<link rel="preload" href="/remotes.json" as="fetch" /><link rel="preload" href="/main.js" as="script" /><link rel=preload as=script href=/vendor.2.js><link rel="preload" as="script" href="https://cdn.example/y.js"><script src="/main.js"></script>',
      ),
    ).toEqual(['main.js', 'vendor.2.js']);
  });

  it('measures host initial JS, remote entries and first page chunks (dist or live CDN folder), and lists what is missing', () => {
    const host = makeHost(path.join(root, 'host'));
    const cdn = path.join(root, 'cdn');
    const games = makeRemote(path.join(root, 'games'));
    release({
      cdnDir: cdn,
      hostDir: host,
      remote: 'member',
      from: makeRemote(path.join(root, 'member-src'), { name: 'member' }),
    });
    const dists: Record<string, string> = { games };
    const b = measure({ host, cdn, distOf: (name) => dists[name] ?? path.join(root, 'none', name) });

    const gz = (f: string) => zlib.gzipSync(fs.readFileSync(f), { level: 9 }).length;
    expect(b.host.initial.files.map((f) => f.file)).toEqual(['main.js', 'vendor.0123456789.js']);
    expect(b.host.initial.gzip).toBe(
      gz(path.join(host, 'main.js')) + gz(path.join(host, 'vendor.0123456789.js')),
    );
    expect(b.remotes.games?.entry.gzip).toBe(gz(path.join(games, 'remoteEntry.js')));
    expect(b.remotes.games?.firstPage).toMatchObject({
      exposes: ['./HomePage'],
      route: '/games',
      files: [expect.objectContaining({ file: expect.stringMatching(/^page\./) })],
    });
    expect(b.remotes.member?.dir).toContain(path.join('remotes', 'member', '1.0.0'));
    expect(b.missing).toEqual([
      'remote-agent/dist (not built and not released)',
      'remote-promotions/dist (not built and not released)',
    ]);
    expect(table(b)).toMatch(/games remoteEntry.js\s+1/);

    // Tiny fixtures are within the real limits; a limit below a figure names it.
    expect(overBudget(b)).toEqual([]);
    const tight = { ...LIMITS, remoteEntry: b.remotes.games!.entry.gzip - 1 };
    expect(overBudget(b, tight)).toEqual([
      `games remoteEntry.js: ${b.remotes.games!.entry.gzip} B gzip > ${tight.remoteEntry} B`,
      expect.stringMatching(/^member remoteEntry\.js: \d+ B gzip > /),
    ]);
  });

  it('takes the centre shell and first panel as the first page of a remote without routes', () => {
    expect(
      firstPageOf({
        remote: 'member',
        namespace: 'member',
        routes: [],
        slots: { memberCentre: './MemberCentre' },
        memberPanels: [
          { page: 'b', labelKey: 'b', expose: './B', order: 2 },
          { page: 'a', labelKey: 'a', expose: './A', order: 1 },
        ],
      }),
    ).toEqual({ label: '(./MemberCentre + ./A)', exposes: ['./MemberCentre', './A'] });
  });
});
