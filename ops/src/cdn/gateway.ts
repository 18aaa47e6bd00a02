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
 *
 * It runs on Fastify (as the sandbox does); files go out through @fastify/static, the API through
 * @fastify/reply-from.
 */
import type http from 'node:http';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { DEFAULT_SANDBOX_URL, type RemoteName } from '../paths';
import { createFirstPaint } from './first-paint';
import { cspConfigFromEnv, htmlHeadersOf, type CspConfig } from '../csp';
import { allowedOrigins, corsHeadersFor } from './cors';
import { isCdnPath, serveCdn } from './cdn-files';
import { serveHost } from './host-files';
import { createProxy } from './proxy';
import { sendText } from './reply';
import { staticFiles } from './static';

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
export async function startGateway(options: GatewayOptions): Promise<Gateway> {
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

  const app = Fastify({
    logger: false,
    forceCloseConnections: true,
    // A URL that cannot be decoded: the same plain 400 as a path that tries to leave its folder.
    frameworkErrors: (_error, _request, reply) => void sendText(reply, 400, 'Bad path'),
  });
  if (accessLog)
    app.addHook('onResponse', async (request, reply) =>
      log(`${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)}ms`),
    );
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (error.statusCode && error.statusCode < 500) return sendText(reply, error.statusCode, 'Bad request');
    // The browser went away while an answer streamed (a navigation, a closed tab): the answer's
    // stream is aborted. Nobody is left to answer and nothing is wrong here, so no stack in the log.
    if (reply.raw.destroyed && (error.name === 'AbortError' || error.code === 'ECONNRESET' || error.code === 'ERR_STREAM_PREMATURE_CLOSE')) return;
    log(`gateway: ${request.method} ${request.url}: ${error.stack ?? error}`);
    if (!reply.sent) return sendText(reply, 500, 'Internal error');
    reply.raw.destroy();
  });
  await staticFiles(app);
  await app.register(proxy.routes);

  async function files(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const pathname = new URL(request.url, 'http://gateway.local').pathname;
    const isCdn = isCdnPath(pathname);
    const cors = isCdn ? corsHeaders(request.raw) : {};
    if (request.method === 'OPTIONS' && isCdn) return reply.code(204).headers({ ...cors, 'Content-Length': '0' }).send();
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return sendText(reply, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    const cdn = isCdn ? serveCdn(options, request, reply, pathname, cors) : null;
    if (cdn) return cdn;
    return serveHost({ hostDir: options.hostDir, hostNoCache: options.hostNoCache, firstPaint, htmlHeaders }, request, reply, pathname);
  }
  // Everything else: the CDN paths and the host's files. Any body is left unread.
  await app.register(async (site) => {
    site.removeAllContentTypeParsers();
    site.addContentTypeParser('*', (_request, _payload, done) => done(null));
    site.all('*', files);
  });

  app.server.on('upgrade', proxy.upgrade);
  const address = await app.listen({
    port: options.port,
    host: options.listenHost ?? (process.env.GATEWAY_HOST || '127.0.0.1'),
  });
  const port = Number(new URL(address).port) || options.port;
  return {
    server: app.server,
    port,
    url: `http://localhost:${port}`,
    close: async () => {
      proxy.destroyUpgraded();
      await app.close();
    },
  };
}
