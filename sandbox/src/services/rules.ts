import type { PatternId, RegisterField, RegisterRule, RegisterRules } from '@vitrine/shared/api/endpoints';

/**
 * Pattern ids 0–20 of spec section 5. `acceptedPattern` is a JavaScript regular-expression source
 * to compile with the `u` flag; `*` means any characters.
 */
export const PATTERNS: Record<PatternId, { source: string; message: string }> = {
  0: { source: '*', message: 'any characters' },
  1: { source: '^[A-Za-z][A-Za-z0-9]*$', message: 'must start with a letter, then letters and digits' },
  2: { source: '^[\\u4e00-\\u9fa50-9]+$', message: 'Chinese characters and digits only' },
  3: { source: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', message: 'must be a valid e-mail address' },
  4: { source: '^[A-Za-z0-9]+$', message: 'letters and digits only, no special characters' },
  5: { source: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z0-9]+$', message: 'must combine letters and digits' },
  6: { source: '^\\d+$', message: 'digits only' },
  7: { source: '^(?=.*[A-Z])[A-Za-z0-9]+$', message: 'letters and digits with at least one uppercase letter' },
  8: { source: '^[A-Za-z ]+$', message: 'English letters and spaces only' },
  9: { source: '^\\S+$', message: 'no spaces allowed' },
  10: { source: '^[\\u4e00-\\u9fa5\\u3000-\\u303f\\uff00-\\uffef]+$', message: 'Chinese characters and punctuation only' },
  11: { source: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', message: 'date as yyyy-MM-dd' },
  12: { source: '^[\\p{L} ]+$', message: 'letters and spaces only' },
  13: { source: '^(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4}$', message: 'date as MM-dd-yyyy' },
  14: { source: '^[\\p{L}\\p{N}]+$', message: 'letters and digits only' },
  15: { source: '^[\\uac00-\\ud7a3\\u1100-\\u11ff\\u3130-\\u318f]+$', message: 'Korean only' },
  16: { source: '^[\\u0e00-\\u0e7f]+$', message: 'Thai only' },
  17: { source: '^[\\u0e00-\\u0e7fA-Za-z ]+$', message: 'Thai or English letters and spaces only' },
  18: { source: '^(?=.*[A-Z])[A-Z ]+$', message: 'uppercase letters and spaces, at least one letter' },
  19: { source: '^[A-Za-z0-9!-/:-@\\[-`{-~]+$', message: 'letters, digits and symbols only' },
  20: { source: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9]).+$', message: 'at least one uppercase, one lowercase, one digit and one special symbol' },
};

const rule = (patternId: PatternId, minLength: number, maxLength: number, required: boolean, enabled = true): RegisterRule => ({
  enabled, required, minLength, maxLength, acceptedPattern: PATTERNS[patternId].source, patternId,
});

export const DEFAULT_RULES: RegisterRules = {
  username: rule(1, 4, 16, true),
  password: rule(9, 6, 20, true),
  confirmPassword: rule(9, 6, 20, true),
  email: rule(3, 5, 50, false),
  mobileNum: rule(6, 8, 15, false),
  payeeName: rule(12, 2, 50, false),
  affiliateCode: rule(4, 4, 16, false),
  referralCode: rule(4, 4, 16, false),
  verificationCode: rule(6, 6, 6, false),
  whatsapp: rule(6, 8, 15, false),
  telegram: rule(9, 5, 32, false),
  captcha: rule(4, 4, 4, false, false),
  paymentPassword: rule(6, 6, 6, false, false),
  qqNum: rule(6, 5, 12, false, false),
  line: rule(9, 3, 30, false, false),
  facebook: rule(9, 3, 50, false, false),
  wechat: rule(9, 3, 30, false, false),
  idNumber: rule(4, 6, 20, false, false),
  recommenderId: rule(4, 4, 16, false, false),
  nickname: rule(0, 2, 20, false, false),
  zalo: rule(6, 8, 15, false, false),
};

/** `Password must be 6-20 characters` style text; one number when min = max. */
export function lengthText(r: RegisterRule): string {
  return r.minLength === r.maxLength ? `${r.minLength}` : `${r.minLength}-${r.maxLength}`;
}

/** Checks a value against a rule; answers an error message or null. */
export function checkRule(field: string, value: string | undefined, r: RegisterRule | undefined): string | null {
  if (!r || !r.enabled) return null;
  const v = (value ?? '').trim();
  if (!v) return r.required ? `${field} is required` : null;
  const len = [...v].length;
  if (len < r.minLength || len > r.maxLength) return `${field} must be ${lengthText(r)} characters`;
  if (r.acceptedPattern !== '*') {
    let re: RegExp;
    try {
      re = new RegExp(r.acceptedPattern, 'u');
    } catch {
      return null;
    }
    if (!re.test(v)) return `${field}: ${PATTERNS[r.patternId]?.message ?? 'invalid format'} (reg_pattern_${r.patternId})`;
  }
  return null;
}

export function checkRules(rules: RegisterRules, body: Partial<Record<RegisterField, string | undefined>>, fields: RegisterField[]): string | null {
  for (const f of fields) {
    const msg = checkRule(f, body[f], rules[f]);
    if (msg) return msg;
  }
  return null;
}
