/**
 * The reading side of first-paint pictures (first-paint-pictures.ts): checks a source read back
 * from the HTML and picks values from answers. Used by the gateway (ops/src/cdn) and
 * `@vitrine/shared/testing`; not by the apps, so it stays out of their bundles.
 */
import * as v from 'valibot';
import { PREVIOUS_PICK, type PictureSource } from './first-paint-pictures';

const API_PATH = /^\/wps\/[\w./-]+$/;
const PICK = /^(?:[\w$]+(?:\[[\w$]+=[^\]]*\])?|\*|\d+)(?:\.(?:[\w$]+(?:\[[\w$]+=[^\]]*\])?|\*|\d+))*$/;

const stepSchema = v.object({
  path: v.pipe(v.string(), v.regex(API_PATH, 'must be an API path (/wps/...)'), v.check((p) => !p.includes('..'), 'must not climb')),
  body: v.custom<Record<string, unknown>>(
    (x) => typeof x === 'object' && x !== null && !Array.isArray(x),
    'must be an object',
  ),
  pick: v.pipe(v.string(), v.maxLength(200), v.regex(PICK, 'must be a pick path')),
});
const sourceSchema = v.object({ steps: v.pipe(v.array(stepSchema), v.minLength(1), v.maxLength(3)) });

/** A source read back from the HTML (already unescaped), checked; null when it is not one. */
export function parsePictureSource(json: string): PictureSource | null {
  try {
    const parsed = v.safeParse(sourceSchema, JSON.parse(json));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/**
 * The values at `pick` in `value` (see PictureStep.pick), in order. Places are kept: where an item
 * lacks what the pick names, its value is null (so pictures never move into another item's place).
 */
export function pickValues(value: unknown, pick: string): unknown[] {
  let current: unknown[] = [value];
  for (const segment of pick.split('.')) {
    const next: unknown[] = [];
    const filter = segment.match(/^([\w$]+)\[([\w$]+)=([^\]]*)\]$/);
    for (const item of current) {
      const record = item !== null && typeof item === 'object' ? (item as Record<string, unknown>) : null;
      if (segment === '*') {
        if (Array.isArray(item)) next.push(...item);
      } else if (!record) {
        next.push(null);
      } else if (/^\d+$/.test(segment)) {
        next.push(Array.isArray(item) && Number(segment) < item.length ? item[Number(segment)] : null);
      } else if (filter) {
        const list = Object.prototype.hasOwnProperty.call(record, filter[1]) ? record[filter[1]] : undefined;
        const found = Array.isArray(list)
          ? list.find((x) => x && typeof x === 'object' && String((x as Record<string, unknown>)[filter[2]]) === filter[3])
          : undefined;
        next.push(found ?? null);
      } else {
        next.push(Object.prototype.hasOwnProperty.call(record, segment) ? (record[segment] ?? null) : null);
      }
    }
    current = next;
  }
  return current;
}

/** A step's body with `$prev` replaced by the previous step's value (undefined: nothing to ask). */
export function bodyWithPrevious(body: Record<string, unknown>, previous: unknown): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === PREVIOUS_PICK) {
      if (typeof previous !== 'string' && typeof previous !== 'number') return undefined;
      out[key] = previous;
    } else out[key] = value;
  }
  return out;
}
