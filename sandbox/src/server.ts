import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import formbody from '@fastify/formbody';
import websocket from '@fastify/websocket';
import { openDb, wipe, migrate } from './db';
import { RsaKeys } from './core/crypto';
import { Clock } from './core/clock';
import { SandboxState } from './core/state';
import { ApiError } from './core/errors';
import type { Sandbox } from './core/context';
import { Ledger } from './services/ledger';
import { BalanceBus } from './services/bus';
import { needsSeed, seed } from './seed';
import { settleAll } from './services/contracts';
import { sessionRoutes } from './routes/session';
import { registerRoutes } from './routes/register';
import { systemRoutes } from './routes/system';
import { walletRoutes } from './routes/wallet';
import { gameRoutes } from './routes/games';
import { lotteryRoutes } from './routes/lottery';
import { promotionRoutes } from './routes/promotions';
import { memberRoutes } from './routes/member';
import { agentRoutes } from './routes/agent';
import { rgRoutes } from './routes/rg';
import { controlRoutes } from './control';
import { providerRoutes } from './provider';
import { oauthRoutes } from './oauth';
import { phoneAuthRoutes } from './phone-auth';
import { cdnRoutes } from './cdn';
import { socketRoutes } from './ws';
import { checkResponses } from './core/check';
import { wholeCentsPlugin } from './core/cents';

export interface BuildOptions {
  /** SQLite file, or ':memory:' (tests). Default ':memory:'. */
  dbFile?: string;
  /** Seed on first start (default true). */
  seed?: boolean;
  logger?: boolean;
  /** Accept plain JSON on encrypted routes (default: env SANDBOX_ALLOW_PLAIN=1). */
  allowPlain?: boolean;
  /** Check every JSON answer against its response schema; a mismatch answers 500 (default: env SANDBOX_CHECK_RESPONSES=1; on in the tests). */
  checkResponses?: boolean;
  /**
   * The control API (`/__sandbox/` status, faults, balance, reset, SMS and captcha answers…), a
   * development tool: absent (404) unless given a key; every call must then send it in
   * `X-Sandbox-Key` (401 without it). main.ts turns it on with SANDBOX_CONTROL=1.
   */
  control?: { key: string };
  /** Where browsers reach this server (the game provider's origin); default env SANDBOX_PUBLIC_URL, else the listening address. */
  publicUrl?: string;
  /**
   * The proxies in front (the gateway, nginx): their addresses (`loopback` = 127.0.0.0/8 and ::1)
   * and how many hops of them there are. X-Forwarded-For is followed through at most `hops`
   * trusted addresses; the client is the first address after them (default: env
   * SANDBOX_TRUSTED_PROXIES, comma-separated, else `loopback`; SANDBOX_PROXY_HOPS, else 1).
   * `addresses: []` believes no header at all.
   */
  proxies?: { addresses: string[]; hops: number };
}

const isLoopback = (addr: string): boolean => addr === '::1' || /^(::ffff:)?127\./.test(addr);

/** Fastify's `trustProxy` function: hop `i` (0 = the peer) is trusted when it is one of ours. */
export function proxyTrust(proxies: { addresses: string[]; hops: number }): (addr: string, i: number) => boolean {
  const exact = new Set(proxies.addresses.filter((a) => a !== 'loopback').map((a) => a.replace(/^::ffff:/, '')));
  const loopback = proxies.addresses.includes('loopback');
  return (addr, i) => i < proxies.hops && ((loopback && isLoopback(addr)) || exact.has(addr.replace(/^::ffff:/, '')));
}

function proxiesFromEnv(env: NodeJS.ProcessEnv = process.env): { addresses: string[]; hops: number } {
  const addresses = (env.SANDBOX_TRUSTED_PROXIES ?? 'loopback').split(',').map((a) => a.trim()).filter(Boolean);
  const hops = Number(env.SANDBOX_PROXY_HOPS ?? 1);
  return { addresses, hops: Number.isInteger(hops) && hops >= 0 ? hops : 1 };
}

/** The header that carries the per-run control key. */
export const CONTROL_KEY_HEADER = 'x-sandbox-key';

let sharedKeys: RsaKeys | null = null;

