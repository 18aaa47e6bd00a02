import { makeApi, type Api } from './util';

/**
 * Money calls are safe to repeat (issue 12, finding 1): an `Idempotency-Key` makes a repeat answer
 * the stored answer without a second ledger posting, even when 20 copies arrive at once; the same
 * key with another body is 409; a new key is a new operation.
 */
jest.setTimeout(60_000);

let api: Api;
let token: string;
beforeAll(async () => {
  api = await makeApi();
});
beforeEach(async () => {
  await api.raw('POST', '/__sandbox/reset');
  token = await api.login('demo');
});
afterAll(() => api.app.close());

type Body = { success: boolean; value?: unknown; code?: string; message?: string };
const memberId = () => (api.app.sandbox.db.prepare("SELECT id FROM members WHERE username = 'demo'").get() as { id: number }).id;
const txnCount = (type: string) =>
  (api.app.sandbox.db.prepare('SELECT COUNT(*) AS n FROM txns WHERE member_id = ? AND type = ?').get(memberId(), type) as { n: number }).n;
const sumBalance = () => api.app.sandbox.ledger.sumBalance(memberId());
const mainBalance = () => api.app.sandbox.ledger.walletBalance(memberId(), 'MAIN');

async function repeat(n: number, url: string, body: unknown, key: string, encrypt = false) {
  return Promise.all(Array.from({ length: n }, () => api.call('POST', url, body, { token, encrypt, headers: { 'Idempotency-Key': key } })));
}

function expectOneAnswer(answers: { status: number; body: Body }[]) {
  expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
  const first = JSON.stringify(answers[0].body);
  expect(answers[0].body.success).toBe(true);
  for (const a of answers) expect(JSON.stringify(a.body)).toBe(first);
}

describe('withdraw', () => {
  const url = '/wps/relay/PAYFE_requestWithdraw';
  const body = (amount: number) => ({ amount, password: 'Demo1234', account: 'pix-demo' });

  it('20 parallel withdraws with one key: one posting, 20 identical answers', async () => {
    const before = { withdraws: txnCount('WITHDRAW'), main: mainBalance() };
    const answers = await repeat(20, url, body(12.34), 'wd-key-1', true);
    expectOneAnswer(answers);
    expect(txnCount('WITHDRAW')).toBe(before.withdraws + 1);
    expect(mainBalance()).toBe(before.main - 1234);
    const payouts = api.app.sandbox.db.prepare('SELECT COUNT(*) AS n FROM payment_confirmations WHERE member_id = ? AND amount = 1234').get(memberId()) as { n: number };
    expect(payouts.n).toBe(1);
  });

  it('the same key with another amount is 409; a new key is a second posting', async () => {
    const before = txnCount('WITHDRAW');
    const first = await repeat(1, url, body(5), 'wd-key-2', true);
    expectOneAnswer(first);
    const clash = await api.call('POST', url, body(6), { token, encrypt: true, headers: { 'Idempotency-Key': 'wd-key-2' } });
    expect(clash.status).toBe(409);
    expect(clash.body.code).toBe('idempotency_key_reused');
    expect(txnCount('WITHDRAW')).toBe(before + 1);
    const again = await repeat(1, url, body(5), 'wd-key-3', true);
    expectOneAnswer(again);
    expect((again[0].body.value as { transactionId: string }).transactionId).not.toBe((first[0].body.value as { transactionId: string }).transactionId);
    expect(txnCount('WITHDRAW')).toBe(before + 2);
  });

  it('a stored answer is kept for a day by the sandbox clock, then the key counts as new', async () => {
    const before = txnCount('WITHDRAW');
    const first = await repeat(1, url, body(4), 'wd-key-ttl', true);
    expectOneAnswer(first);
    await api.v('POST', '/__sandbox/clock', { advanceMs: 23 * 3600_000 });
    token = await api.login('demo');
    const replay = await repeat(1, url, body(4), 'wd-key-ttl', true);
    expect(replay[0].body).toEqual(first[0].body);
    expect(txnCount('WITHDRAW')).toBe(before + 1);
    await api.v('POST', '/__sandbox/clock', { advanceMs: 2 * 3600_000 });
    token = await api.login('demo');
    const fresh = await repeat(1, url, body(4), 'wd-key-ttl', true);
    expect(fresh[0].body.success).toBe(true);
    expect(txnCount('WITHDRAW')).toBe(before + 2);
    const rows = api.app.sandbox.db.prepare("SELECT COUNT(*) AS n FROM idempotency_keys WHERE member_id = ? AND key = 'wd-key-ttl'").get(memberId()) as { n: number };
    expect(rows.n).toBe(1);
  });

  it('a refusal stores nothing: the same key works once the input is right', async () => {
    const wrong = await api.call('POST', url, { ...body(5), password: 'nope-nope' }, { token, encrypt: true, headers: { 'Idempotency-Key': 'wd-key-4' } });
    expect(wrong.body.code).toBe('password_incorrect');
    // The key was not spent on the refusal (no answer stored); another body with it is a new request.
    const ok = await repeat(1, url, body(5), 'wd-key-4', true);
    expectOneAnswer(ok);
  });

  it('keys are per member: another player using the same key string is a separate operation', async () => {
    const mine = await repeat(1, url, body(3), 'shared-key', true);
    expectOneAnswer(mine);
    const other = await api.login('vip5');
    const theirs = await api.call('POST', url, body(3), { token: other, encrypt: true, headers: { 'Idempotency-Key': 'shared-key' } });
    expect(theirs.status).toBe(200);
    expect(theirs.body.value).not.toEqual(mine[0].body.value);
  });

  it('a malformed key is refused naming the header', async () => {
    const r = await api.call('POST', url, body(3), { token, encrypt: true, headers: { 'Idempotency-Key': 'x'.repeat(200) } });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/Idempotency-Key/);
  });
});

