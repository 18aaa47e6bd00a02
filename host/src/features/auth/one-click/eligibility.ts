/**
 * Whether the login modal offers one-click sign-up. One click can only supply a username (the
 * server's suggestion), a password (generated) and the captchas, so the button shows only when:
 * - registration is open: REG3, DIRECTREG3 and USERNAMEREG3 all on (unknown counts as off);
 * - the player door is chosen (agents are never signed up here);
 * - the rules are loaded and require nothing else (an e-mail, a mobile number, a real name… that
 *   the rule set marks enabled and required hides it);
 * - a generated password can satisfy the password rules (a "Thai only" password rule cannot).
 */
import type { endpoints } from '@vitrine/shared';
import type { LoginAs } from '../auth-view';
import { passwordPlan } from './password';

/** The fields one click fills in itself (the image captcha is typed in the block). */
export const ONE_CLICK_FIELDS: readonly endpoints.RegisterField[] = ['username', 'password', 'confirmPassword', 'captcha'];

export const ONE_CLICK_MODULES = ['REG3', 'DIRECTREG3', 'USERNAMEREG3'] as const;

export interface OneClickInput {
  /** Whitelabel modules as boot flattened them (`BootState.modules`). */
  modules: Record<string, boolean> | undefined;
  /** The register rules, or null while they load. */
  rules: endpoints.RegisterRules | null;
  loginAs: LoginAs;
}

/** Fields the rule set requires that one click cannot fill in. */
export function unmetRequiredFields(rules: endpoints.RegisterRules): endpoints.RegisterField[] {
  return (Object.entries(rules) as [endpoints.RegisterField, endpoints.RegisterRule | undefined][])
    .filter(([field, rule]) => rule?.enabled && rule.required && !ONE_CLICK_FIELDS.includes(field))
    .map(([field]) => field);
}

export function isOneClickAvailable({ modules, rules, loginAs }: OneClickInput): boolean {
  if (loginAs !== 'member' || !rules) return false;
  if (!ONE_CLICK_MODULES.every((id) => modules?.[id] === true)) return false;
  if (unmetRequiredFields(rules).length > 0) return false;
  return passwordPlan(rules) !== null;
}
