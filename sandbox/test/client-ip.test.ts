import { proxyTrust } from '../src/server';
import { makeApi, type Api } from './util';

jest.setTimeout(60_000);

/**
 * The unknown-IP verification cannot be skipped by writing a known address into
 * X-Forwarded-For: only the configured proxy hops are believed, the client is the rightmost
 * address they did not add. The test server is reached over loopback, which plays the gateway.
 */
describe('client IP behind the configured proxies', () => {
  const KNOWN = '203.0.113.7';
  const UNKNOWN = '198.51.100.20';
  const apis: Api[] = [];
  afterAll(async () => {
    for (const a of apis) await a.app.close();
  });
  const open = async (opts: Parameters<typeof makeApi>[0] = {}) => {
    const api = await makeApi(opts);
    apis.push(api);
    // `secure` (unknown-IP SMS verification on) has logged in from KNOWN before.
    api.app.sandbox.db.prepare('UPDATE members SET known_ips = ? WHERE username = ?').run(JSON.stringify([KNOWN]), 'secure');
    return api;
  };
  const login = (api: Api, xff: string) =>
    api.call('POST', '/wps/session/login', { username: 'secure', password: 'Demo1234', type: 'username' }, { encrypt: true, headers: { 'X-Forwarded-For': xff } });

  it('a forged X-Forwarded-For of a known IP from an unknown address still asks for verification', async () => {
    const api = await open();
    // The client wrote KNOWN; the gateway (one trusted hop) appended the real peer, UNKNOWN.
    const forged = await login(api, `${KNOWN}, ${UNKNOWN}`);
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe('login_ip_verification_required');
    // Several forged entries change nothing either (after the one-SMS-per-second throttle).
    await new Promise((r) => setTimeout(r, 1100));
    expect((await login(api, `${KNOWN}, ${KNOWN}, ${UNKNOWN}`)).body.code).toBe('login_ip_verification_required');
  });

  it('the same account from its known address (as the proxy saw it) logs in without the SMS step', async () => {
    const api = await open();
    const ok = await login(api, `${UNKNOWN}, ${KNOWN}`);
    expect(ok.status).toBe(200);
    expect(ok.body.success).toBe(true);
  });

  it('with no trusted proxy the header is not believed at all', async () => {
    const api = await open({ proxies: { addresses: [], hops: 1 } });
    expect((await login(api, KNOWN)).body.code).toBe('login_ip_verification_required');
  });

  it('proxyTrust: only listed addresses, only as many hops as configured', () => {
    const trust = proxyTrust({ addresses: ['loopback', '10.0.0.5'], hops: 2 });
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('::ffff:127.0.0.1', 0)).toBe(true);
    expect(trust('::1', 0)).toBe(true);
    expect(trust('10.0.0.5', 1)).toBe(true);
    expect(trust('10.0.0.5', 2)).toBe(false);
    expect(trust('10.0.0.6', 0)).toBe(false);
    expect(trust(KNOWN, 0)).toBe(false);
  });
});
