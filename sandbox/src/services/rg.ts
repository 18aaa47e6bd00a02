/**
 * Responsible gaming (issue 15): limits with delayed raises, their use, time-outs and
 * self-exclusions, reality checks and the activity statement. Every time here is the sandbox clock
 * (`sb.clock`), so tests can move "24 hours later". better-sqlite3 is synchronous: a check and the
 * posting it guards run in one transaction, so parallel calls can never cross a limit together.
 */
import type {
  RgExclusion, RgExclusionKind, RgExclusionPeriod, RgLimit, RgLimitKind, RgLimitReachedInfo, RgPeriod, RgRealityCheck, RgWarning,
} from '@vitrine/shared/api/endpoints';
import { RG_PERIODS_OF } from '@vitrine/shared/api/endpoints';
import type { Sandbox } from '../core/context';
import { ApiError } from '../core/errors';
import { fromCents } from '../core/util';

export const DAY_MS = 24 * 3600_000;
/** Raising or removing a limit waits this long. */
export const RAISE_DELAY_MS = DAY_MS;
/** A pause longer than this between two plays starts a new stretch of play time. */
export const PLAY_GAP_MS = 10 * 60_000;
/** A stretch with a single activity counts this long (a launch, then nothing). */
const MIN_STRETCH_MS = 60_000;

export interface RgConfig {
  /** The central self-exclusion platform of the brand's market. */
  selfExclusionUrl: string | null;
  /** Reality-check intervals offered, minutes. */
  realityCheckMinutes: number[];
}

export const DEFAULT_RG_CONFIG: RgConfig = {
  // Brazil: the Secretaria de Prêmios e Apostas (SPA/MF) runs the central self-exclusion platform.
  selfExclusionUrl: 'https://www.gov.br/fazenda/pt-br/composicao/orgaos/secretaria-de-premios-e-apostas',
  realityCheckMinutes: [15, 30, 60],
};

export const rgConfig = (sb: Sandbox): RgConfig => ({ ...DEFAULT_RG_CONFIG, ...sb.state.get<Partial<RgConfig>>('rg', {}) });

/** Start of the period containing `t` (UTC; weeks start on Monday). */
export function periodStart(period: RgPeriod, t: number): number {
  const d = new Date(t);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const day = Date.UTC(y, m, d.getUTCDate());
  if (period === 'DAY') return day;
  if (period === 'WEEK') return day - ((d.getUTCDay() + 6) % 7) * DAY_MS;
  return Date.UTC(y, m, 1);
}

/** Start of the next period after the one containing `t`. */
export function periodEnd(period: RgPeriod, t: number): number {
  const s = new Date(periodStart(period, t));
  if (period === 'DAY') return s.getTime() + DAY_MS;
  if (period === 'WEEK') return s.getTime() + 7 * DAY_MS;
  return Date.UTC(s.getUTCFullYear(), s.getUTCMonth() + 1, 1);
}

/** End of an exclusion starting at `t` (null: indefinite). Months and years are calendar ones. */
export function exclusionEnd(period: RgExclusionPeriod, t: number): number | null {
  const d = new Date(t);
  const addMonths = (n: number) => {
    const x = new Date(d);
    x.setUTCMonth(x.getUTCMonth() + n);
    return x.getTime();
  };
  switch (period) {
    case '24H': return t + DAY_MS;
    case '7D': return t + 7 * DAY_MS;
    case '30D': return t + 30 * DAY_MS;
    case '6M': return addMonths(6);
    case '1Y': return addMonths(12);
    case '5Y': return addMonths(60);
    case 'INDEFINITE': return null;
  }
}

export const EXCLUSION_PERIODS: Record<RgExclusionKind, RgExclusionPeriod[]> = {
  TIMEOUT: ['24H', '7D', '30D'],
  SELF_EXCLUSION: ['6M', '1Y', '5Y', 'INDEFINITE'],
};

interface LimitRow {
  member_id: number;
  kind: RgLimitKind;
  period: RgPeriod;
  amount: number | null;
  pending: number;
  pending_amount: number | null;
  pending_at: number | null;
}

