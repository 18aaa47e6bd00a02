import { makeApi, type Api } from './util';
import { callSample, ENDPOINTS, SAMPLES, tokenFor } from './samples';

jest.setTimeout(60_000);

let api: Api;
const tokens = new Map<string, string>();
beforeAll(async () => {
  api = await makeApi();
});
afterAll(() => api.app.close());

describe('every endpoint of the contract', () => {
  it('has a sample request', () => {
    expect(ENDPOINTS.length).toBeGreaterThan(120);
    expect(ENDPOINTS.map(([n]) => n).filter((n) => !SAMPLES[n])).toEqual([]);
  });

  it.each(ENDPOINTS)('%s: happy path', async (name, ep) => {
    const token = await tokenFor(api, SAMPLES[name].as, tokens);
    const r = await callSample(api, name, ep, token);
    expect({ name, status: r.status, body: r.body }).toMatchObject({ name, status: 200, body: { success: true } });
  });

  it.each(ENDPOINTS.filter(([, ep]) => ep.token === 'required'))('%s: missing or bad token → CUSTOMER_NOT_LOGIN', async (name, ep) => {
    const s = SAMPLES[name];
    for (const token of [undefined, 'not-a-real-token']) {
      const r = await api.call(ep.method, s.path ?? ep.path, s.body, { token, encrypt: ep.encrypted });
      expect({ name, status: r.status, code: r.body.code }).toEqual({ name, status: 401, code: 'CUSTOMER_NOT_LOGIN' });
    }
  });

  it.each(ENDPOINTS.filter(([, ep]) => ep.moduleId))('%s: module off → module_disabled', async (name, ep) => {
    const off = ep.path === '/wps/verification/sms/register' ? ['REGMOBVERF3', 'MOBILENUMREG3'] : [ep.moduleId!];
    await api.v('POST', '/__sandbox/whitelabel', { flags: Object.fromEntries(off.map((m) => [m, false])) });
    try {
      const s = SAMPLES[name];
      const token = await tokenFor(api, s.as === 'fresh' ? 'demo' : s.as, tokens);
      const r = await api.call(ep.method, s.path ?? ep.path, s.body ?? {}, { token: token ?? undefined, encrypt: ep.encrypted, form: s.form });
      expect({ name, status: r.status, code: r.body.code }).toEqual({ name, status: 403, code: 'module_disabled' });
      expect(r.body.message).toMatch(/is not enabled for this site/);
    } finally {
      await api.v('POST', '/__sandbox/whitelabel', { flags: Object.fromEntries(off.map((m) => [m, true])) });
    }
  });

  it('answers 404 in the envelope for unknown paths', async () => {
    const r = await api.call('GET', '/wps/nope');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ success: false, code: 'not_found' });
  });
});
