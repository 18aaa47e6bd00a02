/**
 * The API paths (`/wps`, `/lgw`, `/lotto`, `/__sandbox`) proxied to the backend, WebSockets
 * included, as nginx does in production: hop-by-hop headers dropped, X-Forwarded-* set from what
 * this server saw, a down or slow backend answered with the API envelope (502 / 504) and reported
 * once per 10 s. HTTP through @fastify/reply-from; WebSockets by hand (their bytes are piped as
 * they come, and a down backend gets the same JSON envelope).
 */
import http from 'node:http';
import type net from 'node:net';
import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendJson } from './reply';

export const PROXIED_PREFIXES = ['/wps', '/lgw', '/lotto', '/__sandbox'];

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

export const isProxied = (pathname: string): boolean =>
  PROXIED_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));

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
  incoming: http.IncomingHttpHeaders = req.headers,
): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = { ...incoming };
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

export interface ProxyOptions {
  backend: URL;
  /** Proxy timeout in ms (HTTP requests; upgrades have none). */
  timeout: number;
  log: (line: string) => void;
}

export interface Proxy {
  /** The proxied routes (`/wps`, `/wps/…`, …), bodies passed on as streams. */
  routes(app: FastifyInstance): Promise<void>;
  /** The server's `upgrade` listener: WebSockets on the API paths, 404 elsewhere. */
  upgrade(req: http.IncomingMessage, socket: net.Socket, head: Buffer): void;
  /** End every upgraded connection (both sides). */
  destroyUpgraded(): void;
}

export function createProxy({ backend, timeout, log }: ProxyOptions): Proxy {
  const upgraded = new Set<net.Socket>();
  // The backend being down is reported once per 10 s, not once per request.
  let lastDown = 0;
  const backendDown = (line: string): void => {
    if (Date.now() - lastDown < 10_000) return;
    lastDown = Date.now();
    log(`${line} (further failures muted for 10 s)`);
  };

  async function routes(app: FastifyInstance): Promise<void> {
    await app.register(replyFrom, { base: backend.origin, disableRequestLogging: true });
    // The body goes to the backend as it came (a stream, any type, any size).
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    const forward = (request: FastifyRequest, reply: FastifyReply): FastifyReply =>
      reply.from(undefined, {
        timeout,
        rewriteRequestHeaders: (_req, headers) => forwardHeaders(request.raw, backend, false, headers) as typeof headers,
        rewriteHeaders: (headers) => {
          const answer = { ...headers };
          for (const h of HOP_BY_HOP) delete answer[h];
          return answer;
        },
        onError: (failed, { error }) => {
          const cause = (error as { cause?: NodeJS.ErrnoException }).cause;
          const timedOut = (error as { statusCode?: number }).statusCode === 504;
          backendDown(
            `gateway: ${request.method} ${request.url} → ${backend.origin}: ${timedOut ? 'ETIMEDOUT' : (cause?.code ?? error.message)}`,
          );
          if (failed.sent) return void failed.raw.destroy();
          sendJson(failed as FastifyReply, timedOut ? 504 : 502, unavailable(timedOut ? 'timeout' : 'backend not reachable'));
        },
      });
    for (const prefix of PROXIED_PREFIXES) {
      app.all(prefix, forward);
      app.all(`${prefix}/*`, forward);
    }
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

  return {
    routes,
    upgrade,
    destroyUpgraded: () => {
      for (const socket of upgraded) socket.destroy();
    },
  };
}
