import i18next from 'i18next';
import { ApiError, currentLanguage, formatRgDate } from '@vitrine/shared';
import common from '../../../../shared/src/locales/en.json';
import host from '../../locales/en.json';
import { flowErrorMessage } from './errors';

const i18n = i18next.createInstance();
beforeAll(() => i18n.init({ lng: 'en', resources: { en: { common, host } }, ns: ['common', 'host'], defaultNS: 'host', interpolation: { escapeValue: false } }));

describe('flowErrorMessage', () => {
  it('a login refused during a self-exclusion names its end in the player’s language', () => {
    const endsAt = '2027-06-09T10:00:00.000Z';
    const error = new ApiError({ code: 'rg_excluded', endpoint: 'login', message: 'English server text', value: { kind: 'SELF_EXCLUSION', period: '6M', startsAt: '2026-12-09T10:00:00.000Z', endsAt } });
    const text = flowErrorMessage(i18n.t, error);
    expect(text).toContain('self-excluded');
    expect(text).toContain(formatRgDate(endsAt, currentLanguage()));
  });

  it('keeps the known session codes', () => {
    expect(flowErrorMessage(i18n.t, new ApiError({ code: 'login_failed', endpoint: 'login', message: 'x' }))).toBe(host.err_login_failed);
  });

  it('explains codes the shared client localises (account_locked → please contact your agent) instead of the server text', () => {
    expect(flowErrorMessage(i18n.t, new ApiError({ code: 'account_locked', endpoint: 'login', message: 'Account locked' }))).toBe(common.err_contact_agent);
    expect(flowErrorMessage(i18n.t, new ApiError({ code: 'phone_token_invalid', endpoint: 'registerMobile', message: 'Phone verification failed' }))).toBe(host.phone_err_invalid_code);
  });
});