const iso = (t: number) => new Date(t).toISOString();
const isMoney = (k: RgLimitKind) => k !== 'SESSION';
/** A limit's amount as the API shows it: money for DEPOSIT/LOSS (stored in cents), minutes for SESSION. */
const shown = (k: RgLimitKind, v: number) => (isMoney(k) ? fromCents(v) : v);

/** Applies pending changes that are due, then answers the member's limit rows. */
function limitRows(sb: Sandbox, memberId: number): LimitRow[] {
  const now = sb.clock.now();
  sb.db.prepare('UPDATE rg_limits SET amount = pending_amount, pending = 0, pending_amount = NULL, pending_at = NULL, updated_at = ? WHERE member_id = ? AND pending = 1 AND pending_at <= ?')
    .run(now, memberId, now);
  return sb.db.prepare('SELECT * FROM rg_limits WHERE member_id = ?').all(memberId) as LimitRow[];
}

/** Money usage of one kind in [from, now]: deposits, or the net loss (negative after net winnings). */
function moneyUsed(sb: Sandbox, memberId: number, kind: 'DEPOSIT' | 'LOSS', from: number): number {
  const r = sb.db.prepare('SELECT COALESCE(SUM(amount), 0) AS s FROM rg_usage WHERE member_id = ? AND kind = ? AND at >= ?').get(memberId, kind, from) as { s: number };
  return r.s;
}

/** Minutes of play in [from, now]. */
function minutesPlayed(sb: Sandbox, memberId: number, from: number): number {
  const now = sb.clock.now();
  const rows = sb.db.prepare('SELECT started_at, last_at FROM rg_play WHERE member_id = ? AND last_at >= ?').all(memberId, from) as { started_at: number; last_at: number }[];
  let ms = 0;
  for (const r of rows) {
    // The latest stretch runs until now while it is still going (no pause longer than the gap).
    const end = now - r.last_at <= PLAY_GAP_MS ? now : r.last_at + Math.min(MIN_STRETCH_MS, PLAY_GAP_MS);
    ms += Math.max(0, end - Math.max(r.started_at, from));
  }
  return Math.floor(ms / 60_000);
}

/** Raw use in the current period (a net loss may be negative: checks count winnings back). */
function rawUsed(sb: Sandbox, memberId: number, kind: RgLimitKind, period: RgPeriod, now: number): number {
  const from = periodStart(period, now);
  return kind === 'SESSION' ? minutesPlayed(sb, memberId, from) : moneyUsed(sb, memberId, kind, from);
}

/** Use as shown to the player (never below 0). */
const usedOf = (sb: Sandbox, memberId: number, kind: RgLimitKind, period: RgPeriod, now: number): number => Math.max(0, rawUsed(sb, memberId, kind, period, now));

/** Every limit the player can set, with its use and pending change. */
export function limits(sb: Sandbox, memberId: number): RgLimit[] {
  const now = sb.clock.now();
  const rows = limitRows(sb, memberId);
  const out: RgLimit[] = [];
  for (const kind of ['DEPOSIT', 'LOSS', 'SESSION'] as const) {
    for (const period of RG_PERIODS_OF[kind]) {
      const r = rows.find((x) => x.kind === kind && x.period === period);
      const used = usedOf(sb, memberId, kind, period, now);
      out.push({
        kind, period,
        amount: r?.amount != null ? shown(kind, r.amount) : null,
        used: shown(kind, used),
        resetsAt: iso(periodEnd(period, now)),
        pending: r?.pending ? { amount: r.pending_amount != null ? shown(kind, r.pending_amount) : null, appliesAt: iso(r.pending_at!) } : null,
      });
    }
  }
  return out;
}

/**
 * Sets a limit: a first limit or a lower one applies at once (and drops a pending raise); a higher
 * one or a removal waits 24 hours; the same amount drops a pending change. `value` is in cents
 * (money) or minutes (SESSION); null removes.
 */
