import type { PatternId, RegisterRule } from '../api/endpoints/register';
import { checkRule, checkRules, enabledFields, formatPatternMessage, matchesPattern, PATTERN_IDS, PATTERN_SOURCES } from './index';

const rule = (patternId: PatternId, over: Partial<RegisterRule> = {}): RegisterRule => ({
  enabled: true,
  required: true,
  minLength: 1,
  maxLength: 64,
  acceptedPattern: PATTERN_SOURCES[patternId],
  patternId,
  ...over,
});

/** For every pattern id of spec section 5: values it accepts and values it refuses. */
const SAMPLES: Record<PatternId, { valid: string[]; invalid: string[] }> = {
  0: { valid: ['anything goes!', '日本語', '@#$%'], invalid: [] },
  1: { valid: ['abc123', 'Player7', 'z'], invalid: ['1abc', 'ab_c', 'ab c', 'ção'] },
  2: { valid: ['张三123', '中文', '2024'], invalid: ['abc', '张 三', '张-三'] },
  3: { valid: ['demo@example.com', 'a.b+c@d.co'], invalid: ['demo@', 'demo.example.com', 'a b@c.d', 'a@b'] },
  4: { valid: ['abc123', 'ABC', '123'], invalid: ['abc-123', 'abc 123', 'abc!'] },
  5: { valid: ['abc123', '1a'], invalid: ['abcdef', '123456', 'abc-123'] },
  6: { valid: ['0123456789', '7'], invalid: ['12a', '12 3', '+55'] },
  7: { valid: ['Abc123', 'ABC'], invalid: ['abc123', 'Abc-123'] },
  8: { valid: ['John Smith', 'Ana'], invalid: ['João', 'John3', 'J_S'] },
  9: { valid: ['no-spaces!', 'p@ss'], invalid: ['has space', 'tab\tin'] },
  10: { valid: ['中文，标点。', '你好'], invalid: ['中文abc', 'hello'] },
  11: { valid: ['2024-02-29', '1999-12-31'], invalid: ['2024-13-01', '31-12-1999', '2024/01/01'] },
  12: { valid: ['João da Silva', 'Анна Петрова', 'Ali'], invalid: ['João 2', 'Ana_Maria', 'Ana-Maria'] },
  13: { valid: ['12-31-1999', '02-29-2024'], invalid: ['1999-12-31', '13-01-2024', '12/31/1999'] },
  14: { valid: ['abc123', 'ção9', '中文2'], invalid: ['abc 123', 'abc-1', 'a_b'] },
  15: { valid: ['한국어', '김철수'], invalid: ['한국어 abc', 'Korean', '한국어1'] },
  16: { valid: ['ภาษาไทย', 'สวัสดี'], invalid: ['ภาษาไทย abc', 'Thai', 'ไทย1'] },
  17: { valid: ['สวัสดี Somchai', 'John Smith', 'ไทย'], invalid: ['ไทย1', 'John_Smith', 'João'] },
  18: { valid: ['JOHN SMITH', 'A'], invalid: ['John Smith', 'A-B', 'JOHN3'] },
  19: { valid: ['Pass!@#1', 'abc', '~{}[]'], invalid: ['has space', 'ção', '中文'] },
  20: { valid: ['Aa1!aaaa', 'xY9#'], invalid: ['aa1!aaaa', 'AA1!AAAA', 'Aa!aaaaa', 'Aa1aaaaa'] },
};

describe('rule engine: the 21 pattern ids', () => {
  it('covers every id 0–20', () => {
    expect(PATTERN_IDS).toHaveLength(21);
    expect(Object.keys(SAMPLES).map(Number)).toEqual([...PATTERN_IDS]);
  });

  for (const id of PATTERN_IDS) {
    it(`pattern ${id}: accepts its valid samples and refuses the invalid ones with reg_pattern_${id}`, () => {
      for (const value of SAMPLES[id].valid) expect({ value, error: checkRule(rule(id), value) }).toEqual({ value, error: null });
      for (const value of SAMPLES[id].invalid) {
        expect({ value, error: checkRule(rule(id), value) }).toEqual({ value, error: { reason: 'pattern', key: `reg_pattern_${id}`, min: 1, max: 64 } });
      }
    });
  }
});

describe('rule engine: rule semantics', () => {
  it("'*' accepts any characters", () => {
    expect(matchesPattern('*', 'x y z !')).toBe(true);
    expect(checkRule(rule(4, { acceptedPattern: '*' }), 'has spaces & symbols')).toBeNull();
  });

  it('checks the length in characters within min..max, reporting the pattern message', () => {
    const r = rule(1, { minLength: 4, maxLength: 16 });
    expect(checkRule(r, 'abc')).toEqual({ reason: 'length', key: 'reg_pattern_1', min: 4, max: 16 });
    expect(checkRule(r, 'a'.repeat(17))?.reason).toBe('length');
    expect(checkRule(r, 'abcd')).toBeNull();
    expect(checkRule(rule(0, { minLength: 2, maxLength: 2 }), '中文')).toBeNull();
  });

  it('required, optional, disabled and trimmed values', () => {
    expect(checkRule(rule(1), '')).toEqual({ reason: 'required', key: 'reg_required', min: 1, max: 64 });
    expect(checkRule(rule(1), '   ')?.reason).toBe('required');
    expect(checkRule(rule(1, { required: false }), '')).toBeNull();
    expect(checkRule(rule(1, { required: false }), '1bad')?.reason).toBe('pattern');
    expect(checkRule(rule(1, { enabled: false }), '1bad')).toBeNull();
    expect(checkRule(undefined, '1bad')).toBeNull();
    expect(checkRule(rule(1), '  abc  ')).toBeNull();
  });

  it('uses the pattern the server sent, not the id', () => {
    expect(checkRule(rule(1, { acceptedPattern: '^x+$' }), 'xxx')).toBeNull();
    expect(checkRule(rule(1, { acceptedPattern: '^x+$' }), 'abc')?.key).toBe('reg_pattern_1');
  });

  it('checks a rule set and lists enabled fields in order', () => {
    const rules = { username: rule(1, { minLength: 4, maxLength: 16 }), email: rule(3, { required: false }), qqNum: rule(6, { enabled: false }) };
    expect(enabledFields(rules, ['qqNum', 'email', 'username'])).toEqual(['email', 'username']);
    const errors = checkRules(rules, { username: '1x', email: 'bad', qqNum: 'x' });
    expect(Object.keys(errors).sort()).toEqual(['email', 'username']);
  });
});

describe('pattern messages: (min) and (max)', () => {
  it('substitutes both bounds', () => {
    expect(formatPatternMessage('(min)-(max) characters, letters and digits', 4, 16)).toBe('4-16 characters, letters and digits');
    expect(formatPatternMessage('Entre (min) e (max) caracteres', 6, 20)).toBe('Entre 6 e 20 caracteres');
  });
  it('shows one number when min equals max', () => {
    expect(formatPatternMessage('(min)-(max) digits', 6, 6)).toBe('6 digits');
    expect(formatPatternMessage('(min) ~ (max) dígitos', 6, 6)).toBe('6 dígitos');
    expect(formatPatternMessage('de (min) a (max) dígitos', 6, 6)).toBe('de 6 dígitos');
  });
});
