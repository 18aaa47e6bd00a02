import crypto from 'node:crypto';
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
  CaptchaLastSchema, FirstLoginRecordSchema, ControlStateSchema, FaultsSchema, FlagsSchema, GeetestAnswerSchema, ResetResultSchema, SettleResultSchema, SmsLastSchema, SpinQueueSchema, StatusStateSchema,
} from './responses/control';
import { BrandSettingsSchema } from './responses/system';
import { ClockStateSchema, RgConfigSchema } from './responses/rg';
import { rgConfig } from './services/rg';
import { SPIN_MULTIPLIERS, SPIN_QUEUE_KEY } from './provider';

/** How far the control API may move the clock: 20 years. */
const CLOCK_RANGE_MS = 20 * 366 * 24 * 3600_000;
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

const digest = (text: string): Buffer => crypto.createHash('sha256').update(text).digest();

/** Whether a request's `X-Sandbox-Key` is the run's key (constant-time). */
export function controlKeyMatches(sent: string | string[] | undefined, key: string): boolean {
  if (typeof sent !== 'string' || !sent) return false;
  return crypto.timingSafeEqual(digest(sent), digest(key));
}

/**
 * Control API (sandbox mode only, registered only when asked for): `/__sandbox/*`. Not part of
 * the operator API; used by dev tooling and e2e tests to steer the backend. Every call needs the
 * run's key in `X-Sandbox-Key` (401 `control_key_required` without it). See sandbox/README.md.
 */
