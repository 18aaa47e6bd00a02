import { makeApi, sealRandomForSandbox, type Api } from './util';
import { checkRule, DEFAULT_RULES, PATTERNS } from '../src/services/rules';
import type { LoginResult, PatternId, RegisterRule } from '@vitrine/shared/api/endpoints';

jest.setTimeout(60_000);

let api: Api;
beforeAll(async () => {
  api = await makeApi();
});
afterAll(() => api.app.close());

const reg = (body: Record<string, unknown>) =>
  api.call('PUT', '/wps/member/register', { password: 'Abc12345', confirmPassword: 'Abc12345', ...body }, { encrypt: true });

describe('pattern ids 0–20', () => {
  const cases: Record<PatternId, [string, string | null]> = {
    0: ['anything goes!', null],
    1: ['abc123', '1abc'],
    2: ['中文123', 'abc'],
    3: ['a@b.co', 'not-an-email'],
    4: ['abc123', 'abc_123'],
    5: ['abc123', 'abcdef'],
    6: ['123456', '12a456'],
    7: ['Abc123', 'abc123'],
    8: ['John Smith', 'José'],
    9: ['no-spaces', 'has space'],
    10: ['中文，。', 'abc'],
    11: ['2026-01-31', '31-01-2026'],
    12: ['José Silva', 'José1'],
    13: ['01-31-2026', '2026-01-31'],
    14: ['José1', 'José 1'],
    15: ['한국어', 'korean'],
    16: ['ภาษาไทย', 'thai'],
    17: ['ไทย abc', 'abc1'],
    18: ['JOHN SMITH', 'John'],
    19: ['abc!@#12', 'abc 12'],
    20: ['Abc123!', 'Abc1234'],
  };
  it.each(Object.entries(cases))('pattern %s accepts its example and rejects a bad one', (id, [good, bad]) => {
    const rule: RegisterRule = { enabled: true, required: true, minLength: 1, maxLength: 50, acceptedPattern: PATTERNS[Number(id) as PatternId].source, patternId: Number(id) as PatternId };
    expect(checkRule('f', good, rule)).toBeNull();
    if (bad !== null) expect(checkRule('f', bad, rule)).toMatch(new RegExp(`reg_pattern_${id}`));
  });
  it('checks length with min-max, or one number when equal', () => {
    expect(checkRule('password', 'abc', DEFAULT_RULES.password)).toBe('password must be 6-20 characters');
    expect(checkRule('verificationCode', '123', DEFAULT_RULES.verificationCode)).toBe('verificationCode must be 6 characters');
  });
});

describe('register enforces the server rules', () => {
  it.each([
    [{ username: 'ab' }, /username must be 4-16 characters/],
    [{ username: '1abcd' }, /must start with a letter/],
    [{ username: 'validname', password: 'Abc 1234', confirmPassword: 'Abc 1234' }, /no spaces/],
    [{ username: 'validname', confirmPassword: 'Other123' }, /Incorrect confirmation entry/],
    [{ username: 'validname', email: 'not-an-email' }, /e-mail/],
    [{ username: 'validname', mobileNum: '12ab' }, /mobileNum/],
    [{ username: 'validname', payeeName: 'José 9' }, /letters and spaces/],
    [{ username: 'validname', affiliateCode: 'ZZZZ9999' }, /Invalid invitation code/],
    [{ username: 'validname', referralCode: 'ZZZZ9999' }, /Invalid referral code/],
    [{ username: 'validname', mobileNum: '11911112222' }, /verificationCode is required/],
    [{ username: 'demo' }, /already taken/],
    [{}, /username is required/],
  ])('%j is rejected', async (body, msg) => {
    const r = await reg(body);
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(r.body.success).toBe(false);
    expect(r.body.message).toMatch(msg);
  });

  it('rules changed through the control API apply at once', async () => {
    await api.v('POST', '/__sandbox/register-rules', { rules: { email: { ...DEFAULT_RULES.email, required: true } } });
    const r = await reg({ username: 'needsmail' });
    expect(r.body.message).toMatch(/email is required/);
    await api.v('POST', '/__sandbox/register-rules', { rules: { email: DEFAULT_RULES.email } });
  });

  it('an agent affiliate code attaches the upline', async () => {
    const t = await api.login('agent');
    const code = (await api.v<{ referralCode: string }>('GET', '/wps/member/info', undefined, { token: t })).referralCode;
    expect(await api.v('GET', '/wps/agent/affiliate', { code })).toMatchObject({ valid: true });
    expect(await api.v('GET', '/wps/agent/affiliate', { code: 'NOPE1' })).toEqual({ valid: false, agentName: null });
    const res = await api.v<LoginResult>('PUT', '/wps/member/register', { username: 'affkid', password: 'Abc12345', confirmPassword: 'Abc12345', affiliateCode: code }, { encrypt: true });
    const info = await api.v<{ toUpline: string }>('GET', '/wps/member/info', undefined, { token: res.token });
    expect(info.toUpline).toBe('agent');
  });
});

