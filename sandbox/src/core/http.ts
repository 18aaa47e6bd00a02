import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { Endpoint, RequestOf, ResponseOf } from '@vitrine/shared/api/endpoints';
import { ApiError, notLoggedIn } from './errors';
import { decryptPayload } from './crypto';
import { forSerializer } from './serialise';
import type { Sandbox } from './context';
import { type MemberRow, memberByToken } from '../services/members';

export interface Ctx {
  sb: Sandbox;
  req: FastifyRequest;
  reply: FastifyReply;
  /** The logged-in member, or null (token-optional calls). */
  member: MemberRow | null;
  token: string | null;
  ip: string;
  language: string;
  /** The member; throws CUSTOMER_NOT_LOGIN when absent. */
  me(): MemberRow;
}

export interface RouteOpts<S extends TSchema | undefined, R extends TSchema> {
  /** Request schema (query for GET/DELETE, body otherwise). */
  schema?: S;
  /**
   * Schema of `value` in the 200 answer (required). Fastify serialises the answer with it, so a
   * field missing from it is dropped: `Static<R>` must equal the declaration's response type.
   */
  response: R;
  /** Trial accounts (isAgent 4) are refused with `trial_account_denied`. */
  realAccount?: boolean;
  /** Only agent types 1/2/41/42. */
  agentOnly?: boolean;
  /** The call passes the module gate when ANY of these is on (instead of the declared moduleId). */
  anyModule?: string[];
  /** Extra path params schema. */
  params?: TSchema;
  bodyLimit?: number;
}

type Check<A, B> = [A] extends [B] ? unknown : { schemaDoesNotMatchRequestType: B };

type IsAny<T> = 0 extends 1 & T ? true : false;
/** `unknown` when A and B are assignable both ways (same fields, same optionality, same literals), else an error type. */
export type SameType<A, B, Err = { schemaDoesNotMatchResponseType: B; schemaGives: A }> = IsAny<A> extends true
  ? { responseSchemaMustNotBeAny: B }
  : [A] extends [B]
    ? [B] extends [A]
      ? unknown
      : Err
    : Err;

export const ErrorEnvelope = Type.Object({
  success: Type.Literal(false),
  code: Type.String(),
  message: Type.String(),
  value: Type.Optional(Type.Any()),
});

export const okEnvelope = <T extends TSchema>(value: T) =>
  Type.Object({ success: Type.Literal(true), value, message: Type.Optional(Type.String()), code: Type.Optional(Type.String()) });

/** Response schemas of a JSON route outside the contract (control API, demo provider): `{success:true, value}` or the error envelope. */
export const jsonResponse = <T extends TSchema>(value: T) => ({ 200: forSerializer(okEnvelope(value)), '4xx': ErrorEnvelope });

/**
 * The client's address: Fastify's `req.ip`, which follows X-Forwarded-For only through the
 * configured proxy hops (server.ts `proxyTrust`: the rightmost address not added by a trusted
 * proxy). What a client writes into the header itself is never believed.
 */
export function clientIp(req: FastifyRequest): string {
  return (req.ip || '127.0.0.1').replace(/^::ffff:/, '');
}

