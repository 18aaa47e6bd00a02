import type { LaunchGameResult, RgExclusion, RgLimit, RgLimitReachedInfo, RgRealityCheck, RgStatement, RgStatus } from '@vitrine/shared/api/endpoints';
import { makeApi, type Api } from './util';

jest.setTimeout(60_000);

const DEPOSIT = '/wps/relay/PAYFE_requestDeposit';
const TRANSFER = '/wps/relay/GCS_walletTransfer';
const LAUNCH = '/wps/game/launchGame';
const SPIN = '/__sandbox/provider/spin';
const STATUS = '/wps/member/rg/status';
const LIMITS = '/wps/member/rg/limits';
const HOUR = 3600_000;

let api: Api;
beforeAll(async () => {
  api = await makeApi();
});
afterAll(() => api.app.close());
beforeEach(async () => {
  await api.v('POST', '/__sandbox/reset');
});

/** Puts the sandbox clock at an exact time. */
const setClock = (iso: string) => api.v('POST', '/__sandbox/clock', { at: iso, freeze: true });
const advance = (ms: number) => api.v('POST', '/__sandbox/clock', { advanceMs: ms });
const limitOf = (list: RgLimit[], kind: RgLimit['kind'], period: RgLimit['period']) => list.find((l) => l.kind === kind && l.period === period)!;
const deposit = (token: string, amount: number) => api.call('POST', DEPOSIT, { amount, channel: 'PIX' }, { token });
const launch = (token: string) => api.call('POST', LAUNCH, { vassalage: 'PG', nodeId: 'PG-0002', accountType: 1, launchMode: 'GLS' }, { token });
async function ticket(token: string): Promise<string> {
  const r = await launch(token);
  expect(r.body.success).toBe(true);
  return new URL((r.body.value as LaunchGameResult).content.game_url, 'http://x').searchParams.get('t')!;
}
async function balanceConsistent(username: string): Promise<void> {
  const m = api.app.sandbox.db.prepare('SELECT id FROM members WHERE username = ?').get(username) as { id: number };
  expect(api.app.sandbox.ledger.ledgerSum(m.id)).toBe(api.app.sandbox.ledger.sumBalance(m.id));
}

describe('the movable clock (control API)', () => {
  it('sets, advances and resets the offset; junk is refused', async () => {
    const a = await api.v<{ offsetMs: number; now: string }>('POST', '/__sandbox/clock', { offsetMs: 2 * HOUR });
    expect(a.offsetMs).toBe(2 * HOUR);
    expect(Math.abs(Date.parse(a.now) - Date.now() - 2 * HOUR)).toBeLessThan(5000);
    expect((await advance(HOUR)) as { offsetMs: number }).toMatchObject({ offsetMs: 3 * HOUR });
    expect((await api.call('POST', '/__sandbox/clock', {})).status).toBe(400);
    await api.v('POST', '/__sandbox/reset');
    expect(await api.v('GET', '/__sandbox/clock')).toMatchObject({ offsetMs: 0 });
  });
});

