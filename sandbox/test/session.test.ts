import { sealRandom } from '@vitrine/shared/api/crypto';
import { makeApi, type Api } from './util';
import type { LoginResult, MemberInfo, SystemStatus } from '@vitrine/shared/api/endpoints';

jest.setTimeout(60_000);

let api: Api;
beforeAll(async () => {
  api = await makeApi();
});
afterAll(() => api.app.close());

describe('session', () => {
  it('serves the RSA public key', () => {
    expect(api.pem).toContain('BEGIN PUBLIC KEY');
  });

  it('logs in with an encrypted body and answers the session fields', async () => {
    const r = await api.v<LoginResult>('POST', '/wps/session/login', { username: 'demo', password: 'Demo1234', type: 'username' }, { encrypt: true });
    expect(r).toMatchObject({ userName: 'demo', firstTimeLogin: false, passwordExpired: false, isAgent: 0, weakPassword: false });
    const info = await api.v<MemberInfo>('GET', '/wps/member/info', undefined, { token: r.token });
    expect(info).toMatchObject({ account: 'demo', type: 0, clubLabel: { rankLevel: 2 } });
  });

  it('rejects a plain body on an encrypted call', async () => {
    const r = await api.call('POST', '/wps/session/login', { username: 'demo', password: 'Demo1234', type: 'username' });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('bad_cipher');
  });

  it('rejects a bad cipher with a clear message', async () => {
    const r = await api.call('POST', '/wps/session/login', { value: 'bm90LWEtY2lwaGVy' }, { headers: { Encryption: 'RSA', 'X-RSA': 'AAAA' } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, code: 'bad_cipher' });
    expect(r.body.message).toMatch(/X-RSA/);
  });

  it("free play: the storefront's sealed random string round-trips through the sandbox's check; a plain one is refused", async () => {
    const headers = { 'X-Gateway-Version': '3' };
    const login = (random: string) => api.call('POST', '/wps/session/login/freeplay', { os: 'Linux', platform: 'W', random }, { headers });
    // The client's own sealing (shared sealRandom): a fresh cipher each time, the same trial account.
    const first = await login(sealRandom('round-trip-0001', api.pem));
    const again = await login(sealRandom('round-trip-0001', api.pem));
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    const a = first.body.value as LoginResult;
    expect(a.isAgent).toBe(4);
    expect((again.body.value as LoginResult).userName).toBe(a.userName);
    const other = (await login(sealRandom('round-trip-0002', api.pem))).body.value as LoginResult;
    expect(other.userName).not.toBe(a.userName);
    // The seeded trial account is keyed on its plain random string.
    expect(((await login(sealRandom('seed-trial', api.pem))).body.value as LoginResult).userName).toBe('trial');
    // Plain, garbage or too short once opened: refused with a clear message.
    for (const bad of ['round-trip-0001-plain-text', 'Zm9vYmFyYmF6cXV4cXV1eA==']) {
      const r = await login(bad);
      expect([bad, r.status, r.body.code]).toEqual([bad, 400, 'bad_cipher']);
      expect(r.body.message).toMatch(/RSA/);
    }
    const short = await login(sealRandom('abc', api.pem));
    expect([short.status, short.body.code]).toEqual([400, 'validation_error']);
  });

  it('boots: system status carries the info block', async () => {
    const s = await api.v<SystemStatus>('GET', '/wps/system/status');
    expect(s.status).toBe(0);
    expect(s.info.imageCDNs).toEqual(['/__sandbox/cdn']);
    expect(s.info.whitelabel.length).toBeGreaterThan(3);
    expect(s.info.register.username).toMatchObject({ enabled: true, required: true });
  });
});

describe('encryption details', () => {
  it('accepts the DES value in X-Digest and plain JSON only when allowed', async () => {
    const { encryptForSandbox } = await import('./util');
    const enc = encryptForSandbox({ username: 'demo', password: 'Demo1234', type: 'username' }, api.pem);
    const viaDigest = await api.call('POST', '/wps/session/login', {}, { headers: { ...enc.headers } });
    expect(viaDigest.body.success).toBe(true);
    const plainApi = await makeApi({ allowPlain: true });
    try {
      expect((await plainApi.call('POST', '/wps/session/login', { username: 'demo', password: 'Demo1234', type: 'username' })).body.success).toBe(true);
    } finally {
      await plainApi.app.close();
    }
  });

  it('customer-service type 3 path decrypts with its trailing 8-char key', async () => {
    const CryptoJS = (await import('crypto-js')).default;
    const s = await api.v<{ version: { pathList: { type: number; path: string }[] } }>('POST', '/wps/relay/WPSCORE_getCustomerServiceScript');
    const p = s.version.pathList.find((x) => x.type === 3)!.path;
    const key = p.slice(-8);
    const plain = CryptoJS.DES.decrypt(p.slice(0, -8), CryptoJS.enc.Utf8.parse(key), { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 }).toString(CryptoJS.enc.Utf8);
    expect(plain).toBe('/__sandbox/cs/link');
  });
});
