import { Type } from '@sinclair/typebox';
import { I, Lits, N, Nullable, S } from './common';

export const RgLimitKindSchema = Lits('DEPOSIT', 'LOSS', 'SESSION');
export const RgPeriodSchema = Lits('DAY', 'WEEK', 'MONTH');
export const RgExclusionKindSchema = Lits('TIMEOUT', 'SELF_EXCLUSION');
export const RgExclusionPeriodSchema = Lits('24H', '7D', '30D', '6M', '1Y', '5Y', 'INDEFINITE');

export const RgLimitSchema = Type.Object({
  kind: RgLimitKindSchema, period: RgPeriodSchema, amount: Nullable(N), used: N, resetsAt: S,
  pending: Nullable(Type.Object({ amount: Nullable(N), appliesAt: S })),
});
export const RgLimitsSchema = Type.Array(RgLimitSchema);
export const RgWarningSchema = Type.Object({ kind: RgLimitKindSchema, period: RgPeriodSchema, limit: N, used: N, resetsAt: S });
export const RgRealityCheckSchema = Type.Object({
  intervalMinutes: Nullable(I), options: Type.Array(I), sessionStartedAt: S, nextAt: Nullable(S), playedMinutes: I, net: N,
});
export const RgStatusSchema = Type.Object({
  serverTime: S, limits: RgLimitsSchema, warnings: Type.Array(RgWarningSchema), realityCheck: RgRealityCheckSchema, selfExclusionUrl: Nullable(S),
});
export const RgExclusionSchema = Type.Object({ kind: RgExclusionKindSchema, period: RgExclusionPeriodSchema, startsAt: S, endsAt: Nullable(S) });
const statementProps = { deposits: N, withdrawals: N, bets: N, wins: N, netResult: N };
export const RgStatementSchema = Type.Object({
  startDate: S, endDate: S, groupBy: RgPeriodSchema,
  rows: Type.Array(Type.Object({ period: S, ...statementProps })),
  totals: Type.Object(statementProps),
});
/** Control API: the clock offset. */
export const ClockStateSchema = Type.Object({ offsetMs: I, now: S, frozen: Type.Boolean() });
/** Control API: the brand's responsible-gaming settings. */
export const RgConfigSchema = Type.Object({ selfExclusionUrl: Nullable(S), realityCheckMinutes: Type.Array(I) });
