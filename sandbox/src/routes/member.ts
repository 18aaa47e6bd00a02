import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import * as E from '@vitrine/shared/api/endpoints';
import type { Sandbox } from '../core/context';
import { route } from '../core/http';
import { ApiError } from '../core/errors';
import { Int, Lits, Money, OptStr, Paging, Range, Str } from '../core/schemas';
import { checkPassword, fmtDate, fromCents, hashPassword, nowIso, page, paging, toCents } from '../core/util';
import { WEAK_PASSWORD } from '../core/state';
import { loginAs, memberById, memberByMobile, memberByName, memberInfo, passwordExpired } from '../services/members';
import { checkMobile, sendSms, verifySms } from '../services/sms';
import { checkRule, DEFAULT_RULES } from '../services/rules';
import { HOUSE, MAIN } from '../services/ledger';
import { registerRules } from './register';
import { checkMemberPassword } from './wallet';
import { checkImages } from './promotions';
import { effectiveCategory } from './games';
import {
  AccountTransactionSchema, AvatarSchema, BetRecordPageSchema, BonusRecordSchema, ChatLaunchSchema, ChatPermissionSchema, FeedbackConfigSchema, FeedbackRecordSchema, FeedbackResultSchema, InboxMessageSchema,
  MemberInfoSchema, PaymentConfirmationSchema, ProfitLossSchema, UnreadCountSchema,
} from '../responses/member';
import { PageOf, SumBalance } from '../responses/common';
import { LoginResultSchema, SmsSentSchema } from '../responses/session';

/** The feedback form's bounds (the spec leaves the numbers to the server); images as the promotion apply form. */
export const FEEDBACK_CONFIG: E.FeedbackConfig = {
  contentMinLength: 10,
  contentMaxLength: 500,
  contactMaxLength: 100,
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
  imageTypes: ['image/png', 'image/jpeg'],
};

export const TX_TYPES: E.TransactionType[] = ['DEPOSIT', 'WITHDRAW', 'TRANSFER_IN', 'TRANSFER_OUT', 'BET', 'WIN', 'BONUS', 'REBATE', 'POINTS_CONVERT', 'SALARY', 'DIVIDEND', 'UPLINE_TRANSFER', 'ADJUST'];

/** SQL condition + args for an inclusive yyyy-MM-dd range on `col`. */
export function rangeSql(col: string, r: E.DateRange): { sql: string; args: string[] } {
  const parts: string[] = [];
  const args: string[] = [];
  if (r.startDate) {
    parts.push(`${col} >= ?`);
    args.push(`${r.startDate}T00:00:00.000Z`);
  }
  if (r.endDate) {
    parts.push(`${col} < ?`);
    args.push(new Date(new Date(`${r.endDate}T00:00:00.000Z`).getTime() + 86400_000).toISOString());
  }
  if (r.startDate && r.endDate && r.startDate > r.endDate) throw new ApiError(400, 'validation_error', 'startDate must not be after endDate');
  return { sql: parts.length ? ` AND ${parts.join(' AND ')}` : '', args };
}

interface BetRow { bet_id: string; round_id: string; vassalage: string; game_name: string; node_id: string; category: E.GameCategory; bet_amount: number; valid_bet: number; win_amount: number; status: E.BetRecord['status']; created_at: string; username?: string }

export function toBet(sb: Sandbox, r: BetRow): E.BetRecord {
  return {
    betId: r.bet_id, roundId: r.round_id, vassalage: r.vassalage, gameName: r.game_name, nodeId: r.node_id, category: effectiveCategory(sb, r.vassalage, r.category),
    betAmount: fromCents(r.bet_amount), validBet: fromCents(r.valid_bet), winAmount: fromCents(r.win_amount), profit: fromCents(r.win_amount - r.bet_amount), status: r.status, betTime: fmtDate(r.created_at),
  };
}

