/**
 * The server rule engine of spec section 5. A registration rule says whether a field is shown
 * (`enabled`), whether it must be filled (`required`), its length bounds and its accepted pattern
 * (a JavaScript regular-expression source compiled with the `u` flag; `*` means any characters).
 * Errors name the pattern message `reg_pattern_<patternId>`, whose text carries `(min)` and
 * `(max)`; `formatPatternMessage` substitutes them (one number when min equals max).
 */
import type { PatternId, RegisterField, RegisterRule, RegisterRules } from '../api/endpoints/register';

export const PATTERN_IDS: readonly PatternId[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20];

/**
 * The accepted pattern a brand uses for each pattern id (spec section 5, in order). A server may
 * send its own `acceptedPattern`; the engine always checks the one in the rule.
 */
export const PATTERN_SOURCES: Record<PatternId, string> = {
  0: '*',
  1: '^[A-Za-z][A-Za-z0-9]*$',
  2: '^[\\u4e00-\\u9fa50-9]+$',
  3: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  4: '^[A-Za-z0-9]+$',
  5: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z0-9]+$',
  6: '^\\d+$',
  7: '^(?=.*[A-Z])[A-Za-z0-9]+$',
  8: '^[A-Za-z ]+$',
  9: '^\\S+$',
  10: '^[\\u4e00-\\u9fa5\\u3000-\\u303f\\uff00-\\uffef]+$',
  11: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
  12: '^[\\p{L} ]+$',
  13: '^(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4}$',
  14: '^[\\p{L}\\p{N}]+$',
  15: '^[\\uac00-\\ud7a3\\u1100-\\u11ff\\u3130-\\u318f]+$',
  16: '^[\\u0e00-\\u0e7f]+$',
  17: '^[\\u0e00-\\u0e7fA-Za-z ]+$',
  18: '^(?=.*[A-Z])[A-Z ]+$',
  19: '^[A-Za-z0-9!-/:-@\\[-`{-~]+$',
  20: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9]).+$',
};

/** Why a value failed a rule. `key` is a translation key; `min`/`max` come from the rule. */
export interface RuleError {
  reason: 'required' | 'length' | 'pattern';
  key: string;
  min: number;
  max: number;
}

export const patternKey = (patternId: number): string => `reg_pattern_${patternId}`;

const compiled = new Map<string, RegExp | null>();
function compile(source: string): RegExp | null {
  if (!compiled.has(source)) {
    let re: RegExp | null;
    try {
      re = new RegExp(source, 'u');
    } catch {
      re = null;
    }
    compiled.set(source, re);
  }
  return compiled.get(source) ?? null;
}

/** True when `value` matches the accepted pattern (`*` or an unparsable pattern accept anything). */
export function matchesPattern(acceptedPattern: string, value: string): boolean {
  if (!acceptedPattern || acceptedPattern === '*') return true;
  const re = compile(acceptedPattern);
  return re ? re.test(value) : true;
}

/** Length in characters (code points), so one emoji or CJK character counts once. */
const lengthOf = (value: string) => [...value].length;

/**
 * Check one value against one rule. Values are trimmed. A disabled or missing rule accepts
 * anything; an empty value fails only when required. Otherwise the value must be within
 * min..max and match the pattern; both failures report the pattern message (its text states
 * the bounds), with `reason` telling which.
 */
export function checkRule(rule: RegisterRule | undefined, raw: string | null | undefined): RuleError | null {
  if (!rule || !rule.enabled) return null;
  const value = (raw ?? '').trim();
  const bounds = { min: rule.minLength, max: rule.maxLength };
  if (!value) return rule.required ? { reason: 'required', key: 'reg_required', ...bounds } : null;
  const length = lengthOf(value);
  if ((rule.minLength > 0 && length < rule.minLength) || (rule.maxLength > 0 && length > rule.maxLength)) {
    return { reason: 'length', key: patternKey(rule.patternId), ...bounds };
  }
  if (!matchesPattern(rule.acceptedPattern, value)) return { reason: 'pattern', key: patternKey(rule.patternId), ...bounds };
  return null;
}

/**
 * Substitute `(min)` and `(max)` in a pattern message. When both bounds are equal the range
 * collapses to one number: "(min)-(max)" (or "(min)~(max)", "(min) - (max)", "(min) a (max)"…)
 * becomes "6".
 */
export function formatPatternMessage(template: string, min: number, max: number): string {
  let text = template;
  if (min === max) {
    text = text.replace(/\(min\)\s*(?:-|~|–|—|to|a|até|à|bis|до)\s*\(max\)/giu, String(min));
  }
  return text.replace(/\(min\)/g, String(min)).replace(/\(max\)/g, String(max));
}

/** Fields the rule set shows (enabled), in the given order. */
export function enabledFields(rules: RegisterRules, fields: readonly RegisterField[]): RegisterField[] {
  return fields.filter((field) => rules[field]?.enabled);
}

/** Check several fields at once; answers the errors by field (only failing fields). */
export function checkRules(
  rules: RegisterRules,
  values: Partial<Record<RegisterField, string | null | undefined>>,
  fields: readonly RegisterField[] = Object.keys(rules) as RegisterField[],
): Partial<Record<RegisterField, RuleError>> {
  const errors: Partial<Record<RegisterField, RuleError>> = {};
  for (const field of fields) {
    const error = checkRule(rules[field], values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}
