/**
 * The server rule engine as a react-hook-form resolver. Each field with a rule is checked by
 * `checkRule`; its message is the translated `reg_pattern_<id>` with (min)/(max) substituted.
 * `extra` adds checks the rules do not express (confirmation must match, terms accepted…).
 */
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { checkRule, formatPatternMessage, type RuleError, type endpoints } from '@vitrine/shared';

export function ruleMessage(t: TFunction, error: RuleError): string {
  return formatPatternMessage(t(error.key, { ns: 'host' }), error.min, error.max);
}

export interface RuleResolverOptions<V extends FieldValues> {
  /** Field name → the rule it is checked with (fields without an entry are not rule-checked). */
  rules: () => Partial<Record<keyof V & string, endpoints.RegisterRule | undefined>>;
  t: TFunction;
  /** Further checks: return a message per failing field. */
  extra?: (values: V) => Partial<Record<keyof V & string, string | null | undefined>>;
  /** A field's own message when its value is there but breaks the rule (e.g. 'real name format incorrect'). */
  formatMessages?: Partial<Record<keyof V & string, string>>;
}

export function ruleResolver<V extends FieldValues>({ rules, t, extra, formatMessages }: RuleResolverOptions<V>): Resolver<V> {
  return async (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, rule] of Object.entries(rules()) as [string, endpoints.RegisterRule | undefined][]) {
      const error = checkRule(rule, typeof values[field] === 'string' ? (values[field] as string) : '');
      const own = (formatMessages as Record<string, string | undefined> | undefined)?.[field];
      if (error) errors[field] = { type: error.reason, message: own && error.reason !== 'required' ? own : ruleMessage(t, error) };
    }
    for (const [field, message] of Object.entries(extra?.(values) ?? {})) {
      if (message && !errors[field]) errors[field] = { type: 'validate', message: message as string };
    }
    if (Object.keys(errors).length) return { values: {}, errors: errors as unknown as FieldErrors<V> };
    return { values, errors: {} };
  };
}

/** A rule that only says "required" (login fields, forgot password…). */
export const requiredRule: endpoints.RegisterRule = { enabled: true, required: true, minLength: 0, maxLength: 0, acceptedPattern: '*', patternId: 0 };