describe('deposit limit (server-side, no UI)', () => {
  it('60 of a daily 100 works, the next 60 is refused naming the limit and its reset; a raise waits 24 h; a lowering applies at once', async () => {
    await setClock('2026-12-09T10:00:00.000Z');
    const t = await api.login('demo');
    const set = await api.v<RgLimit[]>('POST', LIMITS, { kind: 'DEPOSIT', period: 'DAY', amount: 100 }, { token: t });
    expect(limitOf(set, 'DEPOSIT', 'DAY')).toMatchObject({ amount: 100, used: 0, pending: null, resetsAt: '2026-12-10T00:00:00.000Z' });
    expect((await deposit(t, 60)).body.success).toBe(true);
    const refused = await deposit(t, 60);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('rg_limit_reached');
    expect(refused.body.message).toMatch(/daily deposit limit of 100\.00/);
    expect(refused.body.message).toMatch(/2026-12-10 00:00 UTC/);
    expect(refused.body.value).toEqual({ kind: 'DEPOSIT', period: 'DAY', limit: 100, used: 60, resetsAt: '2026-12-10T00:00:00.000Z', action: 'DEPOSIT' } satisfies RgLimitReachedInfo);
    // 40 still fits exactly.
    expect((await deposit(t, 40)).body.success).toBe(true);
    expect((await deposit(t, 1)).body.code).toBe('rg_limit_reached');

    // Raise to 500: pending for 24 h, the old limit still holds.
    const raised = limitOf(await api.v<RgLimit[]>('POST', LIMITS, { kind: 'DEPOSIT', period: 'DAY', amount: 500 }, { token: t }), 'DEPOSIT', 'DAY');
    expect(raised).toMatchObject({ amount: 100, used: 100, pending: { amount: 500, appliesAt: '2026-12-10T10:00:00.000Z' } });
    expect((await deposit(t, 60)).body.code).toBe('rg_limit_reached');
    await advance(24 * HOUR);
    const after = limitOf((await api.v<RgStatus>('GET', STATUS, undefined, { token: t })).limits, 'DEPOSIT', 'DAY');
    expect(after).toMatchObject({ amount: 500, used: 0, pending: null });
    expect((await deposit(t, 60)).body.success).toBe(true);

    // Lower to 50: applies at once (60 already deposited today).
    const lowered = limitOf(await api.v<RgLimit[]>('POST', LIMITS, { kind: 'DEPOSIT', period: 'DAY', amount: 50 }, { token: t }), 'DEPOSIT', 'DAY');
    expect(lowered).toMatchObject({ amount: 50, used: 60, pending: null });
    expect((await deposit(t, 1)).body.code).toBe('rg_limit_reached');
  });

  it('a raise of a weekly limit waits 24 h within the same week, and a removal too', async () => {
    await setClock('2026-12-08T12:00:00.000Z'); // Tuesday
    const t = await api.login('demo');
    await api.v('POST', LIMITS, { kind: 'DEPOSIT', period: 'WEEK', amount: 100 }, { token: t });
    expect((await deposit(t, 100)).body.success).toBe(true);
    await api.v('POST', LIMITS, { kind: 'DEPOSIT', period: 'WEEK', amount: 300 }, { token: t });
    await advance(23 * HOUR);
    expect((await deposit(t, 50)).body.code).toBe('rg_limit_reached');
    await advance(HOUR);
    expect((await deposit(t, 50)).body.success).toBe(true);
    // Removal: pending (amount null) for 24 h.
    const removing = limitOf(await api.v<RgLimit[]>('POST', LIMITS, { kind: 'DEPOSIT', period: 'WEEK', amount: null }, { token: t }), 'DEPOSIT', 'WEEK');
    expect(removing).toMatchObject({ amount: 300, pending: { amount: null } });
    expect((await deposit(t, 200)).body.code).toBe('rg_limit_reached');
    await advance(24 * HOUR);
    expect((await deposit(t, 200)).body.success).toBe(true);
    expect(limitOf((await api.v<RgStatus>('GET', STATUS, undefined, { token: t })).limits, 'DEPOSIT', 'WEEK')).toMatchObject({ amount: null, pending: null });
  });

  it('50 parallel deposits around the limit never cross it', async () => {
    const t = await api.login('demo');
    await api.v('POST', LIMITS, { kind: 'DEPOSIT', period: 'DAY', amount: 255 }, { token: t });
    const results = await Promise.all(Array.from({ length: 50 }, () => deposit(t, 10)));
    const ok = results.filter((r) => r.body.success).length;
    expect(ok).toBe(25);
    expect(results.filter((r) => r.body.code === 'rg_limit_reached').length).toBe(25);
    const used = limitOf((await api.v<RgStatus>('GET', STATUS, undefined, { token: t })).limits, 'DEPOSIT', 'DAY').used;
    expect(used).toBe(250);
    await balanceConsistent('demo');
  });

  it('tells an 80% warning once per period', async () => {
    const t = await api.login('demo');
    await api.v('POST', LIMITS, { kind: 'DEPOSIT', period: 'DAY', amount: 100 }, { token: t });
    await deposit(t, 79);
    expect((await api.v<RgStatus>('GET', STATUS, undefined, { token: t })).warnings).toEqual([]);
    await deposit(t, 1);
    const first = await api.v<RgStatus>('GET', STATUS, undefined, { token: t });
    expect(first.warnings).toEqual([expect.objectContaining({ kind: 'DEPOSIT', period: 'DAY', limit: 100, used: 80 })]);
    expect((await api.v<RgStatus>('GET', STATUS, undefined, { token: t })).warnings).toEqual([]);
  });

  it('rejects bad limits with a clear message', async () => {
    const t = await api.login('demo');
    expect((await api.call('POST', LIMITS, { kind: 'SESSION', period: 'WEEK', amount: 60 }, { token: t })).body.message).toMatch(/per day/);
    expect((await api.call('POST', LIMITS, { kind: 'SESSION', period: 'DAY', amount: 1.5 }, { token: t })).body.message).toMatch(/whole minutes/);
    expect((await api.call('POST', LIMITS, { kind: 'DEPOSIT', period: 'DAY', amount: 1.234 }, { token: t })).body.message).toMatch(/2 decimals/);
    expect((await api.call('POST', LIMITS, { kind: 'DEPOSIT', period: 'YEAR', amount: 10 }, { token: t })).status).toBe(400);
  });
});

