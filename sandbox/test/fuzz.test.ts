import { makeApi, type Api } from './util';
import { ENDPOINTS, SAMPLES } from './samples';

jest.setTimeout(60_000);

let api: Api;
let token: string;
let agent: string;
beforeAll(async () => {
  api = await makeApi();
  token = await api.login('demo');
  agent = await api.login('agent');
});
afterAll(() => api.app.close());

const HUGE = 'x'.repeat(70_000);

/** Malformed variants of a sample body: wrong types, huge strings, missing fields, junk. */
function variants(sample: unknown): unknown[] {
  const out: unknown[] = [{}, [], 'str', 123, null, true, { __proto__: { admin: true } }, { constructor: { prototype: 1 } }, { pageNo: 'x', pageSize: -1 }, { a: HUGE }];
  if (sample && typeof sample === 'object' && !Array.isArray(sample)) {
    const obj = sample as Record<string, unknown>;
    for (const k of Object.keys(obj)) {
      const { [k]: _drop, ...missing } = obj;
      out.push(missing);
      out.push({ ...obj, [k]: HUGE });
      out.push({ ...obj, [k]: typeof obj[k] === 'number' ? 'NaN' : 12345 });
      out.push({ ...obj, [k]: { nested: [1, 2, 3] } });
      out.push({ ...obj, [k]: null });
      out.push({ ...obj, [k]: -1e308 });
    }
  }
  return out;
}

const RAW_BODIES: [string, string][] = [
  ['application/json', '{"a":'],
  ['application/json', ''],
  ['application/json', '\u0000\u0001'],
  ['application/json', '{"value":"%%%"}'],
  ['text/plain', 'hello'],
  ['application/x-www-form-urlencoded', 'a=1&a=2&b[c]=3'],
  ['application/octet-stream', 'AAAA'],
];
const OVERSIZED = JSON.stringify({ big: 'y'.repeat(1024 * 1024 + 10) });

describe('fuzz: malformed input never causes a 5xx', () => {
  it.each(ENDPOINTS)('%s', async (name, ep) => {
    const s = SAMPLES[name];
    const url = s.path ?? ep.path;
    const tok = s.as === 'agent' ? agent : s.as === 'fresh' ? await api.login('demo') : token;
    const bodyMethod = ep.method !== 'GET' && ep.method !== 'DELETE';
    const calls: Promise<number>[] = [];
    for (const v of variants(s.body)) {
      if (bodyMethod) {
        calls.push(api.call(ep.method, url, v, { token: tok, encrypt: ep.encrypted && v !== null && typeof v === 'object' }).then((r) => r.status));
        if (ep.encrypted) {
          // Bad cipher: garbage value, valid-looking RSA header, missing header.
          calls.push(api.call(ep.method, url, { value: 'Zm9v' }, { token: tok, headers: { Encryption: 'RSA', 'X-RSA': 'Zm9vYmFy' } }).then((r) => r.status));
          calls.push(api.call(ep.method, url, { value: 12 }, { token: tok, headers: { Encryption: 'RSA' } }).then((r) => r.status));
        }
      } else if (v && typeof v === 'object' && !Array.isArray(v)) {
        calls.push(api.call(ep.method, url, v, { token: tok }).then((r) => r.status));
      }
    }
    // Over the 1 MB body limit (every 8th endpoint: the limit is global, the upload is costly).
    const i = ENDPOINTS.findIndex(([n]) => n === name);
    const raws: [string, string][] = bodyMethod ? (i % 8 === 0 ? [...RAW_BODIES, ['application/json', OVERSIZED]] : RAW_BODIES) : [];
    for (const [type, raw] of raws) {
      calls.push(api.raw(ep.method, url, { body: raw, headers: { 'content-type': type, Authorization: tok } }).then((r) => r.status));
    }
    calls.push(api.raw(ep.method, `${url}?pageNo=%ZZ&x=${'q'.repeat(5000)}`, { headers: { Authorization: tok } }).then((r) => r.status));
    calls.push(api.raw(ep.method, url, { headers: { Authorization: 'x'.repeat(5000) } }).then((r) => r.status));
    const statuses = await Promise.all(calls);
    const bad = statuses.filter((st) => st >= 500);
    expect({ name, bad }).toEqual({ name, bad: [] });
  });

  it('the control API rejects junk with 4xx', async () => {
    for (const [path, body] of [
      ['/__sandbox/status', { status: 7 }],
      ['/__sandbox/whitelabel', { flags: { NOPE3: true } }],
      ['/__sandbox/brand', { theme: 'blue' }],
      ['/__sandbox/faults', { path: 'no-slash', count: 1 }],
      ['/__sandbox/balance', { username: 'nobody', amount: 1 }],
      ['/__sandbox/clock', {}],
      ['/__sandbox/clock', { offsetMs: 1, advanceMs: 1 }],
      ['/__sandbox/clock', { advanceMs: 'soon' }],
      ['/__sandbox/clock', { offsetMs: 1e15 }],
      ['/__sandbox/rg', { selfExclusionUrl: 'javascript:alert(1)' }],
      ['/__sandbox/rg', { realityCheckMinutes: [] }],
      ['/__sandbox/rg', { realityCheckMinutes: [0] }],
    ] as [string, unknown][]) {
      const r = await api.call('POST', path, body);
      expect({ path, status: r.status < 500 && r.status >= 400 }).toEqual({ path, status: true });
    }
  });

  it('keeps serving afterwards', async () => {
    const r = await api.call('GET', '/wps/system/status');
    expect(r.status).toBe(200);
    expect((await api.call('GET', '/wps/v2/wallets/balance', undefined, { token })).body.success).toBe(true);
  });
});

