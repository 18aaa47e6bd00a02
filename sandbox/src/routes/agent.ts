import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import * as E from '@vitrine/shared/api/endpoints';
import type { Sandbox } from '../core/context';
import { AGENT_TYPES, route } from '../core/http';
import { ApiError } from '../core/errors';
import { Int, Lits, Money, OptStr, Paging, Range, Str } from '../core/schemas';
import { dayOf, fmtDate, fromCents, nowIso, page, paging, toCents } from '../core/util';
import { createMember, memberById, memberByName, teamIds, type MemberRow } from '../services/members';
import { checkRule } from '../services/rules';
import { MAIN } from '../services/ledger';
import { DEFAULT_TERMS, settleAll, type ContractRow } from '../services/contracts';
import { registerRules } from './register';
import { isExcluded } from '../services/rg';
import { checkMemberPassword } from './wallet';
import { betPage, profitLoss, rangeSql, txPage } from './member';
import {
  AgentPnLPageSchema, AgentRevenueSchema, ContractInfoSchema, ContractListSchema, DownlinePageSchema, DownlineSchema, DownlineTransactionPageSchema, TeamBetPageSchema,
  TeamOverviewSchema, AgentProgrammeSchema, AgentApplicationResultSchema,
} from '../responses/agent';
import { SumBalance } from '../responses/common';

function toDownline(sb: Sandbox, m: MemberRow): E.Downline {
  const kinds = (sb.db.prepare("SELECT DISTINCT kind FROM contracts WHERE downline_id = ? AND state IN ('ACCEPTED','TERMINATION_REQUESTED')").all(m.id) as { kind: E.ContractKind }[]).map((r) => r.kind);
  return {
    id: m.id, username: m.username, nickname: m.nickname, type: m.type, upline: m.upline_id ? (memberById(sb.db, m.upline_id)?.username ?? '') : '',
    balance: fromCents(sb.ledger.sumBalance(m.id)), registerTime: fmtDate(m.created_at), lastLoginTime: m.last_login_at ? fmtDate(m.last_login_at) : null,
    teamSize: teamIds(sb.db, m.id).length, contracts: kinds,
    // Responsible gaming: the agent sees that the account is excluded, never its limits or the end.
    excluded: isExcluded(sb, m.id),
  };
}

function toContract(sb: Sandbox, c: ContractRow, me: number): E.Contract {
  const pending = c.state === 'REQUESTED' || c.state === 'TERMINATION_REQUESTED';
  const requester = c.requested_by ?? c.upline_id;
  return {
    id: c.id, kind: c.kind, uplineId: c.upline_id, uplineName: memberById(sb.db, c.upline_id)?.username ?? '', downlineId: c.downline_id,
    downlineName: memberById(sb.db, c.downline_id)?.username ?? '', state: c.state, role: c.upline_id === me ? 'UPLINE' : 'DOWNLINE',
    requestedBy: pending ? (requester === c.upline_id ? 'UPLINE' : 'DOWNLINE') : null,
    terms: { ...DEFAULT_TERMS, ...(JSON.parse(c.terms) as Partial<E.ContractTerms>) }, paidTotal: fromCents(c.paid_total), createdAt: fmtDate(c.created_at), updatedAt: fmtDate(c.updated_at),
  };
}

const TermsSchema = Type.Object({
  rate: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
  period: Type.Optional(Lits('D', 'W', 'H', 'M')),
  periodValidBet: Type.Optional(Type.Number({ minimum: 0, maximum: 1e9 })),
  periodProfitLoss: Type.Optional(Type.Number({ minimum: 0, maximum: 1e9 })),
  activeMembers: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
  betAmount: Type.Optional(Type.Number({ minimum: 0, maximum: 1e9 })),
  profitSalaryRate: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
  lossSalaryRate: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
  singleBet: Type.Optional(Type.Number({ minimum: 0, maximum: 1e9 })),
});

const ContractBody = Type.Object({
  action: Lits('LIST', 'REQUEST', 'TERMINATE_REQUEST', 'ACCEPT', 'REJECT', 'TERMINATE', 'SETTLE'),
  contractId: Type.Optional(Int(1)),
  downlineId: Type.Optional(Int(1)),
  terms: Type.Optional(TermsSchema),
});