function ajvMessage(e: { keyword: string; instancePath: string; message?: string; params: Record<string, unknown> }, dataVar: string): string {
  const field = e.instancePath ? e.instancePath.slice(1).replace(/\//g, '.') : '';
  const where = field ? `'${field}'` : dataVar;
  switch (e.keyword) {
    case 'required':
      return `'${field ? `${field}.` : ''}${String(e.params.missingProperty)}' is required`;
    case 'maxLength':
      return `${where} must be at most ${String(e.params.limit)} characters`;
    case 'minLength':
      return `${where} must be at least ${String(e.params.limit)} characters`;
    case 'type':
      return `${where} must be ${String(e.params.type)}`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
      return `${where} must be ${String(e.params.comparison)} ${String(e.params.limit)}`;
    case 'const':
      return `${where} must be ${JSON.stringify(e.params.allowedValue)}`;
    case 'anyOf':
    case 'enum':
      return `${where} must be one of the allowed values`;
    case 'pattern':
      return `${where} has an invalid format`;
    case 'wholeCents':
      return `${where} must be an amount in whole cents (at most 2 decimals)`;
    case 'maxItems':
      return `${where} must have at most ${String(e.params.limit)} items`;
    default:
      return `${where} ${e.message ?? 'is invalid'}`;
  }
}

export async function buildServer(opts: BuildOptions = {}): Promise<FastifyInstance> {
  // The sandbox credits balances and hands out SMS codes on request: never a production server.
  if (process.env.NODE_ENV === 'production')
    throw new Error('The sandbox refuses to start with NODE_ENV=production: it is a development and test backend (demo passwords, control API), not the operator API.');
  if (opts.control && opts.control.key.length < 16) throw new Error('The control key must be at least 16 characters.');
  const db = openDb(opts.dbFile ?? ':memory:');
  // One RSA key per process (tests build many servers; generation costs ~50 ms).
  sharedKeys ??= new RsaKeys();
  const bus = new BalanceBus();
  const clock = new Clock();
  const ledger = new Ledger(db, bus, () => clock.iso());
  const state = new SandboxState(db);
  const sb: Sandbox = {
    db, state, keys: sharedKeys, ledger, bus, clock,
    faults: new Map(), throttle: new Map(), captchas: new Map(), geetest: new Map(), verifications: new Map(), failures: new Map(), cache: new Map(),
    allowPlain: opts.allowPlain ?? process.env.SANDBOX_ALLOW_PLAIN === '1',
    providerOrigin: () => {
      const configured = opts.publicUrl ?? process.env.SANDBOX_PUBLIC_URL;
      if (configured) return new URL(configured).origin;
      const address = app.server.address();
      if (!address || typeof address !== 'object') return '';
      const unspecified = address.address === '0.0.0.0' || address.address === '::';
      const host = unspecified ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
      return `http://${host}:${address.port}`;
    },
    seed: () => {
      clock.reset();
      wipe(db);
      migrate(db);
      ledger.clearCache();
      if (opts.seed !== false) seed(db, ledger);
      state.load();
      sb.faults.clear();
      sb.throttle.clear();
      sb.captchas.clear();
      sb.verifications.clear();
      sb.cache.clear();
      sb.failures.clear();
    },
  };
  if (opts.seed !== false && needsSeed(db)) seed(db, ledger);

  const validators: unknown[] = [];
  const ajvOptions: NonNullable<FastifyServerOptions['ajv']> = {
    customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: false },
    // Every validator instance learns `wholeCents`; the tests reach the one the routes use through
    // `sandboxValidators`.
    plugins: [(ajv) => {
      validators.push(ajv);
      return wholeCentsPlugin(ajv);
    }],
  };
  const app = Fastify({
    logger: opts.logger ?? (process.env.SANDBOX_LOG ? (process.env.SANDBOX_LOG === '1' ? true : { level: 'warn', file: process.env.SANDBOX_LOG }) : false),
    bodyLimit: 1024 * 1024,
    trustProxy: proxyTrust(opts.proxies ?? proxiesFromEnv()),
    ajv: ajvOptions,
    schemaErrorFormatter: (errors, dataVar) => new Error(errors.map((e) => ajvMessage(e as never, dataVar)).join('; ')),
  });
  app.decorate('sandbox', sb);
  app.decorate('sandboxValidators', validators);

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof ApiError) {
      return reply.status(err.status).send({ success: false, code: err.code, message: err.message, ...(err.value !== undefined ? { value: err.value } : {}) });
    }
    if (err.validation) {
      return reply.status(400).send({ success: false, code: 'validation_error', message: `Invalid request: ${err.message}` });
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) req.log.error(err);
    const message = status === 500 ? `Unexpected sandbox error: ${err.message}` : err.message;
    return reply.status(status).send({ success: false, code: status === 500 ? 'internal_error' : (err.code ?? 'bad_request'), message });
  });
  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send({ success: false, code: 'not_found', message: `No route ${req.method} ${req.url.split('?')[0]}` });
  });

  // Faults armed by the control API: the next N calls of a path fail.
  app.addHook('onRequest', async (req, reply) => {
    if (sb.faults.size === 0) return;
    const path = req.url.split('?')[0];
    const f = sb.faults.get(path);
    if (!f || f.count <= 0) return;
    f.count -= 1;
    if (f.count <= 0) sb.faults.delete(path);
    if (f.delayMs > 0) await new Promise((r) => setTimeout(r, f.delayMs));
    if (f.malformed) {
      return reply.status(f.status || 200).header('content-type', 'application/json; charset=utf-8').send('{"success":tru');
    }
    if (f.body === 'no-value') {
      return reply.status(f.status || 200).header('content-type', 'application/json; charset=utf-8').send('{"success":true}');
    }
    if (f.body === 'html') {
      return reply.status(f.status || 500).header('content-type', 'text/html; charset=utf-8').send('<!doctype html><html><head><title>500 Internal Server Error</title></head><body><h1>Internal Server Error</h1></body></html>');
    }
    if (f.status && f.status !== 200) {
      return reply.status(f.status).send({ success: false, code: 'sandbox_fault', message: `Fault injected by /__sandbox/faults (${f.status})` });
    }
  });
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('cache-control', reply.getHeader('cache-control') ?? 'no-store');
    return payload;
  });
  // Salary and dividend are computed and distributed every 5 minutes (spec section 9).
  const settleTimer = setInterval(() => {
    try {
      settleAll(db, ledger);
    } catch (err) {
      app.log.error(err);
    }
  }, 5 * 60_000);
  settleTimer.unref();
  app.addHook('onClose', async () => {
    clearInterval(settleTimer);
    bus.closeAll();
    db.close();
  });

  if (opts.checkResponses ?? process.env.SANDBOX_CHECK_RESPONSES === '1') checkResponses(app);
  // Every route with its schemas (test/schemas.test.ts: each one has a response schema).
  const routes: RegisteredRoute[] = [];
  app.decorate('sandboxRoutes', routes);
  app.addHook('onRoute', (r) => {
    routes.push({ method: ([] as string[]).concat(r.method).join(','), url: r.url ?? r.path, websocket: r.websocket === true, schema: r.schema as RegisteredRoute['schema'] });
  });

  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  sessionRoutes(app, sb);
  registerRoutes(app, sb);
  systemRoutes(app, sb);
  walletRoutes(app, sb);
  gameRoutes(app, sb);
  lotteryRoutes(app, sb);
  promotionRoutes(app, sb);
  memberRoutes(app, sb);
  agentRoutes(app, sb);
  rgRoutes(app, sb);
  socketRoutes(app, sb);
  providerRoutes(app, sb);
  oauthRoutes(app, sb);
  phoneAuthRoutes(app, sb);
  cdnRoutes(app, sb);
  if (opts.control) await app.register(controlRoutes, { sb, key: opts.control.key, prefix: '/__sandbox' });
  await app.ready();
  return app;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  websocket: boolean;
  schema?: { response?: Record<string, unknown> } & Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sandbox: Sandbox;
    sandboxRoutes: RegisteredRoute[];
    /** The Ajv instances fastify validates requests with (tests compile real route schemas with them). */
    sandboxValidators: unknown[];
  }
}
