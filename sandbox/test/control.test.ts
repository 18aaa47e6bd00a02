import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../src/server';
import { controlFromEnv } from '../src/main';
import { makeApi, TEST_CONTROL_KEY, type Api } from './util';

jest.setTimeout(30_000);

/** The control API is a development tool that must be asked for, and then needs the run's key. */
describe('control API: off by default, keyed when on', () => {
  const apis: Api[] = [];
  afterAll(async () => {
    for (const a of apis) await a.app.close();
  });
  const open = async (opts: Parameters<typeof makeApi>[0]) => {
    const api = await makeApi(opts);
    apis.push(api);
    return api;
  };
  const CALLS: Array<[string, string, unknown?]> = [
    ['GET', '/__sandbox/'],
    ['POST', '/__sandbox/balance', { username: 'demo', amount: 1000 }],
    ['POST', '/__sandbox/reset'],
    ['GET', '/__sandbox/sms/last?mobile=11987654321'],
    ['GET', '/__sandbox/captcha/last?uuid=x'],
    ['POST', '/__sandbox/faults', { path: '/wps/system/status', count: 1 }],
    ['POST', '/__sandbox/spins', { multipliers: [0] }],
  ];

  it('without the flag every control call answers 404 (as an unknown route), and nothing changes', async () => {
    const api = await open({ control: undefined });
    const token = await api.login('demo');
    const before = await api.v<{ sumBalance: number }>('GET', '/wps/v2/wallets/balance', undefined, { token }).catch(() => null);
    for (const [method, url, body] of CALLS) {
      const r = await api.raw(method, url, {
        body: body === undefined ? undefined : JSON.stringify(body),
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), 'X-Sandbox-Key': TEST_CONTROL_KEY },
      });
      expect([method, url, r.status, (JSON.parse(r.text) as { code: string }).code]).toEqual([method, url, 404, 'not_found']);
    }
    const after = await api.v<{ sumBalance: number }>('GET', '/wps/v2/wallets/balance', undefined, { token }).catch(() => null);
    expect(after).toEqual(before);
    // The sandbox's stand-ins for outside services stay: images, the demo game, the identity provider.
    expect((await api.raw('GET', '/__sandbox/cdn/vendor/PG.svg')).status).not.toBe(404);
  });

  it('with the flag: 401 without the key or with a wrong one; 200 with it', async () => {
    const api = await open({ control: { key: TEST_CONTROL_KEY } });
    for (const [method, url, body] of CALLS) {
      for (const headers of [{} as Record<string, string>, { 'X-Sandbox-Key': 'wrong-key-wrong-key-wrong' }, { 'X-Sandbox-Key': `${TEST_CONTROL_KEY}x` }]) {
        const r = await api.raw(method, url, {
          body: body === undefined ? undefined : JSON.stringify(body),
          headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        });
        expect([url, r.status, (JSON.parse(r.text) as { code: string }).code]).toEqual([url, 401, 'control_key_required']);
      }
    }
    const ok = await api.raw('POST', '/__sandbox/balance', {
      body: JSON.stringify({ username: 'demo', amount: 5 }),
      headers: { 'content-type': 'application/json', 'X-Sandbox-Key': TEST_CONTROL_KEY },
    });
    expect(ok.status).toBe(200);
  });

  it('refuses a short key and NODE_ENV=production', async () => {
    await expect(buildServer({ control: { key: 'short' } })).rejects.toThrow(/at least 16/);
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await expect(buildServer({})).rejects.toThrow(/refuses to start with NODE_ENV=production/);
    } finally {
      process.env.NODE_ENV = env;
    }
  });

  it('controlFromEnv: off without SANDBOX_CONTROL=1; a given key; else a new key per run in a 0600 file', () => {
    expect(controlFromEnv({})).toBeUndefined();
    expect(controlFromEnv({ SANDBOX_CONTROL: 'true', SANDBOX_CONTROL_KEY: 'k'.repeat(20) })).toBeUndefined();
    expect(controlFromEnv({ SANDBOX_CONTROL: '1', SANDBOX_CONTROL_KEY: 'k'.repeat(20) })).toEqual({ key: 'k'.repeat(20) });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-key-'));
    try {
      const file = path.join(dir, 'nested', 'control.key');
      const one = controlFromEnv({ SANDBOX_CONTROL: '1', SANDBOX_CONTROL_KEY_FILE: file });
      const two = controlFromEnv({ SANDBOX_CONTROL: '1', SANDBOX_CONTROL_KEY_FILE: file });
      expect(one?.key).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(two?.key).not.toBe(one?.key);
      expect(fs.readFileSync(file, 'utf8').trim()).toBe(two?.key);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
