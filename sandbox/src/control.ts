import type { FastifyInstance } from 'fastify';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { Sandbox } from './core/context';
import { ApiError } from './core/errors';
import { jsonResponse } from './core/http';
import { Lits, Str } from './core/schemas';
import { ALL_MODULES } from './core/state';
import { memberByName } from './services/members';
import { HOUSE, MAIN } from './services/ledger';
import { fromCents, toCents } from './core/util';
import { settleAll } from './services/contracts';
import { geetestAnswer } from './services/captcha';
import { DEFAULT_RULES } from './services/rules';
import {
  CaptchaLastSchema, ControlStateSchema, FaultsSchema, FlagsSchema, GeetestAnswerSchema, ResetResultSchema, SettleResultSchema, SmsLastSchema, StatusStateSchema,
} from './responses/control';
import { BrandSettingsSchema } from './responses/system';
import { RegisterRulesSchema } from './responses/register';
import { SumBalance } from './responses/common';

/** The envelope of a control answer; `value` is checked against the route's response schema at compile time. */
const ok = <T extends TSchema>(_schema: T, value: Static<T>) => ({ success: true as const, value });

/** Rules as the control API accepts them: known fields only (others are dropped), each a complete rule. */
const RulesBody = Type.Object(
  Object.fromEntries(Object.entries(RegisterRulesSchema.properties).map(([k]) => [k, Type.Optional(Type.Object({
    enabled: Type.Boolean(), required: Type.Boolean(), minLength: Type.Integer({ minimum: 0, maximum: 10000 }), maxLength: Type.Integer({ minimum: 0, maximum: 10000 }),
    acceptedPattern: Str(1000, 1), patternId: Type.Integer({ minimum: 0, maximum: 20 }),
  }))])),
  { additionalProperties: false },
);

/**
 * Control API (sandbox mode only): `/__sandbox/*`. Not part of the operator API; used by dev
 * tooling and e2e tests to steer the backend. See sandbox/README.md.
 */
