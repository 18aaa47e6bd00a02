import type { TSchema } from '@sinclair/typebox';

/**
 * fast-json-stringify serialises an `anyOf` by running an ajv validator per option, which makes a
 * union of literals (`'A' | 'B'`, `0 | 1`) or a nullable string several times slower than the
 * value itself (GET /wps/system/status: ~4x). Fastify gets a plain copy in which those unions
 * are `{type, enum}` and `{type: [t, 'null']}` (same JSON out); the TypeBox schema stays attached
 * (`typeboxOf`) for the checks of test mode and the tests.
 */
const TYPEBOX = Symbol.for('vitrine.typeboxSchema');
const PRIMITIVES = new Set(['string', 'number', 'integer', 'boolean']);

type Json = Record<string, unknown>;

function constType(v: unknown): string | null {
  if (typeof v === 'string' || typeof v === 'boolean') return typeof v;
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return null;
}

function simplify(s: unknown): unknown {
  if (Array.isArray(s)) return s.map(simplify);
  if (!s || typeof s !== 'object') return s;
  const o = s as Json;
  const opts = o.anyOf as Json[] | undefined;
  if (Array.isArray(opts) && opts.length > 0 && Object.keys(o).every((k) => k === 'anyOf')) {
    const types = opts.map((x) => ('const' in x ? constType(x.const) : null));
    if (types.every((t) => t !== null)) {
      const set = new Set(types);
      const type = set.size === 1 ? types[0] : set.size === 2 && set.has('integer') && set.has('number') ? 'number' : null;
      if (type) return { type, enum: opts.map((x) => x.const) };
    }
    if (opts.length === 2) {
      const nul = opts.findIndex((x) => x.type === 'null' && Object.keys(x).length === 1);
      const other = opts[1 - nul];
      if (nul >= 0 && typeof other.type === 'string' && PRIMITIVES.has(other.type) && !('const' in other)) return { ...(simplify(other) as Json), type: [other.type, 'null'] };
    }
  }
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, simplify(v)]));
}

/** The schema to hand to Fastify for serialisation (a plain, faster copy) with the TypeBox schema attached. */
export function forSerializer<T extends TSchema>(schema: T): T {
  const out = simplify(schema) as T;
  Object.defineProperty(out, TYPEBOX, { value: schema, enumerable: false });
  return out;
}

/** The TypeBox schema behind a route's response schema (itself when it is one). */
export function typeboxOf(schema: unknown): TSchema | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  return ((schema as { [TYPEBOX]?: TSchema })[TYPEBOX] ?? schema) as TSchema;
}