/** Bets of a set of members, paged, with summary. */
export function betPage(sb: Sandbox, memberIds: number[], q: E.BetRecordRequest & { username?: string }) {
  const p = paging(q);
  if (memberIds.length === 0) return { ...page([], 0, p), summary: { betAmount: 0, validBet: 0, winAmount: 0, profit: 0 } };
  const r = rangeSql('b.created_at', q);
  let where = `b.member_id IN (${memberIds.join(',')})${r.sql}`;
  const args: (string | number)[] = [...r.args];
  if (q.vassalage) {
    where += ' AND b.vassalage = ?';
    args.push(q.vassalage);
  }
  if (q.category) {
    where += ' AND b.category = ?';
    args.push(q.category === 'ESPORTS' ? 'SPORTS' : q.category);
  }
  if (q.username) {
    where += ' AND m.username LIKE ?';
    args.push(`%${q.username}%`);
  }
  const s = sb.db.prepare(`SELECT COUNT(*) AS n, COALESCE(SUM(bet_amount),0) AS b, COALESCE(SUM(valid_bet),0) AS v, COALESCE(SUM(win_amount),0) AS w FROM bets b JOIN members m ON m.id = b.member_id WHERE ${where}`).get(...args) as { n: number; b: number; v: number; w: number };
  const rows = sb.db.prepare(`SELECT b.*, m.username FROM bets b JOIN members m ON m.id = b.member_id WHERE ${where} ORDER BY b.created_at DESC, b.id DESC LIMIT ? OFFSET ?`).all(...args, p.pageSize, p.offset) as BetRow[];
  return {
    ...page(rows.map((x) => ({ ...toBet(sb, x), username: x.username ?? '' })), s.n, p),
    summary: { betAmount: fromCents(s.b), validBet: fromCents(s.v), winAmount: fromCents(s.w), profit: fromCents(s.w - s.b) },
  };
}

/** Account transactions (member side of each ledger transaction). */
export function txPage(sb: Sandbox, memberIds: number[], q: E.TransactionRecordRequest & { username?: string }) {
  const p = paging(q);
  if (memberIds.length === 0) return page([], 0, p);
  const r = rangeSql('t.created_at', q);
  let where = `a.member_id IN (${memberIds.join(',')})${r.sql}`;
  const args: (string | number)[] = [...r.args];
  if (q.username) {
    where += ' AND m.username LIKE ?';
    args.push(`%${q.username}%`);
  }
  const base = `FROM ledger l JOIN accounts a ON a.id = l.account_id JOIN txns t ON t.id = l.txn_id JOIN members m ON m.id = a.member_id WHERE ${where}`;
  const typeSql = "CASE WHEN t.type = 'TRANSFER' THEN (CASE WHEN l.amount < 0 THEN 'TRANSFER_OUT' ELSE 'TRANSFER_IN' END) ELSE t.type END";
  const typeFilter = q.type ? ` AND ${typeSql} = ?` : '';
  if (q.type) args.push(q.type);
  const total = (sb.db.prepare(`SELECT COUNT(*) AS n ${base}${typeFilter}`).get(...args) as { n: number }).n;
  const rows = sb.db.prepare(`SELECT l.id, l.txn_id, ${typeSql} AS type, l.amount, a.wallet, a.member_id, t.remark, t.created_at, m.username ${base}${typeFilter} ORDER BY t.created_at DESC, l.id DESC LIMIT ? OFFSET ?`)
    .all(...args, p.pageSize, p.offset) as { id: number; txn_id: string; type: E.TransactionType; amount: number; wallet: string; member_id: number; remark: string; created_at: string; username: string }[];
  const after = sb.db.prepare('SELECT COALESCE(SUM(l.amount),0) AS s FROM ledger l JOIN accounts a ON a.id = l.account_id WHERE a.member_id = ? AND l.id <= ?');
  return page(rows.map((x) => ({
    id: x.id, transactionId: x.txn_id, type: x.type, amount: fromCents(x.amount), balanceAfter: fromCents((after.get(x.member_id, x.id) as { s: number }).s),
    wallet: x.wallet, remark: x.remark, createdAt: fmtDate(x.created_at), username: x.username,
  })), total, p);
}

