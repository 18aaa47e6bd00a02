import { makeApi, type Api } from './util';
import { isWholeCents } from '../src/core/cents';

jest.setTimeout(120_000);

type Validate = ((data: unknown) => boolean) & { errors?: unknown };
interface Compiler { compile(schema: unknown): Validate }
interface BodySchema { properties?: Record<string, { wholeCents?: boolean; minimum?: number; maximum?: number }> }

let api: Api;
beforeAll(async () => {
  api = await makeApi();
});
afterAll(() => api.app.close());

/** Every two-decimal amount from 0.01 to 9,999.99 as a JSON body carries it (the text, parsed). */
const AMOUNTS: [string, number][] = [];
for (let cents = 1; cents <= 999_999; cents++) {
  const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  AMOUNTS.push([text, JSON.parse(text) as number]);
}

describe('whole cents', () => {
  it('isWholeCents: two decimals yes, three no', () => {
    for (const n of [0.07, 1.15, 19.99, 0.01, 100, 99_999_999.99]) expect(isWholeCents(n)).toBe(true);
    for (const n of [19.991, 0.001, 1.005, Number.NaN, Number.POSITIVE_INFINITY]) expect(isWholeCents(n)).toBe(false);
  });

  it('every amount 0.01..9,999.99 passes the real money route schemas (the validator fastify compiled)', () => {
    const ajv = api.app.sandboxValidators[0] as Compiler;
    const moneyRoutes = api.app.sandboxRoutes.filter((r) =>
      Object.values((r.schema?.body as BodySchema | undefined)?.properties ?? {}).some((p) => p.wholeCents === true));
    // withdraw, deposit, wallet transfer, transfer to upline, transfer to downline, payout answer
    expect(moneyRoutes.map((r) => r.url)).toEqual(expect.arrayContaining([
      '/wps/relay/PAYFE_requestWithdraw', '/wps/relay/PAYFE_requestDeposit', '/wps/relay/GCS_walletTransfer',
      '/wps/relay/MCSFE_transferToUpline', '/wps/relay/MCSFE_transferToDownline',
    ]));
    for (const r of moneyRoutes) {
      const schema = r.schema!.body as BodySchema;
      const [field, rule] = Object.entries(schema.properties!).find(([, p]) => p.wholeCents)!;
      const validate = ajv.compile(schema);
      // The other fields of the body: the smallest valid value of each required one.
      const base: Record<string, unknown> = {};
      for (const [k, p] of Object.entries(schema.properties!) as [string, Record<string, unknown>][]) {
        if (k === field) continue;
        if (p.type === 'string') base[k] = 'x'.repeat(Number(p.minLength ?? 1) || 1);
        else if (p.type === 'integer' || p.type === 'number') base[k] = Number(p.minimum ?? 1);
        else if (Array.isArray(p.anyOf)) base[k] = (p.anyOf as { const?: unknown }[])[0].const;
      }
      const refused: string[] = [];
      let checked = 0;
      const body: Record<string, unknown> = { ...base };
      for (const [text, amount] of AMOUNTS) {
        if (amount < (rule.minimum ?? 0) || amount > (rule.maximum ?? Infinity)) continue;
        checked++;
        body[field] = amount;
        if (!validate(body)) refused.push(text);
      }
      expect({ url: r.url, refused: refused.slice(0, 10), count: refused.length }).toEqual({ url: r.url, refused: [], count: 0 });
      expect(checked).toBeGreaterThan(990_000);
      // and a third decimal is still refused
      expect(validate({ ...base, [field]: 19.991 })).toBe(false);
    }
  });

  it('19.99, 1.15 and 0.07 go through over HTTP; 0.071 is refused naming the field', async () => {
    const token = await api.login('demo');
    for (const amount of [19.99, 1.15, 0.07]) {
      const r = await api.call('POST', '/wps/relay/GCS_walletTransfer', { from: 'MAIN', to: 'PG', amount }, { token });
      expect([r.status, r.body.success, r.body.code]).toEqual([200, true, undefined]);
    }
    const bad = await api.call('POST', '/wps/relay/GCS_walletTransfer', { from: 'MAIN', to: 'PG', amount: 0.071 }, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/'amount' must be an amount in whole cents/);
  });
});