export async function controlRoutes(app: FastifyInstance, opts: { sb: Sandbox }): Promise<void> {
  const { sb } = opts;
  const faults = (): Static<typeof FaultsSchema> => Object.fromEntries(sb.faults);

  app.get('/', { schema: { response: jsonResponse(ControlStateSchema) } }, async () =>
    ok(ControlStateSchema, { status: sb.state.status, flags: sb.state.flags, brand: sb.state.brand, faults: faults() }));

  app.post('/status', {
    schema: {
      body: Type.Object({ status: Lits(0, 1, 2), location: Type.Optional(Type.Union([Type.Null(), Type.Object({ ip: Str(64, 1), country: Str(2, 2) })])) }),
      response: jsonResponse(StatusStateSchema),
    },
  }, async (req) => {
    const b = req.body as { status: 0 | 1 | 2; location?: { ip: string; country: string } | null };
    sb.state.set('status', { status: b.status, location: b.location === undefined ? sb.state.status.location : b.location });
    return ok(StatusStateSchema, sb.state.status);
  });

  app.post('/whitelabel', { schema: { body: Type.Object({ flags: Type.Record(Type.String({ maxLength: 32 }), Type.Boolean()) }), response: jsonResponse(FlagsSchema) } }, async (req) => {
    const { flags } = req.body as { flags: Record<string, boolean> };
    const unknown = Object.keys(flags).filter((k) => !ALL_MODULES.includes(k as never));
    if (unknown.length) throw new ApiError(400, 'validation_error', `Unknown module id(s): ${unknown.join(', ')}`);
    sb.state.set('flags', { ...sb.state.get<Record<string, boolean>>('flags', {}), ...flags });
    return ok(FlagsSchema, sb.state.flags);
  });

  app.post('/brand', {
    schema: {
      body: Type.Object({
        defaultLang: Type.Optional(Str(8, 2)), supportLanguages: Type.Optional(Type.Array(Str(8, 2), { minItems: 1, maxItems: 40 })),
        loginedToHomePage: Type.Optional(Type.Boolean()), esports: Type.Optional(Type.Array(Str(32, 1), { maxItems: 20 })),
        chatHeaderColor: Type.Optional(Str(16)), currencySymbol: Type.Optional(Str(8)), currency: Type.Optional(Str(8)),
        theme: Type.Optional(Lits('dark', 'light')), merchant: Type.Optional(Str(64)), merchantCode: Type.Optional(Str(64)), copyright: Type.Optional(Str(200)),
      }, { additionalProperties: false }),
      response: jsonResponse(BrandSettingsSchema),
    },
  }, async (req) => {
    sb.state.set('brand', { ...sb.state.get<Record<string, unknown>>('brand', {}), ...(req.body as object) });
    return ok(BrandSettingsSchema, sb.state.brand);
  });

  app.post('/register-rules', { schema: { body: Type.Object({ rules: RulesBody }), response: jsonResponse(RegisterRulesSchema) } }, async (req) => {
    const cur = sb.state.get<Static<typeof RegisterRulesSchema>>('registerRules', DEFAULT_RULES);
    sb.state.set('registerRules', { ...cur, ...(req.body as { rules: Static<typeof RegisterRulesSchema> }).rules });
    return ok(RegisterRulesSchema, sb.state.get<Static<typeof RegisterRulesSchema>>('registerRules', {}));
  });

  app.get('/sms/last', { schema: { querystring: Type.Object({ mobile: Str(20, 1) }), response: jsonResponse(SmsLastSchema) } }, async (req) => {
    const { mobile } = req.query as { mobile: string };
    const row = sb.db.prepare('SELECT mobile, dialing_code, code, purpose, created_at, expires_at, used FROM sms_outbox WHERE mobile = ? ORDER BY id DESC LIMIT 1').get(mobile) as
      | { mobile: string; dialing_code: string; code: string; purpose: string; created_at: number; expires_at: number; used: number }
      | undefined;
    if (!row) throw new ApiError(404, 'not_found', `No SMS sent to ${mobile}`);
    return ok(SmsLastSchema, { mobile: row.mobile, countryDialingCode: row.dialing_code, code: row.code, purpose: row.purpose, sentAt: new Date(row.created_at).toISOString(), expiresAt: new Date(row.expires_at).toISOString(), used: row.used === 1 });
  });

  app.get('/captcha/last', { schema: { querystring: Type.Object({ uuid: Str(64, 1) }), response: jsonResponse(CaptchaLastSchema) } }, async (req) => {
    const c = sb.captchas.get((req.query as { uuid: string }).uuid);
    if (!c) throw new ApiError(404, 'not_found', 'No captcha for this uuid');
    return ok(CaptchaLastSchema, { text: c.text });
  });

  app.get('/geetest/answer', { schema: { querystring: Type.Object({ challenge: Str(64, 1) }), response: jsonResponse(GeetestAnswerSchema) } }, async (req) => {
    const x = geetestAnswer(sb, (req.query as { challenge: string }).challenge);
    if (x === null) throw new ApiError(404, 'not_found', 'Unknown challenge');
    return ok(GeetestAnswerSchema, { x });
  });

  app.post('/faults', {
    schema: {
      body: Type.Object({
        path: Str(300, 1), count: Type.Integer({ minimum: 0, maximum: 10000 }), status: Type.Optional(Type.Integer({ minimum: 100, maximum: 599 })),
        delayMs: Type.Optional(Type.Integer({ minimum: 0, maximum: 120000 })), malformed: Type.Optional(Type.Boolean()),
        body: Type.Optional(Lits('envelope', 'html', 'no-value')),
      }),
      response: jsonResponse(FaultsSchema),
    },
  }, async (req) => {
    const b = req.body as { path: string; count: number; status?: number; delayMs?: number; malformed?: boolean; body?: 'envelope' | 'html' | 'no-value' };
    if (!b.path.startsWith('/')) throw new ApiError(400, 'validation_error', "path must start with '/'");
    if (b.count === 0) sb.faults.delete(b.path);
    else {
      const body = b.body ?? 'envelope';
      const status = b.status ?? (b.malformed || b.delayMs || body === 'no-value' ? 200 : 500);
      sb.faults.set(b.path, { count: b.count, status, delayMs: b.delayMs ?? 0, malformed: b.malformed ?? false, body });
    }
    return ok(FaultsSchema, faults());
  });

  app.post('/balance', { schema: { body: Type.Object({ username: Str(64, 1), amount: Type.Number({ minimum: -1e8, maximum: 1e8 }) }), response: jsonResponse(SumBalance) } }, async (req) => {
    const b = req.body as { username: string; amount: number };
    const m = memberByName(sb.db, b.username);
    if (!m) throw new ApiError(404, 'not_found', `No member ${b.username}`);
    const p = sb.ledger.memberHouse('ADJUST', m.id, MAIN, HOUSE.CASH, toCents(b.amount), 'Sandbox adjustment');
    return ok(SumBalance, { sumBalance: fromCents(p.balances.get(m.id) ?? 0) });
  });

  app.post('/settle', { schema: { response: jsonResponse(SettleResultSchema) } }, async () => ok(SettleResultSchema, { paid: fromCents(settleAll(sb.db, sb.ledger)) }));

  app.post('/reset', { schema: { response: jsonResponse(ResetResultSchema) } }, async () => {
    sb.seed();
    return ok(ResetResultSchema, { reset: true });
  });
}