describe('wallet transfer', () => {
  const url = '/wps/relay/GCS_walletTransfer';
  it('20 parallel with one key: one posting; other amount 409; new key a second posting', async () => {
    const before = { n: txnCount('TRANSFER'), main: mainBalance(), sum: sumBalance() };
    const answers = await repeat(20, url, { from: 'MAIN', to: 'PG', amount: 19.99 }, 'tr-key-1');
    expectOneAnswer(answers);
    expect(txnCount('TRANSFER')).toBe(before.n + 1);
    expect(mainBalance()).toBe(before.main - 1999);
    expect(sumBalance()).toBe(before.sum);
    const clash = await api.call('POST', url, { from: 'MAIN', to: 'PG', amount: 20 }, { token, headers: { 'Idempotency-Key': 'tr-key-1' } });
    expect([clash.status, clash.body.code]).toEqual([409, 'idempotency_key_reused']);
    expectOneAnswer(await repeat(1, url, { from: 'MAIN', to: 'PG', amount: 19.99 }, 'tr-key-2'));
    expect(txnCount('TRANSFER')).toBe(before.n + 2);
    expect(mainBalance()).toBe(before.main - 2 * 1999);
  });
});

describe('points redeem', () => {
  const url = '/wps/relay/passwordCheck/MCSFE_redeemPointReward';
  const redeems = () => (api.app.sandbox.db.prepare('SELECT COUNT(*) AS n FROM redeems WHERE member_id = ?').get(memberId()) as { n: number }).n;
  const points = () => (api.app.sandbox.db.prepare('SELECT COALESCE(SUM(points), 0) AS p FROM points_ledger WHERE member_id = ?').get(memberId()) as { p: number }).p;

  it('20 parallel with one key: one redeem; other quantity 409; new key a second redeem', async () => {
    const rewards = await api.v<{ id: number; points: number; quantity: number }[]>('POST', '/wps/relay/MCSFE_getPointReward', {}, { token });
    const reward = rewards.find((r) => r.quantity >= 3 && r.points <= 500) ?? rewards[0];
    const before = { n: redeems(), points: points() };
    const answers = await repeat(20, url, { rewardId: reward.id, quantity: 1, password: 'Demo1234' }, 'rd-key-1', true);
    expectOneAnswer(answers);
    expect(redeems()).toBe(before.n + 1);
    expect(points()).toBe(before.points - reward.points);
    const clash = await api.call('POST', url, { rewardId: reward.id, quantity: 2, password: 'Demo1234' }, { token, encrypt: true, headers: { 'Idempotency-Key': 'rd-key-1' } });
    expect([clash.status, clash.body.code]).toEqual([409, 'idempotency_key_reused']);
    expectOneAnswer(await repeat(1, url, { rewardId: reward.id, quantity: 1, password: 'Demo1234' }, 'rd-key-2', true));
    expect(redeems()).toBe(before.n + 2);
  });
});

describe('payout answer', () => {
  it('NOT_RECEIVED changes the state and refunds in one transaction: a failing refund leaves the payout DISBURSED', async () => {
    const w = await api.v<{ transactionId: string }>('POST', '/wps/relay/PAYFE_requestWithdraw', { amount: 50, password: 'Demo1234', account: 'pix' }, { token, encrypt: true });
    const pc = api.app.sandbox.db.prepare('SELECT id FROM payment_confirmations WHERE txn_id = ?').get(w.transactionId) as { id: number };
    const ledger = api.app.sandbox.ledger;
    const original = ledger.memberHouse.bind(ledger);
    ledger.memberHouse = () => {
      throw new Error('ledger down');
    };
    const png = `data:image/png;base64,${PNG_1x1}`;
    try {
      const r = await api.call('POST', '/wps/relay/MCSFE_processC2CTransaction', { id: pc.id, action: 'NOT_RECEIVED', proofImage: png }, { token });
      expect(r.status).toBe(500);
    } finally {
      ledger.memberHouse = original;
    }
    const row = api.app.sandbox.db.prepare('SELECT state FROM payment_confirmations WHERE id = ?').get(pc.id) as { state: string };
    expect(row.state).toBe('DISBURSED');
    const ok = await api.call('POST', '/wps/relay/MCSFE_processC2CTransaction', { id: pc.id, action: 'NOT_RECEIVED', proofImage: png }, { token });
    expect(ok.body.success).toBe(true);
  });
});

const PNG_1x1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
