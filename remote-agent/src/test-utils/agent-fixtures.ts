import { endpoints } from '@vitrine/shared';

/** The calls' paths (from their declarations). */
export const PATHS = {
  rsaKey: '/wps/session/key/rsa',
  announcements: endpoints.announcements.path,
  downlines: endpoints.downlineList.path,
  register: endpoints.registerDownline.path,
  registerRules: endpoints.setRegister.path,
  transfer: endpoints.transferToDownline.path,
  securityConfig: endpoints.securityConfig.path,
  teamBets: endpoints.teamBetting.path,
  profitLoss: endpoints.agentProfitLoss.path,
  revenue: endpoints.agentRevenue.path,
  transactions: endpoints.downlineTransactions.path,
};

export const pageOf = <T>(list: T[], pageNo = 1, totalPages = 1, total = list.length) => ({
  list,
  pageNo,
  pageSize: 10,
  total,
  totalPages,
});

export const downline = (id: number, overrides: Partial<endpoints.Downline> = {}): endpoints.Downline => ({
  id,
  username: `down${id}`,
  nickname: `Down ${id}`,
  type: 0,
  upline: 'agent',
  balance: 100 * id,
  registerTime: '2026-01-05 10:00:00',
  lastLoginTime: '2026-02-01 12:30:00',
  teamSize: 0,
  contracts: [],
  ...overrides,
});

export const teamBet = (
  n: number,
  overrides: Partial<endpoints.TeamBetRecord> = {},
): endpoints.TeamBetRecord => ({
  betId: `B${n}`,
  roundId: `R${n}`,
  vassalage: 'PG',
  gameName: `Fortune Tiger ${n}`,
  nodeId: '1',
  category: 'RNG',
  betAmount: 10,
  validBet: 10,
  winAmount: 25,
  profit: 15,
  status: 'SETTLED',
  betTime: '2026-02-01 12:00:00',
  username: `down${n}`,
  ...overrides,
});
