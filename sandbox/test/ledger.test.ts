import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { makeApi, type Api } from './util';
import type { BetRecordPage, LaunchGameResult, MemberInfo } from '@vitrine/shared/api/endpoints';
import { MIGRATIONS } from '../src/db/migrations';
import { SPIN_QUEUE_KEY } from '../src/provider';

jest.setTimeout(60_000);

function ledgerInvariants(api: Api, memberId: number) {
  const db = api.app.sandbox.db;
  const accounts = db.prepare('SELECT id, balance FROM accounts WHERE member_id = ?').all(memberId) as { id: number; balance: number }[];
  for (const a of accounts) {
    const s = (db.prepare('SELECT COALESCE(SUM(amount),0) AS s FROM ledger WHERE account_id = ?').get(a.id) as { s: number }).s;
    expect(s).toBe(a.balance);
    expect(a.balance).toBeGreaterThanOrEqual(0);
  }
  const neg = (db.prepare('SELECT COUNT(*) AS n FROM ledger l JOIN accounts a ON a.id = l.account_id WHERE a.member_id IS NOT NULL AND l.balance_after < 0').get() as { n: number }).n;
  expect(neg).toBe(0);
  const unbalanced = (db.prepare('SELECT COUNT(*) AS n FROM (SELECT txn_id, SUM(amount) s FROM ledger GROUP BY txn_id HAVING s != 0)').get() as { n: number }).n;
  expect(unbalanced).toBe(0);
  expect(api.app.sandbox.ledger.ledgerSum(memberId)).toBe(api.app.sandbox.ledger.sumBalance(memberId));
}