describe('login', () => {
  it('requires the image captcha after 3 failures', async () => {
    const bad = () => api.call('POST', '/wps/session/login', { username: 'vip5', password: 'wrong', type: 'username' }, { encrypt: true });
    expect((await bad()).body.code).toBe('login_failed');
    expect((await bad()).body.code).toBe('login_failed');
    const third = await bad();
    expect(third.body).toMatchObject({ code: 'captcha_required' });
    const noCaptcha = await api.call('POST', '/wps/session/login', { username: 'vip5', password: 'Demo1234', type: 'username' }, { encrypt: true });
    expect(noCaptcha.body.code).toBe('captcha_required');
    const img = await api.v<string>('GET', '/wps/captcha', { uuid: 'cap-1' });
    expect(img).toMatch(/^data:image\/svg\+xml;base64,/);
    const text = (await api.v<{ text: string }>('GET', '/__sandbox/captcha/last', { uuid: 'cap-1' })).text;
    const ok = await api.call('POST', '/wps/session/login', { username: 'vip5', password: 'Demo1234', type: 'username', captcha: text.toLowerCase(), captchaUuid: 'cap-1' }, { encrypt: true });
    expect(ok.body.success).toBe(true);
  });

  it('throttles the image captcha to once per second', async () => {
    await api.v('GET', '/wps/captcha', { uuid: 'cap-2' });
    const r = await api.call('GET', '/wps/captcha', { uuid: 'cap-2' });
    expect(r.status).toBe(429);
  });

  it('flags the weak password, first login and expired password', async () => {
    expect(await api.v('POST', '/wps/session/login', { username: 'weak', password: '123456', type: 'username' }, { encrypt: true })).toMatchObject({ weakPassword: true });
    const n = await api.v<LoginResult>('POST', '/wps/session/login', { username: 'newbie', password: 'Demo1234', type: 'username' }, { encrypt: true });
    expect(n.firstTimeLogin).toBe(true);
    expect((await api.v<LoginResult>('POST', '/wps/session/login', { username: 'newbie', password: 'Demo1234', type: 'username' }, { encrypt: true })).firstTimeLogin).toBe(false);
    expect(await api.v('POST', '/wps/session/login', { username: 'expired', password: 'Demo1234', type: 'username' }, { encrypt: true })).toMatchObject({ passwordExpired: true });
  });

  it('asks for SMS 2FA from an unknown IP', async () => {
    const r = await api.call('POST', '/wps/session/login', { username: 'secure', password: 'Demo1234', type: 'username' }, { encrypt: true });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 'login_ip_verification_required', value: { method: 'SMS', maskedMobile: '11****002' } });
  });

  it('logs in by SMS code and throttles SMS to once per second', async () => {
    await api.v('POST', '/wps/verification/sms/noLogin', { mobileNum: '11987650001', countryDialingCode: '55' });
    const again = await api.call('POST', '/wps/verification/sms/noLogin', { mobileNum: '11987650001', countryDialingCode: '55' });
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('sms_throttled');
    const code = (await api.v<{ code: string }>('GET', '/__sandbox/sms/last', { mobile: '11987650001' })).code;
    const wrong = await api.call('POST', '/wps/session/login', { username: '11987650001', password: '000000', type: 'sms', countryDialingCode: '55' }, { encrypt: true });
    expect(wrong.body.code).toBe('sms_code_invalid');
    expect(await api.v('POST', '/wps/session/login', { username: '11987650001', password: code, type: 'sms', countryDialingCode: '55' }, { encrypt: true })).toMatchObject({ userName: 'agent', isAgent: 1 });
  });

  it('member-only and agent-only logins', async () => {
    expect((await api.call('POST', '/wps/session/login', { username: 'agent', password: 'Demo1234', type: 'username', loginAs: 'member' }, { encrypt: true })).body.code).toBe('non_member_login');
    expect((await api.call('POST', '/wps/session/login', { username: 'demo', password: 'Demo1234', type: 'username', loginAs: 'agent' }, { encrypt: true })).body.code).toBe('non_agent_login');
  });

  it('validates the login body with clear messages', async () => {
    const r = await api.call('POST', '/wps/session/login', { username: 'demo', type: 'username' }, { encrypt: true });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/'password' is required/);
    const t = await api.call('POST', '/wps/session/login', { username: 'demo', password: 'x', type: 'email' }, { encrypt: true });
    expect(t.body.message).toMatch(/'type'/);
    const blank = await api.call('POST', '/wps/session/login', { username: '   ', password: 'x', type: 'username' }, { encrypt: true });
    expect(blank.body.message).toMatch(/username is required/);
  });

  it('free play logs a trial account in; trial accounts are refused real-account features', async () => {
    const r = await api.v<LoginResult>('POST', '/wps/session/login/freeplay', { os: 'Linux', platform: 'W', random: sealRandomForSandbox('seed-trial', api.pem) });
    expect(r).toMatchObject({ userName: 'trial', isAgent: 4 });
    const d = await api.call('POST', '/wps/relay/PAYFE_requestDeposit', { amount: 10, channel: 'PIX' }, { token: r.token });
    expect(d.status).toBe(403);
    expect(d.body.code).toBe('trial_account_denied');
  });
});