function header(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

export const AGENT_TYPES = new Set([1, 2, 41, 42]);

/** Registers one endpoint of the contract: gates, auth, decryption, schemas, envelope. */
export function route<E extends Endpoint<unknown, unknown>, R extends TSchema, S extends TSchema | undefined = undefined>(
  app: FastifyInstance,
  sb: Sandbox,
  ep: E,
  opts: RouteOpts<S, R> & (S extends TSchema ? Check<Static<S>, RequestOf<E>> : unknown) & SameType<Static<R>, ResponseOf<E>>,
  handler: (body: RequestOf<E>, ctx: Ctx) => ResponseOf<E> | Promise<ResponseOf<E>>,
): void {
  const inQuery = ep.body === 'query';
  const reqSchema = opts.schema ?? Type.Object({});
  const url = ep.path;
  app.route({
    method: ep.method,
    url,
    bodyLimit: opts.bodyLimit,
    schema: {
      ...(inQuery ? { querystring: reqSchema } : { body: reqSchema }),
      ...(opts.params ? { params: opts.params } : {}),
      response: { 200: forSerializer(okEnvelope(opts.response)), '4xx': ErrorEnvelope },
    },
    preValidation: async (req) => {
      const mods = opts.anyModule ?? (ep.moduleId ? [ep.moduleId] : []);
      if (mods.length && !mods.some((m) => sb.state.moduleOn(m))) {
        throw new ApiError(403, 'module_disabled', `${ep.name} (${mods.join('/')}) is not enabled for this site`);
      }
      // The token travels only in the Authorization header (a `?token=` would end up in access logs).
      const token = header(req, 'authorization')?.trim() || null;
      const member = token && ep.token !== 'none' ? memberByToken(sb.db, token) : null;
      if (ep.token === 'required') {
        if (!member) throw notLoggedIn();
        if (opts.realAccount && member.type === 4) throw new ApiError(403, 'trial_account_denied', 'in_need_true_account: a real account is required');
        if (opts.agentOnly && !AGENT_TYPES.has(member.type)) throw new ApiError(403, 'forbidden', 'Agents only');
      }
      (req as FastifyRequest & { vitrine?: { member: MemberRow | null; token: string | null } }).vitrine = { member, token: member ? token : null };
      if (!inQuery) {
        if (req.body == null) req.body = {};
        if (ep.encrypted) req.body = decryptBody(sb, req);
        if (typeof req.body !== 'object' || Array.isArray(req.body)) throw new ApiError(400, 'validation_error', 'Request body must be a JSON object');
      }
    },
    handler: async (req, reply) => {
      const v = (req as FastifyRequest & { vitrine?: { member: MemberRow | null; token: string | null } }).vitrine ?? { member: null, token: null };
      const ctx: Ctx = {
        sb, req, reply, member: v.member, token: v.token, ip: clientIp(req),
        language: (header(req, 'language') || v.member?.language || sb.state.brand.defaultLang).toUpperCase(),
        me() {
          if (!v.member) throw notLoggedIn();
          return v.member;
        },
      };
      const input = (inQuery ? req.query : req.body) as RequestOf<E>;
      if (ep.idempotent) {
        const { value, replayed } = runIdempotent(sb, ep, ctx, input, header(req, 'idempotency-key'), handler);
        if (replayed) reply.header('idempotent-replayed', 'true');
        return { success: true, value };
      }
      const value = await handler(input, ctx);
      return { success: true, value: value === undefined ? null : value };
    },
  });
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,128}$/;
/**
 * How long a stored answer is kept (by the sandbox clock): a retry within a day gets it; after
 * that the key is forgotten and counts as new. The client makes a fresh key per operation and
 * retries within minutes, so a day is ample; without an expiry the table would grow forever.
 */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;

/**
 * A money call (`idempotent` in its declaration). The handler runs inside one SQLite transaction
 * (its ledger postings and other writes commit together or not at all: better-sqlite3 nests the
 * ledger's own transaction as a savepoint). With an `Idempotency-Key` the answer is stored in that
 * same transaction, keyed by member, path and key: a repeat gets the stored answer without running
 * again, the same key with another body gets 409 `idempotency_key_reused`. A refusal (an ApiError)
 * rolls back and stores nothing, so the same key may be tried again. Stored answers expire after
 * IDEMPOTENCY_TTL_MS.
 */
function runIdempotent<E extends Endpoint<unknown, unknown>>(
  sb: Sandbox,
  ep: E,
  ctx: Ctx,
  input: RequestOf<E>,
  key: string | undefined,
  handler: (body: RequestOf<E>, ctx: Ctx) => ResponseOf<E> | Promise<ResponseOf<E>>,
): { value: unknown; replayed: boolean } {
  if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
    throw new ApiError(400, 'validation_error', 'Invalid request: the Idempotency-Key header must be 1-128 visible ASCII characters');
  }
  const member = ctx.member;
  const hash = createHash('sha256').update(JSON.stringify(input ?? null)).digest('hex');
  const now = sb.clock.now();
  return sb.db.transaction(() => {
    if (key && member) {
      // Expired answers of this member go first (the primary key starts with member_id).
      sb.db.prepare('DELETE FROM idempotency_keys WHERE member_id = ? AND created_at < ?').run(member.id, new Date(now - IDEMPOTENCY_TTL_MS).toISOString());
      const row = sb.db.prepare('SELECT request_hash, answer FROM idempotency_keys WHERE member_id = ? AND path = ? AND key = ?').get(member.id, ep.path, key) as
        | { request_hash: string; answer: string }
        | undefined;
      if (row) {
        if (row.request_hash !== hash) throw new ApiError(409, 'idempotency_key_reused', 'This Idempotency-Key was already used for a different request');
        return { value: JSON.parse(row.answer) as unknown, replayed: true };
      }
    }
    const out = handler(input, ctx);
    if (out instanceof Promise) throw new Error(`${ep.name}: the handler of an idempotent call must be synchronous (it runs inside the ledger's transaction)`);
    const value = out === undefined ? null : out;
    if (key && member) {
      sb.db.prepare('INSERT INTO idempotency_keys (member_id, path, key, request_hash, answer, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(member.id, ep.path, key, hash, JSON.stringify(value), new Date(now).toISOString());
    }
    return { value, replayed: false };
  })();
}

function decryptBody(sb: Sandbox, req: FastifyRequest): unknown {
  const body = req.body as Record<string, unknown>;
  const mode = header(req, 'encryption');
  const rsa = header(req, 'x-rsa');
  const desValue = typeof body?.value === 'string' ? body.value : header(req, 'x-digest');
  if (!mode && !rsa) {
    if (sb.allowPlain) return body;
    throw new ApiError(400, 'bad_cipher', 'This call must be encrypted: send {value: <DES cipher>} with headers Encryption: RSA and X-RSA');
  }
  if (!rsa) throw new ApiError(400, 'bad_cipher', 'Missing X-RSA header (RSA cipher of the reversed random string)');
  if (!desValue) throw new ApiError(400, 'bad_cipher', 'Missing encrypted value (body {value} or X-Digest header)');
  try {
    return decryptPayload(sb.keys, desValue, rsa);
  } catch (err) {
    throw new ApiError(400, 'bad_cipher', (err as Error).message);
  }
}
