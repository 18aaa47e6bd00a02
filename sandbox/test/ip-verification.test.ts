import { makeApi, type Api } from './util';
import type { LoginResult, LoginVerificationChallenge } from '@vitrine/shared/api/endpoints';
import { base32Decode, hotp, totp, verifyTotp } from '../src/services/totp';
import { SEED_TOTP_SECRET } from '../src/seed';
import { sameName, VERIFY_MAX_WRONG } from '../src/routes/session';

jest.setTimeout(60_000);

describe('TOTP (RFC 6238)', () => {
  // RFC 6238 appendix B, SHA-1 key "12345678901234567890" (Base32 GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ), 8 digits.
  const SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
  ])('at %i s the code is %s', (seconds, code) => {
    expect(totp(SECRET, seconds * 1000, 8)).toBe(code);
  });

  it('decodes Base32 and computes HOTP as RFC 4226 says', () => {
    expect(base32Decode(SECRET).toString()).toBe('12345678901234567890');
    expect(hotp(Buffer.from('12345678901234567890'), 0)).toBe('755224');
    expect(hotp(Buffer.from('12345678901234567890'), 9)).toBe('520489');
  });

  it('accepts the current step and one either side, nothing else', () => {
    const now = 1_800_000_000_000;
    expect(verifyTotp(SECRET, totp(SECRET, now), now)).toBe(true);
    expect(verifyTotp(SECRET, totp(SECRET, now - 30_000), now)).toBe(true);
    expect(verifyTotp(SECRET, totp(SECRET, now + 30_000), now)).toBe(true);
    expect(verifyTotp(SECRET, totp(SECRET, now - 90_000), now)).toBe(false);
    expect(verifyTotp(SECRET, '12345', now)).toBe(false);
    expect(verifyTotp(SECRET, 'abcdef', now)).toBe(false);
  });

  it('compares bank account names without case, accents or extra spaces', () => {
    expect(sameName('Maria da Silva', '  maria  DA silva ')).toBe(true);
    expect(sameName('José Conceição', 'jose conceicao')).toBe(true);
    expect(sameName('Maria da Silva', 'Maria Silva')).toBe(false);
    expect(sameName('', '')).toBe(false);
  });
});

describe('unknown-IP verification, one account per method', () => {
  let api: Api;
  beforeAll(async () => {
    api = await makeApi();
  });
  afterAll(() => api.app.close());

  async function challenge(username: string): Promise<LoginVerificationChallenge> {
    const r = await api.call('POST', '/wps/session/login', { username, password: 'Demo1234', type: 'username' }, { encrypt: true });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('login_ip_verification_required');
    return r.body.value as LoginVerificationChallenge;
  }
  const verify = (verifyToken: string, verificationCode: string) =>
    api.call('POST', '/wps/session/login/verification', { verifyToken, verificationCode }, { encrypt: true });

  it('SMS: the code sent to the bound mobile', async () => {
    const c = await challenge('secure');
    expect(c).toMatchObject({ method: 'SMS', maskedMobile: '11****002' });
    const wrong = await verify(c.verifyToken, '000000');
    expect(wrong.body.code).toBe('sms_code_invalid');
    const sms = await api.call('GET', '/__sandbox/sms/last?mobile=11900000002');
    const ok = await verify(c.verifyToken, (sms.body.value as { code: string }).code);
    expect(ok.status).toBe(200);
    expect((ok.body.value as LoginResult).userName).toBe('secure');
  });

  it('EMAIL: the bound e-mail typed in full (masked in the challenge; case does not matter)', async () => {
    const c = await challenge('securemail');
    expect(c.method).toBe('EMAIL');
    expect(c.maskedEmail).toBe('se***@example.com');
    expect(c.maskedMobile).toBe('');
    const wrong = await verify(c.verifyToken, 'someone@example.com');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'verification_answer_invalid', message: 'That is not the e-mail address bound to this account' });
    const ok = await verify(c.verifyToken, ' Secure.Mail@Example.com ');
    expect((ok.body.value as LoginResult).userName).toBe('securemail');
    // The IP is now known: the next login needs no verification.
    expect(await api.login('securemail')).toMatch(/.+/);
  });

  it('BANK_NAME: the account holder name of the bound bank account', async () => {
    const c = await challenge('securebank');
    expect(c.method).toBe('BANK_NAME');
    expect(c).not.toHaveProperty('maskedEmail');
    expect((await verify(c.verifyToken, 'Maria Silva')).body.code).toBe('verification_answer_invalid');
    const ok = await verify(c.verifyToken, 'maria da silva');
    expect((ok.body.value as LoginResult).userName).toBe('securebank');
  });

  it('GOOGLE_AUTH: the current Google Authenticator code; the security config says it is bound', async () => {
    const c = await challenge('securegoogle');
    expect(c.method).toBe('GOOGLE_AUTH');
    const stale = totp(SEED_TOTP_SECRET, Date.now() - 5 * 60_000);
    const wrong = await verify(c.verifyToken, stale === totp(SEED_TOTP_SECRET, Date.now()) ? '000000' : stale);
    expect(wrong.body.code).toBe('google_code_invalid');
    const ok = await verify(c.verifyToken, totp(SEED_TOTP_SECRET, Date.now()));
    const session = ok.body.value as LoginResult;
    expect(session.userName).toBe('securegoogle');
    const config = await api.v<{ googleAuthBound: boolean }>('GET', '/wps/v2/member/securityConfig', undefined, { token: session.token });
    expect(config.googleAuthBound).toBe(true);
  });

  it(`a challenge ends after ${VERIFY_MAX_WRONG} wrong answers and cannot be used again`, async () => {
    await api.call('POST', '/__sandbox/reset');
    const c = await challenge('securebank');
    for (let i = 1; i < VERIFY_MAX_WRONG; i++) expect((await verify(c.verifyToken, `Wrong ${i}`)).body.code).toBe('verification_answer_invalid');
    expect((await verify(c.verifyToken, 'Wrong again')).body.code).toBe('verification_expired');
    expect((await verify(c.verifyToken, 'Maria da Silva')).body.code).toBe('verification_expired');
  });
});