describe('faults armed through the control API', () => {
  it('fails the next N calls with a status, then recovers', async () => {
    await api.v('POST', '/__sandbox/faults', { path: '/wps/system/status', count: 2, status: 503 });
    expect((await api.call('GET', '/wps/system/status')).status).toBe(503);
    expect((await api.call('GET', '/wps/system/status')).status).toBe(503);
    expect((await api.call('GET', '/wps/system/status')).status).toBe(200);
  });
  it('can answer a malformed body after a delay', async () => {
    await api.v('POST', '/__sandbox/faults', { path: '/wps/system/whitelabel', count: 1, malformed: true, delayMs: 50 });
    const t0 = Date.now();
    const r = await api.raw('GET', '/wps/system/whitelabel');
    expect(Date.now() - t0).toBeGreaterThanOrEqual(45);
    expect(() => JSON.parse(r.text)).toThrow();
  });
  it('can answer an HTML error page, or success:true without a value', async () => {
    await api.v('POST', '/__sandbox/faults', { path: '/wps/system/whitelabel', count: 1, body: 'html' });
    const html = await api.raw('GET', '/wps/system/whitelabel');
    expect(html.status).toBe(500);
    expect(html.headers.get('content-type')).toContain('text/html');
    expect(html.text).toMatch(/^<!doctype html>/);
    await api.v('POST', '/__sandbox/faults', { path: '/wps/system/whitelabel', count: 1, body: 'no-value' });
    const bare = await api.raw('GET', '/wps/system/whitelabel');
    expect([bare.status, JSON.parse(bare.text)]).toEqual([200, { success: true }]);
    expect((await api.raw('GET', '/wps/system/whitelabel')).status).toBe(200);
  });
  it('status and whitelabel switches show in boot', async () => {
    await api.v('POST', '/__sandbox/status', { status: 2, location: { ip: '203.0.113.9', country: 'US' } });
    const s = await api.v<{ status: number; info: { location: { country: string }; regionRestriction: { ip: string } } }>('GET', '/wps/system/status');
    expect(s.status).toBe(2);
    expect(s.info.regionRestriction.ip).toBe('203.0.113.9');
    await api.v('POST', '/__sandbox/status', { status: 0, location: null });
    await api.v('POST', '/__sandbox/brand', { supportLanguages: ['EN', 'PT', 'VI'], loginedToHomePage: true });
    const b = await api.v<{ supportLanguages: string[]; loginedToHomePage: boolean }>('GET', '/wps/system/settings/consolidated');
    expect(b).toMatchObject({ supportLanguages: ['EN', 'PT', 'VI'], loginedToHomePage: true });
  });
  it('reset returns to the seed state', async () => {
    await api.v('POST', '/__sandbox/whitelabel', { flags: { FREEPLAY3: false } });
    await api.v('POST', '/__sandbox/reset');
    const wl = await api.v<{ modId: string; childrenNodes: { modId: string; enabled: string }[] }[]>('GET', '/wps/system/whitelabel');
    expect(wl.flatMap((n) => n.childrenNodes).find((n) => n.modId === 'FREEPLAY3')?.enabled).toBe('1');
    expect((await api.call('GET', '/wps/member/info', undefined, { token })).body.code).toBe('CUSTOMER_NOT_LOGIN');
  });
});
