import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Kind, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { typeboxOf } from './serialise';

/**
 * Test mode (`buildServer({checkResponses: true})`, env SANDBOX_CHECK_RESPONSES=1): every JSON
 * answer is checked against its route's response schema before it leaves. The value the handler
 * returned must satisfy the schema, and the serialised body must equal it: a field the schema does
 * not know (dropped by the serialiser), a value it coerced or rounded, all answer HTTP 500
 * `response_schema_mismatch` naming the path, so any test that calls the route fails.
 */
const kOriginal = Symbol('vitrine.originalPayload');
type WithOriginal = FastifyRequest & { [kOriginal]?: unknown };

function schemaFor(req: FastifyRequest, status: number): TSchema | undefined {
  const response = (req.routeOptions.schema as { response?: Record<string, TSchema> } | undefined)?.response;
  if (!response) return undefined;
  const s = typeboxOf(response[String(status)] ?? response[`${String(status)[0]}xx`] ?? response.default);
  return s && (s as { [Kind]?: string })[Kind] ? s : undefined;
}

/** First path where two JSON values differ, or null. */
export function firstDifference(a: unknown, b: unknown, path = ''): string | null {
  if (isDeepStrictEqual(a, b)) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
      const d = firstDifference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}/${k}`);
      if (d) return d;
    }
  }
  return `${path || '/'}: handler gave ${JSON.stringify(a)?.slice(0, 120)}, sent ${JSON.stringify(b)?.slice(0, 120)}`;
}

export function responseProblem(schema: TSchema | undefined, original: unknown, sent: string): string | null {
  if (!schema) return null; // routes without one are caught by test/schemas.test.ts
  const json = JSON.parse(JSON.stringify(original)) as unknown;
  const err = Value.Errors(schema, json).First();
  if (err) return `${err.path || '/'}: ${err.message} (got ${JSON.stringify(err.value)?.slice(0, 120)})`;
  return firstDifference(json, JSON.parse(sent));
}

export function checkResponses(app: FastifyInstance): void {
  app.addHook('preSerialization', async (req, _reply, payload) => {
    (req as WithOriginal)[kOriginal] = payload;
    return payload;
  });
  app.addHook('onSend', async (req, reply, payload) => {
    const original = (req as WithOriginal)[kOriginal];
    if (original === undefined || typeof payload !== 'string') return payload;
    let problem: string | null;
    try {
      problem = responseProblem(schemaFor(req, reply.statusCode), original, payload);
    } catch (err) {
      problem = (err as Error).message;
    }
    if (!problem) return payload;
    const message = `Response schema mismatch on ${req.method} ${req.url.split('?')[0]} (${reply.statusCode}): ${problem}`;
    req.log.error(message);
    reply.code(500).header('content-type', 'application/json; charset=utf-8');
    return JSON.stringify({ success: false, code: 'response_schema_mismatch', message });
  });
}
