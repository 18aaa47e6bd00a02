import { defineEndpoint } from '../endpoint';
import type { Page } from '../endpoint';
import type { DateRange, PageRequest } from './common';
import type { AccountTransaction, BetRecord, BetSummary } from './member';
import type { MemberType } from './session';
import type { RegisterRule } from './register';

export interface TeamOverview {
  /** All members below the agent, any depth. */
  teamSize: number;
  directDownlines: number;
  agents: number;
  players: number;
  newToday: number;
  /** Downlines with a bet in the last 7 days. */
  activeMembers: number;
  teamBalance: number;
  teamDeposit: number;
  teamWithdraw: number;
  teamBet: number;
  teamValidBet: number;
  /** Team's win − bet (player view; negative = house won). */
  teamProfit: number;
  /** Salary + dividend received by the agent. */
  myIncome: number;
  inviteCode: string;
  inviteUrl: string;
}

export interface DownlineListRequest extends PageRequest {
  /** Substring of the username. */
  username?: string;
  /** Only direct downlines (default true). */
  directOnly?: boolean;
}

export interface Downline {
  id: number;
  username: string;
  nickname: string;
  type: MemberType;
  upline: string;
  balance: number;
  registerTime: string;
  lastLoginTime: string | null;
  teamSize: number;
  /** Contracts in force with this downline. */
  contracts: ContractKind[];
  /**
   * True while the account is in a time-out or self-exclusion (responsible gaming). The agent is
   * told only this fact: never the kind, the end date or the player's limits.
   */
  excluded?: boolean;
}

export interface RegisterDownlineRequest {
  username: string;
  password: string;
  /** 0 player, 2 sub-agent. */
  type: 0 | 2;
  nickname?: string;
}

export interface TransferToDownlineRequest {
  downlineId: number;
  amount: number;
  password: string;
}

export interface TeamRecordRequest extends PageRequest, DateRange {
  username?: string;
}

export interface TeamBetRecord extends BetRecord {
  username: string;
}

export interface TeamBetPage extends Page<TeamBetRecord> {
  summary: BetSummary;
}

export interface AgentPnLRow {
  username: string;
  betAmount: number;
  validBet: number;
  winAmount: number;
  /** Player view. */
  profit: number;
  bonus: number;
  deposit: number;
  withdraw: number;
}

export interface AgentRevenueRow {
  date: string;
  salary: number;
  hourlySalary: number;
  realtimeSalary: number;
  dividend: number;
  total: number;
}

export interface AgentRevenue {
  total: number;
  rows: AgentRevenueRow[];
}

export interface DownlineTransaction extends AccountTransaction {
  username: string;
}

/* ---------- contracts ---------- */

export type ContractKind = 'DIVIDEND' | 'DAILY_SALARY' | 'HOURLY_SALARY' | 'REALTIME_SALARY';

export type ContractState = 'REQUESTED' | 'ACCEPTED' | 'REJECTED' | 'TERMINATED' | 'TERMINATION_REQUESTED';

/** Settlement period: D daily, W weekly, H semimonthly, M monthly. */
export type ContractPeriod = 'D' | 'W' | 'H' | 'M';

export interface ContractTerms {
  /** Dividend: share of the team's loss; salaries: share of valid bet. 0..1 */
  rate: number;
  period: ContractPeriod;
  periodValidBet: number;
  periodProfitLoss: number;
  activeMembers: number;
  /** Daily salary: valid bet per day; hourly salary: per hour. */
  betAmount: number;
  /** Real-time salary: wage rate on winning rounds, on losing rounds, and the minimum single bet. */
  profitSalaryRate: number;
  lossSalaryRate: number;
  singleBet: number;
}