export function setLimit(sb: Sandbox, memberId: number, kind: RgLimitKind, period: RgPeriod, value: number | null): void {
  if (!RG_PERIODS_OF[kind].includes(period)) throw new ApiError(400, 'validation_error', `The ${kind.toLowerCase()} limit can only be set per ${RG_PERIODS_OF[kind].map((p) => p.toLowerCase()).join(', ')}`);
  const now = sb.clock.now();
  sb.db.transaction(() => {
    const cur = limitRows(sb, memberId).find((r) => r.kind === kind && r.period === period);
    const current = cur?.amount ?? null;
    const upsert = (amount: number | null, pending: { amount: number | null; at: number } | null) => sb.db.prepare(
      `INSERT INTO rg_limits (member_id, kind, period, amount, pending, pending_amount, pending_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (member_id, kind, period) DO UPDATE SET amount = excluded.amount, pending = excluded.pending, pending_amount = excluded.pending_amount, pending_at = excluded.pending_at, updated_at = excluded.updated_at`,
    ).run(memberId, kind, period, amount, pending ? 1 : 0, pending?.amount ?? null, pending?.at ?? null, now);
    if (value !== null && (current === null || value < current)) upsert(value, null);
    else if (value === current) upsert(current, null);
    else upsert(current, { amount: value, at: now + RAISE_DELAY_MS });
  })();
}

const KIND_TEXT: Record<RgLimitKind, string> = { DEPOSIT: 'deposit', LOSS: 'loss', SESSION: 'session time' };
const PERIOD_TEXT: Record<RgPeriod, string> = { DAY: 'Daily', WEEK: 'Weekly', MONTH: 'Monthly' };
const ACTION_TEXT: Record<RgLimitReachedInfo['action'], string> = { DEPOSIT: 'This deposit', TRANSFER: 'This transfer into a game', LAUNCH: 'Playing now', BET: 'This bet' };

function refuse(kind: RgLimitKind, period: RgPeriod, limit: number, used: number, resetsAt: number, action: RgLimitReachedInfo['action']): ApiError {
  const unit = (v: number) => (isMoney(kind) ? fromCents(v).toFixed(2) : `${v} min`);
  const info: RgLimitReachedInfo = { kind, period, limit: shown(kind, limit), used: shown(kind, used), resetsAt: iso(resetsAt), action };
  const when = iso(resetsAt).replace('T', ' ').slice(0, 16);
  return new ApiError(403, 'rg_limit_reached',
    `${ACTION_TEXT[action]} would cross your ${PERIOD_TEXT[period].toLowerCase()} ${KIND_TEXT[kind]} limit of ${unit(limit)} (used: ${unit(used)}). It resets on ${when} UTC.`, info);
}

/** Throws `rg_limit_reached` when adding `cents` (0: any more at all) to `kind` would cross one of its limits. */
function check(sb: Sandbox, memberId: number, kind: RgLimitKind, cents: number, action: RgLimitReachedInfo['action']): void {
  const now = sb.clock.now();
  for (const r of limitRows(sb, memberId)) {
    if (r.kind !== kind || r.amount === null) continue;
    const used = rawUsed(sb, memberId, kind, r.period, now);
    const over = cents > 0 ? used + cents > r.amount : used >= r.amount;
    if (over) throw refuse(kind, r.period, r.amount, Math.max(0, used), periodEnd(r.period, now), action);
  }
}

/** A deposit of `cents`: refused when it would cross a deposit limit, else `post` runs and the deposit counts. Atomic. */
export function guardDeposit<T>(sb: Sandbox, memberId: number, cents: number, post: () => T): T {
  return sb.db.transaction(() => {
    check(sb, memberId, 'DEPOSIT', cents, 'DEPOSIT');
    const out = post();
    sb.db.prepare("INSERT INTO rg_usage (member_id, kind, amount, at) VALUES (?, 'DEPOSIT', ?, ?)").run(memberId, cents, sb.clock.now());
    return out;
  })();
}

/** Time and loss gates of play: refused once a loss limit or the daily session time is used up. */
export function guardPlay(sb: Sandbox, memberId: number, action: 'LAUNCH' | 'TRANSFER'): void {
  check(sb, memberId, 'LOSS', 0, action);
  check(sb, memberId, 'SESSION', 0, action);
}

/** Moving `cents` into a game wallet: refused when a loss limit has less room left than that. */
export function guardTransferIn(sb: Sandbox, memberId: number, cents: number): void {
  guardPlay(sb, memberId, 'TRANSFER');
  check(sb, memberId, 'LOSS', cents, 'TRANSFER');
}

