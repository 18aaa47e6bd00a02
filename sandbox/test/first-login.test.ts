import { makeApi, type Api } from './util';
import type { LoginResult } from '@vitrine/shared/api/endpoints';

jest.setTimeout(60_000);

let api: Api;
beforeAll(async () => {
  api = await makeApi();
});
afterAll(() => api.app.close());

describe('first-login action', () => {
  it('is recorded once per member (later calls only count) and read back by the control API', async () => {
    const login = await api.v<LoginResult>('POST', '/wps/session/login', { username: 'newbie', password: 'Demo1234', type: 'username' }, { encrypt: true });
    expect(login.firstTimeLogin).toBe(true);
    expect((await api.call('GET', '/__sandbox/first-login?username=newbie')).status).toBe(404);
    expect(await api.v('POST', '/wps/member/firstLogin', {}, { token: login.token })).toBe(true);
    const first = await api.v<{ username: string; recordedAt: string; ip: string; calls: number }>('GET', '/__sandbox/first-login?username=newbie');
    expect(first).toMatchObject({ username: 'newbie', ip: '127.0.0.1', calls: 1 });
    await api.v('POST', '/wps/member/firstLogin', {}, { token: login.token });
    const again = await api.v<{ recordedAt: string; calls: number }>('GET', '/__sandbox/first-login?username=newbie');
    expect(again).toEqual(expect.objectContaining({ recordedAt: first.recordedAt, calls: 2 }));
  });

  it('needs a session', async () => {
    const r = await api.call('POST', '/wps/member/firstLogin', {});
    expect(r.status).toBe(401);
    expect(r.body.code).toBe('CUSTOMER_NOT_LOGIN');
  });
});
