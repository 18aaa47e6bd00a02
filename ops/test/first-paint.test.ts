import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { startGateway, type Gateway } from '../src/cdn/gateway';
import { HERO_TIMEOUT_MS, heroOf, hostTextPreloads, parseCookies, routeModulePreloads, routeOwner } from '../src/cdn/first-paint';
import { PICTURES_TIMEOUT_MS } from '../src/cdn/first-paint-pictures';
import { tempDir } from './fixtures';

const INDEX = [
  '<!doctype html><html lang="pt" dir="ltr"><head><meta charset="utf-8" />',
  '<script>window.__VITRINE_CONFIG__ = {"apiBase":"","merchantCode":"vitrine","defaultLanguage":"pt"};</script>',
  '</head><body><div id="root"><div id="splash">VITRINE</div></div><script src="/main.js"></script></body></html>',
].join('');

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** A host build and a CDN with games 1.0.0 live (home prerendered in pt/en, dark/light). */
function fixture() {
  const dir = tempDir();
  const host = path.join(dir, 'host');
  const cdn = path.join(dir, 'cdn');
  write(path.join(host, 'index.html'), INDEX);
  write(path.join(host, 'main.js'), 'void 0;');
  for (const language of ['pt', 'en', 'ar'])
    for (const theme of ['dark', 'light']) {
      write(path.join(host, 'first-paint', 'chrome', `${language}.${theme}.html`), `<header>chrome ${language} ${theme}</header><main><template data-fp-page=""></template></main>`);
      write(path.join(cdn, 'remotes', 'games', '1.0.0', 'first-paint', 'pages', 'index', `${language}.${theme}.html`), `<h1>home ${language} ${theme}</h1>`);
    }
  const release = path.join(cdn, 'remotes', 'games', '1.0.0');
  for (const file of ['8348.aa.js', '__federation_expose_HomePage.bb.js', 'locale-games-pt-json.cc.js', 'locale-games-en-json.dd.js']) write(path.join(release, file), `/* ${file} */`);
  write(
    path.join(release, 'mf-manifest.json'),
    JSON.stringify({
      exposes: [
        {
          name: 'HomePage',
          assets: { js: { sync: ['8348.aa.js', '__federation_expose_HomePage.bb.js', '../../../host/main.js'], async: ['locale-games-en-json.dd.js', 'locale-games-pt-json.cc.js', 'missing.js'] } },
        },
      ],
    }),
  );
  write(path.join(cdn, 'remotes', 'games', '1.0.0', 'first-paint', 'index.json'), JSON.stringify({ routes: [{ path: '/index', dir: 'pages/index' }] }));
  write(
    path.join(cdn, 'remotes.json'),
    JSON.stringify({
      schema: 1,
      remotes: {
        games: {
          version: '1.0.0',
          entry: '/remotes/games/1.0.0/mf-manifest.json',
          integrity: 'sha384-abc',
          contribution: { remote: 'games', namespace: 'games', routes: [{ path: '/index', expose: './HomePage' }, { path: '/rng' }] },
        },
      },
    }),
  );
  return { host, cdn };
}

/** A backend answering the system status with whatever `state` holds. */
function statusBackend(state: { status: number; defaultLang?: string; calls: number; language?: string }) {
  const server = http.createServer((req, res) => {
    state.calls++;
    state.language = String(req.headers.language);
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ success: true, value: { status: state.status, info: { brand: { defaultLang: state.defaultLang ?? 'pt' } } } }));
  });
  return new Promise<{ server: http.Server; url: string }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as { port: number };
      resolve({ server, url: `http://127.0.0.1:${address.port}` });
    }),
  );
}