describe('loss limit and session time (launches, transfers, spins)', () => {
  it('a loss limit stops spins, launches and transfers into a game once reached; balance and ledger agree', async () => {
    const t = await api.login('demo');
    await api.v('POST', LIMITS, { kind: 'LOSS', period: 'DAY', amount: 20 }, { token: t });
    const tk = await ticket(t);
    let loss = 0;
    for (let i = 0; i < 300 && loss < 20; i++) {
      const room = Math.round((20 - loss) * 100) / 100;
      const r = await api.call('POST', SPIN, { t: tk, bet: Math.max(0.1, Math.min(room, 1000)) });
      if (!r.body.success) {
        expect(r.body.code).toBe('rg_limit_reached');
        break;
      }
      const v = r.body.value as { bet: number; win: number };
      loss = Math.round((loss + v.bet - v.win) * 100) / 100;
      expect(loss).toBeLessThanOrEqual(20);
      const s = await api.v<RgStatus>('GET', STATUS, undefined, { token: t });
      expect(limitOf(s.limits, 'LOSS', 'DAY').used).toBe(Math.max(0, loss));
    }
    expect(loss).toBe(20);
    const bet = await api.call('POST', SPIN, { t: tk, bet: 1 });
    expect(bet.body).toMatchObject({ code: 'rg_limit_reached', value: { kind: 'LOSS', period: 'DAY', action: 'BET', limit: 20, used: 20 } });
    expect((await launch(t)).body).toMatchObject({ code: 'rg_limit_reached', value: { kind: 'LOSS', action: 'LAUNCH' } });
    expect((await api.call('POST', TRANSFER, { from: 'MAIN', to: 'PG', amount: 5 }, { token: t })).body).toMatchObject({ code: 'rg_limit_reached', value: { action: 'TRANSFER' } });
    // Money back to the main wallet is always allowed.
    expect((await api.call('POST', TRANSFER, { from: 'PG', to: 'MAIN', amount: 0.01 }, { token: t })).body.code).not.toBe('rg_limit_reached');
    await balanceConsistent('demo');
    // The next day it resets.
    await advance(24 * HOUR);
    expect((await launch(t)).body.success).toBe(true);
  });

  it('a transfer into a game larger than the loss room left is refused', async () => {
    const t = await api.login('demo');
    await api.v('POST', LIMITS, { kind: 'LOSS', period: 'WEEK', amount: 50 }, { token: t });
    expect((await api.call('POST', TRANSFER, { from: 'MAIN', to: 'PG', amount: 60 }, { token: t })).body.code).toBe('rg_limit_reached');
    expect((await api.call('POST', TRANSFER, { from: 'MAIN', to: 'PG', amount: 50 }, { token: t })).body.success).toBe(true);
  });

  it('the daily session time stops launches and spins', async () => {
    await setClock('2026-12-09T10:00:00.000Z');
    const t = await api.login('demo');
    await api.v('POST', LIMITS, { kind: 'SESSION', period: 'DAY', amount: 30 }, { token: t });
    const tk = await ticket(t);
    for (let i = 0; i < 5; i++) {
      await advance(5 * 60_000);
      expect((await api.call('POST', SPIN, { t: tk, bet: 1 })).body.success).toBe(true);
    }
    const s = await api.v<RgStatus>('GET', STATUS, undefined, { token: t });
    expect(limitOf(s.limits, 'SESSION', 'DAY').used).toBe(25);
    await advance(6 * 60_000);
    expect((await api.call('POST', SPIN, { t: tk, bet: 1 })).body).toMatchObject({ code: 'rg_limit_reached', value: { kind: 'SESSION', action: 'BET', limit: 30 } });
    expect((await launch(t)).body).toMatchObject({ code: 'rg_limit_reached', value: { kind: 'SESSION', action: 'LAUNCH' } });
  });
});

