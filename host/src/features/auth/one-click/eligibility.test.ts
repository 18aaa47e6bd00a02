import { PATTERN_SOURCES, type endpoints } from '@vitrine/shared';
import { isOneClickAvailable, unmetRequiredFields } from './eligibility';

const rule = (patternId: endpoints.PatternId, minLength: number, maxLength: number, required: boolean, enabled = true): endpoints.RegisterRule => ({
  enabled,
  required,
  minLength,
  maxLength,
  acceptedPattern: PATTERN_SOURCES[patternId],
  patternId,
});

/** The sandbox defaults: e-mail, mobile… shown but optional; captcha off. */
const RULES: endpoints.RegisterRules = {
  username: rule(1, 4, 16, true),
  password: rule(9, 6, 20, true),
  confirmPassword: rule(9, 6, 20, true),
  email: rule(3, 5, 50, false),
  mobileNum: rule(6, 8, 15, false),
  captcha: rule(4, 4, 4, false, false),
  paymentPassword: rule(6, 6, 6, true, false),
};
const OPEN = { REG3: true, DIRECTREG3: true, USERNAMEREG3: true };

describe('isOneClickAvailable', () => {
  it('is on at the player door when registration is open and the rules ask only for username and password', () => {
    expect(isOneClickAvailable({ modules: OPEN, rules: RULES, loginAs: 'member' })).toBe(true);
  });

  it('is off at the agent door', () => {
    expect(isOneClickAvailable({ modules: OPEN, rules: RULES, loginAs: 'agent' })).toBe(false);
  });

  it.each(['DIRECTREG3', 'USERNAMEREG3', 'REG3'])('is off when %s is off or unknown', (flag) => {
    expect(isOneClickAvailable({ modules: { ...OPEN, [flag]: false }, rules: RULES, loginAs: 'member' })).toBe(false);
    const unknown: Record<string, boolean> = { ...OPEN };
    delete unknown[flag];
    expect(isOneClickAvailable({ modules: unknown, rules: RULES, loginAs: 'member' })).toBe(false);
    expect(isOneClickAvailable({ modules: undefined, rules: RULES, loginAs: 'member' })).toBe(false);
  });

  it('is off while the rules load', () => {
    expect(isOneClickAvailable({ modules: OPEN, rules: null, loginAs: 'member' })).toBe(false);
  });

  it.each<endpoints.RegisterField>(['email', 'mobileNum', 'payeeName', 'affiliateCode', 'verificationCode', 'paymentPassword'])('is off when the rules require %s', (field) => {
    const rules = { ...RULES, [field]: rule(0, 0, 0, true) };
    expect(unmetRequiredFields(rules)).toEqual([field]);
    expect(isOneClickAvailable({ modules: OPEN, rules, loginAs: 'member' })).toBe(false);
  });

  it('ignores required rules that are disabled, and allows a required image captcha', () => {
    expect(unmetRequiredFields(RULES)).toEqual([]);
    const rules = { ...RULES, captcha: rule(4, 4, 4, true) };
    expect(isOneClickAvailable({ modules: OPEN, rules, loginAs: 'member' })).toBe(true);
  });

  it('is off when no generated password could meet the password rule', () => {
    const rules = { ...RULES, password: rule(16, 6, 20, true), confirmPassword: rule(16, 6, 20, true) };
    expect(isOneClickAvailable({ modules: OPEN, rules, loginAs: 'member' })).toBe(false);
  });
});
