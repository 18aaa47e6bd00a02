import { Value } from '@sinclair/typebox/value';
import type { TSchema } from '@sinclair/typebox';
import type * as E from '@vitrine/shared/api/endpoints';
import { makeApi, type Api } from './util';
import { LoginResultSchema, SecurityConfigSchema, SmsSentSchema } from '../src/responses/session';
import { AffiliateCheckSchema, AutoUsernameSchema, CountrySchema, GeetestChallengeSchema, RegisterRulesSchema } from '../src/responses/register';

jest.setTimeout(60_000);

let api: Api;
beforeAll(async () => {
  api = await makeApi();
});
afterAll(() => api.app.close());

/** The answer satisfies the schema (the server also checks every answer in test mode: nothing dropped, nothing coerced). */
function expectShape(schema: TSchema, value: unknown): void {
  const errors = [...Value.Errors(schema, value)].slice(0, 3).map((e) => `${e.path}: ${e.message}`);
  expect(errors).toEqual([]);
}

describe('response schemas: session', () => {
  it('rsa key, login, free play, SMS code, security config, language, logout', async () => {
    expect(await api.v<string>('GET', '/wps/session/key/rsa')).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    const l = await api.v<E.LoginResult>('POST', '/wps/session/login', { username: 'demo', password: 'Demo1234', type: 'username' }, { encrypt: true });
    expectShape(LoginResultSchema, l);
    const fp = await api.v<E.LoginResult>('POST', '/wps/session/login/freeplay', { os: 'Linux', platform: 'W', random: 'shape-test-1' });
    expectShape(LoginResultSchema, fp);
    expect(fp.isAgent).toBe(4);
    expectShape(SmsSentSchema, await api.v('POST', '/wps/verification/sms/noLogin', { mobileNum: '11987654321', countryDialingCode: '55' }));
    const sc = await api.v<E.SecurityConfig>('GET', '/wps/v2/member/securityConfig', undefined, { token: l.token });
    expectShape(SecurityConfigSchema, sc);
    expect(sc).toMatchObject({ mobileBound: true, emailBound: true, maskedMobile: expect.stringContaining('****') });
    expect(await api.v('POST', '/wps/member/language', { language: 'EN' }, { token: l.token })).toBe(true);
    expect(await api.v('DELETE', '/wps/session/logout', undefined, { token: l.token })).toBe(true);
  });
});

describe('response schemas: register', () => {
  it('rules, auto username, affiliate, captchas, countries, register', async () => {
    const rules = await api.v<E.RegisterRules>('GET', '/wps/system/setting/register');
    expectShape(RegisterRulesSchema, rules);
    expect(rules.username).toMatchObject({ enabled: true, patternId: expect.any(Number) });
    expectShape(AutoUsernameSchema, await api.v('GET', '/wps/member/register/autoUsername'));
    const aff = await api.v<E.AffiliateCheck>('GET', '/wps/agent/affiliate', { code: 'NOPE0000' });
    expectShape(AffiliateCheckSchema, aff);
    expect(aff).toEqual({ valid: false, agentName: null });
    expect(await api.v<string>('GET', '/wps/captcha', { uuid: 'shape-1' })).toMatch(/^data:image\/svg\+xml;base64,/);
    expectShape(GeetestChallengeSchema, await api.v('GET', '/wps/captcha/geetest'));
    const countries = await api.v<E.Country[]>('GET', '/wps/system/country');
    countries.forEach((c) => expectShape(CountrySchema, c));
    expect(countries[0]).toEqual({ countryCode: 'BR', countryDialingCode: '55', name: 'Brasil', flagPath: '/COUNTRY_FLAG/BR.png' });
    const reg = await api.v<E.RegisterResult>('PUT', '/wps/member/register', { username: 'shape01', password: 'Abc12345', confirmPassword: 'Abc12345', login: true }, { encrypt: true });
    expectShape(LoginResultSchema, reg);
    expect(reg).toMatchObject({ userName: 'shape01', firstTimeLogin: true, isAgent: 0 });
  });
});