describe('time-out and self-exclusion', () => {
  const EXCLUDE = '/wps/member/rg/exclusion';
  const loginCall = (username: string) => api.call('POST', '/wps/session/login', { username, password: 'Demo1234', type: 'username' }, { encrypt: true });

  it('needs the password and the confirmation', async () => {
    const t = await api.login('demo');
    expect((await api.call('POST', EXCLUDE, { kind: 'TIMEOUT', period: '24H', password: 'wrong', confirmed: true }, { token: t, encrypt: true })).body.code).toBe('password_incorrect');
    expect((await api.call('POST', EXCLUDE, { kind: 'TIMEOUT', period: '24H', password: 'Demo1234', confirmed: false }, { token: t, encrypt: true })).body.code).toBe('validation_error');
    expect((await api.call('POST', EXCLUDE, { kind: 'TIMEOUT', period: '6M', password: 'Demo1234', confirmed: true }, { token: t, encrypt: true })).body.code).toBe('validation_error');
    expect((await api.call('GET', STATUS, undefined, { token: t })).status).toBe(200);
  });

  it('self-exclusion of 6 months ends the sessions, refuses login naming the end, and ends 6 months later', async () => {
    await setClock('2026-12-09T10:00:00.000Z');
    const t = await api.login('demo');
    const other = await api.login('demo');
    const x = await api.v<RgExclusion>('POST', EXCLUDE, { kind: 'SELF_EXCLUSION', period: '6M', password: 'Demo1234', confirmed: true }, { token: t, encrypt: true });
    expect(x).toEqual({ kind: 'SELF_EXCLUSION', period: '6M', startsAt: '2026-12-09T10:00:00.000Z', endsAt: '2027-06-09T10:00:00.000Z' });
    for (const tok of [t, other]) expect((await api.call('GET', STATUS, undefined, { token: tok })).body.code).toBe('CUSTOMER_NOT_LOGIN');
    const refused = await loginCall('demo');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'rg_excluded', value: { endsAt: '2027-06-09T10:00:00.000Z' } });
    expect(refused.body.message).toMatch(/until 2027-06-09 10:00 UTC/);
    // A wrong password does not reveal the exclusion.
    expect((await api.call('POST', '/wps/session/login', { username: 'demo', password: 'nope', type: 'username' }, { encrypt: true })).body.code).toBe('login_failed');
    await advance(181 * 24 * HOUR);
    expect((await loginCall('demo')).body.code).toBe('rg_excluded');
    await advance(24 * HOUR);
    expect((await loginCall('demo')).body.success).toBe(true);
  });

  it('a time-out cannot be shortened; indefinite never ends', async () => {
    const t = await api.login('vip5');
    await api.v('POST', EXCLUDE, { kind: 'TIMEOUT', period: '7D', password: 'Demo1234', confirmed: true }, { token: t, encrypt: true });
    await advance(6 * 24 * HOUR);
    expect((await loginCall('vip5')).body.code).toBe('rg_excluded');
    await advance(24 * HOUR + 60_000);
    const t2 = await api.login('vip5');
    await api.v('POST', EXCLUDE, { kind: 'SELF_EXCLUSION', period: 'INDEFINITE', password: 'Demo1234', confirmed: true }, { token: t2, encrypt: true });
    await advance(19 * 366 * 24 * HOUR);
    expect((await loginCall('vip5')).body).toMatchObject({ code: 'rg_excluded', value: { endsAt: null } });
  });
  it("an agent sees that a downline is excluded, never the limits, the kind or the end", async () => {
    const down = await api.login('down1');
    await api.v('POST', LIMITS, { kind: 'DEPOSIT', period: 'DAY', amount: 100 }, { token: down });
    const agentToken = await api.login('agent');
    const list = () => api.v<{ list: Record<string, unknown>[] }>('POST', '/wps/relay/MCSFE_getDownlineList', { pageNo: 1, pageSize: 50 }, { token: agentToken });
    const before = (await list()).list.find((d) => d.username === 'down1')!;
    expect(before.excluded).toBe(false);
    await api.v('POST', EXCLUDE, { kind: 'SELF_EXCLUSION', period: '1Y', password: 'Demo1234', confirmed: true }, { token: down, encrypt: true });
    const after = (await list()).list.find((d) => d.username === 'down1')!;
    expect(after.excluded).toBe(true);
    expect((await list()).list.filter((d) => d.excluded).map((d) => d.username)).toEqual(['down1']);
    // Nothing of the player's responsible-gaming settings travels to the agent.
    const text = JSON.stringify(after);
    for (const secret of ['SELF_EXCLUSION', '1Y', 'endsAt', 'limit', 'DEPOSIT']) expect(text).not.toContain(secret);
  });
});

