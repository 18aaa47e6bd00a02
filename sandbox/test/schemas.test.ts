import { Kind, Type, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type * as E from '@vitrine/shared/api/endpoints';
import { makeApi, type Api } from './util';
import { callSample, ENDPOINTS, SAMPLES, tokenFor } from './samples';
import { responseProblem } from '../src/core/check';
import { typeboxOf } from '../src/core/serialise';
import type { RegisteredRoute } from '../src/server';
import { ControlStateSchema, ProviderSpinSchema, ProviderStateSchema, SmsLastSchema } from '../src/responses/control';

jest.setTimeout(60_000);

let api: Api;
const tokens = new Map<string, string>();
beforeAll(async () => {
  api = await makeApi();
});
afterAll(() => api.app.close());

/** Routes that answer something else than JSON (pages and images): their 200 schema is per content type. */
const NON_JSON = [
  /^\/__sandbox\/cdn\//,
  /^\/__sandbox\/provider\/game$/,
  /^\/__sandbox\/cs\/:kind$/,
  /^\/__sandbox\/oauth\/:provider$/,
];

const routes = (): RegisteredRoute[] => api.app.sandboxRoutes.filter((r) => r.method !== 'HEAD');
const key = (method: string, url: string) => `${method} ${url}`;
const byKey = () => new Map(routes().map((r) => [key(r.method, r.url), r]));

/** Untyped nodes (Any, Unknown, `{}`) anywhere in a schema. */
function untyped(schema: unknown, path = ''): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const s = schema as Record<string | symbol, unknown>;
  const here = s[Kind] === 'Any' || s[Kind] === 'Unknown' || (Object.keys(s).length === 0 && !s[Kind]) ? [path || '/'] : [];
  return [...here, ...Object.entries(s).flatMap(([k, v]) => (typeof v === 'object' ? untyped(v, `${path}/${k}`) : []))];
}

function valueSchema(r: RegisteredRoute): TSchema {
  const ok = typeboxOf(r.schema!.response![200]) as TSchema & { properties: { value: TSchema } };
  return ok.properties.value;
}

function expectShape(schema: TSchema, value: unknown, what: string): void {
  const errors = [...Value.Errors(schema, value)].slice(0, 3).map((e) => `${e.path}: ${e.message}`);
  expect({ what, errors }).toEqual({ what, errors: [] });
}

