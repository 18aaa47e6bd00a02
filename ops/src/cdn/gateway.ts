/**
 * The storefront's one origin (docs/architecture.md "One origin"): serves the host, `/remotes.json`
 * and `/remotes/<name>/<version>/…` from the local CDN folder, and proxies the API paths (`/wps`,
 * `/lgw`, `/lotto`, `/__sandbox`, WebSockets included) to the backend — as nginx does in
 * production (ops/nginx/vitrine.conf).
 */
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import { DEFAULT_SANDBOX_URL, type RemoteName } from '../paths';
import { IMMUTABLE, NO_CACHE, isFile, safeJoin, serveFile } from './static';
import { createFirstPaint } from './first-paint';
import { cspConfigFromEnv, htmlHeadersOf, type CspConfig } from '../csp';

export const PROXIED_PREFIXES = ['/wps', '/lgw', '/lotto', '/__sandbox'];

export interface GatewayOptions {
  /** 0 picks a free port. */
  port: number;
  /**
   * Listen address; default env GATEWAY_HOST, else loopback (127.0.0.1). Serving other machines
   * is a choice (GATEWAY_HOST=0.0.0.0), never a default.
   */
  listenHost?: string;
  cdnDir: string;
  hostDir: string;
  /** Backend for the API paths; default http://127.0.0.1:4010. */
  sandboxUrl?: string;
  /** Other origins allowed to load `/remotes/…` (default: env CDN_ALLOW_ORIGINS, comma-separated; `*` for any). */
  allowOrigins?: string[];
  /**
   * Development: remotes served live from a build folder at `/__dev/<name>/` (no-cache), and
   * `/remotes.json` generated per request with those remotes pointing there.
   */
  devRemotes?: Partial<Record<RemoteName, string>>;
  /** Development: every host file no-cache (webpack --watch output is not hashed the same way). */
  hostNoCache?: boolean;
  log?: (line: string) => void;
  /** Log every request (`METHOD path status ms`); default env GATEWAY_LOG=1. */
  accessLog?: boolean;
  /** Proxy timeout in ms (default 60 s). */
  proxyTimeoutMs?: number;
  /**
   * Page requests answered with their first-paint HTML (ops/src/cdn/first-paint.ts) when the
   * builds wrote one; default on, except in development (`devRemotes`).
   */
  firstPaint?: boolean;
  /** Origins the CSP of the HTML allows besides 'self' (default: env, csp.ts cspConfigFromEnv). */
  csp?: CspConfig;
}

export interface Gateway {
  server: http.Server;
  port: number;
  url: string;
  close(): Promise<void>;
}

const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
/** Install as an app: the service worker (root scope) and the web app manifest, always revalidated. */
export const REVALIDATED = new Set(['/sw.js', '/manifest.webmanifest']);
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

const isProxied = (pathname: string): boolean =>
  PROXIED_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));

function sendJson(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

const sendText = (
  res: http.ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void => {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': NO_CACHE,
    ...headers,
  });
  res.end(`${text}\n`);
};

/**
 * The API envelope for a backend that is down (502) or too slow (504). It never says "try again":
 * a money call may have been carried out before the answer was lost, so the storefront checks the
 * balance and records and retries only with the same idempotency key (issue 12).
 */
const unavailable = (detail: 'timeout' | 'backend not reachable') =>
  detail === 'timeout'
    ? {
        success: false,
        code: 'gateway_timeout',
        message:
          'The service did not answer in time. The request may still have been carried out: check your balance and records before sending it again.',
      }
    : {
        success: false,
        code: 'gateway_unavailable',
        message:
          'The service is temporarily unavailable (backend not reachable). Check your balance and records before sending a payment again.',
      };

function forwardHeaders(
  req: http.IncomingMessage,
  target: URL,
  keepUpgrade: boolean,
): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = { ...req.headers };
  const connection = String(req.headers.connection ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase());
  for (const h of [...HOP_BY_HOP, ...connection])
    if (!(keepUpgrade && (h === 'upgrade' || h === 'connection'))) delete headers[h];
  // X-Forwarded-For: what came in, plus the peer we saw. The backend believes only the hops it
  // trusts (the sandbox: the rightmost address its proxies did not add), so a client-written
  // entry on the left is carried but never taken for the client.
  const remote = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  headers['x-forwarded-for'] = req.headers['x-forwarded-for']
    ? `${String(req.headers['x-forwarded-for'])}, ${remote}`
    : remote;
  // Scheme and host are what this server saw, never what the client wrote.
  headers['x-forwarded-proto'] = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers.host = target.host;
  return headers;
}

