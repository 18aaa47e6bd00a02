/**
 * The four contract kinds of the agent centre (spec items 9–12): the page each is offered on, the
 * call that processes it (spec section 7 paths), the request-type field of the contract info that
 * says which side of it the caller may take, the column of the agent revenue report that holds what
 * it paid the caller, and the terms an upline sets for it (spec section 3 "Salary contract").
 */
import { endpoints, type Endpoint } from '@vitrine/shared';

export type ContractKind = endpoints.ContractKind;

/** Terms the offer form asks for and a contract card shows. */
export type TermField = 'rate' | 'period' | 'periodValidBet' | 'periodProfitLoss' | 'activeMembers' | 'betAmount' | 'profitSalaryRate' | 'lossSalaryRate' | 'singleBet';

export interface KindConfig {
  kind: ContractKind;
  /** The agent-centre page key. */
  page: string;
  /** Menu label and page title (agent namespace). */
  labelKey: string;
  /** This kind's strings in the agent namespace: `ct_kind_<key>` (its name in a sentence), `ct_intro_<key>`. */
  key: 'dividend' | 'daily' | 'hourly' | 'realtime';
  endpoint: Endpoint<endpoints.ContractProcessRequest, endpoints.ContractList>;
  requestType: Exclude<keyof endpoints.ContractInfo, 'enabled' | 'pendingRequests'>;
  revenueColumn: keyof Pick<endpoints.AgentRevenueRow, 'dividend' | 'salary' | 'hourlySalary' | 'realtimeSalary'>;
  fields: TermField[];
}

export const KINDS: Record<ContractKind, KindConfig> = {
  DIVIDEND: {
    kind: 'DIVIDEND',
    page: 'agentBonus',
    labelKey: 'bonus_dividend',
    key: 'dividend',
    endpoint: endpoints.processDividend,
    requestType: 'divtypereq',
    revenueColumn: 'dividend',
    fields: ['rate', 'period', 'periodProfitLoss', 'periodValidBet', 'activeMembers'],
  },
  DAILY_SALARY: {
    kind: 'DAILY_SALARY',
    page: 'agentDailyWages',
    labelKey: 'daily_wages',
    key: 'daily',
    endpoint: endpoints.processDailySalary,
    requestType: 'dailysalreqtype',
    revenueColumn: 'salary',
    fields: ['rate', 'betAmount', 'activeMembers'],
  },
  HOURLY_SALARY: {
    kind: 'HOURLY_SALARY',
    page: 'agentHourlySalary',
    labelKey: 'hourly_salary',
    key: 'hourly',
    endpoint: endpoints.processHourSalary,
    requestType: 'contracthoursalreq',
    revenueColumn: 'hourlySalary',
    fields: ['rate', 'betAmount', 'activeMembers'],
  },
  REALTIME_SALARY: {
    kind: 'REALTIME_SALARY',
    page: 'agentRealtimeSalary',
    labelKey: 'realtime_salary',
    key: 'realtime',
    endpoint: endpoints.processRealTimeSalary,
    requestType: 'realtimesalreqtype',
    revenueColumn: 'realtimeSalary',
    fields: ['profitSalaryRate', 'lossSalaryRate', 'singleBet'],
  },
};

export const kindOfPage = (page: string): KindConfig | undefined => Object.values(KINDS).find((k) => k.page === page);

/** Request type bits of the contract info: 1 may offer to downlines, 2 may receive from the upline. */
export const mayOffer = (requestType: number) => (requestType & 1) === 1;
export const mayReceive = (requestType: number) => (requestType & 2) === 2;

/** States in which a contract is still open (a new one of the same kind cannot be offered). */
export const OPEN_STATES: readonly endpoints.ContractState[] = ['REQUESTED', 'ACCEPTED', 'TERMINATION_REQUESTED'];
export const isOpen = (c: endpoints.Contract) => OPEN_STATES.includes(c.state);

/** The caller must answer this contract (a request from the other side waits). */
export const awaitsMe = (c: endpoints.Contract) => c.requestedBy !== null && c.requestedBy !== c.role;