describe('every route has a response schema', () => {
  it('registered routes: each declares its answer (200 JSON envelope, a page/image by content type, or the socket upgrade) and its 4xx envelope', () => {
    const missing: string[] = [];
    for (const r of routes()) {
      const res = r.schema?.response;
      const ok = typeboxOf(res?.[r.websocket ? '101' : '200']) as Record<string | symbol, unknown> | undefined;
      if (!ok) missing.push(`${key(r.method, r.url)}: no ${r.websocket ? '101' : '200'} response schema`);
      else if (!res!['4xx']) missing.push(`${key(r.method, r.url)}: no 4xx response schema`);
      else if (ok.content) {
        if (!r.websocket && !NON_JSON.some((re) => re.test(r.url))) missing.push(`${key(r.method, r.url)}: a content-type schema on a JSON route`);
      } else {
        const props = ok.properties as Record<string, Record<string, unknown>> | undefined;
        if (props?.success?.const !== true || !props.value) missing.push(`${key(r.method, r.url)}: 200 is not the {success:true, value} envelope`);
        else missing.push(...untyped(props.value).map((p) => `${key(r.method, r.url)}: untyped value${p}`));
      }
    }
    expect(missing).toEqual([]);
    // Printed so the count is easy to quote: `npx jest --selectProjects sandbox sandbox/test/schemas.test.ts --verbose`.
    expect(routes().length).toBeGreaterThan(150);
  });

  it('every endpoint declaration of the contract is registered (with its response schema)', () => {
    const map = byKey();
    const missing = ENDPOINTS.filter(([, ep]) => !map.has(key(ep.method, ep.path))).map(([n, ep]) => `${n}: ${key(ep.method, ep.path)}`);
    expect(missing).toEqual([]);
  });

  it.each(ENDPOINTS)('%s: the happy-path answer satisfies the route schema', async (name, ep) => {
    const r = byKey().get(key(ep.method, ep.path))!;
    const token = await tokenFor(api, SAMPLES[name].as, tokens);
    const res = await callSample(api, name, ep, token);
    expect({ name, status: res.status, success: res.body.success }).toEqual({ name, status: 200, success: true });
    expectShape(valueSchema(r), res.body.value, name);
  });

  it('control API and demo provider answers satisfy their schemas', async () => {
    const map = byKey();
    const state = await api.v('GET', '/__sandbox/');
    expectShape(ControlStateSchema, state, 'GET /__sandbox/');
    expect(valueSchema(map.get('GET /__sandbox')!)).toBe(ControlStateSchema);
    // The happy-path samples above may have sent this number a code less than 1 s ago (throttle).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await api.v('POST', '/wps/verification/sms/noLogin', { mobileNum: '11987654321', countryDialingCode: '55' });
    expectShape(SmsLastSchema, await api.v('GET', '/__sandbox/sms/last', { mobile: '11987654321' }), 'sms/last');
    for (const [method, url, body] of [
      ['POST', '/__sandbox/status', { status: 0, location: null }],
      ['POST', '/__sandbox/whitelabel', { flags: { CAPTCHA3: true } }],
      ['POST', '/__sandbox/brand', { theme: 'dark' }],
      ['POST', '/__sandbox/faults', { path: '/wps/nothing', count: 2 }],
      ['POST', '/__sandbox/faults', { path: '/wps/nothing', count: 0 }],
      ['POST', '/__sandbox/balance', { username: 'demo', amount: 1 }],
      ['POST', '/__sandbox/settle', undefined],
      ['POST', '/__sandbox/register-rules', { rules: { qqNum: { enabled: true, required: false, minLength: 5, maxLength: 12, acceptedPattern: '^\\d+$', patternId: 6 }, bogus: { x: 1 } } }],
    ] as const) {
      const v = await api.v(method, url, body);
      expectShape(valueSchema(map.get(key(method, `${url}`))!), v, `${method} ${url}`);
    }
    expect(await api.v<E.RegisterRules>('GET', '/wps/system/setting/register')).not.toHaveProperty('bogus');
    const t = await api.login('demo');
    const launch = await api.v<E.LaunchGameResult>('POST', '/wps/game/launchGame', { vassalage: 'PG', nodeId: 'PG-0002', accountType: 1, launchMode: 'GLS' }, { token: t });
    const ticket = new URL(launch.content.game_url, api.base).searchParams.get('t')!;
    expectShape(ProviderStateSchema, await api.v('GET', '/__sandbox/provider/state', { t: ticket }), 'provider/state');
    expectShape(ProviderSpinSchema, await api.v('POST', '/__sandbox/provider/spin', { t: ticket, bet: 1 }), 'provider/spin');
    const page = await api.raw('GET', `/__sandbox/provider/game?t=${ticket}`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect((await api.raw('GET', '/__sandbox/cdn/game/PG-0002.svg')).headers.get('content-type')).toBe('image/svg+xml');
  });
});

describe('test mode catches an answer that drifts from its schema', () => {
  const schema = Type.Object({ success: Type.Literal(true), value: Type.Object({ a: Type.String(), n: Type.Integer() }) });
  it('passes an exact answer', () => {
    expect(responseProblem(schema, { success: true, value: { a: 'x', n: 1 } }, '{"success":true,"value":{"a":"x","n":1}}')).toBeNull();
  });
  it('names a field the serialiser dropped', () => {
    expect(responseProblem(schema, { success: true, value: { a: 'x', n: 1, extra: true } }, '{"success":true,"value":{"a":"x","n":1}}')).toMatch(/\/value\/extra/);
  });
  it('names a value that does not fit (and would be coerced)', () => {
    expect(responseProblem(schema, { success: true, value: { a: 'x', n: 1.5 } }, '{"success":true,"value":{"a":"x","n":1}}')).toMatch(/\/value\/n/);
  });
});