function get(port: number, urlPath: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        let body = Buffer.concat(chunks);
        if (res.headers['content-encoding'] === 'br') body = zlib.brotliDecompressSync(body);
        if (res.headers['content-encoding'] === 'gzip') body = zlib.gunzipSync(body);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString() });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('first-paint HTML at the gateway', () => {
  let gateway: Gateway;
  let backend: { server: http.Server; url: string };
  const state = { status: 0, calls: 0 } as { status: number; defaultLang?: string; calls: number; language?: string };
  let dirs: { host: string; cdn: string };

  beforeAll(async () => {
    dirs = fixture();
    backend = await statusBackend(state);
    gateway = await startGateway({ port: 0, cdnDir: dirs.cdn, hostDir: dirs.host, sandboxUrl: backend.url, log: () => undefined });
  });
  afterAll(async () => {
    await gateway.close();
    backend.server.close();
  });
  beforeEach(() => {
    state.status = 0;
    state.defaultLang = 'pt';
  });

  test('composes index.html + chrome + the live release’s page, in the language and theme of the cookies', async () => {
    const answer = await get(gateway.port, '/index', { Cookie: 'vitrine_lang=en; vitrine_theme=light', 'X-Forwarded-For': '10.0.0.1' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.vary).toContain('Cookie');
    expect(answer.body).toContain('<html lang="en" dir="ltr" data-fp="en light">');
    expect(answer.body).toContain('<div id="fp" inert><header>chrome en light</header><main><h1>home en light</h1></main></div><div id="root">');
    // The route's remote starts loading from the HTML.
    expect(answer.body).toContain('<link rel="preload" href="/remotes/games/1.0.0/mf-manifest.json" as="fetch" crossorigin="anonymous" />');
    expect(answer.body).toContain('href="/remotes/games/1.0.0/remoteEntry.js" as="script" crossorigin="anonymous" integrity="sha384-abc"');
    // …and the opened route's own module and its texts in the page's language, each with the
    // integrity its runtime loads it with (sha256 of the released bytes); nothing outside the release.
    const sha = (file: string) => `sha256-${crypto.createHash('sha256').update(`/* ${file} */`).digest('base64')}`;
    for (const file of ['8348.aa.js', '__federation_expose_HomePage.bb.js', 'locale-games-en-json.dd.js'])
      expect(answer.body).toContain(`<link rel="preload" href="/remotes/games/1.0.0/${file}" as="script" crossorigin="anonymous" integrity="${sha(file)}" />`);
    expect(answer.body).not.toContain('locale-games-pt-json');
    expect(answer.body).not.toContain('main.js" as="script"');
    expect(answer.body).not.toContain('missing.js');
    // Markup only: the inline script is byte-identical (its CSP hash holds).
    expect(answer.body).toContain(INDEX.match(/<script>[^<]*<\/script>/)![0]);
    expect(state.language).toBe('EN');
  });

  test('no cookie: the brand default from the status; right-to-left languages get dir="rtl"; br when accepted', async () => {
    state.defaultLang = 'ar';
    const answer = await get(gateway.port, '/', { 'Accept-Encoding': 'br', 'X-Forwarded-For': '10.0.0.2' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body).toContain('<html lang="ar" dir="rtl" data-fp="ar dark">');
    expect(answer.body).toContain('<h1>home ar dark</h1>');
    const again = await get(gateway.port, '/', { 'X-Forwarded-For': '10.0.0.2', 'If-None-Match': String(answer.headers.etag) });
    expect(again.status).toBe(304);
  });

  test('maintenance or region restriction: the plain index.html (the app shows its status page)', async () => {
    for (const [status, ip] of [
      [1, '10.0.1.1'],
      [2, '10.0.1.2'],
    ] as const) {
      state.status = status;
      const answer = await get(gateway.port, '/index', { 'X-Forwarded-For': ip });
      expect(answer.body).toBe(INDEX);
    }
  });

  test('a route without a prerendered page, an unknown route, a missing language file: plain index.html', async () => {
    expect((await get(gateway.port, '/rng', { 'X-Forwarded-For': '10.0.2.1' })).body).toBe(INDEX);
    expect((await get(gateway.port, '/nowhere', { 'X-Forwarded-For': '10.0.2.1' })).body).toBe(INDEX);
    expect((await get(gateway.port, '/index', { Cookie: 'vitrine_lang=ja', 'X-Forwarded-For': '10.0.2.1' })).body).toBe(INDEX);
    expect((await get(gateway.port, '/index.html')).body).toBe(INDEX);
  });

  test('a minified index.html (unquoted attributes) gets the first paint too', async () => {
    const file = path.join(dirs.host, 'index.html');
    const original = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, original.replace('<div id="root">', '<div id=root>').replace('<html lang="pt" dir="ltr">', '<html lang=pt dir=ltr>'));
    try {
      const answer = await get(gateway.port, '/index', { 'X-Forwarded-For': '10.0.4.1' });
      expect(answer.body).toContain('<html lang="pt" dir="ltr" data-fp="pt dark">');
      expect(answer.body).toContain('<h1>home pt dark</h1></main></div><div id=root>');
    } finally {
      fs.writeFileSync(file, original);
    }
  });

  test('a release changes the next answer; the host files are read, never written', async () => {
    const before = fs.readFileSync(path.join(dirs.host, 'index.html'), 'utf8');
    write(path.join(dirs.cdn, 'remotes', 'games', '2.0.0', 'first-paint', 'pages', 'index', 'pt.dark.html'), '<h1>home v2</h1>');
    write(path.join(dirs.cdn, 'remotes', 'games', '2.0.0', 'first-paint', 'index.json'), JSON.stringify({ routes: [{ path: '/index', dir: 'pages/index' }] }));
    const manifest = JSON.parse(fs.readFileSync(path.join(dirs.cdn, 'remotes.json'), 'utf8'));
    manifest.remotes.games = { ...manifest.remotes.games, version: '2.0.0', entry: '/remotes/games/2.0.0/mf-manifest.json' };
    fs.writeFileSync(path.join(dirs.cdn, 'remotes.json'), JSON.stringify(manifest));
    expect((await get(gateway.port, '/index', { 'X-Forwarded-For': '10.0.3.1' })).body).toContain('<h1>home v2</h1>');
    expect(fs.readFileSync(path.join(dirs.host, 'index.html'), 'utf8')).toBe(before);
  });
});

test('the status backend down: plain index.html, quickly', async () => {
  const dirs = fixture();
  const gateway = await startGateway({ port: 0, cdnDir: dirs.cdn, hostDir: dirs.host, sandboxUrl: 'http://127.0.0.1:9', log: () => undefined });
  try {
    const started = Date.now();
    expect((await get(gateway.port, '/index')).body).toBe(INDEX);
    expect(Date.now() - started).toBeLessThan(3000);
  } finally {
    await gateway.close();
  }
});

test('parseCookies and routeOwner', () => {
  expect(parseCookies('a=1; vitrine_lang=pt-BR; a=2; bad; x=%E0')).toEqual({ a: '1', vitrine_lang: 'pt-BR', x: '%E0' });
  expect(routeOwner({ remotes: { games: { version: '1', entry: '/e', contribution: { routes: [{ path: '/index' }] } } } }, '/index')?.name).toBe('games');
  expect(routeOwner(null, '/index')).toBeNull();
});

describe('the first banner in the first paint (the page\'s largest element from the HTML)', () => {
  const SLOT_PAGE = '<h1>home</h1><section aria-busy="true"><div class="frame" data-fp-slot="hero-image"><span class="skeleton"></span></div></section>';
  const backendState = {
    banners: [] as unknown[],
    imageCDNs: ['https://img.example'] as string[],
    delayMs: 0,
    calls: 0,
    body: null as unknown,
  };
  let server: http.Server;
  let gateway: Gateway;
  let dirs: { host: string; cdn: string };

  beforeAll(async () => {
    dirs = fixture();
    write(path.join(dirs.cdn, 'remotes', 'games', '1.0.0', 'first-paint', 'pages', 'index', 'pt.dark.html'), SLOT_PAGE);
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const json = (value: unknown) => {
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ success: true, value }));
        };
        if (req.url?.startsWith('/wps/system/status'))
          return json({ status: 0, info: { imageCDNs: backendState.imageCDNs, brand: { defaultLang: 'pt', announcementTypes: ['B', 'PL'] } } });
        backendState.calls++;
        backendState.body = JSON.parse(Buffer.concat(chunks).toString() || 'null');
        setTimeout(() => json({ banners: backendState.banners }), backendState.delayMs);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    gateway = await startGateway({ port: 0, cdnDir: dirs.cdn, hostDir: dirs.host, sandboxUrl: url, log: () => undefined });
  });
  afterAll(async () => {
    await gateway.close();
    server.close();
  });

  // Each case asks for another host name: the gateway caches the banners 30 s per host.
  let n = 0;
  const ask = (headers: Record<string, string> = {}) => get(gateway.port, '/index', { Host: `shop${++n}.test`, 'X-Forwarded-Proto': 'https', ...headers });

  test('the first banner by order fills the slot, checked and escaped, preloaded first, its CDN named for the app', async () => {
    backendState.delayMs = 0;
    backendState.banners = [
      { id: 2, sort: 2, title: 'Second', imageUrl: '/b/2.jpg' },
      { id: 1, sort: 1, title: 'Win "big" <now>', imageUrl: '/b/1.jpg' },
    ];
    const answer = await ask();
    expect(backendState.body).toEqual({ types: 'B,PL', platform: 'W', execution: 'B' });
    expect(answer.body).toContain(
      '<div class="frame" data-fp-slot="hero-image"><img class="fp-hero" src="https://img.example/b/1.jpg" alt="Win &quot;big&quot; &lt;now&gt;" width="1200" height="400" fetchpriority="high" decoding="sync" /><span class="skeleton">',
    );
    expect(answer.body).toContain('data-fp-image-cdn="https://img.example"');
    const head = answer.body.slice(0, answer.body.indexOf('</head>'));
    expect(head.indexOf('<link rel="preload" href="https://img.example/b/1.jpg" as="image" fetchpriority="high" />')).toBeLessThan(head.indexOf('mf-manifest.json'));
  });

  test('a URL the storefront would refuse is not shown: script schemes, http on an https page; http passes on an http page', async () => {
    backendState.imageCDNs = [];
    for (const bad of ['javascript:alert(1)', 'http://img.example/b.jpg', 'data:image/svg+xml;base64,PHN2Zz4=', '/b\\x.jpg']) {
      backendState.banners = [{ id: 1, sort: 1, title: 'x', imageUrl: bad }];
      const answer = await ask();
      expect(answer.body).toContain('data-fp-slot="hero-image"><span class="skeleton">');
      expect(answer.body).not.toContain('fp-hero');
    }
    backendState.banners = [{ id: 1, sort: 1, title: 'x', imageUrl: 'http://img.example/b.jpg' }];
    expect((await ask({ 'X-Forwarded-Proto': 'http' })).body).toContain('<img class="fp-hero" src="http://img.example/b.jpg"');
    backendState.imageCDNs = ['https://img.example'];
  });

  test('no banner, a banner without a picture, or a slow answer: the slot keeps its skeleton and the page is not held back', async () => {
    backendState.banners = [{ id: 1, sort: 1, title: 'Only a title', imageUrl: null }];
    expect((await ask()).body).not.toContain('fp-hero');
    backendState.banners = [{ id: 1, sort: 1, title: 'Late', imageUrl: '/late.jpg' }];
    backendState.delayMs = HERO_TIMEOUT_MS + 600;
    const started = Date.now();
    const answer = await ask();
    expect(answer.body).toContain('<h1>home</h1>');
    expect(answer.body).not.toContain('fp-hero');
    expect(Date.now() - started).toBeLessThan(HERO_TIMEOUT_MS + 500);
    backendState.delayMs = 0;
  });

  test('the banners are asked once per host, language and types within their 30 s', async () => {
    backendState.banners = [{ id: 1, sort: 1, title: 'a', imageUrl: '/a.jpg' }];
    const before = backendState.calls;
    const host = 'cached.test';
    await get(gateway.port, '/index', { Host: host, 'X-Forwarded-For': '10.9.0.1' });
    await get(gateway.port, '/index', { Host: host, 'X-Forwarded-For': '10.9.0.2' });
    expect(backendState.calls - before).toBe(1);
  });
});

