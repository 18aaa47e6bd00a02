import type { DB } from '../db';
import type { GameCategory } from '@vitrine/shared/api/endpoints';
import { HOUSE, MAIN, type Ledger } from './ledger';
import { nowIso, randomId } from '../core/util';

/** Points earned per 1 unit of valid bet (spec section 3: nav item point ratios). */
export const POINT_RATIOS: Record<string, number> = { LIVE: 0.7, SPORTS: 1, ESPORTS: 1, FISH: 1.2, RNG: 1.2, PVP: 1, ELOTT: 1, LOTT: 1 };

export interface GameRow {
  node_id: string;
  game_id: string;
  vassalage: string;
  game_name: string;
  game_type: string;
  category: GameCategory;
  support_play: number;
  is_hot: number;
  is_game: 'GAME' | 'VASSALAGE';
  parent_node_id: string | null;
  code: string | null;
  default_play_type: string | null;
  account_type_name: string | null;
  min_bet: number;
  line_num: number;
  rtp: number;
  sort: number;
}

export interface Settled {
  betId: string;
  sumBalance: number;
}

export function addPoints(db: DB, memberId: number, points: number, remark: string, extra: { amount?: number; ratio?: number; quantity?: number } = {}, at = nowIso()): number {
  const last = db.prepare('SELECT balance FROM points_ledger WHERE member_id = ? ORDER BY id DESC LIMIT 1').get(memberId) as { balance: number } | undefined;
  const balance = (last?.balance ?? 0) + points;
  db.prepare('INSERT INTO points_ledger (member_id, points, amount, ratio, quantity, remark, balance, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
    memberId, points, extra.amount ?? 0, extra.ratio ?? 0, extra.quantity ?? 0, remark, balance, at,
  );
  return balance;
}

export function pointBalance(db: DB, memberId: number): number {
  const last = db.prepare('SELECT balance FROM points_ledger WHERE member_id = ? ORDER BY id DESC LIMIT 1').get(memberId) as { balance: number } | undefined;
  return last?.balance ?? 0;
}

/**
 * One settled round: debit `betCents` and credit `winCents` through the ledger, record the bet,
 * earn points, pay real-time salary to uplines with a contract. Atomic.
 */
export function settleRound(db: DB, ledger: Ledger, memberId: number, game: GameRow, betCents: number, winCents: number, at = nowIso()): Settled {
  const betId = randomId('B');
  const roundId = randomId('R');
  let sum = 0;
  db.transaction(() => {
    // Transfer-wallet model: a round plays from the vendor's wallet when it covers the bet, else from MAIN.
    const wallet = ledger.walletBalance(memberId, game.vassalage) >= betCents ? game.vassalage : MAIN;
    sum = ledger.memberHouse('BET', memberId, wallet, HOUSE.GAMING, -betCents, `${game.game_name} #${roundId}`, at).balances.get(memberId) ?? 0;
    if (winCents > 0) sum = ledger.memberHouse('WIN', memberId, wallet, HOUSE.GAMING, winCents, `${game.game_name} #${roundId}`, at).balances.get(memberId) ?? 0;
    db.prepare(
      `INSERT INTO bets (bet_id, round_id, member_id, node_id, vassalage, game_name, category, bet_amount, valid_bet, win_amount, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'SETTLED', ?)`,
    ).run(betId, roundId, memberId, game.node_id, game.vassalage, game.game_name, game.category, betCents, betCents, winCents, at);
    const pts = Math.floor((betCents / 100) * (POINT_RATIOS[game.category] ?? 1));
    if (pts > 0) addPoints(db, memberId, pts, `Bet ${game.game_name}`, { amount: betCents, ratio: POINT_RATIOS[game.category] ?? 1 }, at);
    db.prepare(
      `INSERT INTO recent_games (member_id, node_id, played_at) VALUES (?, ?, ?) ON CONFLICT(member_id, node_id) DO UPDATE SET played_at = excluded.played_at`,
    ).run(memberId, game.node_id, at);
    payRealtimeSalary(db, ledger, memberId, betCents, winCents, at);
  })();
  return { betId, sumBalance: sum };
}

interface ContractRow {
  id: number;
  downline_id: number;
  terms: string;
}

/**
 * Real-time salary: the contract's downline (the salary receiver) earns on every round played by
 * itself or its direct downlines: profit wage rate on rounds the player won, loss wage rate on
 * rounds the player lost, for bets of at least `singleBet`. Paid by the house.
 */
function payRealtimeSalary(db: DB, ledger: Ledger, memberId: number, betCents: number, winCents: number, at: string): void {
  const rows = db.prepare(
    "SELECT id, downline_id, terms FROM contracts WHERE kind = 'REALTIME_SALARY' AND state IN ('ACCEPTED','TERMINATION_REQUESTED') AND (downline_id = ? OR downline_id = (SELECT upline_id FROM members WHERE id = ?))",
  ).all(memberId, memberId) as ContractRow[];
  for (const c of rows) {
    const t = JSON.parse(c.terms) as { profitSalaryRate: number; lossSalaryRate: number; singleBet: number };
    if (betCents < Math.round((t.singleBet ?? 0) * 100)) continue;
    const rate = winCents > betCents ? t.profitSalaryRate : t.lossSalaryRate;
    const pay = Math.floor(betCents * (rate ?? 0));
    if (pay <= 0) continue;
    ledger.memberHouse('SALARY', c.downline_id, MAIN, HOUSE.AGENCY, pay, `Real-time salary (contract ${c.id})`, at);
    db.prepare('UPDATE contracts SET paid_total = paid_total + ?, updated_at = ? WHERE id = ?').run(pay, at, c.id);
  }
}
