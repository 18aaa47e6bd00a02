import type { LoginResult, MemberInfo, SystemStatus } from '@vitrine/shared/api/endpoints';
import { makeApi, type Api } from './util';
import { issueIdToken, SOCIAL_IDENTITIES } from '../src/services/social';

jest.setTimeout(60_000);

let api: Api;
beforeAll(async () => {
  api = await makeApi();
});
afterAll(() => api.app.close());
beforeEach(async () => {
  await api.v('POST', '/__sandbox/reset');
});

const DEMO_GOOGLE = 'google-demo-0001';
const NEW_GOOGLE = 'google-new-0002';

async function tokenFor(provider: 'google' | 'facebook', sub: string): Promise<string> {
  const r = await api.v<{ idToken: string; expiresIn: number }>('POST', `/__sandbox/oauth/${provider}/token`, { sub });
  expect(r.expiresIn).toBe(300);
  return r.idToken;
}

const socialLogin = (provider: 'google' | 'facebook', idToken: string, extra: Record<string, unknown> = {}) =>
  api.call('POST', '/wps/session/login', { type: 'firebase', firebaseChannel: provider, firebaseIdToken: idToken, ...extra }, { encrypt: true });

describe('sandbox identity provider', () => {
  it('boot lists the providers and their (sandbox-named) modules, on by default', async () => {
    const s = await api.v<SystemStatus>('GET', '/wps/system/status');
    expect(s.info.socialLogin).toEqual([
      { provider: 'google', moduleId: 'GOOGLELOGIN3', authUrl: '/__sandbox/oauth/google' },
      { provider: 'facebook', moduleId: 'FACEBOOKLOGIN3', authUrl: '/__sandbox/oauth/facebook' },
    ]);
    const comm = s.info.whitelabel.find((n) => n.modId === 'COMM3')!;
    expect(comm.childrenNodes.filter((n) => n.modId.endsWith('LOGIN3') && n.modId !== 'MOBILEVERCODELOGIN3')).toEqual([
      { modId: 'GOOGLELOGIN3', name: 'Google sign-in', enabled: '1', childrenNodes: [] },
      { modId: 'FACEBOOKLOGIN3', name: 'Facebook sign-in', enabled: '1', childrenNodes: [] },
    ]);
  });

  it('serves the sign-in page with its identities, posting to the validated opener origin', async () => {
    const page = await api.raw('GET', '/__sandbox/oauth/google?origin=http%3A%2F%2Flocalhost%3A8080&state=s-1');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('<title>Sign in with Google (sandbox)</title>');
    expect(page.text).toContain('demo@example.com');
    expect(page.text).toContain('new.player@example.com');
    expect(page.text).toContain('ORIGIN="http://localhost:8080"');
    expect(page.text).toContain('STATE="s-1"');
    expect(page.text).toContain("type:'vitrine-social'");
    const fb = await api.raw('GET', '/__sandbox/oauth/facebook?origin=http%3A%2F%2F127.0.0.1%3A8880');
    expect(fb.text).toContain('Sign in with Facebook (sandbox)');
    expect(fb.text).toContain('fan.player@example.com');
  });

  it('refuses an opener origin that is not a bare, registered http(s) origin, and unknown providers', async () => {
    for (const origin of ['https://evil.example', 'http://localhost:8080/path', 'javascript:alert(1)', 'not a url', 'http://localhost:8080/']) {
      const r = await api.call('GET', '/__sandbox/oauth/google', { origin });
      expect({ origin, status: r.status, code: r.body.code }).toEqual({ origin, status: 400, code: 'validation_error' });
    }
    expect((await api.call('GET', '/__sandbox/oauth/twitter', { origin: 'http://localhost:8080' })).status).toBe(400);
    expect((await api.call('POST', '/__sandbox/oauth/google/token', { sub: 'facebook-demo-1001' })).body.code).toBe('not_found');
  });
});