test('heroOf: only a usable first picture', () => {
  expect(heroOf(null, [])).toBeNull();
  expect(heroOf({ banners: 'x' }, [])).toBeNull();
  expect(heroOf({ banners: [{ sort: 1, imageUrl: 'img/1.png', title: 7 }] }, [], { pageIsHttp: false })).toEqual({ src: '/img/1.png', alt: '', cdn: '' });
  // An image CDN that fails the check is not used; the path stays on this origin.
  expect(heroOf({ banners: [{ sort: 1, imageUrl: '/1.png' }] }, ['javascript:alert(1)//'], { pageIsHttp: false, random: () => 0 })?.src).toBe('/1.png');
});

test('routeModulePreloads: behind a hero picture the module files ask for low priority; an unknown module has none', () => {
  const dir = tempDir();
  write(path.join(dir, 'a.js'), 'a');
  const files = { exposes: [{ name: 'HomePage', assets: { js: { sync: ['a.js'], async: [] } } }] };
  expect(routeModulePreloads(files, dir, '/remotes/games/1.0.0', './HomePage', 'games', 'pt', true)).toEqual([
    `<link rel="preload" href="/remotes/games/1.0.0/a.js" as="script" crossorigin="anonymous" integrity="sha256-${crypto.createHash('sha256').update('a').digest('base64')}" fetchpriority="low" />`,
  ]);
  expect(routeModulePreloads(files, dir, '/remotes/games/1.0.0', './HomePage', 'games', 'pt')[0]).not.toContain('fetchpriority');
  expect(routeModulePreloads(files, dir, '/remotes/games/1.0.0', './Other', 'games', 'pt')).toEqual([]);
  expect(routeModulePreloads(null, dir, '/remotes/games/1.0.0', './HomePage', 'games', 'pt')).toEqual([]);
});

