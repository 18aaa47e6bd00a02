import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import * as E from '@vitrine/shared/api/endpoints';
import type { Sandbox } from '../core/context';
import { route } from '../core/http';
import { ApiError } from '../core/errors';
import { Money, Str } from '../core/schemas';
import { checkPassword, fromCents, toCents } from '../core/util';
import { HOUSE, MAIN } from '../services/ledger';
import { guardDeposit, guardTransferIn } from '../services/rg';
import type { MemberRow } from '../services/members';
import { BalanceSchema, CashierResultSchema, ConsolidatedFundsSchema, MerchantWalletSchema, WalletTransferResultSchema } from '../responses/wallet';

function vendorName(sb: Sandbox, wallet: string): string | null {
  if (wallet === MAIN) return 'Main wallet';
  const v = sb.db.prepare('SELECT display_name FROM vendors WHERE vassalage = ?').get(wallet) as { display_name: string } | undefined;
  return v?.display_name ?? null;
}

export function subWallets(sb: Sandbox, memberId: number): E.SubWallet[] {
  const rows = sb.ledger.wallets(memberId);
  if (!rows.some((r) => r.wallet === MAIN)) rows.unshift({ wallet: MAIN, balance: 0 });
  return rows.map((r) => ({ wallet: r.wallet, displayName: vendorName(sb, r.wallet) ?? r.wallet, balance: fromCents(r.balance) }));
}

export function checkMemberPassword(m: MemberRow, password: string, payment = false): void {
  const hash = payment && m.payment_password_hash ? m.payment_password_hash : m.password_hash;
  if (!checkPassword(password, hash)) throw new ApiError(400, 'password_incorrect', 'Incorrect password');
}

export function walletRoutes(app: FastifyInstance, sb: Sandbox): void {
  route(app, sb, E.balance, { response: BalanceSchema }, (_q, ctx) => ({
    sumBalance: fromCents(sb.ledger.sumBalance(ctx.me().id)),
    currency: sb.state.brand.currency,
  }));

  route(app, sb, E.walletTransfer, {
    response: WalletTransferResultSchema,
    realAccount: true,
    schema: Type.Object({ from: Str(32, 1), to: Str(32, 1), amount: Money() }),
  }, (body, ctx) => {
    const m = ctx.me();
    if (body.from === body.to) throw new ApiError(400, 'validation_error', 'from and to must be different wallets');
    for (const w of [body.from, body.to]) if (!vendorName(sb, w)) throw new ApiError(400, 'validation_error', `Unknown wallet '${w}' (use MAIN or a vendor vassalage)`);
    const cents = toCents(body.amount);
    // Responsible gaming: money into a game wallet is refused once a loss limit has less room than the amount.
    if (body.to !== MAIN) guardTransferIn(sb, m.id, cents);
    const posted = sb.ledger.post('TRANSFER', m.id, `${body.from} → ${body.to}`, [
      { memberId: m.id, wallet: body.from, amount: -cents },
      { memberId: m.id, wallet: body.to, amount: cents },
    ]);
    return { transactionId: posted.txnId, sumBalance: fromCents(posted.balances.get(m.id) ?? 0), wallets: subWallets(sb, m.id) };
  });

  route(app, sb, E.consolidated, { response: ConsolidatedFundsSchema }, (_q, ctx) => {
    const m = ctx.me();
    const pending = sb.db.prepare("SELECT COALESCE(SUM(-l.amount),0) AS s FROM txns t JOIN ledger l ON l.txn_id = t.id JOIN accounts a ON a.id = l.account_id WHERE t.member_id = ? AND t.type = 'WITHDRAW' AND t.remark LIKE 'PENDING%' AND a.member_id = ?").get(m.id, m.id) as { s: number };
    return {
      sumBalance: fromCents(sb.ledger.sumBalance(m.id)),
      mainBalance: fromCents(sb.ledger.walletBalance(m.id, MAIN)),
      lockedBalance: fromCents(pending.s),
      wallets: subWallets(sb, m.id),
      currency: sb.state.brand.currency,
    };
  });

  route(app, sb, E.merchantWallet, { schema: Type.Object({ isSingle: Type.Optional(Type.Boolean()) }), response: MerchantWalletSchema }, (_b, ctx) => ({
    isSingle: false,
    wallets: subWallets(sb, ctx.me().id),
  }));

  route(app, sb, E.deposit, {
    response: CashierResultSchema,
    realAccount: true,
    schema: Type.Object({ amount: Money(1, 1_000_000), channel: Type.Union(['PIX', 'BANK', 'USDT'].map((c) => Type.Literal(c))) }),
  }, (body, ctx) => {
    const m = ctx.me();
    const cents = toCents(body.amount);
    // Responsible gaming: the limit check and the posting run in one transaction (parallel deposits cannot cross it together).
    const p = guardDeposit(sb, m.id, cents, () => sb.ledger.memberHouse('DEPOSIT', m.id, MAIN, HOUSE.CASH, cents, `Deposit via ${body.channel}`));
    return { transactionId: p.txnId, status: 'APPROVED' as const, sumBalance: fromCents(p.balances.get(m.id) ?? 0) };
  });

  route(app, sb, E.withdraw, {
    response: CashierResultSchema,
    realAccount: true,
    schema: Type.Object({ amount: Money(1, 1_000_000), password: Str(64, 1), account: Str(64, 1) }),
  }, (body, ctx) => {
    const m = ctx.me();
    checkMemberPassword(m, body.password, true);
    const cents = toCents(body.amount);
    if (sb.ledger.walletBalance(m.id, MAIN) < cents) throw new ApiError(400, 'balance_not_enough', 'Insufficient balance in the main wallet');
    const p = sb.ledger.memberHouse('WITHDRAW', m.id, MAIN, HOUSE.CASH, -cents, `PENDING withdrawal to ${body.account}`);
    sb.db.prepare("INSERT INTO payment_confirmations (member_id, txn_id, amount, state, created_at) VALUES (?, ?, ?, 'DISBURSED', ?)").run(m.id, p.txnId, cents, new Date().toISOString());
    return { transactionId: p.txnId, status: 'PENDING' as const, sumBalance: fromCents(p.balances.get(m.id) ?? 0) };
  });
}