export async function controlRoutes(app: FastifyInstance, opts: { sb: Sandbox; key: string }): Promise<void> {
  const { sb, key } = opts;
  app.addHook('onRequest', async (req) => {
    if (!controlKeyMatches(req.headers['x-sandbox-key'], key))
      throw new ApiError(401, 'control_key_required', 'The sandbox control API needs this run\'s key in the X-Sandbox-Key header');
  });
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
        chatHeaderColor: Type.Optional(Str(16)), prizeModes: Type.Optional(Type.Array(Lits('Lott', 'ZY', 'Elott', 'SEA'), { maxItems: 4 })), currencySymbol: Type.Optional(Str(8)), currency: Type.Optional(Str(8)),
        theme: Type.Optional(Lits('dark', 'light')), merchant: Type.Optional(Str(64)), merchantCode: Type.Optional(Str(64)), copyright: Type.Optional(Str(200)),
      }, { additionalProperties: false }),
      response: jsonResponse(BrandSettingsSchema),
    },
  }, async (req) => {
    sb.state.set('brand', { ...sb.state.get<Record<string, unknown>>('brand', {}), ...(req.body as object) });
    return ok(BrandSettingsSchema, sb.state.brand);
  });

  // The brand's analytics id (any string: the storefront must refuse one that is not a Google tag id).
  app.post('/analytics', {
    schema: { body: Type.Object({ gtagId: Str(40) }, { additionalProperties: false }), response: jsonResponse(Type.Object({ gtagId: Type.String() })) },
  }, async (req) => {
    sb.state.set('analytics', { gtagId: (req.body as { gtagId: string }).gtagId });
    return ok(Type.Object({ gtagId: Type.String() }), sb.state.analytics);
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

  app.get('/first-login', { schema: { querystring: Type.Object({ username: Str(64, 1) }), response: jsonResponse(FirstLoginRecordSchema) } }, async (req) => {
    const { username } = req.query as { username: string };
    const row = sb.db
      .prepare('SELECT m.username, f.ip, f.created_at, f.calls FROM first_login_actions f JOIN members m ON m.id = f.member_id WHERE lower(m.username) = lower(?)')
      .get(username) as { username: string; ip: string; created_at: string; calls: number } | undefined;
    if (!row) throw new ApiError(404, 'not_found', `No first-login action recorded for ${username}`);
    return ok(FirstLoginRecordSchema, { username: row.username, recordedAt: row.created_at, ip: row.ip, calls: row.calls });
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

  // The movable clock: responsible-gaming rules and ledger rows read it ("24 hours later" in tests).
  const clockState = () => ({ offsetMs: sb.clock.offsetMs, now: sb.clock.iso(), frozen: sb.clock.frozen });
  app.get('/clock', { schema: { response: jsonResponse(ClockStateSchema) } }, async () => ok(ClockStateSchema, clockState()));
  app.post('/clock', {
    schema: {
      body: Type.Object({
        offsetMs: Type.Optional(Type.Integer({ minimum: -CLOCK_RANGE_MS, maximum: CLOCK_RANGE_MS })),
        advanceMs: Type.Optional(Type.Integer({ minimum: -CLOCK_RANGE_MS, maximum: CLOCK_RANGE_MS })),
        at: Type.Optional(Type.String({ maxLength: 40, pattern: '^\\d{4}-\\d{2}-\\d{2}T' })),
        freeze: Type.Optional(Type.Boolean()),
      }, { additionalProperties: false }),
      response: jsonResponse(ClockStateSchema),
    },
  }, async (req) => {
    const b = req.body as { offsetMs?: number; advanceMs?: number; at?: string; freeze?: boolean };
    const moves = [b.offsetMs, b.advanceMs, b.at].filter((x) => x !== undefined).length;
    if (moves > 1) throw new ApiError(400, 'validation_error', 'Send one of offsetMs (set), advanceMs (move by) or at (ISO instant)');
    if (moves === 0 && b.freeze === undefined) throw new ApiError(400, 'validation_error', 'Send offsetMs (set), advanceMs (move by), at (ISO instant) or freeze');
    const at = b.at === undefined ? undefined : Date.parse(b.at);
    if (at !== undefined && (Number.isNaN(at) || Math.abs(at - Date.now()) > CLOCK_RANGE_MS)) throw new ApiError(400, 'validation_error', "'at' must be an ISO instant within 20 years of now");
    if (b.advanceMs !== undefined && Math.abs(sb.clock.offsetMs + b.advanceMs) > CLOCK_RANGE_MS) throw new ApiError(400, 'validation_error', 'The clock can move at most 20 years either way');
    if (b.freeze !== undefined) sb.clock.freeze(b.freeze);
    if (b.offsetMs !== undefined) sb.clock.set(b.offsetMs);
    if (b.advanceMs !== undefined) sb.clock.advance(b.advanceMs);
    if (at !== undefined) sb.clock.setAt(at);
    return ok(ClockStateSchema, clockState());
  });

  // The demo provider's next spins: tests that need a known outcome (a loss that uses up a loss
  // limit exactly) queue the multipliers; an empty list clears the queue. Spins are random otherwise.
  app.post('/spins', {
    schema: {
      body: Type.Object({
        multipliers: Type.Array(Type.Union(SPIN_MULTIPLIERS.map((m) => Type.Literal(m))), { maxItems: 100 }),
      }, { additionalProperties: false }),
      response: jsonResponse(SpinQueueSchema),
    },
  }, async (req) => {
    const { multipliers } = req.body as { multipliers: number[] };
    sb.state.set(SPIN_QUEUE_KEY, multipliers);
    return ok(SpinQueueSchema, { multipliers });
  });

  // The brand's responsible-gaming settings: central self-exclusion platform, reality-check intervals.
  app.get('/rg', { schema: { response: jsonResponse(RgConfigSchema) } }, async () => ok(RgConfigSchema, rgConfig(sb)));
  app.post('/rg', {
    schema: {
      body: Type.Object({
        selfExclusionUrl: Type.Optional(Type.Union([Type.String({ maxLength: 500, pattern: '^https?://' }), Type.Null()])),
        realityCheckMinutes: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 1440 }), { minItems: 1, maxItems: 8 })),
      }, { additionalProperties: false }),
      response: jsonResponse(RgConfigSchema),
    },
  }, async (req) => {
    sb.state.set('rg', { ...sb.state.get<Record<string, unknown>>('rg', {}), ...(req.body as object) });
    return ok(RgConfigSchema, rgConfig(sb));
  });

  app.post('/settle', { schema: { response: jsonResponse(SettleResultSchema) } }, async () => ok(SettleResultSchema, { paid: fromCents(settleAll(sb.db, sb.ledger)) }));

  app.post('/reset', { schema: { response: jsonResponse(ResetResultSchema) } }, async () => {
    sb.seed();
    return ok(ResetResultSchema, { reset: true });
  });
}
