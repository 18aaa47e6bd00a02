/**
 * The storefront's one origin (docs/architecture.md "One origin"): serves the host, `/remotes.json`
 * and `/remotes/<name>/<version>/…` from the local CDN folder, and proxies the API paths (`/wps`,
 * `/lgw`, `/lotto`, `/__sandbox`, WebSockets included) to the backend — as nginx does in
 * production (ops/nginx/vitrine.conf).
 *
 * This file routes a request to the module that does the job:
 * - `proxy.ts`: the API paths and WebSockets to the backend;
 * - `cors.ts`: CORS for the CDN paths;
 * - `cdn-files.ts` (with `dev-manifest.ts` in development): `/remotes.json`, `/remotes/…`, `/__dev/…`;
 * - `host-files.ts`: the host's files, the SPA fallback and first paint (`first-paint.ts`);
 * - `static.ts` and `reply.ts`: serving one file, and the gateway's own small answers.
 */
import http from 'node:http';
import { DEFAULT_SANDBOX_URL, type RemoteName } from '../paths';
import { createFirstPaint } from './first-paint';
import { cspConfigFromEnv, htmlHeadersOf, type CspConfig } from '../csp';
import { allowedOrigins, corsHeadersFor } from './cors';
import { isCdnPath, serveCdn } from './cdn-files';
import { serveHost } from './host-files';
import { createProxy, isProxied } from './proxy';
import { sendText } from './reply';

export { PROXIED_PREFIXES } from './proxy';
export { REVALIDATED } from './host-files';

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

/** Start the gateway; resolves once it listens. */
export function startGateway(options: GatewayOptions): Promise<Gateway> {
  const log = options.log ?? ((line: string) => console.error(line));
  const accessLog = options.accessLog ?? process.env.GATEWAY_LOG === '1';
  const backend = new URL(options.sandboxUrl ?? DEFAULT_SANDBOX_URL);
  const corsHeaders = corsHeadersFor(allowedOrigins(options.allowOrigins));
  const proxy = createProxy({ backend, timeout: options.proxyTimeoutMs ?? 60_000, log });
  const firstPaint =
    (options.firstPaint ?? !options.devRemotes)
      ? createFirstPaint({ cdnDir: options.cdnDir, hostDir: options.hostDir, backend, log })
      : null;
  const htmlHeaders = htmlHeadersOf(options.csp ?? cspConfigFromEnv());

  function handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://gateway.local');
    const pathname = url.pathname;
    if (isProxied(pathname)) return proxy.proxy(req, res);

    const isCdn = isCdnPath(pathname);
    const cors = isCdn ? corsHeaders(req) : {};
    if (req.method === 'OPTIONS' && isCdn) {
      res.writeHead(204, { ...cors, 'Content-Length': '0' });
      return void res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return sendText(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    if (isCdn && serveCdn(options, req, res, pathname, cors)) return;
    serveHost({ hostDir: options.hostDir, hostNoCache: options.hostNoCache, firstPaint, htmlHeaders }, req, res, pathname);
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
  server.on('upgrade', proxy.upgrade);
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
            proxy.destroyUpgraded();
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
