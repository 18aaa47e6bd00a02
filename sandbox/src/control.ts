import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Sandbox } from './core/context';
import { ApiError } from './core/errors';
import { Lits, Str } from './core/schemas';
import { ALL_MODULES } from './core/state';
import { memberByName } from './services/members';
import { HOUSE, MAIN } from './services/ledger';
import { fromCents, toCents } from './core/util';
import { settleAll } from './services/contracts';
import { geetestAnswer } from './services/captcha';

/**
 * Control API (sandbox mode only): `/__sandbox/*`. Not part of the operator API; used by dev
 * tooling and e2e tests to steer the backend. See sandbox/README.md.
 */
export async function controlRoutes(app: FastifyInstance, opts: { sb: Sandbox }): Promise<void> {
  const { sb } = opts;
  const ok = (value: unknown) => ({ success: true, value });

  app.get('/', async () => ok({ status: sb.state.status, flags: sb.state.flags, brand: sb.state.brand, faults: Object.fromEntries(sb.faults) }));

  app.post('/status', {
    schema: { body: Type.Object({ status: Lits(0, 1, 2), location: Type.Optional(Type.Union([Type.Null(), Type.Object({ ip: Str(64, 1), country: Str(2, 2) })])) }) },
  }, async (req) => {
    const b = req.body as { status: 0 | 1 | 2; location?: { ip: string; country: string } | null };
    sb.state.set('status', { status: b.status, location: b.location === undefined ? sb.state.status.location : b.location });
    return ok(sb.state.status);
  });

  app.post('/whitelabel', { schema: { body: Type.Object({ flags: Type.Record(Type.String({ maxLength: 32 }), Type.Boolean()) }) } }, async (req) => {
    const { flags } = req.body as { flags: Record<string, boolean> };
    const unknown = Object.keys(flags).filter((k) => !ALL_MODULES.includes(k as never));
    if (unknown.length) throw new ApiError(400, 'validation_error', `Unknown module id(s): ${unknown.join(', ')}`);
    sb.state.set('flags', { ...sb.state.get<Record<string, boolean>>('flags', {}), ...flags });
    return ok(sb.state.flags);
  });

  app.post('/brand', {
    schema: {
      body: Type.Object({
        defaultLang: Type.Optional(Str(8, 2)), supportLanguages: Type.Optional(Type.Array(Str(8, 2), { minItems: 1, maxItems: 40 })),
        loginedToHomePage: Type.Optional(Type.Boolean()), esports: Type.Optional(Type.Array(Str(32, 1), { maxItems: 20 })),
        chatHeaderColor: Type.Optional(Str(16)), currencySymbol: Type.Optional(Str(8)), currency: Type.Optional(Str(8)),
        theme: Type.Optional(Lits('dark', 'light')), merchant: Type.Optional(Str(64)), merchantCode: Type.Optional(Str(64)), copyright: Type.Optional(Str(200)),
      }, { additionalProperties: false }),
    },
  }, async (req) => {
    sb.state.set('brand', { ...sb.state.get<Record<string, unknown>>('brand', {}), ...(req.body as object) });
    return ok(sb.state.brand);
  });

  app.post('/register-rules', { schema: { body: Type.Object({ rules: Type.Record(Type.String({ maxLength: 32 }), Type.Any()) }) } }, async (req) => {
    const cur = sb.state.get<Record<string, unknown>>('registerRules', (await import('./services/rules')).DEFAULT_RULES);
    sb.state.set('registerRules', { ...cur, ...(req.body as { rules: Record<string, unknown> }).rules });
    return ok(sb.state.get('registerRules', {}));
  });

  app.get('/sms/last', { schema: { querystring: Type.Object({ mobile: Str(20, 1) }) } }, async (req) => {
    const { mobile } = req.query as { mobile: string };
    const row = sb.db.prepare('SELECT mobile, dialing_code, code, purpose, created_at, expires_at, used FROM sms_outbox WHERE mobile = ? ORDER BY id DESC LIMIT 1').get(mobile) as
      | { mobile: string; dialing_code: string; code: string; purpose: string; created_at: number; expires_at: number; used: number }
      | undefined;
    if (!row) throw new ApiError(404, 'not_found', `No SMS sent to ${mobile}`);
    return ok({ mobile: row.mobile, countryDialingCode: row.dialing_code, code: row.code, purpose: row.purpose, sentAt: new Date(row.created_at).toISOString(), expiresAt: new Date(row.expires_at).toISOString(), used: row.used === 1 });
  });

  app.get('/captcha/last', { schema: { querystring: Type.Object({ uuid: Str(64, 1) }) } }, async (req) => {
    const c = sb.captchas.get((req.query as { uuid: string }).uuid);
    if (!c) throw new ApiError(404, 'not_found', 'No captcha for this uuid');
    return ok({ text: c.text });
  });

  app.get('/geetest/answer', { schema: { querystring: Type.Object({ challenge: Str(64, 1) }) } }, async (req) => {
    const x = geetestAnswer(sb, (req.query as { challenge: string }).challenge);
    if (x === null) throw new ApiError(404, 'not_found', 'Unknown challenge');
    return ok({ x });
  });

  app.post('/faults', {
    schema: {
      body: Type.Object({
        path: Str(300, 1), count: Type.Integer({ minimum: 0, maximum: 10000 }), status: Type.Optional(Type.Integer({ minimum: 100, maximum: 599 })),
        delayMs: Type.Optional(Type.Integer({ minimum: 0, maximum: 120000 })), malformed: Type.Optional(Type.Boolean()),
      }),
    },
  }, async (req) => {
    const b = req.body as { path: string; count: number; status?: number; delayMs?: number; malformed?: boolean };
    if (!b.path.startsWith('/')) throw new ApiError(400, 'validation_error', "path must start with '/'");
    if (b.count === 0) sb.faults.delete(b.path);
    else sb.faults.set(b.path, { count: b.count, status: b.status ?? (b.malformed || b.delayMs ? 200 : 500), delayMs: b.delayMs ?? 0, malformed: b.malformed ?? false });
    return ok(Object.fromEntries(sb.faults));
  });

  app.post('/balance', { schema: { body: Type.Object({ username: Str(64, 1), amount: Type.Number({ minimum: -1e8, maximum: 1e8 }) }) } }, async (req) => {
    const b = req.body as { username: string; amount: number };
    const m = memberByName(sb.db, b.username);
    if (!m) throw new ApiError(404, 'not_found', `No member ${b.username}`);
    const p = sb.ledger.memberHouse('ADJUST', m.id, MAIN, HOUSE.CASH, toCents(b.amount), 'Sandbox adjustment');
    return ok({ sumBalance: fromCents(p.balances.get(m.id) ?? 0) });
  });

  app.post('/settle', async () => ok({ paid: fromCents(settleAll(sb.db, sb.ledger)) }));

  app.post('/reset', async () => {
    sb.seed();
    return ok({ reset: true });
  });
}