export function profitLoss(sb: Sandbox, memberIds: number[], q: E.DateRange): E.ProfitLoss {
  const ids = memberIds.length ? memberIds.join(',') : '0';
  const rb = rangeSql('created_at', q);
  const rows = sb.db.prepare(`SELECT category, vassalage, SUM(bet_amount) AS b, SUM(valid_bet) AS v, SUM(win_amount) AS w FROM bets WHERE member_id IN (${ids})${rb.sql} GROUP BY category, vassalage`).all(...rb.args) as { category: E.GameCategory; vassalage: string; b: number; v: number; w: number }[];
  const byCat = new Map<E.GameCategory, E.ProfitLossRow>();
  for (const r of rows) {
    const c = effectiveCategory(sb, r.vassalage, r.category);
    const row = byCat.get(c) ?? { category: c, betAmount: 0, validBet: 0, winAmount: 0, profit: 0 };
    row.betAmount += r.b;
    row.validBet += r.v;
    row.winAmount += r.w;
    byCat.set(c, row);
  }
  const rt = rangeSql('t.created_at', q);
  const sums = sb.db.prepare(`SELECT t.type, SUM(l.amount) AS s FROM txns t JOIN ledger l ON l.txn_id = t.id JOIN accounts a ON a.id = l.account_id WHERE a.member_id IN (${ids}) AND t.type IN ('BONUS','REBATE','DEPOSIT','WITHDRAW')${rt.sql} GROUP BY t.type`).all(...rt.args) as { type: string; s: number }[];
  const get = (t: string) => sums.find((x) => x.type === t)?.s ?? 0;
  const list = [...byCat.values()].map((r) => ({ category: r.category, betAmount: fromCents(r.betAmount), validBet: fromCents(r.validBet), winAmount: fromCents(r.winAmount), profit: fromCents(r.winAmount - r.betAmount) }));
  const tb = [...byCat.values()].reduce((s, r) => s + r.betAmount, 0);
  const tv = [...byCat.values()].reduce((s, r) => s + r.validBet, 0);
  const tw = [...byCat.values()].reduce((s, r) => s + r.winAmount, 0);
  return {
    totalBet: fromCents(tb), validBet: fromCents(tv), totalWin: fromCents(tw), bonus: fromCents(get('BONUS')), rebate: fromCents(get('REBATE')),
    profit: fromCents(tw - tb + get('BONUS') + get('REBATE')), deposit: fromCents(get('DEPOSIT')), withdraw: fromCents(-get('WITHDRAW')), rows: list,
  };
}

