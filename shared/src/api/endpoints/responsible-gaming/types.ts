/**
 * Responsible gaming (issue 15): the player's limits, time-out and self-exclusion, reality check
 * and activity statement. Imports nothing: compiled into the browser bundle and the sandbox.
 * Every time is the server clock (ISO 8601, UTC); periods are UTC calendar days, ISO weeks
 * (Monday first) and calendar months.
 */

/** `DEPOSIT` and `LOSS` are money limits; `SESSION` is minutes of play per day. */
export type RgLimitKind = 'DEPOSIT' | 'LOSS' | 'SESSION';
export type RgPeriod = 'DAY' | 'WEEK' | 'MONTH';

export const RG_LIMIT_KINDS: readonly RgLimitKind[] = ['DEPOSIT', 'LOSS', 'SESSION'];
export const RG_PERIODS: readonly RgPeriod[] = ['DAY', 'WEEK', 'MONTH'];
/** The periods each kind can be set for (the session limit is per day only). */
export const RG_PERIODS_OF: Readonly<Record<RgLimitKind, readonly RgPeriod[]>> = { DEPOSIT: RG_PERIODS, LOSS: RG_PERIODS, SESSION: ['DAY'] };

/** A raise or a removal waiting its 24 hours. `amount: null` removes the limit. */
export interface RgPendingChange {
  amount: number | null;
  appliesAt: string;
}

export interface RgLimit {
  kind: RgLimitKind;
  period: RgPeriod;
  /** Money (DEPOSIT, LOSS) or minutes (SESSION); null: no limit. */
  amount: number | null;
  /** Used in the current period: money deposited, net loss (never below 0) or minutes played. */
  used: number;
  /** Start of the next period (when `used` goes back to 0). */
  resetsAt: string;
  pending: RgPendingChange | null;
}

export interface RgSetLimitRequest {
  kind: RgLimitKind;
  period: RgPeriod;
  /** null removes the limit (after 24 hours). Minutes for SESSION (1–1440). */
  amount: number | null;
}

export type RgExclusionKind = 'TIMEOUT' | 'SELF_EXCLUSION';
/** Time-out: 24H, 7D, 30D. Self-exclusion: 6M, 1Y, 5Y, INDEFINITE. */
export type RgExclusionPeriod = '24H' | '7D' | '30D' | '6M' | '1Y' | '5Y' | 'INDEFINITE';
export const RG_TIMEOUT_PERIODS: readonly RgExclusionPeriod[] = ['24H', '7D', '30D'];
export const RG_SELF_EXCLUSION_PERIODS: readonly RgExclusionPeriod[] = ['6M', '1Y', '5Y', 'INDEFINITE'];

export interface RgExcludeRequest {
  kind: RgExclusionKind;
  period: RgExclusionPeriod;
  /** The login password (checked by the server). */
  password: string;
  /** The player ticked the plain-language confirmation (must be true). */
  confirmed: boolean;
}

export interface RgExclusion {
  kind: RgExclusionKind;
  period: RgExclusionPeriod;
  startsAt: string;
  /** null: indefinite. */
  endsAt: string | null;
}

/** Value of the `rg_excluded` error (login refused while a time-out or self-exclusion runs). */
export type RgExcludedInfo = RgExclusion;

/** Value of the `rg_limit_reached` error: which limit, how much is used and when it resets. */
export interface RgLimitReachedInfo {
  kind: RgLimitKind;
  period: RgPeriod;
  limit: number;
  used: number;
  resetsAt: string;
  /** What refused: a deposit, a transfer into a game wallet, a launch or a bet. */
  action: 'DEPOSIT' | 'TRANSFER' | 'LAUNCH' | 'BET';
}

/** A limit 80% used, told once per period. */
export interface RgWarning {
  kind: RgLimitKind;
  period: RgPeriod;
  limit: number;
  used: number;
  resetsAt: string;
}

export interface RgRealityCheck {
  /** Minutes between checks; null: off. */
  intervalMinutes: number | null;
  /** The intervals this brand offers. */
  options: number[];
  /** When this login session started. */
  sessionStartedAt: string;
  /** When the next check is due (null when off). Survives reloads: kept by the server per session. */
  nextAt: string | null;
  /** Minutes since the session started. */
  playedMinutes: number;
  /** Net win (positive) or loss (negative) of real-money play this session. */
  net: number;
}

export interface RgSetRealityCheckRequest {
  intervalMinutes: number | null;
}

export interface RgStatus {
  /** The server clock now (tests can move it; the client times the reality check from it). */
  serverTime: string;
  limits: RgLimit[];
  /** Limits newly 80% used: answered once, then marked as told. */
  warnings: RgWarning[];
  realityCheck: RgRealityCheck;
  /** The central self-exclusion platform of the brand's market (null when the brand has none). */
  selfExclusionUrl: string | null;
}

export type RgStatementGroup = 'DAY' | 'WEEK' | 'MONTH';

export interface RgStatementRequest {
  /** `yyyy-MM-dd`, inclusive (UTC). */
  startDate: string;
  endDate: string;
  groupBy: RgStatementGroup;
}

export interface RgStatementRow {
  /** First day of the period, `yyyy-MM-dd`. */
  period: string;
  deposits: number;
  withdrawals: number;
  /** Bets placed and winnings paid (account record types BET and WIN). */
  bets: number;
  wins: number;
  /** wins − bets. */
  netResult: number;
}

export interface RgStatement {
  startDate: string;
  endDate: string;
  groupBy: RgStatementGroup;
  rows: RgStatementRow[];
  totals: Omit<RgStatementRow, 'period'>;
}