function processContract(sb: Sandbox, me: MemberRow, kind: E.ContractKind, b: E.ContractProcessRequest): E.ContractList {
  const now = nowIso();
  const get = () => {
    if (!b.contractId) throw new ApiError(400, 'validation_error', `contractId is required for ${b.action}`);
    const c = sb.db.prepare('SELECT * FROM contracts WHERE id = ? AND kind = ?').get(b.contractId, kind) as ContractRow | undefined;
    if (!c || (c.upline_id !== me.id && c.downline_id !== me.id)) throw new ApiError(404, 'not_found', `Contract ${b.contractId} not found`);
    return c;
  };
  const set = (c: ContractRow, state: E.ContractState, requestedBy: number | null = c.requested_by) =>
    sb.db.prepare('UPDATE contracts SET state = ?, requested_by = ?, updated_at = ? WHERE id = ?').run(state, requestedBy, now, c.id);
  switch (b.action) {
    case 'LIST':
      break;
    case 'REQUEST': {
      if (!AGENT_TYPES.has(me.type)) throw new ApiError(403, 'forbidden', 'Only agents can offer contracts');
      if (!b.downlineId) throw new ApiError(400, 'validation_error', 'downlineId is required for REQUEST');
      const d = memberById(sb.db, b.downlineId);
      if (!d || d.upline_id !== me.id) throw new ApiError(400, 'validation_error', 'downlineId must be one of your direct downlines');
      const open = sb.db.prepare("SELECT 1 FROM contracts WHERE kind = ? AND upline_id = ? AND downline_id = ? AND state IN ('REQUESTED','ACCEPTED','TERMINATION_REQUESTED')").get(kind, me.id, d.id);
      if (open) throw new ApiError(409, 'conflict', 'A contract of this kind with this downline is already open');
      const terms = { ...DEFAULT_TERMS, ...(b.terms ?? {}) };
      sb.db.prepare("INSERT INTO contracts (kind, upline_id, downline_id, state, terms, requested_by, created_at, updated_at) VALUES (?, ?, ?, 'REQUESTED', ?, ?, ?, ?)").run(kind, me.id, d.id, JSON.stringify(terms), me.id, now, now);
      sb.db.prepare('INSERT INTO messages (member_id, title, content, created_at) VALUES (?, ?, ?, ?)').run(d.id, 'New contract offer', `<p>${me.username} offers you a ${kind.toLowerCase().replace('_', ' ')} contract.</p>`, now);
      break;
    }
    case 'ACCEPT':
    case 'REJECT': {
      const c = get();
      const requester = c.requested_by ?? c.upline_id;
      if (c.state !== 'REQUESTED' && c.state !== 'TERMINATION_REQUESTED') throw new ApiError(409, 'conflict', `Contract is ${c.state}: nothing to answer`);
      if (requester === me.id) throw new ApiError(403, 'forbidden', 'The other party must answer this request');
      if (c.state === 'REQUESTED') set(c, b.action === 'ACCEPT' ? 'ACCEPTED' : 'REJECTED');
      else set(c, b.action === 'ACCEPT' ? 'TERMINATED' : 'ACCEPTED', null);
      break;
    }
    case 'TERMINATE_REQUEST': {
      const c = get();
      if (c.state !== 'ACCEPTED') throw new ApiError(409, 'conflict', `Only an accepted contract can be asked to end (it is ${c.state})`);
      set(c, 'TERMINATION_REQUESTED', me.id);
      break;
    }
    case 'TERMINATE': {
      const c = get();
      if (c.upline_id !== me.id) throw new ApiError(403, 'forbidden', 'Only the upline can terminate at once');
      if (c.state === 'TERMINATED' || c.state === 'REJECTED') throw new ApiError(409, 'conflict', `Contract is already ${c.state}`);
      set(c, 'TERMINATED');
      break;
    }
    case 'SETTLE':
      settleAll(sb.db, sb.ledger, { uplineId: me.id, kind });
      break;
  }
  const rows = sb.db.prepare('SELECT * FROM contracts WHERE kind = ? AND (upline_id = ? OR downline_id = ?) ORDER BY id DESC').all(kind, me.id, me.id) as ContractRow[];
  return { contracts: rows.map((c) => toContract(sb, c, me.id)) };
}