/** A bet of `cents` (it can be lost whole): refused when it would cross a loss limit or the session time is up; else `settle` runs and its net loss counts. Atomic. */
export function guardBet<T>(sb: Sandbox, memberId: number, betCents: number, settle: () => { out: T; winCents: number }): T {
  return sb.db.transaction(() => {
    check(sb, memberId, 'SESSION', 0, 'BET');
    check(sb, memberId, 'LOSS', betCents, 'BET');
    const { out, winCents } = settle();
    const now = sb.clock.now();
    sb.db.prepare("INSERT INTO rg_usage (member_id, kind, amount, at) VALUES (?, 'LOSS', ?, ?)").run(memberId, betCents - winCents, now);
    touchPlay(sb, memberId);
    return out;
  })();
}

/** Records play activity now (launches, spins): extends the current stretch or starts a new one. */
export function touchPlay(sb: Sandbox, memberId: number): void {
  const now = sb.clock.now();
  const last = sb.db.prepare('SELECT id, last_at FROM rg_play WHERE member_id = ? ORDER BY last_at DESC LIMIT 1').get(memberId) as { id: number; last_at: number } | undefined;
  if (last && now - last.last_at <= PLAY_GAP_MS && now >= last.last_at) sb.db.prepare('UPDATE rg_play SET last_at = ? WHERE id = ?').run(now, last.id);
  else sb.db.prepare('INSERT INTO rg_play (member_id, started_at, last_at) VALUES (?, ?, ?)').run(memberId, now, now);
}

/** Limits 80% used and not yet told in this period: answered once, then marked as told. */
export function takeWarnings(sb: Sandbox, memberId: number): RgWarning[] {
  const now = sb.clock.now();
  const out: RgWarning[] = [];
  for (const r of limitRows(sb, memberId)) {
    if (r.amount === null) continue;
    const used = usedOf(sb, memberId, r.kind, r.period, now);
    if (used * 5 < r.amount * 4) continue;
    const told = sb.db.prepare('INSERT OR IGNORE INTO rg_warnings (member_id, kind, period, window_start) VALUES (?, ?, ?, ?)').run(memberId, r.kind, r.period, periodStart(r.period, now));
    if (told.changes === 0) continue;
    out.push({ kind: r.kind, period: r.period, limit: shown(r.kind, r.amount), used: shown(r.kind, used), resetsAt: iso(periodEnd(r.period, now)) });
  }
  return out;
}

interface ExclusionRow {
  kind: RgExclusionKind;
  period: RgExclusionPeriod;
  starts_at: number;
  ends_at: number | null;
}

const toExclusion = (r: ExclusionRow): RgExclusion => ({ kind: r.kind, period: r.period, startsAt: iso(r.starts_at), endsAt: r.ends_at === null ? null : iso(r.ends_at) });

/** The running time-out or self-exclusion that ends last (indefinite first), or null. */
export function activeExclusion(sb: Sandbox, memberId: number): RgExclusion | null {
  const now = sb.clock.now();
  const r = sb.db.prepare('SELECT kind, period, starts_at, ends_at FROM rg_exclusions WHERE member_id = ? AND starts_at <= ? AND (ends_at IS NULL OR ends_at > ?) ORDER BY ends_at IS NULL DESC, ends_at DESC LIMIT 1')
    .get(memberId, now, now) as ExclusionRow | undefined;
  return r ? toExclusion(r) : null;
}

/** Login gate: refused with `rg_excluded` naming the end while a time-out or self-exclusion runs. */
export function assertNotExcluded(sb: Sandbox, memberId: number): void {
  const x = activeExclusion(sb, memberId);
  if (!x) return;
  const what = x.kind === 'TIMEOUT' ? 'a time-out' : 'a self-exclusion';
  const until = x.endsAt ? `until ${x.endsAt.replace('T', ' ').slice(0, 16)} UTC` : 'indefinitely';
  throw new ApiError(403, 'rg_excluded', `This account is in ${what} ${until}: login is not possible before it ends`, x);
}

/**
 * Starts a time-out or self-exclusion now and ends every session of the account. A running one is
 * never shortened: a new one can only end later.
 */