export function memberRoutes(app: FastifyInstance, sb: Sandbox): void {
  route(app, sb, E.memberInfo, { response: MemberInfoSchema }, (_q, ctx) => memberInfo(sb.db, ctx.me(), sb.state.brand.currency));

  // The first-login action: the first call is recorded (with its IP); later ones only count.
  route(app, sb, E.firstLogin, { response: Type.Boolean() }, (_b, ctx) => {
    sb.db
      .prepare('INSERT INTO first_login_actions (member_id, ip, created_at) VALUES (?, ?, ?) ON CONFLICT(member_id) DO UPDATE SET calls = calls + 1')
      .run(ctx.me().id, ctx.ip, nowIso());
    return true;
  });

  route(app, sb, E.playerAvatar, { response: AvatarSchema }, (_b, ctx) => ({ avatar: ctx.me().avatar, avatarType: ctx.me().avatar_type }));
  route(app, sb, E.setIcon, {
    response: AvatarSchema,
    bodyLimit: 8 * 1024 * 1024,
    schema: Type.Object({ avatar: Str(7 * 1024 * 1024, 1), avatarType: Lits('CUSTOM', 'STATIC') }),
  }, (b, ctx) => {
    if (b.avatarType === 'STATIC' && !/^avatar-(?:[1-9]|1[0-2])$/.test(b.avatar)) throw new ApiError(400, 'validation_error', 'avatar must be one of avatar-1 … avatar-12');
    if (b.avatarType === 'CUSTOM') checkImages([b.avatar]);
    sb.db.prepare('UPDATE members SET avatar = ?, avatar_type = ? WHERE id = ?').run(b.avatar, b.avatarType, ctx.me().id);
    return { avatar: b.avatar, avatarType: b.avatarType };
  });

  // Security centre: bind an e-mail (once), a mobile number (once, proven by an SMS code), and the
  // payment password (first set with the login password, then changed with the current one).
  route(app, sb, E.bindEmail, { schema: Type.Object({ email: Str(100, 1) }), response: Type.Boolean() }, (b, ctx) => {
    const m = ctx.me();
    if (m.email) throw new ApiError(409, 'email_already_bound', 'An e-mail is already bound to this account');
    const email = b.email.trim();
    const rule = registerRules(sb).email ?? DEFAULT_RULES.email;
    const msg = checkRule('email', email, rule && { ...rule, enabled: true, required: true });
    if (msg) throw new ApiError(400, 'validation_error', msg);
    if (sb.db.prepare('SELECT 1 FROM members WHERE lower(email) = lower(?) AND id != ?').get(email, m.id)) throw new ApiError(409, 'email_exists', 'This e-mail is already used by another account');
    sb.db.prepare('UPDATE members SET email = ? WHERE id = ?').run(email, m.id);
    return true;
  });

  const BindMobileCode = Type.Object({ mobileNum: Str(15, 1), countryDialingCode: Str(4, 1) });
  const checkMobileFree = (memberId: number, mobile: string, dial: string) => {
    const owner = memberByMobile(sb.db, mobile, dial);
    if (owner && owner.id !== memberId) throw new ApiError(409, 'mobile_exists', 'This mobile number is already used by another account');
  };
  route(app, sb, E.bindMobileCode, { schema: BindMobileCode, response: SmsSentSchema }, (b, ctx) => {
    const m = ctx.me();
    if (m.mobile) throw new ApiError(409, 'mobile_already_bound', 'A mobile number is already bound to this account');
    checkMobile(b.mobileNum, b.countryDialingCode);
    checkMobileFree(m.id, b.mobileNum, b.countryDialingCode);
    return sendSms(sb, b.mobileNum, b.countryDialingCode, 'bind');
  });
  route(app, sb, E.bindMobile, { schema: Type.Object({ mobileNum: Str(15, 1), countryDialingCode: Str(4, 1), verificationCode: Str(255, 1) }), response: Type.Boolean() }, (b, ctx) => {
    const m = ctx.me();
    if (m.mobile) throw new ApiError(409, 'mobile_already_bound', 'A mobile number is already bound to this account');
    checkMobile(b.mobileNum, b.countryDialingCode);
    checkMobileFree(m.id, b.mobileNum, b.countryDialingCode);
    if (!verifySms(sb, b.mobileNum, b.verificationCode, ['bind'])) throw new ApiError(400, 'sms_code_invalid', 'Enter a valid verification code');
    sb.db.prepare('UPDATE members SET mobile = ?, dialing_code = ? WHERE id = ?').run(b.mobileNum, b.countryDialingCode, m.id);
    return true;
  });

  route(app, sb, E.paymentPassword, {
    response: Type.Boolean(),
    schema: Type.Object({ loginPassword: OptStr(64), oldPaymentPassword: OptStr(32), newPaymentPassword: Str(32, 1), confirmNewPaymentPassword: Str(32, 1) }),
  }, (b, ctx) => {
    const m = ctx.me();
    if (!sb.state.get<boolean>('paymentPasswordEnabled', true)) throw new ApiError(403, 'payment_password_disabled', 'This site does not use a payment password');
    if (m.payment_password_hash) {
      if (!b.oldPaymentPassword || !checkPassword(b.oldPaymentPassword, m.payment_password_hash)) throw new ApiError(400, 'payment_password_incorrect', 'The current payment password is incorrect');
    } else if (!b.loginPassword || !checkPassword(b.loginPassword, m.password_hash)) throw new ApiError(400, 'password_incorrect', 'Incorrect password');
    if (!E.PAYMENT_PASSWORD_PATTERN.test(b.newPaymentPassword)) throw new ApiError(400, 'validation_error', 'The payment password must be 6 digits');
    if (b.newPaymentPassword !== b.confirmNewPaymentPassword) throw new ApiError(400, 'confirmation_mismatch', 'Incorrect confirmation entry');
    sb.db.prepare('UPDATE members SET payment_password_hash = ? WHERE id = ?').run(hashPassword(b.newPaymentPassword), m.id);
    return true;
  });

  route(app, sb, E.changePassword, {
    response: Type.Boolean(),
    schema: Type.Object({ oldPassword: OptStr(64), newPassword: Str(64, 1), confirmNewPassword: Str(64, 1) }),
  }, (b, ctx) => {
    const m = ctx.me();
    const forced = passwordExpired(m) || checkPassword(WEAK_PASSWORD, m.password_hash);
    if (b.oldPassword) {
      if (!checkPassword(b.oldPassword, m.password_hash)) throw new ApiError(400, 'password_incorrect', 'Old password is incorrect');
    } else if (!forced) throw new ApiError(400, 'validation_error', 'oldPassword is required');
    const msg = checkRule('newPassword', b.newPassword, registerRules(sb).password);
    if (msg) throw new ApiError(400, 'validation_error', msg);
    if (b.newPassword !== b.confirmNewPassword) throw new ApiError(400, 'confirmation_mismatch', 'Incorrect confirmation entry');
    if (b.newPassword === WEAK_PASSWORD) throw new ApiError(400, 'password_too_weak', 'This password is too weak: choose another');
    if (checkPassword(b.newPassword, m.password_hash)) throw new ApiError(400, 'password_unchanged', 'The new password must differ from the old one');
    sb.db.prepare('UPDATE members SET password_hash = ?, password_changed_at = ?, password_expired = 0 WHERE id = ?').run(hashPassword(b.newPassword), nowIso(), m.id);
    return true;
  });

  route(app, sb, E.forgetPassword, { schema: Type.Object({ username: Str(64, 1), email: Str(100, 1) }), response: Type.Boolean() }, (b) => {
    const m = memberByName(sb.db, b.username);
    if (!m || !m.email || m.email.toLowerCase() !== b.email.trim().toLowerCase()) throw new ApiError(400, 'username_or_email_not_found', 'Username or email does not exist');
    sb.db.prepare('INSERT INTO messages (member_id, title, content, created_at) VALUES (?, ?, ?, ?)').run(m.id, 'Password reset', `<p>A reset link was sent to ${m.email}.</p>`, nowIso());
    return true;
  });

  route(app, sb, E.findPasswordByPhone, { schema: Type.Object({ mobileNum: Str(15, 1), countryDialingCode: Str(4, 1) }), response: SmsSentSchema }, (b) => {
    checkMobile(b.mobileNum, b.countryDialingCode);
    if (!memberByMobile(sb.db, b.mobileNum, b.countryDialingCode)) throw new ApiError(400, 'mobile_not_bound', 'No account is bound to this mobile number');
    return sendSms(sb, b.mobileNum, b.countryDialingCode, 'reset');
  });

  route(app, sb, E.setPasswordByPhone, {
    response: LoginResultSchema,
    schema: Type.Object({ newPassword: Str(64, 1), mobileNum: Str(15, 1), verificationCode: Str(255, 1), countryDialingCode: OptStr(4) }),
  }, (b, ctx) => {
    const m = memberByMobile(sb.db, b.mobileNum, b.countryDialingCode || undefined);
    if (!m) throw new ApiError(400, 'mobile_not_bound', 'No account is bound to this mobile number');
    const msg = checkRule('newPassword', b.newPassword, registerRules(sb).password);
    if (msg) throw new ApiError(400, 'validation_error', msg);
    if (!verifySms(sb, b.mobileNum, b.verificationCode, ['reset'])) throw new ApiError(400, 'sms_code_invalid', 'Enter a valid verification code');
    sb.db.prepare('UPDATE members SET password_hash = ?, password_changed_at = ?, password_expired = 0, failed_logins = 0 WHERE id = ?').run(hashPassword(b.newPassword), nowIso(), m.id);
    return loginAs(sb.db, memberById(sb.db, m.id)!, ctx.ip, sb.state.brand.merchantCode, b.newPassword);
  });

  const unread = (id: number) => ({ count: (sb.db.prepare('SELECT COUNT(*) AS n FROM messages WHERE member_id = ? AND read = 0 AND deleted = 0').get(id) as { n: number }).n });
  route(app, sb, E.unreadMessage, { response: UnreadCountSchema }, (_b, ctx) => unread(ctx.me().id));
  route(app, sb, E.inbox, { schema: Type.Object({ ...Paging }), response: PageOf(InboxMessageSchema) }, (q, ctx) => {
    const p = paging(q);
    const id = ctx.me().id;
    const total = (sb.db.prepare('SELECT COUNT(*) AS n FROM messages WHERE member_id = ? AND deleted = 0').get(id) as { n: number }).n;
    const rows = sb.db.prepare('SELECT * FROM messages WHERE member_id = ? AND deleted = 0 ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?').all(id, p.pageSize, p.offset) as { id: number; title: string; content: string; read: number; created_at: string }[];
    return page(rows.map((r) => ({ id: r.id, title: r.title, content: r.content, read: r.read === 1, createdAt: fmtDate(r.created_at) })), total, p);
  });
  route(app, sb, E.readMessage, { schema: Type.Object({ id: Int(1) }), response: UnreadCountSchema }, (b, ctx) => {
    const n = sb.db.prepare('UPDATE messages SET read = 1 WHERE id = ? AND member_id = ? AND deleted = 0').run(b.id, ctx.me().id).changes;
    if (!n) throw new ApiError(404, 'not_found', `Message ${b.id} not found`);
    return unread(ctx.me().id);
  });
  route(app, sb, E.deleteMessage, { schema: Type.Object({ id: Int(1) }), response: UnreadCountSchema }, (b, ctx) => {
    const n = sb.db.prepare('UPDATE messages SET deleted = 1 WHERE id = ? AND member_id = ? AND deleted = 0').run(b.id, ctx.me().id).changes;
    if (!n) throw new ApiError(404, 'not_found', `Message ${b.id} not found`);
    return unread(ctx.me().id);
  });

  route(app, sb, E.chatUnread, { response: UnreadCountSchema }, () => ({ count: 0 }));
  route(app, sb, E.launchChat, { response: ChatLaunchSchema }, (_b, ctx) => ({ url: `${sb.providerOrigin()}${ctx.me().vip_level > 4 ? '/__sandbox/cs/vip' : '/__sandbox/cs/chat'}` }));
  route(app, sb, E.chatPermission, { response: ChatPermissionSchema }, (_b, ctx) => ({ allowed: ctx.me().type !== 4 }));

  const BetQ = Type.Object({ ...Paging, ...Range, vassalage: OptStr(32), category: Type.Optional(Lits(...E.GAME_CATEGORIES)) });
  route(app, sb, E.bettingRecords, { schema: BetQ, response: BetRecordPageSchema }, (q, ctx) => {
    const r = betPage(sb, [ctx.me().id], q);
    return { ...r, list: r.list.map(({ username: _u, ...rest }) => rest) };
  });
  route(app, sb, E.transactionHistory, { schema: Type.Object({ ...Paging, ...Range, type: Type.Optional(Lits(...TX_TYPES)) }), response: PageOf(AccountTransactionSchema) }, (q, ctx) => {
    const r = txPage(sb, [ctx.me().id], q);
    return { ...r, list: r.list.map(({ username: _u, ...rest }) => rest) };
  });
  route(app, sb, E.profitLoss, { schema: Type.Object({ ...Range }), response: ProfitLossSchema }, (q, ctx) => profitLoss(sb, [ctx.me().id], q));
  route(app, sb, E.bonusDetails, { schema: Type.Object({ ...Paging, ...Range }), response: PageOf(BonusRecordSchema) }, (q, ctx) => {
    const p = paging(q);
    const id = ctx.me().id;
    const r = rangeSql('t.created_at', q);
    const base = `FROM txns t JOIN ledger l ON l.txn_id = t.id JOIN accounts a ON a.id = l.account_id WHERE a.member_id = ? AND t.type IN ('BONUS','REBATE')${r.sql}`;
    const total = (sb.db.prepare(`SELECT COUNT(*) AS n ${base}`).get(id, ...r.args) as { n: number }).n;
    const rows = sb.db.prepare(`SELECT l.id, t.type, t.remark, l.amount, t.created_at ${base} ORDER BY t.created_at DESC LIMIT ? OFFSET ?`).all(id, ...r.args, p.pageSize, p.offset) as { id: number; type: string; remark: string; amount: number; created_at: string }[];
    const kind = (x: { type: string; remark: string }): E.BonusRecord['type'] =>
      x.type === 'REBATE' ? 'REBATE' : x.remark.startsWith('Raffle') ? 'RAFFLE' : x.remark.startsWith('Mission') ? 'MISSION' : x.remark.startsWith('Referral') ? 'REFERRAL' : 'PROMOTION';
    return page(rows.map((x) => ({ id: x.id, type: kind(x), title: x.remark, amount: fromCents(x.amount), createdAt: fmtDate(x.created_at) })), total, p);
  });

  route(app, sb, E.feedbackConfig, { response: FeedbackConfigSchema }, () => FEEDBACK_CONFIG);
  route(app, sb, E.feedback, {
    response: FeedbackResultSchema,
    bodyLimit: 24 * 1024 * 1024,
    schema: Type.Object({
      questionType: Lits(...E.FEEDBACK_QUESTION_TYPES),
      content: Str(2000), contact: OptStr(FEEDBACK_CONFIG.contactMaxLength), images: Type.Optional(Type.Array(Str(8 * 1024 * 1024), { maxItems: 3 })),
    }),
  }, (b, ctx) => {
    const content = b.content.trim();
    const { contentMinLength: min, contentMaxLength: max } = FEEDBACK_CONFIG;
    if (!content) throw new ApiError(400, 'validation_error', 'content is required: input cannot be empty');
    if (content.length < min || content.length > max) throw new ApiError(400, 'validation_error', `content must be ${min}-${max} characters`);
    // A visitor has no account to answer to: the contact is how the operator replies.
    const contact = b.contact?.trim() || null;
    if (!ctx.member && !contact) throw new ApiError(400, 'validation_error', 'contact is required: input cannot be empty');
    const n = checkImages(b.images);
    const id = Number(sb.db.prepare('INSERT INTO feedback (member_id, question_type, content, contact, images, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(ctx.member?.id ?? null, b.questionType, content, contact, n, nowIso()).lastInsertRowid);
    return { id };
  });
  interface FeedbackRow { id: number; question_type: E.FeedbackQuestionType; content: string; images: number; status: E.FeedbackStatus; reply: string | null; created_at: string }
  route(app, sb, E.feedbackList, { schema: Type.Object({ ...Paging }), response: PageOf(FeedbackRecordSchema) }, (q, ctx) => {
    const p = paging(q, 10);
    const id = ctx.me().id;
    const total = (sb.db.prepare('SELECT COUNT(*) AS n FROM feedback WHERE member_id = ?').get(id) as { n: number }).n;
    const rows = sb.db.prepare('SELECT * FROM feedback WHERE member_id = ? ORDER BY id DESC LIMIT ? OFFSET ?').all(id, p.pageSize, p.offset) as FeedbackRow[];
    return page(rows.map((r) => ({ id: r.id, questionType: r.question_type, content: r.content, images: r.images, status: r.status, reply: r.reply, createdAt: fmtDate(r.created_at) })), total, p);
  });

  route(app, sb, E.transferUpline, { realAccount: true, schema: Type.Object({ amount: Money(), password: Str(64, 1) }), response: SumBalance }, (b, ctx) => {
    const m = ctx.me();
    if (!m.upline_id) throw new ApiError(400, 'validation_error', 'You have no upline');
    checkMemberPassword(m, b.password, true);
    const cents = toCents(b.amount);
    const p = sb.ledger.post('UPLINE_TRANSFER', m.id, 'Transfer to upline', [
      { memberId: m.id, wallet: MAIN, amount: -cents },
      { memberId: m.upline_id, wallet: MAIN, amount: cents },
    ]);
    return { sumBalance: fromCents(p.balances.get(m.id) ?? 0) };
  });

  interface PcRow { id: number; amount: number; received_amount: number | null; state: E.PaymentConfirmation['state']; created_at: string }
  const toPc = (r: PcRow): E.PaymentConfirmation => ({ id: r.id, amount: fromCents(r.amount), receivedAmount: r.received_amount === null ? null : fromCents(r.received_amount), state: r.state, timeoutMinutes: 30, createdAt: fmtDate(r.created_at) });
  route(app, sb, E.paymentConfirmationList, { schema: Type.Object({ ...Paging }), response: PageOf(PaymentConfirmationSchema) }, (q, ctx) => {
    const p = paging(q);
    const id = ctx.me().id;
    const total = (sb.db.prepare('SELECT COUNT(*) AS n FROM payment_confirmations WHERE member_id = ?').get(id) as { n: number }).n;
    const rows = sb.db.prepare('SELECT * FROM payment_confirmations WHERE member_id = ? ORDER BY id DESC LIMIT ? OFFSET ?').all(id, p.pageSize, p.offset) as PcRow[];
    return page(rows.map(toPc), total, p);
  });
  route(app, sb, E.processC2CTransaction, {
    response: PaymentConfirmationSchema,
    bodyLimit: 8 * 1024 * 1024,
    schema: Type.Object({ id: Int(1), action: Lits('RECEIVED', 'NOT_RECEIVED', 'PARTIAL'), receivedAmount: Type.Optional(Money(0)), proofImage: OptStr(7 * 1024 * 1024) }),
  }, (b, ctx) => {
    const m = ctx.me();
    const r = sb.db.prepare('SELECT * FROM payment_confirmations WHERE id = ? AND member_id = ?').get(b.id, m.id) as PcRow | undefined;
    if (!r) throw new ApiError(404, 'not_found', `Payment ${b.id} not found`);
    if (r.state !== 'DISBURSED') throw new ApiError(409, 'conflict', `Payment already ${r.state}`);
    if (b.action === 'NOT_RECEIVED' && !b.proofImage) throw new ApiError(400, 'validation_error', 'proofImage is required when the payment was not received');
    if (b.proofImage) checkImages([b.proofImage]);
    if (b.action === 'PARTIAL' && (b.receivedAmount === undefined || toCents(b.receivedAmount) >= r.amount)) throw new ApiError(400, 'validation_error', 'receivedAmount must be below the amount for a partial receipt');
    const state = b.action === 'RECEIVED' ? 'FULLY_PAID' : b.action === 'PARTIAL' ? 'PARTIAL' : 'NOT_RECEIVED';
    const received = b.action === 'RECEIVED' ? r.amount : b.action === 'PARTIAL' ? toCents(b.receivedAmount!) : 0;
    sb.db.prepare('UPDATE payment_confirmations SET state = ?, received_amount = ? WHERE id = ?').run(state, received, r.id);
    if (b.action === 'NOT_RECEIVED') sb.ledger.memberHouse('ADJUST', m.id, MAIN, HOUSE.CASH, r.amount, 'Withdrawal not received: refunded');
    return toPc(sb.db.prepare('SELECT * FROM payment_confirmations WHERE id = ?').get(r.id) as PcRow);
  });
}
