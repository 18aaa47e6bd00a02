import { makeApi, type Api } from './util';

jest.setTimeout(30_000);

/**
 * Issue 14 item 19: the storefront reads the whitelabel tree from the status answer (one request at
 * boot); `GET /wps/system/whitelabel` answers the same tree from the same state, so the two never
 * disagree, before and after a flag changes.
 */
describe('whitelabel tree: one source for the status answer and /wps/system/whitelabel', () => {
  let api: Api;
  beforeAll(async () => {
    api = await makeApi();
  });
  afterAll(async () => {
    await api.app.close();
  });

  it('the same tree in both answers, and a flag change shows in both', async () => {
    const status = async () => (await api.v<{ info: { whitelabel: unknown[] } }>('GET', '/wps/system/status')).info.whitelabel;
    const tree = () => api.v<unknown[]>('GET', '/wps/system/whitelabel');
    expect(await tree()).toEqual(await status());
    const off = await api.call('POST', '/__sandbox/whitelabel', { flags: { FREEPLAY3: false } });
    expect(off.status).toBe(200);
    const after = await tree();
    expect(after).toEqual(await status());
    expect(JSON.stringify(after)).toContain('"modId":"FREEPLAY3","name":"Free play","enabled":"0"');
  });
});

describe('analytics gtagId: SANDBOX_GTAG_ID default, changed by the control API, reset restores it', () => {
  let api: Api;
  const saved = process.env.SANDBOX_GTAG_ID;
  beforeAll(async () => {
    delete process.env.SANDBOX_GTAG_ID;
    api = await makeApi();
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env.SANDBOX_GTAG_ID;
    else process.env.SANDBOX_GTAG_ID = saved;
    await api.app.close();
  });

  it('G-SANDBOX000 by default; the control API sets another; reset restores the default', async () => {
    const gtagId = async () => (await api.v<{ info: { analytics: { gtagId: string } } }>('GET', '/wps/system/status')).info.analytics.gtagId;
    expect(await gtagId()).toBe('G-SANDBOX000');
    expect((await api.call('POST', '/__sandbox/analytics', { gtagId: '' })).status).toBe(200);
    expect(await gtagId()).toBe('');
    expect((await api.call('POST', '/__sandbox/analytics', { gtagId: 'x'.repeat(41) })).status).toBe(400);
    process.env.SANDBOX_GTAG_ID = 'G-OTHER1234';
    expect((await api.call('POST', '/__sandbox/reset')).status).toBe(200);
    expect(await gtagId()).toBe('G-OTHER1234');
  });
});