test("hostTextPreloads: the host's common and host texts in the page's language only", () => {
  const dir = tempDir();
  for (const file of ['locale-common-pt-json.1a.js', 'locale-host-pt-json.2b.js', 'locale-common-pt-BR-json.3c.js', 'locale-common-en-json.4d.js', 'main.js'])
    write(path.join(dir, file), '');
  expect(hostTextPreloads(dir, 'pt')).toEqual([
    '<link rel="preload" href="/locale-common-pt-json.1a.js" as="script" />',
    '<link rel="preload" href="/locale-host-pt-json.2b.js" as="script" />',
  ]);
  expect(hostTextPreloads(dir, 'pt-BR', true)).toEqual(['<link rel="preload" href="/locale-common-pt-BR-json.3c.js" as="script" fetchpriority="low" />']);
  expect(hostTextPreloads(dir, 'ar')).toEqual([]);
});

describe('pictures a page asks for by name (the first tiles of /rng)', () => {
  const source = {
    steps: [
      { path: '/wps/relay/GCSGAME_gameVendor', body: { platform: 'W' }, pick: 'data.lanes[title=RNG].cards.0.vassalage' },
      { path: '/wps/relay/GCSGAME_gameList', body: { vassalage: '$prev', pageNo: 1, language: 'pt' }, pick: 'games.*.showIcon' },
    ],
  };
  // As React writes it: the JSON escaped into the attribute.
  const sourceAttribute = JSON.stringify(source).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const slot = '<div class="tile" data-fp-slot="picture"><span class="skeleton"></span></div>';
  const RNG_PAGE = `<h1>slots</h1><div class="grid" data-fp-source="${sourceAttribute}">${slot}${slot}${slot}</div>`;
  const state = {
    icons: ['/g/1.png', '/g/2.png'] as unknown[],
    delayMs: 0,
    failList: false,
    bodies: [] as Array<{ url: string; body: unknown; language: string }>,
    timers: [] as NodeJS.Timeout[],
  };
  let server: http.Server;
  let gateway: Gateway;
  let release = '';

  beforeAll(async () => {
    const dirs = fixture();
    release = path.join(dirs.cdn, 'remotes', 'games', '1.0.0', 'first-paint');
    write(path.join(release, 'index.json'), JSON.stringify({ routes: [{ path: '/index', dir: 'pages/index' }, { path: '/rng', dir: 'pages/rng' }] }));
    write(path.join(release, 'pages', 'rng', 'pt.dark.html'), RNG_PAGE);
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const json = (value: unknown, success = true) => {
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ success, value }));
        };
        if (req.url?.startsWith('/wps/system/status'))
          return json({ status: 0, info: { imageCDNs: ['https://img.example'], brand: { defaultLang: 'pt' } } });
        state.bodies.push({ url: req.url ?? '', body: JSON.parse(Buffer.concat(chunks).toString() || 'null'), language: String(req.headers.language) });
        if (req.url === '/wps/relay/GCSGAME_gameVendor') return json({ data: { lanes: [{ title: 'LIVE', cards: [{ vassalage: 'EVO' }] }, { title: 'RNG', cards: [{ vassalage: 'PG' }] }] } });
        if (state.failList) return json(null, false);
        state.timers.push(setTimeout(() => json({ games: state.icons.map((showIcon) => ({ showIcon })) }), state.delayMs));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    gateway = await startGateway({ port: 0, cdnDir: dirs.cdn, hostDir: dirs.host, sandboxUrl: url, log: () => undefined });
  });
  afterAll(async () => {
    state.timers.forEach(clearTimeout);
    await gateway.close();
    server.closeAllConnections();
    server.close();
  });

  let n = 0;
  const ask = (urlPath = '/rng') => get(gateway.port, urlPath, { Host: `tiles${++n}.test`, 'X-Forwarded-Proto': 'https' });

  test('the requests run in turn (the first answer feeds the second), and each place gets its picture, the first as the lead', async () => {
    state.bodies = [];
    state.icons = ['/g/1.png', 'javascript:alert(1)', '/g/3"x.png'];
    const answer = await ask();
    expect(state.bodies.map((b) => b.url)).toEqual(['/wps/relay/GCSGAME_gameVendor', '/wps/relay/GCSGAME_gameList']);
    expect(state.bodies[1].body).toEqual({ vassalage: 'PG', pageNo: 1, language: 'pt' });
    expect(state.bodies[1].language).toBe('PT');
    const places = answer.body.match(/data-fp-slot="picture">(<img [^>]*>)?/g) ?? [];
    expect(places).toEqual([
      'data-fp-slot="picture"><img class="fp-hero" src="https://img.example/g/1.png" alt="" fetchpriority="high" decoding="sync" />',
      // A URL the storefront would refuse leaves its own place empty; the next keeps its place.
      'data-fp-slot="picture">',
      'data-fp-slot="picture"><img class="fp-picture" src="https://img.example/g/3&quot;x.png" alt="" decoding="async" />',
    ]);
    expect(answer.body).toContain('data-fp-image-cdn="https://img.example"');
    expect(answer.body).toContain('<link rel="preload" href="https://img.example/g/1.png" as="image" fetchpriority="high" />');
  });

  test('the page file and its picture source are read once while unchanged; a release that changes the file is read afresh', async () => {
    state.icons = ['/g/1.png', '/g/2.png'];
    const file = path.join(release, 'pages', 'rng', 'pt.dark.html');
    await ask();
    const reads = jest.spyOn(fs, 'readFileSync');
    try {
      await ask();
      await ask();
      expect(reads.mock.calls.filter(([f]) => f === file)).toHaveLength(0);
      write(file, RNG_PAGE.replace('<h1>slots</h1>', '<h1>slots, released again</h1>').replace(slot, ''));
      const later = new Date(Date.now() + 5_000);
      fs.utimesSync(file, later, later);
      const answer = await ask();
      expect(reads.mock.calls.filter(([f]) => f === file)).toHaveLength(1);
      expect(answer.body).toContain('<h1>slots, released again</h1>');
      expect(answer.body.match(/data-fp-slot="picture"><img /g)).toHaveLength(2);
    } finally {
      reads.mockRestore();
      write(file, RNG_PAGE);
      const now = new Date(Date.now() + 10_000);
      fs.utimesSync(file, now, now);
    }
  });

  test('a failed or slow answer, or an address with a query: the skeletons, and the page is not held back', async () => {
    state.icons = ['/g/1.png'];
    state.failList = true;
    expect((await ask()).body).not.toContain('<img');
    state.failList = false;
    state.delayMs = PICTURES_TIMEOUT_MS + 600;
    const started = Date.now();
    const slow = await ask();
    expect(slow.body).toContain('<h1>slots</h1>');
    expect(slow.body).not.toContain('<img');
    expect(Date.now() - started).toBeLessThan(PICTURES_TIMEOUT_MS + 500);
    state.delayMs = 0;
    state.bodies = [];
    const withQuery = await ask('/rng?page=JDB');
    expect(withQuery.body).toContain('<h1>slots</h1>');
    expect(withQuery.body).not.toContain('<img');
    expect(state.bodies).toEqual([]);
  });
});
