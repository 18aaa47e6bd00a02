// Paths and sample answers of the wallet and record calls, for the panels' tests.
import { endpoints } from '@vitrine/shared';

export const PATHS = {
  deposit: endpoints.deposit.path,
  withdraw: endpoints.withdraw.path,
  rsaKey: '/wps/session/key/rsa',
  funds: endpoints.consolidated.path,
  security: endpoints.securityConfig.path,
  bets: endpoints.bettingRecords.path,
  vendors: endpoints.gameVendor.path,
  transactions: endpoints.transactionHistory.path,
  profitLoss: endpoints.profitLoss.path,
  rebate: endpoints.rebateSettings.path,
  claimRebate: endpoints.claimRebate.path,
} as const;

export const funds = (overrides: Partial<endpoints.ConsolidatedFunds> = {}): endpoints.ConsolidatedFunds => ({
  sumBalance: 1250,
  mainBalance: 1000,
  lockedBalance: 0,
  wallets: [
    { wallet: 'MAIN', displayName: 'Main wallet', balance: 1000 },
    { wallet: 'PG', displayName: 'PG Soft', balance: 250 },
  ],
  currency: 'BRL',
  ...overrides,
});

export const security = (hasPaymentPassword = false): endpoints.SecurityConfig => ({
  mobileBound: true,
  maskedMobile: '119****4321',
  emailBound: true,
  maskedEmail: 'de***@example.com',
  hasPaymentPassword,
  googleAuthBound: false,
  passwordChangedAt: '2026-01-01T00:00:00.000Z',
});

export const bet = (n: number, overrides: Partial<endpoints.BetRecord> = {}): endpoints.BetRecord => ({
  betId: `B${n}`,
  roundId: `R${n}`,
  vassalage: 'PG',
  gameName: `Fortune Tiger ${n}`,
  nodeId: `PG-${n}`,
  category: 'RNG',
  betAmount: 10,
  validBet: 10,
  winAmount: 25,
  profit: 15,
  status: 'SETTLED',
  betTime: '2026-03-09 12:00:00',
  ...overrides,
});

export const betPage = (
  list: endpoints.BetRecord[],
  pageNo = 1,
  totalPages = 1,
): endpoints.BetRecordPage => ({
  list,
  pageNo,
  pageSize: 10,
  total: list.length,
  totalPages,
  summary: { betAmount: 120, validBet: 110, winAmount: 90.5, profit: -29.5 },
});

const vendor = (
  vassalage: string,
  displayName: string,
  category: endpoints.GameCategory,
): endpoints.GameVendor => ({
  vassalage,
  displayName,
  smallIcon: '',
  showIcon: '',
  isHot: 0,
  supportPlay: 1,
  category,
  directLaunch: false,
  nodeId: null,
  gameId: null,
  accountTypeName: null,
  maintenance: null,
  gameCount: 10,
});

export const vendorLanes: endpoints.GameVendorLanes = {
  data: {
    lanes: [
      {
        title: 'RNG',
        cards: [vendor('PG', 'PG Soft', 'RNG'), vendor('JILI', 'Jili', 'RNG')],
        gameClassify: [],
      },
      { title: 'LIVE', cards: [vendor('EVO', 'Evolution', 'LIVE')], gameClassify: [] },
    ],
  },
};

export const transaction = (
  n: number,
  overrides: Partial<endpoints.AccountTransaction> = {},
): endpoints.AccountTransaction => ({
  id: n,
  transactionId: `T${n}`,
  type: 'DEPOSIT',
  amount: 100,
  balanceAfter: 1100,
  wallet: 'MAIN',
  remark: 'Deposit via PIX',
  createdAt: '2026-03-09 12:00:00',
  ...overrides,
});

export const txPage = (
  list: endpoints.AccountTransaction[],
  pageNo = 1,
  totalPages = 1,
): endpoints.Page<endpoints.AccountTransaction> => ({
  list,
  pageNo,
  pageSize: 10,
  total: list.length,
  totalPages,
});

/** Hold every request until `release()`: the component's waiting state can be seen. */
export function holdRequests() {
  const real = globalThis.fetch;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
    await gate;
    return real(...args);
  }) as typeof fetch;
  return release;
}
