/**
 * The one-click password: made in the browser with `crypto.getRandomValues` (rejection sampling,
 * so every character is equally likely) and checked against the server's password rules (and
 * the confirmation's, when the rule set has one) with the same engine the forms use.
 *
 * Which character classes to use depends on the rule's accepted pattern, which is a free regular
 * expression: `passwordPlan` tries class sets from strongest to weakest against a deterministic
 * sample and keeps the first one the rules accept (pure, so eligibility can ask it too).
 * Look-alike characters (0/O, 1/l/I) are left out: the player copies or writes this down.
 */
import { checkRule, type endpoints } from '@vitrine/shared';

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGIT = '23456789';
/** ASCII punctuation accepted by the "letters, digits and symbols" pattern; nothing that reads as a quote or a space. */
const SYMBOL = '!#$%*+-=?@_';

export type CharClass = 'lower' | 'upper' | 'digit' | 'symbol';
const ALPHABET: Record<CharClass, string> = { lower: LOWER, upper: UPPER, digit: DIGIT, symbol: SYMBOL };

/** Strongest first; each set puts one of every class in the password. */
const CLASS_SETS: CharClass[][] = [
  ['lower', 'upper', 'digit', 'symbol'],
  ['lower', 'upper', 'digit'],
  ['lower', 'digit'],
  ['upper', 'digit'],
  ['lower', 'upper'],
  ['lower'],
  ['upper'],
  ['digit'],
];

/** The length aimed at when the rule allows it. */
export const PREFERRED_LENGTH = 16;
/** The register call accepts at most 64 characters. */
const HARD_MAX = 64;

export interface PasswordPlan {
  classes: CharClass[];
  length: number;
}

type Rules = Pick<endpoints.RegisterRules, 'password' | 'confirmPassword'>;

function targetLength(rules: (endpoints.RegisterRule | undefined)[]): number | null {
  let min = 0;
  let max = HARD_MAX;
  for (const rule of rules) {
    if (!rule?.enabled) continue;
    if (rule.minLength > 0) min = Math.max(min, rule.minLength);
    if (rule.maxLength > 0) max = Math.min(max, rule.maxLength);
  }
  if (min > max) return null;
  return Math.min(Math.max(PREFERRED_LENGTH, min), max);
}

/** One of each class first (a letter leading, for "letter first" patterns), then the rest. */
function arrange(classes: CharClass[], length: number, pick: (alphabet: string) => string, order: (chars: string[]) => string[]): string | null {
  if (length < classes.length) return null;
  const required = classes.map((c) => pick(ALPHABET[c]));
  const all = classes.map((c) => ALPHABET[c]).join('');
  const rest = Array.from({ length: length - classes.length }, () => pick(all));
  const body = order([...required.slice(1), ...rest]);
  // The first character is always from the first class (a letter whenever the set has letters).
  return [required[0], ...body].join('');
}

function passes(password: string, rules: Rules): boolean {
  return !checkRule(rules.password, password) && !checkRule(rules.confirmPassword ?? rules.password, password);
}

/**
 * The strongest class set and the length that the rules accept, or null when no password made
 * of ASCII letters, digits and symbols can satisfy them (e.g. a "Thai only" rule).
 */
export function passwordPlan(rules: Rules): PasswordPlan | null {
  const length = targetLength([rules.password, rules.confirmPassword]);
  if (length === null) return null;
  for (const classes of CLASS_SETS) {
    // A deterministic sample: each alphabet walked in turn (no randomness needed to decide).
    let i = 0;
    const sample = arrange(classes, length, (alphabet) => alphabet[i++ % alphabet.length], (chars) => chars);
    if (sample && passes(sample, rules)) return { classes, length };
  }
  return null;
}

/** A uniformly random index below `n` from the given random source (rejection sampling, no modulo bias). */
function randomIndex(n: number, random: (buffer: Uint32Array) => Uint32Array): number {
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  const buffer = new Uint32Array(1);
  for (;;) {
    random(buffer);
    if (buffer[0] < limit) return buffer[0] % n;
  }
}

const cryptoRandom = (buffer: Uint32Array) => crypto.getRandomValues(buffer);

/**
 * A fresh password that meets the server's password (and confirmation) rules, or null when the
 * rules cannot be met (see `passwordPlan`). `random` is for tests; production uses Web Crypto.
 */
export function generatePassword(rules: Rules, random: (buffer: Uint32Array) => Uint32Array = cryptoRandom): string | null {
  const plan = passwordPlan(rules);
  if (!plan) return null;
  const pick = (alphabet: string) => alphabet[randomIndex(alphabet.length, random)];
  const shuffle = (chars: string[]) => {
    for (let i = chars.length - 1; i > 0; i--) {
      const j = randomIndex(i + 1, random);
      [chars[i], chars[j]] = [chars[j], chars[i]];
    }
    return chars;
  };
  // The plan's sample passed; a random arrangement of the same classes almost always does too.
  for (let attempt = 0; attempt < 20; attempt++) {
    const password = arrange(plan.classes, plan.length, pick, shuffle);
    if (password && passes(password, rules)) return password;
  }
  return null;
}
