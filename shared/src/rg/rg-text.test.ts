import i18next from 'i18next';
import { ApiError } from '../api/errors';
import common from '../locales/en.json';
import { formatRgDate, rgErrorText } from './rg-text';

const i18n = i18next.createInstance();
beforeAll(() => i18n.init({ lng: 'en', resources: { en: { common } }, ns: ['common'], defaultNS: 'common', interpolation: { escapeValue: false } }));

describe('rgErrorText', () => {
  it('names the limit, its amount, the use and the reset of a refused deposit', () => {
    const error = new ApiError({
      code: 'rg_limit_reached', endpoint: 'deposit', message: 'English server text',
      value: { kind: 'DEPOSIT', period: 'DAY', limit: 100, used: 60, resetsAt: '2026-12-10T00:00:00.000Z', action: 'DEPOSIT' },
    });
    const text = rgErrorText(error, i18n.t, 'en')!;
    expect(text).toContain('Daily deposit limit');
    expect(text).toContain('100.00');
    expect(text).toContain('60.00');
    expect(text).toContain(formatRgDate('2026-12-10T00:00:00.000Z', 'en'));
  });

  it('says minutes for the play-time limit', () => {
    const error = new ApiError({ code: 'rg_limit_reached', endpoint: 'x', value: { kind: 'SESSION', period: 'DAY', limit: 30, used: 31, resetsAt: '2026-12-10T00:00:00.000Z', action: 'BET' } });
    expect(rgErrorText(error, i18n.t, 'en')).toContain('30 min');
  });

  it('names the end of a time-out or self-exclusion, or says it is indefinite', () => {
    const at = '2027-06-09T10:00:00.000Z';
    const x = (kind: string, endsAt: string | null) => new ApiError({ code: 'rg_excluded', endpoint: 'login', value: { kind, period: '6M', startsAt: at, endsAt } });
    expect(rgErrorText(x('SELF_EXCLUSION', at), i18n.t, 'en')).toContain(formatRgDate(at, 'en'));
    expect(rgErrorText(x('TIMEOUT', at), i18n.t, 'en')).toMatch(/time-out/);
    expect(rgErrorText(x('SELF_EXCLUSION', null), i18n.t, 'en')).toMatch(/indefinitely/);
  });

  it('answers null for other errors and for a malformed value', () => {
    expect(rgErrorText(new ApiError({ code: 'login_failed', endpoint: 'login' }), i18n.t, 'en')).toBeNull();
    expect(rgErrorText(new ApiError({ code: 'rg_limit_reached', endpoint: 'x', value: { kind: 'DEPOSIT' } }), i18n.t, 'en')).toBeNull();
    expect(rgErrorText(new Error('x'), i18n.t, 'en')).toBeNull();
  });
});
