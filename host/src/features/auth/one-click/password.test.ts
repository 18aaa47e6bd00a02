import { checkRule, PATTERN_SOURCES, type endpoints } from '@vitrine/shared';
import { generatePassword, passwordPlan, PREFERRED_LENGTH } from './password';

const rule = (patternId: endpoints.PatternId, minLength: number, maxLength: number): endpoints.RegisterRule => ({
  enabled: true,
  required: true,
  minLength,
  maxLength,
  acceptedPattern: PATTERN_SOURCES[patternId],
  patternId,
});

/** The sandbox's default password rule: 6-20 characters, no spaces. */
const DEFAULT = { password: rule(9, 6, 20), confirmPassword: rule(9, 6, 20) };

afterEach(() => jest.restoreAllMocks());

describe('generatePassword', () => {
  it('draws every character from crypto.getRandomValues', () => {
    const spy = jest.spyOn(crypto, 'getRandomValues');
    const password = generatePassword(DEFAULT);
    expect(password).not.toBeNull();
    // One draw per character, plus the shuffle of all but the leading letter.
    expect(spy.mock.calls.length).toBeGreaterThanOrEqual(PREFERRED_LENGTH + (PREFERRED_LENGTH - 2));
    for (const [buffer] of spy.mock.calls) expect(buffer).toBeInstanceOf(Uint32Array);
  });

  it('meets the default rule with 16 characters mixing lower, upper, digit and symbol', () => {
    for (let i = 0; i < 50; i++) {
      const password = generatePassword(DEFAULT)!;
      expect(password).toHaveLength(16);
      expect(checkRule(DEFAULT.password, password)).toBeNull();
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/\d/);
      expect(password).toMatch(/[^A-Za-z0-9]/);
      expect(password).toMatch(/^[A-Za-z]/);
      // No look-alikes to misread when writing it down.
      expect(password).not.toMatch(/[0O1lI]/);
    }
  });

  it('gives a different password each time', () => {
    const seen = new Set(Array.from({ length: 40 }, () => generatePassword(DEFAULT)));
    expect(seen.size).toBe(40);
  });

  it.each([
    ['letter first, then letters and digits (1)', rule(1, 6, 12)],
    ['alphanumeric only (4)', rule(4, 8, 20)],
    ['letters and digits combined (5)', rule(5, 6, 16)],
    ['digits only (6)', rule(6, 6, 6)],
    ['at least one uppercase (7)', rule(7, 8, 30)],
    ['letters, digits and symbols (19)', rule(19, 6, 20)],
    ['upper, lower, digit and symbol (20)', rule(20, 8, 32)],
    ['any characters, no bounds (0)', rule(0, 0, 0)],
  ])('meets the server rule: %s', (_name, password) => {
    for (let i = 0; i < 30; i++) {
      const made = generatePassword({ password, confirmPassword: password });
      expect(made).not.toBeNull();
      expect(checkRule(password, made)).toBeNull();
    }
  });

  it('stays within the bounds: short maximum, long minimum, equal bounds', () => {
    expect(generatePassword({ password: rule(9, 6, 10) })).toHaveLength(10);
    expect(generatePassword({ password: rule(9, 24, 40) })).toHaveLength(24);
    expect(generatePassword({ password: rule(20, 8, 8) })).toHaveLength(8);
    // The confirmation's rule counts too.
    expect(generatePassword({ password: rule(9, 6, 20), confirmPassword: rule(9, 6, 12) })).toHaveLength(12);
  });

  it('answers null when no ASCII password can meet the rule', () => {
    expect(generatePassword({ password: rule(16, 6, 20) })).toBeNull(); // Thai only
    expect(generatePassword({ password: rule(9, 12, 8) })).toBeNull(); // impossible bounds
    expect(passwordPlan({ password: rule(15, 6, 20) })).toBeNull(); // Korean only
  });

  it('uses the random source it is given (uniform picks, no modulo bias)', () => {
    let n = 0;
    const random = jest.fn((buffer: Uint32Array) => {
      buffer[0] = n++;
      return buffer;
    });
    const password = generatePassword(DEFAULT, random)!;
    expect(random).toHaveBeenCalled();
    expect(checkRule(DEFAULT.password, password)).toBeNull();
  });
});
