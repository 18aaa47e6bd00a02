import type { DB } from '../db';
import type * as E from '@vitrine/shared/api/endpoints';
import { HOUSE, MAIN, type Ledger } from './ledger';
import { nowIso } from '../core/util';
import { teamIds } from './members';

export interface ContractRow {
  id: number;
  kind: E.ContractKind;
  upline_id: number;
  downline_id: number;
  state: E.ContractState;
  terms: string;
  requested_by: number | null;
  paid_total: number;
  settled_until: string | null;
  created_at: string;
  updated_at: string;
}

export const DEFAULT_TERMS: E.ContractTerms = {
  rate: 0.01, period: 'D', periodValidBet: 0, periodProfitLoss: 0, activeMembers: 0, betAmount: 0, profitSalaryRate: 0.002, lossSalaryRate: 0.005, singleBet: 1,
};

/**
 * Settles one contract up to now (the 5-minute job): the contract's downline receives, from the
 * house, DAILY/HOURLY salary = rate × team valid bet (when it reaches `betAmount`), DIVIDEND =
 * rate × team loss (when it reaches `periodProfitLoss`). REALTIME salary is paid per round.
 */
export function settleContract(db: DB, ledger: Ledger, c: ContractRow, now = nowIso()): number {
  if (c.kind === 'REALTIME_SALARY' || (c.state !== 'ACCEPTED' && c.state !== 'TERMINATION_REQUESTED')) return 0;
  const t = { ...DEFAULT_TERMS, ...(JSON.parse(c.terms) as Partial<E.ContractTerms>) };
  const since = c.settled_until ?? c.created_at;
  const team = [c.downline_id, ...teamIds(db, c.downline_id)];
  const s = db.prepare(`SELECT COALESCE(SUM(valid_bet),0) AS v, COALESCE(SUM(win_amount - bet_amount),0) AS p FROM bets WHERE member_id IN (${team.join(',')}) AND created_at > ? AND created_at <= ?`).get(since, now) as { v: number; p: number };
  let pay = 0;
  if (c.kind === 'DIVIDEND') {
    const loss = -s.p;
    if (loss > 0 && loss >= t.periodProfitLoss * 100) pay = Math.floor(loss * t.rate);
  } else if (s.v > 0 && s.v >= t.betAmount * 100) {
    pay = Math.floor(s.v * t.rate);
  }
  db.transaction(() => {
    if (pay > 0) {
      ledger.memberHouse(c.kind === 'DIVIDEND' ? 'DIVIDEND' : 'SALARY', c.downline_id, MAIN, HOUSE.AGENCY, pay, `${c.kind === 'DIVIDEND' ? 'Dividend' : c.kind === 'DAILY_SALARY' ? 'Daily salary' : 'Hourly salary'} (contract ${c.id})`, now);
    }
    db.prepare('UPDATE contracts SET settled_until = ?, paid_total = paid_total + ?, updated_at = ? WHERE id = ?').run(now, pay, now, c.id);
  })();
  return pay;
}

export function settleAll(db: DB, ledger: Ledger, filter?: { uplineId?: number; kind?: E.ContractKind }): number {
  let sql = "SELECT * FROM contracts WHERE state IN ('ACCEPTED','TERMINATION_REQUESTED') AND kind != 'REALTIME_SALARY'";
  const args: (string | number)[] = [];
  if (filter?.uplineId) {
    sql += ' AND (upline_id = ? OR downline_id = ?)';
    args.push(filter.uplineId, filter.uplineId);
  }
  if (filter?.kind) {
    sql += ' AND kind = ?';
    args.push(filter.kind);
  }
  let total = 0;
  for (const c of db.prepare(sql).all(...args) as ContractRow[]) total += settleContract(db, ledger, c);
  return total;
}