export function exclude(sb: Sandbox, memberId: number, kind: RgExclusionKind, period: RgExclusionPeriod): RgExclusion {
  if (!EXCLUSION_PERIODS[kind].includes(period)) throw new ApiError(400, 'validation_error', `period must be one of ${EXCLUSION_PERIODS[kind].join(', ')} for ${kind}`);
  const now = sb.clock.now();
  return sb.db.transaction(() => {
    const end = exclusionEnd(period, now);
    const cur = activeExclusion(sb, memberId);
    if (cur && (cur.endsAt === null || (end !== null && Date.parse(cur.endsAt) >= end))) {
      throw new ApiError(409, 'conflict', `A ${cur.kind === 'TIMEOUT' ? 'time-out' : 'self-exclusion'} already runs ${cur.endsAt ? `until ${cur.endsAt}` : 'indefinitely'}: choose a longer one or wait until it ends`);
    }
    sb.db.prepare('INSERT INTO rg_exclusions (member_id, kind, period, starts_at, ends_at) VALUES (?, ?, ?, ?, ?)').run(memberId, kind, period, now, end);
    sb.db.prepare('DELETE FROM rg_sessions WHERE member_id = ?').run(memberId);
    sb.db.prepare('DELETE FROM sessions WHERE member_id = ?').run(memberId);
    return toExclusion({ kind, period, starts_at: now, ends_at: end });
  })();
}

/** Whether an account is excluded now (for its agent: the fact only, never the limits). */
export function isExcluded(sb: Sandbox, memberId: number): boolean {
  return activeExclusion(sb, memberId) !== null;
}

/** The reality check of a login session, its row created on first sight. */
export function realityCheck(sb: Sandbox, memberId: number, token: string): RgRealityCheck {
  const now = sb.clock.now();
  sb.db.prepare('INSERT OR IGNORE INTO rg_sessions (token, member_id, started_at, ack_at) VALUES (?, ?, ?, ?)').run(token, memberId, now, now);
  const s = sb.db.prepare('SELECT started_at, ack_at FROM rg_sessions WHERE token = ?').get(token) as { started_at: number; ack_at: number };
  const set = sb.db.prepare('SELECT reality_minutes FROM rg_settings WHERE member_id = ?').get(memberId) as { reality_minutes: number | null } | undefined;
  const interval = set?.reality_minutes ?? null;
  const loss = sb.db.prepare("SELECT COALESCE(SUM(amount), 0) AS s FROM rg_usage WHERE member_id = ? AND kind = 'LOSS' AND at >= ?").get(memberId, s.started_at) as { s: number };
  return {
    intervalMinutes: interval,
    options: rgConfig(sb).realityCheckMinutes,
    sessionStartedAt: iso(s.started_at),
    nextAt: interval === null ? null : iso(s.ack_at + interval * 60_000),
    playedMinutes: Math.max(0, Math.floor((now - s.started_at) / 60_000)),
    net: fromCents(-loss.s),
  };
}

export function setRealityInterval(sb: Sandbox, memberId: number, token: string, minutes: number | null): RgRealityCheck {
  if (minutes !== null && !rgConfig(sb).realityCheckMinutes.includes(minutes)) {
    throw new ApiError(400, 'validation_error', `intervalMinutes must be one of ${rgConfig(sb).realityCheckMinutes.join(', ')} (or null)`);
  }
  realityCheck(sb, memberId, token);
  sb.db.prepare('INSERT INTO rg_settings (member_id, reality_minutes) VALUES (?, ?) ON CONFLICT (member_id) DO UPDATE SET reality_minutes = excluded.reality_minutes').run(memberId, minutes);
  // The interval counts from now.
  sb.db.prepare('UPDATE rg_sessions SET ack_at = ? WHERE token = ?').run(sb.clock.now(), token);
  return realityCheck(sb, memberId, token);
}

export function ackRealityCheck(sb: Sandbox, memberId: number, token: string): RgRealityCheck {
  realityCheck(sb, memberId, token);
  sb.db.prepare('UPDATE rg_sessions SET ack_at = ? WHERE token = ?').run(sb.clock.now(), token);
  return realityCheck(sb, memberId, token);
}