describe('reality check', () => {
  it('keeps the interval and the next check per session; net result of the session; ack moves the next check', async () => {
    await setClock('2026-12-09T10:00:00.000Z');
    const t = await api.login('demo');
    expect((await api.call('POST', '/wps/member/rg/reality-check', { intervalMinutes: 1 }, { token: t })).body.code).toBe('validation_error');
    await api.v('POST', '/__sandbox/rg', { realityCheckMinutes: [1, 15, 30, 60] });
    const rc = await api.v<RgRealityCheck>('POST', '/wps/member/rg/reality-check', { intervalMinutes: 15 }, { token: t });
    expect(rc).toMatchObject({ intervalMinutes: 15, options: [1, 15, 30, 60], nextAt: '2026-12-09T10:15:00.000Z', playedMinutes: 0, net: 0 });
    const tk = await ticket(t);
    const spin = await api.v<{ bet: number; win: number }>('POST', SPIN, { t: tk, bet: 2 });
    await advance(16 * 60_000);
    const s = await api.v<RgStatus>('GET', STATUS, undefined, { token: t });
    expect(s.realityCheck).toMatchObject({ playedMinutes: 16, net: Math.round((spin.win - spin.bet) * 100) / 100, nextAt: '2026-12-09T10:15:00.000Z' });
    expect(s.serverTime).toBe(new Date(Date.parse(s.serverTime)).toISOString());
    const acked = await api.v<RgRealityCheck>('POST', '/wps/member/rg/reality-check/ack', undefined, { token: t });
    expect(Date.parse(acked.nextAt!) - Date.parse('2026-12-09T10:16:00.000Z')).toBeGreaterThanOrEqual(15 * 60_000);
    // Another session starts its own count.
    const t2 = await api.login('demo');
    expect((await api.v<RgStatus>('GET', STATUS, undefined, { token: t2 })).realityCheck).toMatchObject({ intervalMinutes: 15, playedMinutes: 0, net: 0 });
  });
});

describe('queued spins (control API)', () => {
  it('the next spins pay the queued multipliers in order, then chance again; junk is refused', async () => {
    await setClock('2026-12-09T10:00:00.000Z');
    const t = await api.login('demo');
    const tk = await ticket(t);
    expect(await api.v('POST', '/__sandbox/spins', { multipliers: [0, 0.5, 20] })).toEqual({ multipliers: [0, 0.5, 20] });
    const spins: Array<{ bet: number; win: number; multiplier: number }> = [];
    for (let i = 0; i < 3; i++) spins.push(await api.v('POST', SPIN, { t: tk, bet: 2 }));
    expect(spins.map((s) => [s.multiplier, s.win])).toEqual([[0, 0], [0.5, 1], [20, 40]]);
    expect(api.app.sandbox.state.get('spins', null)).toEqual([]);
    await balanceConsistent('demo');
    expect((await api.call('POST', '/__sandbox/spins', { multipliers: [3] })).status).toBe(400);
    expect((await api.call('POST', '/__sandbox/spins', { multipliers: 'all' })).status).toBe(400);
  });
});

describe('activity statement', () => {
  it('matches the account record of the same period', async () => {
    await setClock('2026-12-09T10:00:00.000Z');
    const t = await api.login('demo');
    await deposit(t, 123.45);
    await api.v('POST', '/wps/relay/PAYFE_requestWithdraw', { amount: 20, password: 'Demo1234', account: 'PIX-1' }, { token: t, encrypt: true });
    const tk = await ticket(t);
    for (let i = 0; i < 5; i++) await api.v('POST', SPIN, { t: tk, bet: 1 });
    await advance(24 * HOUR);
    await deposit(t, 10);
    const st = await api.v<RgStatement>('GET', '/wps/member/rg/statement', { startDate: '2026-12-09', endDate: '2026-12-10', groupBy: 'DAY' }, { token: t });
    expect(st.rows.map((r) => r.period)).toEqual(['2026-12-09', '2026-12-10']);
    expect(st.rows[0]).toMatchObject({ deposits: 123.45, withdrawals: 20, bets: 5 });
    expect(st.rows[1]).toMatchObject({ deposits: 10, withdrawals: 0, bets: 0, wins: 0, netResult: 0 });
    const record = await api.v<{ list: { type: string; amount: number }[] }>('POST', '/wps/relay/ODSFE2_getTransactionHistory', { startDate: '2026-12-09', endDate: '2026-12-09', pageSize: 200 }, { token: t });
    const sum = (type: string) => Math.round(record.list.filter((x) => x.type === type).reduce((s, x) => s + x.amount, 0) * 100) / 100;
    expect(st.rows[0]).toMatchObject({ deposits: sum('DEPOSIT'), withdrawals: -sum('WITHDRAW'), bets: -sum('BET'), wins: sum('WIN') });
    expect(st.totals.netResult).toBe(Math.round((st.totals.wins - st.totals.bets) * 100) / 100);
  });
});
