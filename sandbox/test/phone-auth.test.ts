import type { SystemStatus } from '@vitrine/shared/api/endpoints';
import { makeApi, type Api } from './util';
import { EXPIRING_NUMBER, FICTIONAL_ERRORS, SEND_LIMIT } from '../src/services/phone-auth';

jest.setTimeout(60_000);

let api: Api;
beforeAll(async () => {
  api = await makeApi();
});
afterAll(() => api.app.close());
beforeEach(async () => {
  await api.v('POST', '/__sandbox/reset');
});

const send = (phoneNumber?: string) => api.call('POST', '/__sandbox/phone-auth/send', phoneNumber === undefined ? {} : { phoneNumber }, { headers: { 'X-Sandbox-Key': '' } });
const verify = (sessionInfo: string, code: string) => api.call('POST', '/__sandbox/phone-auth/verify', { sessionInfo, code }, { headers: { 'X-Sandbox-Key': '' } });
const lastCode = async (mobile: string) => (await api.v<{ code: string; purpose: string }>('GET', '/__sandbox/sms/last', { mobile })).code;

const register = (mobile: string, extra: Record<string, unknown>) =>
  api.call('PUT', '/wps/member/register/mobile', { mobileNum: mobile, countryDialingCode: '55', password: 'Abc12345', confirmPassword: 'Abc12345', registerMethod: 'WEB', login: true, ...extra }, { encrypt: true });

describe('phone-auth stand-in', () => {
  it('boot names the service and its module, which starts off', async () => {
    const s = await api.v<SystemStatus>('GET', '/wps/system/status');
    expect(s.info.phoneAuth).toEqual({ moduleId: 'FIREBASESMS3', baseUrl: '/__sandbox/phone-auth' });
    const node = s.info.whitelabel.flatMap((g) => g.childrenNodes).find((n) => n.modId === 'FIREBASESMS3');
    expect(node?.enabled).toBe('0');
  });

  it('answers each phone-auth error code', async () => {
    expect((await send()).body).toMatchObject({ success: false, code: 'auth/missing-phone-number' });
    expect((await send('11912345678')).body).toMatchObject({ success: false, code: 'auth/invalid-phone-number' });
    expect((await send('+55-12ab')).body).toMatchObject({ success: false, code: 'auth/invalid-phone-number' });
    for (const [mobile, code] of Object.entries(FICTIONAL_ERRORS)) {
      const r = await send(`+55-${mobile}`);
      expect(r.body).toMatchObject({ success: false, code });
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
    }
    const ok = await send('+55-11912340000');
    const sessionInfo = (ok.body.value as { sessionInfo: string }).sessionInfo;
    expect((await verify(sessionInfo, '')).body).toMatchObject({ code: 'auth/missing-verification-code' });
    const code = await lastCode('11912340000');
    expect((await verify(sessionInfo, code === '000000' ? '111111' : '000000')).body).toMatchObject({ code: 'auth/invalid-verification-code' });
    const expiring = await send(`+55-${EXPIRING_NUMBER}`);
    expect((await verify((expiring.body.value as { sessionInfo: string }).sessionInfo, await lastCode(EXPIRING_NUMBER))).body).toMatchObject({ code: 'auth/code-expired' });
  });

  it('refuses more than SEND_LIMIT codes to one number with too-many-requests', async () => {
    for (let i = 0; i < SEND_LIMIT; i += 1) expect((await send('+55-11912341111')).body.success).toBe(true);
    expect((await send('+55-11912341111')).body).toMatchObject({ success: false, code: 'auth/too-many-requests' });
  });

  it('registers with firebaseChannel sms and the ID token of the verified number, once', async () => {
    await api.v('POST', '/__sandbox/whitelabel', { flags: { FIREBASESMS3: true } });
    const sent = await send('+55-11912342222');
    const sessionInfo = (sent.body.value as { sessionInfo: string }).sessionInfo;
    const code = await lastCode('11912342222');
    const verified = await verify(sessionInfo, code);
    expect(verified.body.value).toMatchObject({ phoneNumber: '+5511912342222' });
    const idToken = (verified.body.value as { idToken: string }).idToken;
    // The code is single-use.
    expect((await verify(sessionInfo, code)).body).toMatchObject({ code: 'auth/code-expired' });
    // Another number's token is refused; a forged one too.
    expect((await register('11912343333', { firebaseChannel: 'sms', firebaseIdToken: idToken })).body).toMatchObject({ code: 'phone_token_invalid' });
    expect((await register('11912342222', { firebaseChannel: 'sms', firebaseIdToken: `${idToken}x` })).body).toMatchObject({ code: 'phone_token_invalid' });
    const ok = await register('11912342222', { firebaseChannel: 'sms', firebaseIdToken: idToken });
    expect(ok.body).toMatchObject({ success: true, value: { userName: 'm11912342222' } });
    expect((await register('11912342223', { firebaseChannel: 'sms', firebaseIdToken: idToken })).body.success).toBe(false);
  });

  it('refuses firebaseChannel sms while the module is off', async () => {
    const r = await register('11912344444', { firebaseChannel: 'sms', firebaseIdToken: 'a.b.c' });
    expect(r.body).toMatchObject({ code: 'module_disabled' });
  });
});

describe('locked account', () => {
  it('refuses the login with account_locked (please contact your agent); the password is checked first', async () => {
    const wrong = await api.call('POST', '/wps/session/login', { username: 'locked', password: 'nope12345', type: 'username' }, { encrypt: true });
    expect(wrong.body).toMatchObject({ code: 'login_failed' });
    const r = await api.call('POST', '/wps/session/login', { username: 'locked', password: 'Demo1234', type: 'username' }, { encrypt: true });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ success: false, code: 'account_locked', message: expect.stringMatching(/contact your agent/) });
  });
});