/** Start the gateway; resolves once it listens. */
export function startGateway(options: GatewayOptions): Promise<Gateway> {
  const log = options.log ?? ((line: string) => console.error(line));
  const accessLog = options.accessLog ?? process.env.GATEWAY_LOG === '1';
  // The backend being down is reported once per 10 s, not once per request.
  let lastDown = 0;
  const backendDown = (line: string): void => {
    if (Date.now() - lastDown < 10_000) return;
    lastDown = Date.now();
    log(`${line} (further failures muted for 10 s)`);
  };
  const backend = new URL(options.sandboxUrl ?? DEFAULT_SANDBOX_URL);
  const allowOrigins =
    options.allowOrigins ??
    (process.env.CDN_ALLOW_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean);
  const timeout = options.proxyTimeoutMs ?? 60_000;
  const upgraded = new Set<net.Socket>();
  const firstPaint =
    (options.firstPaint ?? !options.devRemotes)
      ? createFirstPaint({ cdnDir: options.cdnDir, hostDir: options.hostDir, backend, log })
      : null;
  const htmlHeaders = htmlHeadersOf(options.csp ?? cspConfigFromEnv());

  const corsHeaders = (req: http.IncomingMessage): Record<string, string> => {
    const origin = req.headers.origin;
    if (!origin || !allowOrigins.length) return {};
    const allowed = allowOrigins.includes('*') ? '*' : allowOrigins.includes(origin) ? origin : null;
    if (!allowed) return {};
    return {
      'Access-Control-Allow-Origin': allowed,
      'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
      'Access-Control-Max-Age': '86400',
      'Timing-Allow-Origin': allowed,
      ...(allowed === '*' ? {} : { Vary: 'Origin' }),
    };
  };

  function devManifest(): unknown {
    const file = path.join(options.cdnDir, 'remotes.json');
    type Loose = { schema: 1; remotes: Record<string, unknown> };
    const manifest: Loose = fs.existsSync(file)
      ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Loose)
      : { schema: 1, remotes: {} };
    for (const [name, dir] of Object.entries(options.devRemotes ?? {})) {
      try {
        const contribution = JSON.parse(fs.readFileSync(path.join(dir, 'contribution.json'), 'utf8'));
        const info = JSON.parse(fs.readFileSync(path.join(dir, 'build-info.json'), 'utf8')) as {
          version: string;
          requires?: Record<string, string>;
        };
        manifest.remotes[name] = {
          version: `${info.version}+dev`,
          entry: `/__dev/${name}/mf-manifest.json`,
          requires: info.requires,
          contribution,
        };
      } catch {
        // not built yet (webpack --watch is still compiling): keep the released entry, if any
      }
    }
    return manifest;
  }

  function proxy(req: http.IncomingMessage, res: http.ServerResponse): void {
    const upstream = http.request({
      protocol: backend.protocol,
      hostname: backend.hostname,
      port: backend.port,
      method: req.method,
      path: req.url,
      headers: forwardHeaders(req, backend, false),
      timeout,
    });
    upstream.on('response', (answer) => {
      const headers = { ...answer.headers };
      for (const h of HOP_BY_HOP) delete headers[h];
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    });
    upstream.on('timeout', () =>
      upstream.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })),
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      backendDown(`gateway: ${req.method} ${req.url} → ${backend.origin}: ${error.code ?? error.message}`);
      if (!res.headersSent)
        sendJson(
          res,
          error.code === 'ETIMEDOUT' ? 504 : 502,
          unavailable(error.code === 'ETIMEDOUT' ? 'timeout' : 'backend not reachable'),
        );
      else res.destroy();
    });
    req.on('aborted', () => upstream.destroy());
    req.pipe(upstream);
  }

  function handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://gateway.local');
    const pathname = url.pathname;
    if (isProxied(pathname)) return proxy(req, res);

    const isCdn =
      pathname === '/remotes.json' || pathname.startsWith('/remotes/') || pathname.startsWith('/__dev/');
    const cors = isCdn ? corsHeaders(req) : {};
    if (req.method === 'OPTIONS' && isCdn) {
      res.writeHead(204, { ...cors, 'Content-Length': '0' });
      return void res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return sendText(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });

    if (pathname === '/remotes.json') {
      if (options.devRemotes)
        return sendJson(res, 200, devManifest(), { ...cors, 'Cache-Control': NO_CACHE });
      const file = path.join(options.cdnDir, 'remotes.json');
      if (!isFile(file))
        return sendJson(
          res,
          404,
          { schema: 1, remotes: {}, error: 'no remote has been released yet (pnpm release <remote>)' },
          cors,
        );
      return serveFile(req, res, file, { cacheControl: NO_CACHE, headers: cors });
    }
    if (pathname.startsWith('/remotes/')) {
      const file = safeJoin(path.join(options.cdnDir, 'remotes'), pathname.slice('/remotes'.length));
      if (typeof file === 'number') return sendText(res, file, file === 400 ? 'Bad path' : 'Not found', cors);
      if (!isFile(file)) return sendText(res, 404, 'Not found', cors);
      return serveFile(req, res, file, { cacheControl: IMMUTABLE, headers: cors });
    }
    if (pathname.startsWith('/__dev/') && options.devRemotes) {
      const [, , name, ...rest] = pathname.split('/');
      const dir = options.devRemotes[name as RemoteName];
      if (!dir) return sendText(res, 404, 'Not found', cors);
      const file = safeJoin(dir, `/${rest.join('/')}`);
      if (typeof file === 'number') return sendText(res, file, file === 400 ? 'Bad path' : 'Not found', cors);
      if (!isFile(file)) return sendText(res, 404, 'Not found', cors);
      return serveFile(req, res, file, { cacheControl: NO_CACHE, headers: cors });
    }

    // The host: files as built, SPA fallback to index.html for extension-less paths.
    const file = safeJoin(options.hostDir, pathname);
    if (file === 400) return sendText(res, 400, 'Bad path');
    const index = path.join(options.hostDir, 'index.html');
    // HTML: the CSP (its script hashes from the file as served), Referrer- and Permissions-Policy.
    const html = {
      cacheControl: NO_CACHE,
      headers: isFile(index) ? htmlHeaders(index) : {},
    };
    if (file !== 404 && isFile(file)) {
      if (file === index) return serveFile(req, res, file, html);
      // The service worker and the web app manifest are never cached (REVALIDATED); hashed files forever.
      const immutable = !options.hostNoCache && !REVALIDATED.has(pathname) && HASHED.test(path.basename(file));
      return serveFile(req, res, file, { cacheControl: immutable ? IMMUTABLE : NO_CACHE });
    }
    const last = pathname.split('/').pop() ?? '';
    if (file !== 404 && !last.includes('.') && isFile(index)) {
      if (!firstPaint) return serveFile(req, res, index, html);
      void firstPaint
        .respond(req, res, pathname, html.headers)
        .catch(() => false)
        .then((done) => {
          if (!done && !res.headersSent) serveFile(req, res, index, html);
        });
      return;
    }
    if (!isFile(index))
      return sendText(res, 503, 'The host is not built yet (pnpm --filter @vitrine/host build)');
    return sendText(res, 404, 'Not found');
  }

  function upgrade(req: http.IncomingMessage, socket: net.Socket, head: Buffer): void {
    const pathname = new URL(req.url ?? '/', 'http://gateway.local').pathname;
    socket.on('error', () => socket.destroy());
    if (!isProxied(pathname))
      return void socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    const upstream = http.request({
      protocol: backend.protocol,
      hostname: backend.hostname,
      port: backend.port,
      method: req.method,
      path: req.url,
      headers: forwardHeaders(req, backend, true),
    });
    upstream.on('upgrade', (answer, backendSocket, backendHead) => {
      const lines = [`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}`];
      for (let i = 0; i < answer.rawHeaders.length; i += 2)
        lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (backendHead.length) socket.write(backendHead);
      if (head.length) backendSocket.write(head);
      upgraded.add(socket);
      upgraded.add(backendSocket);
      const done = (): void => {
        upgraded.delete(socket);
        upgraded.delete(backendSocket);
        socket.destroy();
        backendSocket.destroy();
      };
      socket.on('close', done);
      backendSocket.on('close', done);
      backendSocket.on('error', done);
      socket.pipe(backendSocket).pipe(socket);
    });
    upstream.on('response', (answer) => {
      // The backend declined the upgrade: pass its answer on and close.
      const lines = [`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}`, 'Connection: close'];
      for (let i = 0; i < answer.rawHeaders.length; i += 2)
        if (!/^(connection|transfer-encoding)$/i.test(answer.rawHeaders[i]))
          lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      answer.pipe(socket);
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      backendDown(`gateway: websocket ${req.url} → ${backend.origin}: ${error.code ?? error.message}`);
      const body = JSON.stringify(unavailable('backend not reachable'));
      socket.end(
        `HTTP/1.1 502 Bad Gateway\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    });
    upstream.end();
  }

  const server = http.createServer((req, res) => {
    if (accessLog) {
      const started = Date.now();
      res.on('finish', () => log(`${req.method} ${req.url} ${res.statusCode} ${Date.now() - started}ms`));
    }
    try {
      handle(req, res);
    } catch (error) {
      log(`gateway: ${req.method} ${req.url}: ${(error as Error).stack ?? error}`);
      if (!res.headersSent) sendText(res, 500, 'Internal error');
      else res.destroy();
    }
  });
  server.on('upgrade', upgrade);
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.listenHost ?? (process.env.GATEWAY_HOST || '127.0.0.1'), () => {
      server.off('error', reject);
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      resolve({
        server,
        port,
        url: `http://localhost:${port}`,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of upgraded) socket.destroy();
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
