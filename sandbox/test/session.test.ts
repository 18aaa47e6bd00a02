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

  it('boots: system status carries the info block', async () => {
    const s = await api.v<SystemStatus>('GET', '/wps/system/status');
    expect(s.status).toBe(0);
    expect(s.info.imageCDNs).toEqual(['/__sandbox/cdn']);
    expect(s.info.whitelabel.length).toBeGreaterThan(3);
    expect(s.info.register.username).toMatchObject({ enabled: true, required: true });
  });
});
