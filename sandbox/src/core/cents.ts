/**
 * Whole cents. JSON-schema `multipleOf: 0.01` divides in binary floating point, so 19.99, 1.15
 * and 0.07 (about 11% of two-decimal amounts) fail it. A number is a whole number of cents when
 * rounding it to 2 decimals gives the same double back: a two-decimal amount parses to the double
 * nearest its decimal text, and so does its `toFixed(2)`; 19.991 rounds to 19.99, another double.
 */
export function isWholeCents(n: number): boolean {
  return Number.isFinite(n) && Math.abs(n) < 1e15 && Number(n.toFixed(2)) === n;
}

/** The request-schema keyword (`Money()` sets `wholeCents: true`). */
export const WHOLE_CENTS_KEYWORD = 'wholeCents';

/** The part of an Ajv instance the keyword needs (ajv is fastify's dependency, not ours). */
interface KeywordHost {
  addKeyword(def: {
    keyword: string;
    type: string;
    schemaType: string;
    errors: boolean;
    validate: (schema: boolean, data: number) => boolean;
  }): unknown;
}

/** Ajv plugin for fastify's `ajv.plugins`: adds `wholeCents`. */
export function wholeCentsPlugin<A>(ajv: A): A {
  (ajv as unknown as KeywordHost).addKeyword({
    keyword: WHOLE_CENTS_KEYWORD,
    type: 'number',
    schemaType: 'boolean',
    errors: false,
    validate: (on, n) => !on || isWholeCents(n),
  });
  return ajv;
}