describe('wallet ledger', () => {
  let api: Api;
  beforeAll(async () => {
    api = await makeApi();
  });
  afterAll(() => api.app.close());

  it('100 concurrent transfers and bets for one member: nothing lost, never negative', async () => {
    const token = await api.login('demo');
    const me = await api.v<MemberInfo>('GET', '/wps/member/info', undefined, { token });
    // Bring the balance down so that many operations must be refused.
    const start = await api.v<{ sumBalance: number }>('GET', '/wps/v2/wallets/balance', undefined, { token });
    await api.v('POST', '/__sandbox/balance', { username: 'demo', amount: -(start.sumBalance - 60) });
    const launch = await api.v<LaunchGameResult>('POST', '/wps/game/launchGame', { vassalage: 'PG', nodeId: 'PG-0002', accountType: 1, launchMode: 'GLS' }, { token });
    const ticket = new URL(launch.content.game_url, 'http://x').searchParams.get('t')!;
    const before = await api.v<BetRecordPage>('POST', '/wps/relay/ODSFE2_getBettingRecords', { pageSize: 1 }, { token });
    // Every spin loses (the provider's queued outcomes): random wins could keep 60 afloat and leave
    // nothing refused, so the refusals this test is about would depend on luck.
    api.app.sandbox.state.set(SPIN_QUEUE_KEY, Array.from({ length: 50 }, () => 0));

    const ops = Array.from({ length: 100 }, (_, i) => {
      if (i % 2 === 0) {
        const [from, to] = i % 4 === 0 ? ['MAIN', 'PG'] : ['PG', 'MAIN'];
        return api.call('POST', '/wps/relay/GCS_walletTransfer', { from, to, amount: 7 + (i % 5) }, { token }).then((r) => ({ kind: 'transfer', r }));
      }
      return api.call('POST', '/__sandbox/provider/spin', { t: ticket, bet: 5 }).then((r) => ({ kind: 'spin', r }));
    });
    const results = await Promise.all(ops);
    expect(results.every(({ r }) => r.status < 500)).toBe(true);
    const spins = results.filter((x) => x.kind === 'spin' && x.r.body.success).map((x) => x.r.body.value as { bet: number; win: number });
    const refused = results.filter((x) => !x.r.body.success);
    expect(refused.every((x) => x.r.body.code === 'balance_not_enough')).toBe(true);
    expect(refused.length).toBeGreaterThan(0);
    expect(spins.length).toBeGreaterThan(0);

    const net = spins.reduce((s, x) => s + Math.round(x.win * 100) - Math.round(x.bet * 100), 0);
    const end = await api.v<{ sumBalance: number }>('GET', '/wps/v2/wallets/balance', undefined, { token });
    expect(Math.round(end.sumBalance * 100)).toBe(6000 + net);
    ledgerInvariants(api, me.id);
    const after = await api.v<BetRecordPage>('POST', '/wps/relay/ODSFE2_getBettingRecords', { pageSize: 1 }, { token });
    expect(after.total - before.total).toBe(spins.length);
  });

  it('cashback: the claim pays exactly the sum of the per-category amounts the settings showed', async () => {
    const token = await api.login('demo');
    const settings = await api.v<{ productType: string; pending: number }[]>('POST', '/wps/relay/MCSFE_getCustomerRebateSettingByProductType', {}, { token });
    const shown = Math.round(settings.reduce((s, r) => s + r.pending, 0) * 100);
    expect(shown).toBeGreaterThan(0);
    const claim = await api.v<{ amount: number }>('POST', '/wps/relay/MCSFE_claimManualRebate', {}, { token });
    expect(Math.round(claim.amount * 100)).toBe(shown);
    const after = await api.v<{ pending: number }[]>('POST', '/wps/relay/MCSFE_getCustomerRebateSettingByProductType', {}, { token });
    expect(after.every((r) => r.pending === 0)).toBe(true);
  });

  it('every seeded member satisfies the ledger invariants', () => {
    const ids = api.app.sandbox.db.prepare('SELECT id FROM members').all() as { id: number }[];
    for (const { id } of ids) ledgerInvariants(api, id);
  });

  it('demo game: real spins change balance, records and P&L; free play touches nothing real', async () => {
    const token = await api.login('vip5');
    const bal = async () => (await api.v<{ sumBalance: number }>('GET', '/wps/v2/wallets/balance', undefined, { token })).sumBalance;
    const b0 = await bal();
    const launch = await api.v<LaunchGameResult>('POST', '/wps/game/launchGame', { vassalage: 'PG', nodeId: 'PG-0002', accountType: 1, launchMode: 'GLS' }, { token });
    // The provider page is on the sandbox's own origin, which boot lists in launchGameCDNs.
    const gameUrl = new URL(launch.content.game_url);
    expect(gameUrl.origin).toBe(api.base);
    const status = await api.v<{ info: { launchGameCDNs: string[] } }>('GET', '/wps/system/status');
    expect(status.info.launchGameCDNs).toEqual([api.base]);
    const page = await api.raw('GET', gameUrl.pathname + gameUrl.search);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).not.toMatch(/https?:\/\//);
    const t = new URL(launch.content.game_url, 'http://x').searchParams.get('t')!;
    const spin = await api.v<{ bet: number; win: number; balance: number }>('POST', '/__sandbox/provider/spin', { t, bet: 10 });
    expect(spin.balance).toBeCloseTo(b0 - 10 + spin.win, 2);
    expect(await bal()).toBeCloseTo(spin.balance, 2);
    const recs = await api.v<BetRecordPage>('POST', '/wps/relay/ODSFE2_getBettingRecords', { pageSize: 1 }, { token });
    expect(recs.list[0]).toMatchObject({ nodeId: 'PG-0002', betAmount: 10, winAmount: spin.win });

    const g = api.app.sandbox.db.prepare("SELECT node_id, vassalage FROM games WHERE support_play = 0 AND is_game = 'GAME' LIMIT 1").get() as { node_id: string; vassalage: string };
    const free = await api.v<LaunchGameResult>('POST', '/wps/game/launchGame', { vassalage: g.vassalage, nodeId: g.node_id, accountType: 0, launchMode: 'GLS' }, { token });
    const ft = new URL(free.content.game_url, 'http://x').searchParams.get('t')!;
    const fs1 = await api.v<{ balance: number; win: number }>('POST', '/__sandbox/provider/spin', { t: ft, bet: 10 });
    expect(fs1.balance).toBeCloseTo(2000 - 10 + fs1.win, 2);
    expect(await bal()).toBeCloseTo(spin.balance, 2);
  });

  it('pushes the balance on the WebSocket after every ledger change', async () => {
    const token = await api.login('agent');
    const ws = new WebSocket(`${api.base.replace('http', 'ws')}/wps/ws/balance`);
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
    const messages: { type: string; sumBalance: number }[] = [];
    await new Promise<void>((resolve, reject) => {
      ws.on('message', (d) => {
        messages.push(JSON.parse(d.toString()));
        if (messages.length === 1) resolve();
      });
      ws.on('error', reject);
    });
    const first = messages[0].sumBalance;
    await api.v('POST', '/wps/relay/PAYFE_requestDeposit', { amount: 25, channel: 'PIX' }, { token });
    await new Promise((r) => setTimeout(r, 100));
    expect(messages[messages.length - 1]).toEqual({ type: 'balance', sumBalance: Math.round((first + 25) * 100) / 100 });
    ws.close();

    const closeCode = (url: string, first?: string) => {
      const socket = new WebSocket(`${api.base.replace('http', 'ws')}${url}`);
      if (first !== undefined) socket.on('open', () => socket.send(first));
      const pushed: string[] = [];
      socket.on('message', (d) => pushed.push(d.toString()));
      return new Promise<{ code: number; pushed: string[] }>((resolve) => socket.on('close', (c) => resolve({ code: c, pushed })));
    };
    // A bad token, a message that is not the auth message, and a token in the URL (even a good one): 4401, nothing pushed.
    expect(await closeCode('/wps/ws/balance', JSON.stringify({ type: 'auth', token: 'nope' }))).toEqual({ code: 4401, pushed: [] });
    expect(await closeCode('/wps/ws/balance', 'ping')).toEqual({ code: 4401, pushed: [] });
    expect(await closeCode(`/wps/ws/balance?token=${token}`, JSON.stringify({ type: 'auth', token }))).toEqual({ code: 4401, pushed: [] });
    // No auth message at all: closed after the grace period.
    const started = Date.now();
    expect(await closeCode('/wps/ws/balance')).toEqual({ code: 4401, pushed: [] });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
  });

  it('accepts the session token only in the Authorization header, never as ?token=', async () => {
    const token = await api.login('demo');
    expect((await api.call('GET', '/wps/v2/wallets/balance', undefined, { token })).status).toBe(200);
    const query = await api.call('GET', `/wps/v2/wallets/balance?token=${token}`);
    expect(query.status).toBe(401);
    expect(query.body.code).toBe('CUSTOMER_NOT_LOGIN');
  });

  it('agent contracts: offer, accept, request termination, terminate; settlement pays the downline', async () => {
    const agent = await api.login('agent');
    const down = await api.login('down7');
    const downId = (await api.v<MemberInfo>('GET', '/wps/member/info', undefined, { token: down })).id;
    const url = '/wps/relay/MCSFE_processContractHourSalary';
    const offered = await api.v<{ contracts: { id: number; state: string; downlineId: number; role: string; requestedBy: string | null }[] }>('POST', url, { action: 'REQUEST', downlineId: downId, terms: { rate: 0.01, betAmount: 0 } }, { token: agent });
    const c = offered.contracts.find((x) => x.downlineId === downId && x.state === 'REQUESTED')!;
    // Each side sees who made the request that waits for an answer.
    expect(c).toMatchObject({ role: 'UPLINE', requestedBy: 'UPLINE' });
    expect((await api.call('POST', url, { action: 'ACCEPT', contractId: c.id }, { token: agent })).body.code).toBe('forbidden');
    const accepted = await api.v<{ contracts: { id: number; state: string; requestedBy: string | null }[] }>('POST', url, { action: 'ACCEPT', contractId: c.id }, { token: down });
    expect(accepted.contracts.find((x) => x.id === c.id)?.state).toBe('ACCEPTED');
    expect(accepted.contracts.find((x) => x.id === c.id)).toMatchObject({ requestedBy: null });
    const asked = await api.v<{ contracts: { id: number; requestedBy: string | null; role: string }[] }>('POST', url, { action: 'TERMINATE_REQUEST', contractId: c.id }, { token: down });
    expect(asked.contracts.find((x) => x.id === c.id)).toMatchObject({ role: 'DOWNLINE', requestedBy: 'DOWNLINE' });
    const rejected = await api.v<{ contracts: { id: number; state: string }[] }>('POST', url, { action: 'REJECT', contractId: c.id }, { token: agent });
    expect(rejected.contracts.find((x) => x.id === c.id)?.state).toBe('ACCEPTED');
    const ended = await api.v<{ contracts: { id: number; state: string }[] }>('POST', url, { action: 'TERMINATE', contractId: c.id }, { token: agent });
    expect(ended.contracts.find((x) => x.id === c.id)?.state).toBe('TERMINATED');
    expect((await api.call('POST', url, { action: 'REQUEST', downlineId: 1 }, { token: agent })).body.message).toMatch(/direct downlines/);
    const overview = await api.v<{ teamSize: number; myIncome: number; directDownlines: number }>('POST', '/wps/relay/MCSFE_getTeamOverview', {}, { token: agent });
    expect(overview.teamSize).toBeGreaterThanOrEqual(11);
    expect(overview.myIncome).toBeGreaterThan(0);
  });
});

