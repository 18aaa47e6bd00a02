import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import * as E from '@vitrine/shared/api/endpoints';
import type { Sandbox } from '../core/context';
import { route } from '../core/http';
import { ApiError } from '../core/errors';
import { Str } from '../core/schemas';
import { fromCents, toCents } from '../core/util';
import { checkMemberPassword } from './wallet';
import { rangeSql } from './member';
import {
  ackRealityCheck, exclude, limits, periodStart, realityCheck, rgConfig, setLimit, setRealityInterval, takeWarnings,
} from '../services/rg';
import { RgExclusionKindSchema, RgExclusionPeriodSchema, RgExclusionSchema, RgLimitKindSchema, RgLimitsSchema, RgPeriodSchema, RgRealityCheckSchema, RgStatementSchema, RgStatusSchema } from '../responses/rg';

const DATE = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });
/** Statements cover at most about 5 years. */
const MAX_STATEMENT_DAYS = 5 * 366;

/** Responsible gaming: limits, exclusion, reality check, statement (services/rg.ts). Open on every site: no module gate. */
export function rgRoutes(app: FastifyInstance, sb: Sandbox): void {
  route(app, sb, E.rgStatus, { response: RgStatusSchema }, (_q, ctx) => {
    const m = ctx.me();
    return {
      serverTime: sb.clock.iso(),
      limits: limits(sb, m.id),
      warnings: takeWarnings(sb, m.id),
      realityCheck: realityCheck(sb, m.id, ctx.token!),
      selfExclusionUrl: rgConfig(sb).selfExclusionUrl,
    };
  });

  route(app, sb, E.rgSetLimit, {
    response: RgLimitsSchema,
    schema: Type.Object({ kind: RgLimitKindSchema, period: RgPeriodSchema, amount: Type.Union([Type.Number({ minimum: 0.01, maximum: 100_000_000 }), Type.Null()]) }),
  }, (b, ctx) => {
    const m = ctx.me();
    let value: number | null = null;
    if (b.amount !== null) {
      if (b.kind === 'SESSION') {
        if (!Number.isInteger(b.amount) || b.amount < 1 || b.amount > 1440) throw new ApiError(400, 'validation_error', "Invalid request: 'amount' of a session limit is whole minutes from 1 to 1440");
        value = b.amount;
      } else {
        if (Math.abs(b.amount * 100 - Math.round(b.amount * 100)) > 1e-6) throw new ApiError(400, 'validation_error', "Invalid request: 'amount' must have at most 2 decimals");
        value = toCents(b.amount);
      }
    }
    setLimit(sb, m.id, b.kind, b.period, value);
    return limits(sb, m.id);
  });

  route(app, sb, E.rgExclude, {
    response: RgExclusionSchema,
    schema: Type.Object({ kind: RgExclusionKindSchema, period: RgExclusionPeriodSchema, password: Str(64, 1), confirmed: Type.Boolean() }),
  }, (b, ctx) => {
    const m = ctx.me();
    if (b.confirmed !== true) throw new ApiError(400, 'validation_error', "Invalid request: 'confirmed' must be true (the player confirms in plain words)");
    checkMemberPassword(m, b.password);
    return exclude(sb, m.id, b.kind, b.period);
  });

  route(app, sb, E.rgSetRealityCheck, {
    response: RgRealityCheckSchema,
    schema: Type.Object({ intervalMinutes: Type.Union([Type.Integer({ minimum: 1, maximum: 1440 }), Type.Null()]) }),
  }, (b, ctx) => setRealityInterval(sb, ctx.me().id, ctx.token!, b.intervalMinutes));

  route(app, sb, E.rgRealityCheckAck, { response: RgRealityCheckSchema }, (_b, ctx) => ackRealityCheck(sb, ctx.me().id, ctx.token!));

  route(app, sb, E.rgStatement, {
    response: RgStatementSchema,
    schema: Type.Object({ startDate: DATE, endDate: DATE, groupBy: RgPeriodSchema }),
  }, (q, ctx) => {
    const m = ctx.me();
    const from = Date.parse(`${q.startDate}T00:00:00.000Z`);
    const to = Date.parse(`${q.endDate}T00:00:00.000Z`);
    if (Number.isNaN(from) || Number.isNaN(to)) throw new ApiError(400, 'validation_error', 'Invalid request: startDate and endDate must be real dates');
    if (to - from > MAX_STATEMENT_DAYS * 86_400_000) throw new ApiError(400, 'validation_error', 'Invalid request: a statement covers at most 5 years');
    const r = rangeSql('t.created_at', q);
    // The member's side of each ledger transaction, as the account record (transaction history) lists it.
    const rows = sb.db.prepare(`SELECT t.type, t.created_at, l.amount FROM ledger l JOIN accounts a ON a.id = l.account_id JOIN txns t ON t.id = l.txn_id
      WHERE a.member_id = ? AND t.type IN ('DEPOSIT','WITHDRAW','BET','WIN')${r.sql}`).all(m.id, ...r.args) as { type: string; created_at: string; amount: number }[];
    type Sums = { deposits: number; withdrawals: number; bets: number; wins: number };
    const buckets = new Map<string, Sums>();
    const zero = (): Sums => ({ deposits: 0, withdrawals: 0, bets: 0, wins: 0 });
    // Every period of the range is listed, empty ones too.
    for (let t = periodStart(q.groupBy, from); t <= to; ) {
      buckets.set(new Date(t).toISOString().slice(0, 10), zero());
      const d = new Date(t);
      t = q.groupBy === 'DAY' ? t + 86_400_000 : q.groupBy === 'WEEK' ? t + 7 * 86_400_000 : Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    }
    const total = zero();
    for (const x of rows) {
      const key = new Date(periodStart(q.groupBy, Date.parse(x.created_at))).toISOString().slice(0, 10);
      const b = buckets.get(key) ?? zero();
      buckets.set(key, b);
      const field: keyof Sums = x.type === 'DEPOSIT' ? 'deposits' : x.type === 'WITHDRAW' ? 'withdrawals' : x.type === 'BET' ? 'bets' : 'wins';
      const v = x.type === 'WITHDRAW' || x.type === 'BET' ? -x.amount : x.amount;
      b[field] += v;
      total[field] += v;
    }
    const shape = (s: Sums) => ({ deposits: fromCents(s.deposits), withdrawals: fromCents(s.withdrawals), bets: fromCents(s.bets), wins: fromCents(s.wins), netResult: fromCents(s.wins - s.bets) });
    return {
      startDate: q.startDate, endDate: q.endDate, groupBy: q.groupBy,
      rows: [...buckets.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([period, s]) => ({ period, ...shape(s) })),
      totals: shape(total),
    };
  });
}