export interface Contract {
  id: number;
  kind: ContractKind;
  uplineId: number;
  uplineName: string;
  downlineId: number;
  downlineName: string;
  state: ContractState;
  /** The caller's side of it. */
  role: 'UPLINE' | 'DOWNLINE';
  /**
   * Which side made the request that waits for an answer (a new offer is always the upline's; a
   * termination request may come from either side); null when nothing waits.
   */
  requestedBy: 'UPLINE' | 'DOWNLINE' | null;
  terms: ContractTerms;
  /** Total paid under this contract. */
  paidTotal: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * One call per contract kind (spec section 7 names them "process…"). `action`:
 * - `LIST`: contracts of this kind where the caller is upline or downline;
 * - `REQUEST` (upline → `downlineId`, `terms`): offer a new contract (state REQUESTED);
 * - `TERMINATE_REQUEST` (either side, `contractId`): ask to end it (TERMINATION_REQUESTED);
 * - `ACCEPT` / `REJECT` (the other side, `contractId`): answer a new or termination request;
 * - `TERMINATE` (upline, `contractId`): end at once;
 * - `SETTLE` (sandbox: run the 5-minute salary/dividend job now for the caller's contracts).
 * Every action answers the caller's contracts of that kind after it.
 */
export interface ContractProcessRequest {
  action: 'LIST' | 'REQUEST' | 'TERMINATE_REQUEST' | 'ACCEPT' | 'REJECT' | 'TERMINATE' | 'SETTLE';
  contractId?: number;
  downlineId?: number;
  terms?: Partial<ContractTerms>;
}

export interface ContractList {
  contracts: Contract[];
}

/**
 * Consolidated contract info: which request types the caller may use per kind
 * (0 none, 1 may offer to downlines, 2 may receive from upline, 3 both).
 */
export interface ContractInfo {
  dailysalreqtype: 0 | 1 | 2 | 3;
  divtypereq: 0 | 1 | 2 | 3;
  contracthoursalreq: 0 | 1 | 2 | 3;
  realtimesalreqtype: 0 | 1 | 2 | 3;
  enabled: { dividend: boolean; salary: boolean; hourSalary: boolean; realtimeSalary: boolean };
  pendingRequests: number;
}

export const teamOverview = defineEndpoint<DateRange, TeamOverview>({
  name: 'getTeamOverview', method: 'POST', path: '/wps/relay/MCSFE_getTeamOverview', token: 'required',
});

export const downlineList = defineEndpoint<DownlineListRequest, Page<Downline>>({
  name: 'getDownlineList', method: 'POST', path: '/wps/relay/MCSFE_getDownlineList', token: 'required',
});

export const registerDownline = defineEndpoint<RegisterDownlineRequest, Downline>({
  name: 'registerDownline', method: 'POST', path: '/wps/relay/MCSFE_registerDownline', moduleId: 'REG3', encrypted: true, token: 'required',
});

export const transferToDownline = defineEndpoint<TransferToDownlineRequest, { sumBalance: number }>({
  name: 'transferToDownline', method: 'POST', path: '/wps/relay/MCSFE_transferToDownline', token: 'required',
  idempotent: true,
});

export const teamBetting = defineEndpoint<TeamRecordRequest, TeamBetPage>({
  name: 'getTeamBettingRecords', method: 'POST', path: '/wps/relay/ODSFE2_getTeamBettingRecords', token: 'required',
});

export const agentProfitLoss = defineEndpoint<TeamRecordRequest, Page<AgentPnLRow>>({
  name: 'getAgentProfitLoss', method: 'POST', path: '/wps/relay/ODSFE2_getAgentProfitLoss', token: 'required',
});

export const agentRevenue = defineEndpoint<DateRange, AgentRevenue>({
  name: 'getAgentRevenue', method: 'POST', path: '/wps/relay/ODSFE2_getAgentRevenue', token: 'required',
});

export const downlineTransactions = defineEndpoint<TeamRecordRequest, Page<DownlineTransaction>>({
  name: 'getDownlineTransactions', method: 'POST', path: '/wps/relay/ODSFE2_getDownlineTransactions', token: 'required',
});

export const contractInfo = defineEndpoint<void, ContractInfo>({
  name: 'getContractInfo', method: 'POST', path: '/wps/relay/MCSFE_getContractInfo', token: 'required',
});

/* The spec's paths (MCS2_/MCSFE_processRealTime…) and the notes' paths both exist; same behaviour. */

export const processDividend = defineEndpoint<ContractProcessRequest, ContractList>({
  name: 'processDividendReq', method: 'POST', path: '/wps/relay/MCS2_processDividendReq', moduleId: 'SIGNCONDIV3', token: 'required',
  idempotent: true,
});

export const processContractDividend = defineEndpoint<ContractProcessRequest, ContractList>({
  name: 'processContractDividend', method: 'POST', path: '/wps/relay/MCSFE_processContractDividend', moduleId: 'SIGNCONDIV3', token: 'required',
  idempotent: true,
});

export const processDailySalary = defineEndpoint<ContractProcessRequest, ContractList>({
  name: 'processDailySalContract', method: 'POST', path: '/wps/relay/MCS2_processDailySalContract', moduleId: 'DAILYSALCONT3', token: 'required',
  idempotent: true,
});

export const processDailySalaryContract = defineEndpoint<ContractProcessRequest, ContractList>({
  name: 'processDailySalary', method: 'POST', path: '/wps/relay/MCSFE_processDailySalaryContract', moduleId: 'DAILYSALCONT3', token: 'required',
  idempotent: true,
});

export const processHourSalary = defineEndpoint<ContractProcessRequest, ContractList>({
  name: 'processContractHourSalary', method: 'POST', path: '/wps/relay/MCS2_processContractHourSalary', moduleId: 'HOURSAL3', token: 'required',
  idempotent: true,
});

export const processContractHourSalary = defineEndpoint<ContractProcessRequest, ContractList>({
  name: 'processContractHourSalaryV2', method: 'POST', path: '/wps/relay/MCSFE_processContractHourSalary', moduleId: 'HOURSAL3', token: 'required',
  idempotent: true,
});

export const processRealTimeSalary = defineEndpoint<ContractProcessRequest, ContractList>({
  name: 'processRealTimeSalaryContract', method: 'POST', path: '/wps/relay/MCSFE_processRealTimeSalaryContract', moduleId: 'RTSALARY3', token: 'required',
  idempotent: true,
});

/* ---------- join us: the affiliate programme and its application (route /join) ---------- */

/** Fields of the agent application form; which show and how they are checked comes from the server's rules. */
export type AgentApplicationField = 'payeeName' | 'mobileNum' | 'email' | 'telegram' | 'teamSize' | 'message';

export const AGENT_APPLICATION_FIELDS: readonly AgentApplicationField[] = ['payeeName', 'mobileNum', 'email', 'telegram', 'teamSize', 'message'];

/** One contract kind of the programme as the operator has set it up. */
export interface AgentProgrammeContract {
  kind: ContractKind;
  /** Off when its whitelabel module is off (SIGNCONDIV3, DAILYSALCONT3, HOURSAL3, RTSALARY3). */
  enabled: boolean;
  /** The highest rate an upline may offer (0..1): dividend of the team's loss, salaries of valid bet. */
  maxRate: number;
  /** Real-time salary only: the wage rates on winning and on losing rounds. */
  profitSalaryRate?: number;
  lossSalaryRate?: number;
  periods: ContractPeriod[];
  /** Active downlines a team needs before the contract pays. */
  minActiveMembers: number;
}

/** The programme the /join page explains, and the rules of its application form. */
export interface AgentProgramme {
  contracts: AgentProgrammeContract[];
  /** A typical team, for the earnings example: active downlines, monthly valid bet, monthly net loss. */
  example: { activeMembers: number; monthlyValidBet: number; monthlyProfitLoss: number };
  applicationRules: Partial<Record<AgentApplicationField, RegisterRule>>;
}

export type AgentApplicationRequest = Partial<Record<AgentApplicationField, string>> & {
  /** The affiliate code the visitor arrived with (`/join?affiliateCode=…`), if any. */
  affiliateCode?: string;
};

export interface AgentApplicationResult {
  id: number;
  status: 'PENDING';
  /** Working days until the operator answers. */
  answerWithinDays: number;
}

export const agentProgramme = defineEndpoint<void, AgentProgramme>({
  name: 'getAgentProgramme', method: 'GET', path: '/wps/agent/programme', moduleId: 'AFFMAN3', token: 'none',
});

/** Apply to become an agent. The server checks every field against `applicationRules` and refuses a second open application for the same mobile. */
export const agentApplication = defineEndpoint<AgentApplicationRequest, AgentApplicationResult>({
  name: 'applyAgent', method: 'PUT', path: '/wps/agent/application', moduleId: 'AFFMAN3', token: 'optional',
});
