import i18next from 'i18next';
import { PATTERN_IDS, PATTERN_SOURCES, type endpoints } from '@vitrine/shared';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { ruleMessage, ruleResolver } from './rule-resolver';
import { smsCountdownSeconds } from './use-countdown';

const t = i18next.createInstance();
void t.init({ lng: 'en', resources: { en: { host: en }, pt: { host: pt } }, defaultNS: 'host', initAsync: false });

const rule = (patternId: endpoints.PatternId, minLength: number, maxLength: number): endpoints.RegisterRule => ({
  enabled: true,
  required: true,
  minLength,
  maxLength,
  acceptedPattern: PATTERN_SOURCES[patternId],
  patternId,
});

describe('pattern messages in en and pt', () => {
  it('has all 21 messages in both languages', () => {
    for (const id of PATTERN_IDS) {
      expect((en as Record<string, string>)[`reg_pattern_${id}`]).toBeTruthy();
      expect((pt as Record<string, string>)[`reg_pattern_${id}`]).toBeTruthy();
    }
  });

  it('substitutes (min)/(max), one number when equal', () => {
    expect(ruleMessage(t.t, { reason: 'pattern', key: 'reg_pattern_6', min: 8, max: 15 })).toBe('8-15 digits only');
    expect(ruleMessage(t.t, { reason: 'pattern', key: 'reg_pattern_6', min: 6, max: 6 })).toBe('6 digits only');
    expect(ruleMessage(t.getFixedT('pt'), { reason: 'length', key: 'reg_pattern_9', min: 6, max: 20 })).toBe('6-20 caracteres, sem espaços');
  });
});

describe('ruleResolver', () => {
  it('reports each failing field with its message and passes valid values through', async () => {
    const resolver = ruleResolver<{ username: string; password: string; confirm: string }>({
      t: t.t,
      rules: () => ({ username: rule(1, 4, 16), password: rule(9, 6, 20) }),
      extra: (v) => ({ confirm: v.confirm !== v.password ? 'Incorrect confirmation entry' : null }),
    });
    const bad = await resolver({ username: '1ab', password: 'a b', confirm: 'x' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(bad.errors).toEqual({
      username: { type: 'length', message: '4-16 characters, starting with a letter, then letters and digits' },
      password: { type: 'length', message: '6-20 characters, no spaces' },
      confirm: { type: 'validate', message: 'Incorrect confirmation entry' },
    });
    const good = await resolver({ username: 'player1', password: 'Secret1', confirm: 'Secret1' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(good.errors).toEqual({});
  });
});

describe('ruleResolver formatMessages', () => {
  it('a real name that breaks its rule says "real name format incorrect"; an empty required one stays "required"', async () => {
    const resolver = ruleResolver<{ payeeName: string }>({
      t: t.t,
      rules: () => ({ payeeName: { ...rule(12, 2, 50), acceptedPattern: '^[A-Za-z ]+$' } }),
      formatMessages: { payeeName: 'Real name format incorrect.' },
    });
    const opts = { fields: {}, shouldUseNativeValidation: false };
    expect((await resolver({ payeeName: 'R2D2' }, undefined, opts)).errors).toEqual({ payeeName: { type: 'pattern', message: 'Real name format incorrect.' } });
    expect((await resolver({ payeeName: 'A' }, undefined, opts)).errors).toEqual({ payeeName: { type: 'length', message: 'Real name format incorrect.' } });
    expect((await resolver({ payeeName: '' }, undefined, opts)).errors.payeeName?.type).toBe('required');
    expect((await resolver({ payeeName: '' }, undefined, opts)).errors.payeeName?.message).not.toBe('Real name format incorrect.');
    expect((await resolver({ payeeName: 'Maria Silva' }, undefined, opts)).errors).toEqual({});
  });
});

describe('SMS countdown', () => {
  it('is expiredMinutes × 60 s, 60 s for firebase, less half the round trip', () => {
    expect(smsCountdownSeconds(5)).toBe(300);
    expect(smsCountdownSeconds(5, { firebase: true })).toBe(60);
    expect(smsCountdownSeconds(5, { roundTripMs: 2000 })).toBe(299);
  });
});