describe('restart on a file database', () => {
  it('keeps members, balances and sessions', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-sandbox-'));
    const dbFile = path.join(dir, 'sandbox.db');
    const a = await makeApi({ dbFile });
    const reg = await a.v<{ token: string }>('PUT', '/wps/member/register', { username: 'persist1', password: 'Abc12345', confirmPassword: 'Abc12345' }, { encrypt: true });
    await a.v('POST', '/wps/relay/PAYFE_requestDeposit', { amount: 123.45, channel: 'PIX' }, { token: reg.token });
    await a.v('POST', '/wps/relay/GCS_walletTransfer', { from: 'MAIN', to: 'PG', amount: 23.45 }, { token: reg.token });
    await a.v('POST', '/__sandbox/whitelabel', { flags: { FREEPLAY3: false } });
    await a.app.close();

    const b = await makeApi({ dbFile });
    try {
      const info = await b.v<MemberInfo>('GET', '/wps/member/info', undefined, { token: reg.token });
      expect(info.account).toBe('persist1');
      expect(await b.v('GET', '/wps/v2/wallets/balance', undefined, { token: reg.token })).toMatchObject({ sumBalance: 123.45 });
      expect((await b.call('POST', '/wps/session/login/freeplay', { os: 'x', platform: 'W', random: 'abcdefgh' })).body.code).toBe('module_disabled');
      expect((b.app.sandbox.db.prepare('SELECT COUNT(*) AS n FROM games').get() as { n: number }).n).toBeGreaterThan(5000);
      expect((b.app.sandbox.db.prepare('SELECT COUNT(*) AS n FROM migrations').get() as { n: number }).n).toBe(MIGRATIONS.length);
    } finally {
      await b.app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
