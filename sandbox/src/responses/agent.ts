import { Type } from '@sinclair/typebox';
import type * as E from '@vitrine/shared/api/endpoints';
import { AGENT_APPLICATION_FIELDS } from '@vitrine/shared/api/endpoints';
import { B, I, Lits, MemberType, N, Nullable, PageOf, PageWith, S } from './common';
import { RegisterRuleSchema } from './register';
import { accountTransactionProps, betRecordProps, BetSummarySchema } from './member';

export const TeamOverviewSchema = Type.Object({
  teamSize: I, directDownlines: I, agents: I, players: I, newToday: I, activeMembers: I, teamBalance: N, teamDeposit: N, teamWithdraw: N,
  teamBet: N, teamValidBet: N, teamProfit: N, myIncome: N, inviteCode: S, inviteUrl: S,
});

const ContractKindSchema = Lits<E.ContractKind>('DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY');

export const DownlineSchema = Type.Object({
  id: I, username: S, nickname: S, type: MemberType, upline: S, balance: N, registerTime: S, lastLoginTime: Nullable(S), teamSize: I, contracts: Type.Array(ContractKindSchema),
  excluded: Type.Optional(B),
});
export const DownlinePageSchema = PageOf(DownlineSchema);
export const TeamBetPageSchema = PageWith(Type.Object({ ...betRecordProps, username: S }), { summary: BetSummarySchema });
export const AgentPnLPageSchema = PageOf(Type.Object({ username: S, betAmount: N, validBet: N, winAmount: N, profit: N, bonus: N, deposit: N, withdraw: N }));
export const AgentRevenueSchema = Type.Object({
  total: N, rows: Type.Array(Type.Object({ date: S, salary: N, hourlySalary: N, realtimeSalary: N, dividend: N, total: N })),
});
export const DownlineTransactionPageSchema = PageOf(Type.Object({ ...accountTransactionProps, username: S }));

const ReqType = Lits(0, 1, 2, 3);
export const ContractInfoSchema = Type.Object({
  dailysalreqtype: ReqType, divtypereq: ReqType, contracthoursalreq: ReqType, realtimesalreqtype: ReqType,
  enabled: Type.Object({ dividend: B, salary: B, hourSalary: B, realtimeSalary: B }), pendingRequests: I,
});

export const ContractTermsSchema = Type.Object({
  rate: N, period: Lits<E.ContractPeriod>('D', 'W', 'H', 'M'), periodValidBet: N, periodProfitLoss: N, activeMembers: I, betAmount: N,
  profitSalaryRate: N, lossSalaryRate: N, singleBet: N,
});
export const ContractListSchema = Type.Object({
  contracts: Type.Array(Type.Object({
    id: I, kind: ContractKindSchema, uplineId: I, uplineName: S, downlineId: I, downlineName: S,
    state: Lits<E.ContractState>('REQUESTED', 'ACCEPTED', 'REJECTED', 'TERMINATED', 'TERMINATION_REQUESTED'), role: Lits('UPLINE', 'DOWNLINE'),
    requestedBy: Nullable(Lits('UPLINE', 'DOWNLINE')), terms: ContractTermsSchema, paidTotal: N, createdAt: S, updatedAt: S,
  })),
});

const PeriodSchema = Lits<E.ContractPeriod>('D', 'W', 'H', 'M');
export const AgentProgrammeSchema = Type.Object({
  contracts: Type.Array(Type.Object({
    kind: ContractKindSchema, enabled: B, maxRate: N, profitSalaryRate: Type.Optional(N), lossSalaryRate: Type.Optional(N),
    periods: Type.Array(PeriodSchema), minActiveMembers: I,
  })),
  example: Type.Object({ activeMembers: I, monthlyValidBet: N, monthlyProfitLoss: N }),
  applicationRules: Type.Object(Object.fromEntries(AGENT_APPLICATION_FIELDS.map((f) => [f, Type.Optional(RegisterRuleSchema)]))),
});
export const AgentApplicationResultSchema = Type.Object({ id: I, status: Type.Literal('PENDING'), answerWithinDays: I });
