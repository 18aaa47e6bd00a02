import type { DB } from '../db';
import { ApiError } from '../core/errors';
import { fromCents, nowIso, randomId } from '../core/util';
import type { BalanceBus } from './bus';

export const MAIN = 'MAIN';
/** House accounts (member_id NULL): counter-parties of every flow in or out of member wallets. */
export const HOUSE = { CASH: 'HOUSE:CASH', GAMING: 'HOUSE:GAMING', PROMO: 'HOUSE:PROMO', AGENCY: 'HOUSE:AGENCY' } as const;

export interface Entry {
  memberId: number | null;
  wallet: string;
  /** cents, signed */
  amount: number;
}

export interface Posted {
  txnId: string;
  /** Member id → sum balance in cents after the transaction. */
  balances: Map<number, number>;
}

/**
 * Double-entry wallet ledger. Every balance change is a `ledger` row; the rows of one transaction
 * sum to zero; member accounts cannot go below zero (CHECK constraint, surfaced as
 * `balance_not_enough`). better-sqlite3 is synchronous, so transactions are serialised.
 */
export class Ledger {
  constructor(
    private readonly db: DB,
    private readonly bus: BalanceBus,
    /** The time rows are stamped with (the sandbox clock). */
    private readonly now: () => string = nowIso,
  ) {}

  /**
   * The account id, created on first use. Not cached: an account created inside a transaction that
   * later rolls back must not survive in memory.
   */
  accountId(memberId: number | null, wallet: string): number {
    const row = this.db.prepare('SELECT id FROM accounts WHERE member_id IS ? AND wallet = ?').get(memberId, wallet) as { id: number } | undefined;
    return row ? row.id : Number(this.db.prepare('INSERT INTO accounts (member_id, wallet) VALUES (?, ?)').run(memberId, wallet).lastInsertRowid);
  }

  clearCache(): void {
    // Nothing cached (see accountId).
  }

  post(type: string, memberId: number | null, remark: string, entries: Entry[], createdAt = this.now()): Posted {
    if (entries.reduce((s, e) => s + e.amount, 0) !== 0) throw new Error('ledger entries must sum to zero');
    if (entries.some((e) => !Number.isInteger(e.amount))) throw new Error('ledger amounts must be integer cents');
    const txnId = randomId('T');
    const touched = new Set<number>();
    const run = this.db.transaction(() => {
      this.db.prepare('INSERT INTO txns (id, member_id, type, remark, created_at) VALUES (?, ?, ?, ?, ?)').run(txnId, memberId, type, remark, createdAt);
      const upd = this.db.prepare('UPDATE accounts SET balance = balance + ? WHERE id = ? RETURNING balance');
      const ins = this.db.prepare('INSERT INTO ledger (txn_id, account_id, amount, balance_after) VALUES (?, ?, ?, ?)');
      for (const e of entries) {
        if (e.amount === 0) continue;
        const acc = this.accountId(e.memberId, e.wallet);
        const { balance } = upd.get(e.amount, acc) as { balance: number };
        ins.run(txnId, acc, e.amount, balance);
        if (e.memberId !== null) touched.add(e.memberId);
      }
    });
    try {
      run();
    } catch (err) {
      // Not instanceof: native addon errors may come from another realm (jest vm contexts).
      if (/CHECK constraint failed/.test(String((err as { message?: unknown })?.message))) {
        throw new ApiError(400, 'balance_not_enough', 'Insufficient balance');
      }
      throw err;
    }
    const balances = new Map<number, number>();
    for (const m of touched) {
      const sum = this.sumBalance(m);
      balances.set(m, sum);
      this.bus.push(m, { type: 'balance', sumBalance: fromCents(sum) });
    }
    return { txnId, balances };
  }

  /** Moves `cents` from a member wallet to a house account (or back when negative). */
  memberHouse(type: string, memberId: number, wallet: string, house: string, cents: number, remark: string, createdAt?: string): Posted {
    return this.post(type, memberId, remark, [
      { memberId, wallet, amount: cents },
      { memberId: null, wallet: house, amount: -cents },
    ], createdAt);
  }

  sumBalance(memberId: number): number {
    const r = this.db.prepare('SELECT COALESCE(SUM(balance), 0) AS s FROM accounts WHERE member_id = ?').get(memberId) as { s: number };
    return r.s;
  }

  walletBalance(memberId: number, wallet: string): number {
    const r = this.db.prepare('SELECT balance FROM accounts WHERE member_id = ? AND wallet = ?').get(memberId, wallet) as { balance: number } | undefined;
    return r?.balance ?? 0;
  }

  wallets(memberId: number): { wallet: string; balance: number }[] {
    return this.db.prepare('SELECT wallet, balance FROM accounts WHERE member_id = ? ORDER BY wallet = \'MAIN\' DESC, wallet').all(memberId) as { wallet: string; balance: number }[];
  }

  /** Sum of the member's ledger rows (must equal sumBalance). */
  ledgerSum(memberId: number): number {
    const r = this.db.prepare('SELECT COALESCE(SUM(l.amount), 0) AS s FROM ledger l JOIN accounts a ON a.id = l.account_id WHERE a.member_id = ?').get(memberId) as { s: number };
    return r.s;
  }
}
