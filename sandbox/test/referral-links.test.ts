import type { LoginResult, ReferralLink } from '@vitrine/shared/api/endpoints';
import { makeApi, sealRandomForSandbox, type Api } from './util';

jest.setTimeout(60_000);

const LINKS = '/wps/relay/MCSFE_getReferralLinks';
const CREATE = '/wps/relay/MCSFE_createReferralLink';
const DISABLE = '/wps/relay/MCSFE_disableReferralLink';
const VISIT = '/wps/relay/MCSFE_referralVisit';
const REGISTER = '/wps/member/register';
const DEPOSIT = '/wps/relay/PAYFE_requestDeposit';

let api: Api;
let demo: string;
beforeAll(async () => {
  api = await makeApi();
});
afterAll(() => api.app.close());
beforeEach(async () => {
  await api.v('POST', '/__sandbox/reset');
  demo = await api.login('demo');
});

const create = (label?: string, token = demo) => api.call('POST', CREATE, label === undefined ? {} : { label }, { token });
const links = (token = demo) => api.v<ReferralLink[]>('POST', LINKS, {}, { token });
const visit = (code: string) =>
  api.v<{ counted: boolean }>('POST', VISIT, { code }, {});
const register = (username: string, referralCode: string) =>
  api.call(
    'PUT',
    REGISTER,
    { username, password: 'Abc12345', confirmPassword: 'Abc12345', referralCode, registerMethod: 'WEB', login: true },
    { encrypt: true },
  );

describe('referral links', () => {
  it('creates links with their own codes and labels, newest first, all counts at zero', async () => {
    const a = await create('Instagram bio');
    expect(a.body.success).toBe(true);
    const first = a.body.value as ReferralLink;
    expect(first).toMatchObject({ label: 'Instagram bio', enabled: true, visits: 0, signUps: 0, deposits: 0 });
    expect(first.code).toMatch(/^L[A-Z2-9]{7}$/);
    expect(first.url).toBe(`/register?referralCode=${first.code}`);
    const second = (await create()).body.value as ReferralLink;
    expect(second.label).toBeNull();
    expect(second.code).not.toBe(first.code);
    expect((await links()).map((l) => l.id)).toEqual([second.id, first.id]);
    // Another player sees only their own links.
    expect(await links(await api.login('vip5'))).toEqual([]);
  });

  it('refuses a bad label, a duplicate label and an eleventh active link, with clear codes', async () => {
    for (const bad of ['x'.repeat(31), '<script>', 'a/b']) {
      const r = await create(bad);
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('validation_error');
      expect(r.body.message).toMatch(/label/);
    }
    // Too long for the schema itself.
    expect((await create('y'.repeat(65))).status).toBe(400);
    expect((await create('  Família  ')).body.value).toMatchObject({ label: 'Família' });
    const dup = await create('família');
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('referral_label_taken');
    for (let i = 0; i < 9; i++) expect((await create()).body.success).toBe(true);
    const over = await create();
    expect(over.status).toBe(400);
    expect(over.body.code).toBe('referral_link_limit');
    // Disabling one frees a place.
    const [newest] = await links();
    await api.v('POST', DISABLE, { linkId: newest!.id }, { token: demo });
    expect((await create()).body.success).toBe(true);
  });

  it('counts a visit once per address, a sign-up through the code and each deposit of that player', async () => {
    const link = (await create('Friends')).body.value as ReferralLink;
    expect(await visit(link.code)).toEqual({ counted: true });
    // The same address again within half an hour is not a new visit.
    expect(await visit(link.code.toLowerCase())).toEqual({ counted: false });
    expect(await visit('LNOSUCH1')).toEqual({ counted: false });
    const r = await register('refkid1', link.code);
    expect(r.body.success).toBe(true);
    const kid = (r.body.value as LoginResult).token;
    expect((await api.call('POST', DEPOSIT, { amount: 50, channel: 'PIX' }, { token: kid })).body.success).toBe(true);
    expect((await api.call('POST', DEPOSIT, { amount: 20, channel: 'PIX' }, { token: kid })).body.success).toBe(true);
    const [after] = await links();
    expect(after).toMatchObject({ id: link.id, visits: 1, signUps: 1, deposits: 2 });
    // The new player is the link owner's referral, as with the main code.
    const info = await api.v<{ invitedCount: number }>('POST', '/wps/relay/MCSFE_getReferralInfo', {}, { token: demo });
    expect(info.invitedCount).toBeGreaterThanOrEqual(1);
    const row = api.app.sandbox.db.prepare('SELECT referred_by, referral_link_id FROM members WHERE username = ?').get('refkid1') as { referred_by: number; referral_link_id: number };
    const owner = api.app.sandbox.db.prepare('SELECT id FROM members WHERE username = ?').get('demo') as { id: number };
    expect(row).toEqual({ referred_by: owner.id, referral_link_id: link.id });
  });

  it('a disabled link counts no visit and takes no sign-up; only its owner may disable it', async () => {
    const link = (await create()).body.value as ReferralLink;
    const other = await api.call('POST', DISABLE, { linkId: link.id }, { token: await api.login('vip5') });
    expect(other.status).toBe(404);
    const off = await api.v<ReferralLink>('POST', DISABLE, { linkId: link.id }, { token: demo });
    expect(off.enabled).toBe(false);
    expect(await visit(link.code)).toEqual({ counted: false });
    const r = await register('refkid2', link.code);
    expect(r.body.code).toBe('invitation_code_error');
    expect((await links())[0]).toMatchObject({ enabled: false, visits: 0, signUps: 0 });
  });

  it('trial accounts are refused; the calls need a login', async () => {
    const trial = await api.v<LoginResult>('POST', '/wps/session/login/freeplay', { os: 'Linux', platform: 'W', random: sealRandomForSandbox('seed-ref', api.pem) });
    const r = await api.call('POST', LINKS, {}, { token: trial.token });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('trial_account_denied');
    expect((await api.call('POST', CREATE, {}, { token: trial.token })).body.code).toBe('trial_account_denied');
    expect((await api.call('POST', LINKS, {})).body.success).toBe(false);
  });
});