describe('other rules', () => {
  let demo: string;
  beforeAll(async () => {
    demo = await api.login('demo');
  });
  it.each([
    ['POST', '/wps/game/launchGame', { vassalage: 'PG', nodeId: 'PG-0002', accountType: 1 }, /'launchMode' is required/],
    ['POST', '/wps/game/launchGame', { vassalage: 'PG', nodeId: 'PG-0002', accountType: 1, launchMode: 'IFRAME' }, /'launchMode'/],
    ['POST', '/wps/game/launchGame', { vassalage: 'PG', nodeId: 'PG-0006', accountType: 1, launchMode: 'GLS' }, /sub-games/],
    ['POST', '/wps/game/launchGame', { vassalage: 'CMD', accountType: 1, launchMode: 'GLS' }, /maintenance/],
    ['POST', '/wps/relay/GCSGAME_gameList', { pageSize: 1000 }, /'pageSize' must be <= 200/],
    ['POST', '/wps/relay/GCSGAME_gameList', { pageNo: 0 }, /'pageNo' must be >= 1/],
    ['POST', '/wps/relay/GCS_walletTransfer', { from: 'MAIN', to: 'MAIN', amount: 1 }, /must be different/],
    ['POST', '/wps/relay/GCS_walletTransfer', { from: 'MAIN', to: 'NOPE', amount: 1 }, /Unknown wallet/],
    ['POST', '/wps/relay/GCS_walletTransfer', { from: 'MAIN', to: 'PG', amount: -5 }, /'amount' must be >= 0.01/],
    ['POST', '/wps/relay/GCS_walletTransfer', { from: 'MAIN', to: 'PG', amount: 99999999 }, /Insufficient balance/],
    ['POST', '/wps/relay/MCSFE_applyPromotion', { promotionId: 2, comment: 'x'.repeat(141) }, /at most 140 characters/],
    ['POST', '/wps/relay/MCSFE_applyPromotion', { promotionId: 2, comment: 'ok', images: ['data:image/gif;base64,AAAA'] }, /only png or jpg/],
    ['POST', '/wps/relay/MCSFE_applyPromotion', { promotionId: 2, comment: 'ok', images: ['a', 'b', 'c', 'd'] }, /at most 3 items/],
    ['PUT', '/wps/feedback', { questionType: 'GAME', content: '   ' }, /input cannot be empty/],
    ['PUT', '/wps/feedback', { questionType: 'GAME', content: 'short' }, /content must be 10-500 characters/],
    ['PUT', '/wps/feedback', { questionType: 'GAME', content: 'An svg screenshot', contact: 'a@b.c', images: ['data:image/svg+xml;base64,PHN2Zy8+'] }, /only png or jpg/],
    ['PUT', '/wps/feedback', { questionType: 'NOPE', content: 'long enough text' }, /'questionType'/],
    ['POST', '/wps/relay/MCSFE_getListAnnouncements', { types: 'B,XX' }, /unknown announcement type 'XX'/],
    ['POST', '/wps/member/language', { language: 'ZZ' }, /language must be one of EN, PT/],
    ['POST', '/wps/relay/ODSFE2_getBettingRecords', { startDate: '2026-13-45x' }, /'startDate'/],
    ['POST', '/wps/relay/ODSFE2_getBettingRecords', { startDate: '2026-02-01', endDate: '2026-01-01' }, /startDate must not be after endDate/],
  ])('%s %s %j → %s', async (method, url, body, msg) => {
    const enc = url === '/wps/member/password';
    const r = await api.call(method, url, body, { token: demo, encrypt: enc });
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(r.body.message).toMatch(msg);
  });

  it('change password: confirmation, old password, weak password', async () => {
    const t = await api.login('newbie');
    const cp = (b: object) => api.call('POST', '/wps/member/password', b, { token: t, encrypt: true });
    expect((await cp({ oldPassword: 'Demo1234', newPassword: 'Newpass1', confirmNewPassword: 'Newpass2' })).body).toMatchObject({ code: 'confirmation_mismatch', message: 'Incorrect confirmation entry' });
    expect((await cp({ oldPassword: 'nope', newPassword: 'Newpass1', confirmNewPassword: 'Newpass1' })).body.code).toBe('password_incorrect');
    expect((await cp({ newPassword: 'Newpass1', confirmNewPassword: 'Newpass1' })).body.message).toMatch(/oldPassword is required/);
    expect((await cp({ oldPassword: 'Demo1234', newPassword: '123456', confirmNewPassword: '123456' })).body).toMatchObject({ code: 'password_too_weak', message: expect.stringMatching(/too weak/) });
    expect((await cp({ oldPassword: 'Demo1234', newPassword: 'Demo1234', confirmNewPassword: 'Demo1234' })).body.code).toBe('password_unchanged');
    expect((await cp({ oldPassword: 'Demo1234', newPassword: 'Newpass1', confirmNewPassword: 'Newpass1' })).body.success).toBe(true);
    const w = await api.login('weak', '123456');
    expect((await api.call('POST', '/wps/member/password', { newPassword: 'Better99', confirmNewPassword: 'Better99' }, { token: w, encrypt: true })).body.success).toBe(true);
  });

  it('forgot password by e-mail rejects a wrong pair', async () => {
    const r = await api.call('POST', '/wps/member/password/email', { username: 'demo', email: 'x@y.z' }, { form: true });
    expect(r.body).toMatchObject({ code: 'username_or_email_not_found', message: expect.stringMatching(/Username or email does not exist/) });
    // Codes the storefront localises (it never shows the sandbox's English for them).
    const sms = await api.call('POST', '/wps/verification/sms/noLogin', { mobileNum: '11900009999', countryDialingCode: '55' });
    expect(sms.body.code).toBe('mobile_not_bound');
  });

  it('logout ends the session', async () => {
    const t = await api.login('demo');
    await api.v('DELETE', '/wps/session/logout', undefined, { token: t });
    expect((await api.call('GET', '/wps/member/info', undefined, { token: t })).body.code).toBe('CUSTOMER_NOT_LOGIN');
  });
});
