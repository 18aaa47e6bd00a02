import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { startGateway, type Gateway } from '../src/cdn/gateway';
import { precompress } from '../src/fsutil';
import { release } from '../src/release';
import { makeHost, makeRemote, tempDir } from './fixtures';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(
  port: number,
  urlPath: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** A fake backend: echoes the request as JSON, and echoes WebSocket-ish upgraded bytes. */
function fakeBackend(): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Set-Cookie': ['a=1', 'b=2'] });
      res.end(
        JSON.stringify({
          success: true,
          value: {
            method: req.method,
            url: req.url,
            host: req.headers.host,
            forwardedHost: req.headers['x-forwarded-host'],
            forwardedProto: req.headers['x-forwarded-proto'],
            forwardedFor: req.headers['x-forwarded-for'],
            body: Buffer.concat(chunks).toString(),
          },
        }),
      );
    });
  });
  const sockets = new Set<net.Socket>();
  server.on('close', () => sockets.forEach((s) => s.destroy()));
  server.on('upgrade', (req, socket: net.Socket) => {
    sockets.add(socket);
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nX-Path: ${req.url}\r\n\r\n`,
    );
    socket.on('data', (data: Buffer) => socket.write(`echo:${data.toString()}`));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as net.AddressInfo).port }),
    ),
  );
}

describe('gateway', () => {
  let root: string;
  let gateway: Gateway;
  let backend: { server: http.Server; port: number };

  beforeAll(async () => {
    root = tempDir();
    const host = makeHost(path.join(root, 'host'));
    precompress(host, { minBytes: 1 });
    const cdn = path.join(root, 'cdn');
    release({ cdnDir: cdn, hostDir: host, remote: 'games', from: makeRemote(path.join(root, 'games')) });
    fs.writeFileSync(path.join(root, 'secret.txt'), 'secret');
    backend = await fakeBackend();
    gateway = await startGateway({
      port: 0,
      listenHost: '127.0.0.1',
      cdnDir: cdn,
      hostDir: host,
      sandboxUrl: `http://127.0.0.1:${backend.port}`,
      allowOrigins: ['https://other.example'],
      log: () => {},
    });
  });
  afterAll(async () => {
    await gateway.close();
    await new Promise((r) => {
      backend.server.close(r);
      backend.server.closeAllConnections();
      backend.server.emit('close');
    });
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('serves index.html no-cache with an ETag and answers 304 to If-None-Match', async () => {
    const first = await get(gateway.port, '/');
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.body.toString()).toContain('<div id="root">');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get(gateway.port, '/', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('falls back to index.html for app routes, 404 for missing files', async () => {
    const route = await get(gateway.port, '/member/security');
    expect(route.status).toBe(200);
    expect(route.headers['content-type']).toContain('text/html');
    expect((await get(gateway.port, '/missing.js')).status).toBe(404);
  });

  it('serves main.js no-cache and hashed chunks immutable, with correct types', async () => {
    const main = await get(gateway.port, '/main.js');
    expect(main.headers['cache-control']).toBe('no-cache');
    expect(main.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const chunk = await get(gateway.port, '/vendor.0123456789.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const svg = await get(gateway.port, '/assets/logo.abcdef0123.svg');
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['cache-control']).toContain('immutable');
  });

  it('serves the service worker and the web app manifest no-cache, with their types', async () => {
    const hostDir = path.join(root, 'host');
    fs.writeFileSync(path.join(hostDir, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
    fs.writeFileSync(path.join(hostDir, 'manifest.webmanifest'), '{"name":"Vitrine"}\n');
    const sw = await get(gateway.port, '/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const manifest = await get(gateway.port, '/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
  });

  it('chooses the .br or .gz sibling by Accept-Encoding, with Vary', async () => {
    const plain = await get(gateway.port, '/main.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const br = await get(gateway.port, '/main.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.body)).toEqual(plain.body);
    const gz = await get(gateway.port, '/main.js', { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body)).toEqual(plain.body);
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    // A stale sibling (older than a rebuilt original) is not served.
    const hostDir = path.join(root, 'host');
    const old = new Date(Date.now() - 60_000);
    fs.writeFileSync(path.join(hostDir, 'stale.js'), 'new content '.repeat(50));
    fs.writeFileSync(path.join(hostDir, 'stale.js.br'), zlib.brotliCompressSync('old'));
    fs.utimesSync(path.join(hostDir, 'stale.js.br'), old, old);
    const stale = await get(gateway.port, '/stale.js', { 'Accept-Encoding': 'br' });
    expect(stale.headers['content-encoding']).toBeUndefined();
    expect(stale.body.toString()).toContain('new content');
  });

  it('serves remotes.json no-cache and remote files immutable, with CORS for configured origins', async () => {
    const manifest = await get(gateway.port, '/remotes.json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const m = JSON.parse(manifest.body.toString());
    expect(m.remotes.games.version).toBe('1.0.0');

    const entry = await get(gateway.port, '/remotes/games/1.0.0/remoteEntry.js', {
      Origin: 'https://other.example',
      'Accept-Encoding': 'br',
    });
    expect(entry.status).toBe(200);
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['access-control-allow-origin']).toBe('https://other.example');
    const stranger = await get(gateway.port, '/remotes/games/1.0.0/remoteEntry.js', {
      Origin: 'https://evil.example',
    });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await get(
      gateway.port,
      '/remotes/games/1.0.0/remoteEntry.js',
      { Origin: 'https://other.example' },
      'OPTIONS',
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toContain('GET');
    expect((await get(gateway.port, '/remotes/games/9.9.9/remoteEntry.js')).status).toBe(404);
  });

  it('refuses path traversal and hidden files', async () => {
    for (const p of [
      '/../secret.txt',
      '/remotes/../../secret.txt',
      '/remotes/%2e%2e/%2e%2e/secret.txt',
      '/%2e%2e/secret.txt',
      '/remotes/games/..%2f..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
    ]) {
      const answer = await get(gateway.port, p);
      expect([400, 404]).toContain(answer.status);
      expect(answer.body.toString()).not.toContain('secret');
    }
    expect((await get(gateway.port, '/release-history.jsonl')).status).toBe(404);
    expect((await get(gateway.port, '/remotes/games/.release.lock')).status).toBe(404);
  });

  it('proxies the API paths to the backend, keeping method, path, body and cookies', async () => {
    const answer = await get(gateway.port, '/wps/system/status?x=1', { Host: 'shop.example' });
    expect(answer.status).toBe(200);
    expect(answer.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    const value = JSON.parse(answer.body.toString()).value;
    expect(value).toMatchObject({
      method: 'GET',
      url: '/wps/system/status?x=1',
      host: `127.0.0.1:${backend.port}`,
      forwardedHost: 'shop.example',
    });
    const post = await new Promise<Answer>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: gateway.port,
          path: '/__sandbox/reset',
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on('error', reject);
      req.end('{"a":1}');
    });
    expect(JSON.parse(post.body.toString()).value).toMatchObject({
      method: 'POST',
      url: '/__sandbox/reset',
      body: '{"a":1}',
    });
    for (const prefix of ['/lgw/x', '/lotto/y'])
      expect(JSON.parse((await get(gateway.port, prefix)).body.toString()).value.url).toBe(prefix);
    // Only whole path segments are proxied.
    expect((await get(gateway.port, '/wpsx')).headers['content-type']).toContain('text/html');
  });

  it('proxies WebSocket upgrades', async () => {
    const socket = net.connect(gateway.port, '127.0.0.1');
    const received: string[] = [];
    await new Promise<void>((resolve, reject) => {
      socket.on('error', reject);
      socket.on('data', (data) => {
        received.push(data.toString());
        const all = received.join('');
        if (all.includes('\r\n\r\n') && !all.includes('echo:')) socket.write('ping');
        if (all.includes('echo:ping')) resolve();
      });
      socket.write(
        'GET /wps/ws/balance HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      );
    });
    socket.destroy();
    expect(received.join('')).toMatch(/^HTTP\/1.1 101 Switching Protocols/);
    expect(received.join('')).toContain('X-Path: /wps/ws/balance');
  });

  it('answers 504 gateway_timeout when the backend is too slow, without inviting a retry', async () => {
    const slow = http.createServer(() => undefined);
    await new Promise<void>((r) => slow.listen(0, '127.0.0.1', r));
    const port = (slow.address() as net.AddressInfo).port;
    const gw = await startGateway({
      port: 0,
      listenHost: '127.0.0.1',
      cdnDir: path.join(root, 'cdn'),
      hostDir: path.join(root, 'host'),
      sandboxUrl: `http://127.0.0.1:${port}`,
      proxyTimeoutMs: 300,
      log: () => {},
    });
    try {
      const answer = await get(gw.port, '/wps/relay/PAYFE_requestWithdraw');
      expect(answer.status).toBe(504);
      const body = JSON.parse(answer.body.toString()) as { success: boolean; code: string; message: string };
      expect(body).toMatchObject({ success: false, code: 'gateway_timeout' });
      expect(body.message).toMatch(/may still have been carried out/);
      expect(body.message).not.toMatch(/try again/i);
    } finally {
      await gw.close();
      slow.closeAllConnections();
      await new Promise((r) => slow.close(r));
    }
  });

  it('answers 502 with a JSON envelope when the backend is down (HTTP and WebSocket)', async () => {
    const down = await startGateway({
      port: 0,
      listenHost: '127.0.0.1',
      cdnDir: path.join(root, 'cdn'),
      hostDir: path.join(root, 'host'),
      sandboxUrl: 'http://127.0.0.1:1',
      log: () => {},
    });
    try {
      const answer = await get(down.port, '/wps/system/status');
      expect(answer.status).toBe(502);
      expect(answer.headers['content-type']).toContain('application/json');
      expect(JSON.parse(answer.body.toString())).toMatchObject({
        success: false,
        code: 'gateway_unavailable',
        message: expect.any(String),
      });
      // A money call may have gone through: the text never invites a blind retry (issue 12).
      expect((JSON.parse(answer.body.toString()) as { message: string }).message).not.toMatch(/try again/i);
      const ws = await new Promise<string>((resolve) => {
        const socket = net.connect(down.port, '127.0.0.1');
        let text = '';
        socket.on('data', (d) => (text += d.toString()));
        socket.on('close', () => resolve(text));
        socket.write(
          'GET /wps/ws/balance HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n',
        );
      });
      expect(ws).toMatch(/^HTTP\/1.1 502/);
      expect(ws).toContain('gateway_unavailable');
    } finally {
      await down.close();
    }
  });

  it('in development serves a manifest pointing watched remotes at their build folder', async () => {
    const devGames = makeRemote(path.join(root, 'dev-games'), { marker: 'dev' });
    const dev = await startGateway({
      port: 0,
      listenHost: '127.0.0.1',
      cdnDir: path.join(root, 'cdn'),
      hostDir: path.join(root, 'host'),
      devRemotes: { games: devGames, member: path.join(root, 'not-built-yet') },
      hostNoCache: true,
      log: () => {},
    });
    try {
      const m = JSON.parse((await get(dev.port, '/remotes.json')).body.toString());
      expect(m.remotes.games).toMatchObject({ version: '1.0.0+dev', entry: '/__dev/games/mf-manifest.json' });
      expect(m.remotes.games.integrity).toBeUndefined();
      expect(m.remotes.member).toBeUndefined();
      const entry = await get(dev.port, '/__dev/games/remoteEntry.js');
      expect(entry.status).toBe(200);
      expect(entry.headers['cache-control']).toBe('no-cache');
      expect(entry.body.toString()).toContain('remote entry games dev');
      const escape = await get(dev.port, '/__dev/games/..%2f..%2fsecret.txt');
      expect(escape.status).toBe(400);
      expect(escape.body.toString()).not.toContain('secret');
      expect((await get(dev.port, '/vendor.0123456789.js')).headers['cache-control']).toBe('no-cache');
    } finally {
      await dev.close();
    }
  });

  it('answers HEAD without a body and refuses other methods on static files', async () => {
    const head = await get(gateway.port, '/main.js', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);
    expect((await get(gateway.port, '/main.js', {}, 'POST')).status).toBe(405);
  });
});

describe('gateway: security headers of the HTML', () => {
  it('sends the CSP (hash of the served inline script, configured origins), Referrer- and Permissions-Policy on /, an SPA fallback and a remote page; not on scripts', async () => {
    const root = tempDir();
    const host = makeHost(path.join(root, 'host'));
    const boot = 'window.__VITRINE_CONFIG__ = {};';
    fs.writeFileSync(path.join(host, 'index.html'), `<!doctype html><html><head><script>${boot}</script><script defer src="/main.js"></script></head><body></body></html>`);
    const gateway = await startGateway({ port: 0, cdnDir: root, hostDir: host, log: () => {}, csp: { frameSrc: ['http://127.0.0.1:4010'] } });
    try {
      const hash = `'sha256-${crypto.createHash('sha256').update(boot).digest('base64')}'`;
      for (const page of ['/', '/index.html', '/deposit', '/member/security', '/agent/team']) {
        const answer = await get(gateway.port, page);
        expect([page, answer.status]).toEqual([page, 200]);
        const csp = answer.headers['content-security-policy'] as string;
        expect(csp).toContain(`script-src 'self' ${hash}`);
        expect(csp).toContain("frame-src 'self' http://127.0.0.1:4010");
        expect(csp).toContain("frame-ancestors 'self'");
        expect(csp).toContain("object-src 'none'");
        expect(csp).toContain("base-uri 'none'");
        expect(csp).toContain("form-action 'self'");
        expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(answer.headers['permissions-policy']).toContain('camera=()');
      }
      expect((await get(gateway.port, '/main.js')).headers['content-security-policy']).toBeUndefined();
      // A new build (another inline script) gets its own hash.
      fs.writeFileSync(path.join(host, 'index.html'), '<!doctype html><html><head><script>other()</script></head><body></body></html>');
      const later = await get(gateway.port, '/');
      expect(later.headers['content-security-policy']).toContain(`'sha256-${crypto.createHash('sha256').update('other()').digest('base64')}'`);
      expect(later.headers['content-security-policy']).not.toContain(hash);
    } finally {
      await gateway.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('gateway: forwarded headers', () => {
  it("appends the peer to X-Forwarded-For and never passes the client's X-Forwarded-Proto/Host", async () => {
    const root = tempDir();
    const backend = await fakeBackend();
    const host = makeHost(path.join(root, 'host'));
    const gateway = await startGateway({ port: 0, cdnDir: root, hostDir: host, sandboxUrl: `http://127.0.0.1:${backend.port}`, log: () => {} });
    try {
      const answer = await get(gateway.port, '/wps/echo', {
        'X-Forwarded-For': '203.0.113.7',
        'X-Forwarded-Proto': 'https',
        'X-Forwarded-Host': 'evil.example',
        Host: 'shop.example:8080',
      });
      const { value } = JSON.parse(answer.body.toString()) as { value: Record<string, string> };
      expect(value.forwardedFor).toBe('203.0.113.7, 127.0.0.1');
      expect(value.forwardedProto).toBe('http');
      expect(value.forwardedHost).toBe('shop.example:8080');
    } finally {
      await gateway.close();
      await new Promise((r) => {
        backend.server.close(r);
        backend.server.closeAllConnections();
        backend.server.emit('close');
      });
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('gateway: a browser that goes away mid-answer', () => {
  it('logs no error when the client closes while a proxied answer streams', async () => {
    const root = tempDir();
    const host = makeHost(path.join(root, 'host'));
    const timers: NodeJS.Timeout[] = [];
    let answered: () => void = () => undefined;
    const backendAnswered = new Promise<void>((resolve) => (answered = resolve));
    const backend = http.createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.flushHeaders();
      answered();
      // The body never comes while the client is there.
      timers.push(setTimeout(() => res.end('"}'), 2_000));
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const lines: string[] = [];
    const gateway = await startGateway({
      port: 0,
      cdnDir: root,
      hostDir: host,
      sandboxUrl: `http://127.0.0.1:${(backend.address() as net.AddressInfo).port}`,
      log: (line) => lines.push(line),
    });
    try {
      await new Promise<void>((resolve) => {
        const req = http.request({ port: gateway.port, host: '127.0.0.1', path: '/wps/relay/VIS_getJackpot', method: 'POST' });
        // The backend has answered its headers; the browser leaves before the body.
        backendAnswered.then(() =>
          setTimeout(() => {
            req.destroy();
            resolve();
          }, 100),
        );
        req.on('error', () => undefined);
        req.end('{}');
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(lines.filter((line) => /Abort|Error|\bat /.test(line))).toEqual([]);
    } finally {
      timers.forEach(clearTimeout);
      await gateway.close();
      backend.closeAllConnections();
      await new Promise((resolve) => backend.close(resolve));
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('gateway: listen address', () => {
  it('binds loopback unless told otherwise (GATEWAY_HOST or listenHost)', async () => {
    const root = tempDir();
    const saved = process.env.GATEWAY_HOST;
    delete process.env.GATEWAY_HOST;
    try {
      const host = makeHost(path.join(root, 'host'));
      const loopback = await startGateway({ port: 0, cdnDir: root, hostDir: host, log: () => {} });
      expect((loopback.server.address() as net.AddressInfo).address).toBe('127.0.0.1');
      await loopback.close();
      process.env.GATEWAY_HOST = '0.0.0.0';
      const everywhere = await startGateway({ port: 0, cdnDir: root, hostDir: host, log: () => {} });
      expect((everywhere.server.address() as net.AddressInfo).address).toBe('0.0.0.0');
      await everywhere.close();
    } finally {
      if (saved === undefined) delete process.env.GATEWAY_HOST;
      else process.env.GATEWAY_HOST = saved;
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