describe('login with type firebase (social sign-in)', () => {
  it('a valid Google token of the linked identity logs the demo player in (no forced change, no IP step)', async () => {
    const r = await socialLogin('google', await tokenFor('google', DEMO_GOOGLE), { loginAs: 'member' });
    expect(r.status).toBe(200);
    const v = r.body.value as LoginResult;
    expect(v).toMatchObject({ userName: 'demo', isAgent: 0, firstTimeLogin: false, passwordExpired: false, weakPassword: false });
    const info = await api.v<MemberInfo>('GET', '/wps/member/info', undefined, { token: v.token });
    expect(info.account).toBe('demo');
  });

  it('a valid Facebook token logs the same player in', async () => {
    const r = await socialLogin('facebook', await tokenFor('facebook', 'facebook-demo-1001'));
    expect((r.body.value as LoginResult).userName).toBe('demo');
  });

  it('a token logs in once: a replay is refused with social_token_used', async () => {
    const t = await tokenFor('google', DEMO_GOOGLE);
    expect((await socialLogin('google', t)).status).toBe(200);
    const again = await socialLogin('google', t);
    expect({ status: again.status, code: again.body.code }).toEqual({ status: 400, code: 'social_token_used' });
  });

  it('forged tokens are refused with social_token_invalid', async () => {
    const t = await tokenFor('google', NEW_GOOGLE);
    const [h, p, s] = t.split('.');
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
    // Same signature, payload switched to the demo identity.
    const swapped = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: DEMO_GOOGLE })).toString('base64url')}.${s}`;
    const badSig = `${h}.${p}.${s.slice(0, -4)}AAAA`;
    for (const forged of [swapped, badSig, 'not-a-token', `${h}.${p}`, `${h}.${p}.`]) {
      const r = await socialLogin('google', forged);
      expect({ forged: forged.slice(0, 12), status: r.status, code: r.body.code }).toEqual({ forged: forged.slice(0, 12), status: 400, code: 'social_token_invalid' });
    }
    // A Google token presented as a Facebook one.
    const other = await socialLogin('facebook', await tokenFor('google', DEMO_GOOGLE));
    expect(other.body).toMatchObject({ code: 'social_token_invalid', message: expect.stringMatching(/not issued by Facebook/) });
  });

  it('an expired token is refused with social_token_expired', async () => {
    const demo = SOCIAL_IDENTITIES.find((i) => i.sub === DEMO_GOOGLE)!;
    const old = issueIdToken(api.app.sandbox, demo, Date.now() - 6 * 60_000);
    const r = await socialLogin('google', old);
    expect({ status: r.status, code: r.body.code }).toEqual({ status: 400, code: 'social_token_expired' });
    expect(r.body.message).toMatch(/expired/);
  });

  it('an unknown identity signs up as a new player (auto-registration), then logs into the same account', async () => {
    const first = await socialLogin('google', await tokenFor('google', NEW_GOOGLE));
    expect(first.body.value).toMatchObject({ userName: 'newplayer', nickname: 'New Player', isAgent: 0, firstTimeLogin: true, weakPassword: false });
    const second = await socialLogin('google', await tokenFor('google', NEW_GOOGLE));
    expect(second.body.value).toMatchObject({ userName: 'newplayer', firstTimeLogin: false });
    expect((second.body.value as LoginResult).customerId).toBe((first.body.value as LoginResult).customerId);
  });

  it('the doors hold: a new identity at the agent door is refused and creates nothing; the demo player too', async () => {
    const r = await socialLogin('google', await tokenFor('google', NEW_GOOGLE), { loginAs: 'agent' });
    expect(r.body.code).toBe('non_agent_login');
    const later = await socialLogin('google', await tokenFor('google', NEW_GOOGLE), { loginAs: 'member' });
    expect(later.body.value).toMatchObject({ userName: 'newplayer', firstTimeLogin: true });
    expect((await socialLogin('google', await tokenFor('google', DEMO_GOOGLE), { loginAs: 'agent' })).body.code).toBe('non_agent_login');
  });

  it('with sign-up closed (DIRECTREG3 off) an unknown identity is refused; a linked one still logs in', async () => {
    await api.v('POST', '/__sandbox/whitelabel', { flags: { DIRECTREG3: false } });
    const r = await socialLogin('google', await tokenFor('google', NEW_GOOGLE));
    expect({ status: r.status, code: r.body.code }).toEqual({ status: 403, code: 'social_account_not_linked' });
    expect((await socialLogin('google', await tokenFor('google', DEMO_GOOGLE))).status).toBe(200);
  });

  it('flag off → module_disabled (per provider), toggled by the control API', async () => {
    await api.v('POST', '/__sandbox/whitelabel', { flags: { GOOGLELOGIN3: false } });
    const off = await socialLogin('google', await tokenFor('google', DEMO_GOOGLE));
    expect({ status: off.status, code: off.body.code }).toEqual({ status: 403, code: 'module_disabled' });
    expect(off.body.message).toBe('Google sign-in (GOOGLELOGIN3) is not enabled for this site');
    expect((await socialLogin('facebook', await tokenFor('facebook', 'facebook-demo-1001'))).status).toBe(200);
    const s = await api.v<SystemStatus>('GET', '/wps/system/status');
    expect(s.info.whitelabel.find((n) => n.modId === 'COMM3')!.childrenNodes.find((n) => n.modId === 'GOOGLELOGIN3')!.enabled).toBe('0');
    await api.v('POST', '/__sandbox/whitelabel', { flags: { GOOGLELOGIN3: true } });
    expect((await socialLogin('google', await tokenFor('google', DEMO_GOOGLE))).status).toBe(200);
  });

  it('validates the firebase body with clear messages; username login keeps its messages', async () => {
    const noChannel = await api.call('POST', '/wps/session/login', { type: 'firebase', firebaseIdToken: 'x' }, { encrypt: true });
    expect(noChannel.body).toMatchObject({ code: 'validation_error', message: expect.stringMatching(/'firebaseChannel' is required/) });
    const noToken = await api.call('POST', '/wps/session/login', { type: 'firebase', firebaseChannel: 'google' }, { encrypt: true });
    expect(noToken.body).toMatchObject({ code: 'validation_error', message: expect.stringMatching(/'firebaseIdToken' is required/) });
    const badChannel = await api.call('POST', '/wps/session/login', { type: 'firebase', firebaseChannel: 'twitter', firebaseIdToken: 'x' }, { encrypt: true });
    expect(badChannel.status).toBe(400);
    const noUser = await api.call('POST', '/wps/session/login', { password: 'x', type: 'username' }, { encrypt: true });
    expect(noUser.body.message).toMatch(/'username' is required/);
  });
});