export function agentRoutes(app: FastifyInstance, sb: Sandbox): void {
  const A = { agentOnly: true, realAccount: true } as const;

  route(app, sb, E.teamOverview, { ...A, schema: Type.Object({ ...Range }), response: TeamOverviewSchema }, (q, ctx) => {
    const me = ctx.me();
    const team = teamIds(sb.db, me.id);
    const ids = team.length ? team.join(',') : '0';
    const members = sb.db.prepare(`SELECT id, type, upline_id, created_at FROM members WHERE id IN (${ids})`).all() as { id: number; type: number; upline_id: number; created_at: string }[];
    const pl = profitLoss(sb, team, q);
    const active = (sb.db.prepare(`SELECT COUNT(DISTINCT member_id) AS n FROM bets WHERE member_id IN (${ids}) AND created_at > ?`).get(new Date(Date.now() - 7 * 86400_000).toISOString()) as { n: number }).n;
    const bal = (sb.db.prepare(`SELECT COALESCE(SUM(balance),0) AS s FROM accounts WHERE member_id IN (${ids})`).get() as { s: number }).s;
    const r = rangeSql('t.created_at', q);
    const income = (sb.db.prepare(`SELECT COALESCE(SUM(l.amount),0) AS s FROM txns t JOIN ledger l ON l.txn_id = t.id JOIN accounts a ON a.id = l.account_id WHERE a.member_id = ? AND t.type IN ('SALARY','DIVIDEND')${r.sql}`).get(me.id, ...r.args) as { s: number }).s;
    return {
      teamSize: team.length, directDownlines: members.filter((m) => m.upline_id === me.id).length, agents: members.filter((m) => AGENT_TYPES.has(m.type)).length,
      players: members.filter((m) => !AGENT_TYPES.has(m.type)).length, newToday: members.filter((m) => m.created_at.startsWith(dayOf())).length, activeMembers: active,
      teamBalance: fromCents(bal), teamDeposit: pl.deposit, teamWithdraw: pl.withdraw, teamBet: pl.totalBet, teamValidBet: pl.validBet,
      teamProfit: Math.round((pl.totalWin - pl.totalBet) * 100) / 100, myIncome: fromCents(income), inviteCode: me.referral_code, inviteUrl: `/register?affiliateCode=${me.referral_code}`,
    };
  });

  route(app, sb, E.downlineList, { ...A, schema: Type.Object({ ...Paging, username: OptStr(64), directOnly: Type.Optional(Type.Boolean()) }), response: DownlinePageSchema }, (q, ctx) => {
    const me = ctx.me();
    const p = paging(q);
    const ids = q.directOnly === false ? teamIds(sb.db, me.id) : (sb.db.prepare('SELECT id FROM members WHERE upline_id = ?').all(me.id) as { id: number }[]).map((r) => r.id);
    let rows = ids.length ? (sb.db.prepare(`SELECT * FROM members WHERE id IN (${ids.join(',')}) ORDER BY id`).all() as MemberRow[]) : [];
    if (q.username) rows = rows.filter((m) => m.username.toLowerCase().includes(q.username!.toLowerCase()));
    return page(rows.slice(p.offset, p.offset + p.pageSize).map((m) => toDownline(sb, m)), rows.length, p);
  });

  route(app, sb, E.registerDownline, {
    ...A,
    response: DownlineSchema,
    schema: Type.Object({ username: Str(64, 1), password: Str(64, 1), type: Lits(0, 2), nickname: OptStr(64) }),
  }, (b, ctx) => {
    const me = ctx.me();
    const rules = registerRules(sb);
    const msg = checkRule('username', b.username, rules.username) ?? checkRule('password', b.password, rules.password);
    if (msg) throw new ApiError(400, 'validation_error', msg);
    if (memberByName(sb.db, b.username)) throw new ApiError(409, 'username_exists', 'This username is already taken');
    const m = createMember(sb.db, { username: b.username, password: b.password, nickname: b.nickname, type: b.type, uplineId: me.id });
    return toDownline(sb, m);
  });

  route(app, sb, E.transferToDownline, { ...A, schema: Type.Object({ downlineId: Int(1), amount: Money(), password: Str(64, 1) }), response: SumBalance }, (b, ctx) => {
    const me = ctx.me();
    checkMemberPassword(me, b.password, true);
    if (!teamIds(sb.db, me.id).includes(b.downlineId)) throw new ApiError(400, 'validation_error', 'downlineId is not in your team');
    const cents = toCents(b.amount);
    const p = sb.ledger.post('UPLINE_TRANSFER', me.id, `Transfer to downline ${b.downlineId}`, [
      { memberId: me.id, wallet: MAIN, amount: -cents },
      { memberId: b.downlineId, wallet: MAIN, amount: cents },
    ]);
    return { sumBalance: fromCents(p.balances.get(me.id) ?? 0) };
  });

  const TeamQ = Type.Object({ ...Paging, ...Range, username: OptStr(64) });
  route(app, sb, E.teamBetting, { ...A, schema: TeamQ, response: TeamBetPageSchema }, (q, ctx) => betPage(sb, teamIds(sb.db, ctx.me().id), q));
  route(app, sb, E.agentProfitLoss, { ...A, schema: TeamQ, response: AgentPnLPageSchema }, (q, ctx) => {
    const p = paging(q);
    let members = teamIds(sb.db, ctx.me().id).map((id) => memberById(sb.db, id)!);
    if (q.username) members = members.filter((m) => m.username.includes(q.username!));
    const rows = members.slice(p.offset, p.offset + p.pageSize).map((m) => {
      const pl = profitLoss(sb, [m.id], q);
      return { username: m.username, betAmount: pl.totalBet, validBet: pl.validBet, winAmount: pl.totalWin, profit: Math.round((pl.totalWin - pl.totalBet) * 100) / 100, bonus: pl.bonus, deposit: pl.deposit, withdraw: pl.withdraw };
    });
    return page(rows, members.length, p);
  });
  route(app, sb, E.agentRevenue, { ...A, schema: Type.Object({ ...Range }), response: AgentRevenueSchema }, (q, ctx) => {
    const r = rangeSql('t.created_at', q);
    const rows = sb.db.prepare(`SELECT substr(t.created_at,1,10) AS d, t.type, t.remark, SUM(l.amount) AS s FROM txns t JOIN ledger l ON l.txn_id = t.id JOIN accounts a ON a.id = l.account_id WHERE a.member_id = ? AND t.type IN ('SALARY','DIVIDEND')${r.sql} GROUP BY d, t.type, substr(t.remark,1,6) ORDER BY d DESC`).all(ctx.me().id, ...r.args) as { d: string; type: string; remark: string; s: number }[];
    const byDay = new Map<string, E.AgentRevenueRow>();
    for (const x of rows) {
      const row = byDay.get(x.d) ?? { date: x.d, salary: 0, hourlySalary: 0, realtimeSalary: 0, dividend: 0, total: 0 };
      const key = x.type === 'DIVIDEND' ? 'dividend' : x.remark.startsWith('Real-t') ? 'realtimeSalary' : x.remark.startsWith('Hourly') ? 'hourlySalary' : 'salary';
      row[key] = fromCents(toCents(row[key]) + x.s);
      row.total = fromCents(toCents(row.total) + x.s);
      byDay.set(x.d, row);
    }
    const list = [...byDay.values()];
    return { total: fromCents(list.reduce((s, x) => s + toCents(x.total), 0)), rows: list };
  });
  route(app, sb, E.downlineTransactions, { ...A, schema: TeamQ, response: DownlineTransactionPageSchema }, (q, ctx) => txPage(sb, teamIds(sb.db, ctx.me().id), q));

  route(app, sb, E.contractInfo, { realAccount: true, response: ContractInfoSchema }, (_b, ctx) => {
    const me = ctx.me();
    const isAgent = AGENT_TYPES.has(me.type);
    const hasDown = !!sb.db.prepare('SELECT 1 FROM members WHERE upline_id = ? LIMIT 1').get(me.id);
    const reqType = ((isAgent && hasDown ? 1 : 0) | (me.upline_id ? 2 : 0)) as 0 | 1 | 2 | 3;
    const pending = (sb.db.prepare("SELECT COUNT(*) AS n FROM contracts WHERE (upline_id = ? OR downline_id = ?) AND state IN ('REQUESTED','TERMINATION_REQUESTED') AND COALESCE(requested_by, upline_id) != ?").get(me.id, me.id, me.id) as { n: number }).n;
    return {
      dailysalreqtype: reqType, divtypereq: reqType, contracthoursalreq: reqType, realtimesalreqtype: reqType,
      enabled: { dividend: sb.state.moduleOn('SIGNCONDIV3'), salary: sb.state.moduleOn('DAILYSALCONT3'), hourSalary: sb.state.moduleOn('HOURSAL3'), realtimeSalary: sb.state.moduleOn('RTSALARY3') },
      pendingRequests: pending,
    };
  });

  const kinds: [E.Endpoint<E.ContractProcessRequest, E.ContractList>, E.ContractKind][] = [
    [E.processDividend, 'DIVIDEND'], [E.processContractDividend, 'DIVIDEND'], [E.processDailySalary, 'DAILY_SALARY'], [E.processDailySalaryContract, 'DAILY_SALARY'],
    [E.processHourSalary, 'HOURLY_SALARY'], [E.processContractHourSalary, 'HOURLY_SALARY'], [E.processRealTimeSalary, 'REALTIME_SALARY'],
  ];
  for (const [ep, kind] of kinds) {
    route(app, sb, ep, { realAccount: true, schema: ContractBody, response: ContractListSchema }, (b, ctx) => processContract(sb, ctx.me(), kind, b));
  }

  route(app, sb, E.agentProgramme, { response: AgentProgrammeSchema }, () => agentProgramme(sb));
  route(app, sb, E.agentApplication, {
    response: AgentApplicationResultSchema,
    schema: Type.Object({
      payeeName: OptStr(100), mobileNum: OptStr(20), email: OptStr(100), telegram: OptStr(64), teamSize: OptStr(16), message: OptStr(1000), affiliateCode: OptStr(32),
    }),
  }, (b, ctx) => {
    const rules = agentProgramme(sb).applicationRules;
    for (const field of E.AGENT_APPLICATION_FIELDS) {
      const msg = checkRule(field, b[field], rules[field]);
      if (msg) throw new ApiError(400, 'validation_error', msg);
    }
    const mobile = (b.mobileNum ?? '').trim();
    if (!mobile) throw new ApiError(400, 'validation_error', 'mobileNum is required');
    // One open application per mobile number: the operator answers it first.
    if (sb.db.prepare("SELECT 1 FROM agent_applications WHERE mobile = ? AND status = 'PENDING'").get(mobile)) {
      throw new ApiError(409, 'conflict', 'An application for this mobile number is already being reviewed');
    }
    const id = Number(sb.db.prepare('INSERT INTO agent_applications (member_id, payee_name, mobile, email, telegram, team_size, message, affiliate_code, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
      .run(ctx.member?.id ?? null, b.payeeName?.trim() || null, mobile, b.email?.trim() || null, b.telegram?.trim() || null, b.teamSize?.trim() || null, b.message?.trim() || null, b.affiliateCode?.trim() || null, nowIso()).lastInsertRowid);
    return { id, status: 'PENDING' as const, answerWithinDays: 2 };
  });
}

/** The programme as this operator runs it: contract kinds from the whitelabel modules, their ceilings, the form's rules. */
function agentProgramme(sb: Sandbox): E.AgentProgramme {
  const rule = (patternId: E.PatternId, minLength: number, maxLength: number, acceptedPattern: string, required: boolean): E.RegisterRule => ({ enabled: true, required, minLength, maxLength, acceptedPattern, patternId });
  return {
    contracts: [
      { kind: 'DIVIDEND', enabled: sb.state.moduleOn('SIGNCONDIV3'), maxRate: 0.4, periods: ['W', 'H', 'M'], minActiveMembers: 5 },
      { kind: 'DAILY_SALARY', enabled: sb.state.moduleOn('DAILYSALCONT3'), maxRate: 0.012, periods: ['D'], minActiveMembers: 3 },
      { kind: 'HOURLY_SALARY', enabled: sb.state.moduleOn('HOURSAL3'), maxRate: 0.008, periods: ['D'], minActiveMembers: 3 },
      { kind: 'REALTIME_SALARY', enabled: sb.state.moduleOn('RTSALARY3'), maxRate: 0.005, profitSalaryRate: DEFAULT_TERMS.profitSalaryRate, lossSalaryRate: DEFAULT_TERMS.lossSalaryRate, periods: ['D'], minActiveMembers: 1 },
    ],
    example: { activeMembers: 20, monthlyValidBet: 200_000, monthlyProfitLoss: 12_000 },
    applicationRules: {
      payeeName: rule(12, 2, 50, '^[\\p{L} ]+$', true),
      mobileNum: rule(6, 10, 11, '^\\d+$', true),
      email: rule(3, 5, 100, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', false),
      telegram: rule(19, 5, 32, '^@?[A-Za-z0-9_]+$', false),
      teamSize: rule(6, 1, 5, '^\\d+$', true),
      message: rule(0, 0, 500, '*', false),
    },
  };
}
