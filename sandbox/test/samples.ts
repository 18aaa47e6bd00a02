import * as E from '@vitrine/shared/api/endpoints';
import { sealRandomForSandbox, type Api } from './util';

export type Who = 'demo' | 'agent' | 'vip5' | 'down1' | 'down9' | 'expired' | 'plainplayer' | 'fresh' | null;

export interface Sample {
  body?: unknown;
  as?: Who;
  path?: string;
  form?: boolean;
  /** Computes the body (may call the API first). */
  prep?: (api: Api, token: string | null) => Promise<unknown>;
}

export const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSAAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function sms(api: Api, mobile: string): Promise<string> {
  const r = await api.call('GET', `/__sandbox/sms/last?mobile=${mobile}`);
  return (r.body.value as { code: string }).code;
}

/** A valid request for every endpoint of the contract (keyed by export name). */
export const SAMPLES: Record<string, Sample> = {
  rsaKey: {},
  freePlay: {
    body: { os: 'Linux', platform: 'W', random: 'abcdefgh12345' },
    prep: async (api) => ({ os: 'Linux', platform: 'W', random: sealRandomForSandbox('abcdefgh12345', api.pem) }),
  },
  login: { body: { username: 'vip5', password: 'Demo1234', type: 'username' } },
  loginCode: { body: { mobileNum: '11987654321', countryDialingCode: '55' } },
  loginVerify: {
    prep: async (api) => {
      const r = await api.call('POST', '/wps/session/login', { username: 'secure', password: 'Demo1234', type: 'username' }, { encrypt: true });
      const verifyToken = (r.body.value as { verifyToken: string }).verifyToken;
      return { verifyToken, verificationCode: await sms(api, '11900000002') };
    },
  },
  logout: { as: 'fresh' },
  securityConfig: { as: 'demo' },
  updateLanguage: { as: 'demo', body: { language: 'EN' } },
  affiliate: {
    prep: async (api) => {
      const t = await api.login('agent');
      return { code: (await api.v<E.MemberInfo>('GET', '/wps/member/info', undefined, { token: t })).referralCode };
    },
  },
  captcha: { body: { uuid: 'sample-uuid' } },
  captchaGeetest: {},
  countryCode: {},
  mobileRegSms: { body: { countryDialingCode: '55', mobileNo: '11900001111' } },
  phoneCode: { body: { countryDialingCode: '55', mobileNo: '11900001112' } },
  register: { body: { username: 'newuser1', password: 'Abc12345', confirmPassword: 'Abc12345', registerMethod: 'WEB', login: true } },
  registerAuto: {},
  registerMobile: {
    prep: async (api) => {
      await api.v('POST', '/wps/verification/sms/register', { countryDialingCode: '55', mobileNo: '11900002222' });
      return { mobileNum: '11900002222', countryDialingCode: '55', verificationCode: await sms(api, '11900002222'), password: 'Abc12345', confirmPassword: 'Abc12345' };
    },
  },
  setRegister: {},
  customerServiceScript: {},
  domainRoute: {},
  helpCenter: {},
  location: {},
  permission: { body: { url: 'localhost:8080' } },
  settings: {},
  status: {},
  templates: { body: { group: 'w_login' } },
  whitelabel: {},
  balance: { as: 'demo' },
  consolidated: { as: 'demo' },
  deposit: { as: 'demo', body: { amount: 100, channel: 'PIX' } },
  merchantWallet: { as: 'demo', body: {} },
  walletTransfer: { as: 'demo', body: { from: 'MAIN', to: 'PG', amount: 10 } },
  withdraw: { as: 'demo', body: { amount: 10, password: 'Demo1234', account: 'PIX-123' } },
  addFavorite: { as: 'demo', body: { nodeId: 'PG-0001' } },
  claimRebate: { as: 'demo' },
  favoriteGames: { as: 'demo' },
  favoriteGamesList: { as: 'demo', body: {} },
  gameList: { body: { pageNo: 1, pageSize: 24, vassalage: 'PG' } },
  gameMatch: {},
  gameType: { body: { vassalage: 'PG' } },
  gameVendor: { body: {} },
  hotGames: { body: { isPlatform: 2 } },
  jackpot: {},
  launchGame: { as: 'demo', body: { vassalage: 'PG', nodeId: 'PG-0002', accountType: 1, launchMode: 'GLS', confirmTrans: 0, clientType: 3 } },
  rankList: { body: {} },
  rebateSettings: { as: 'demo' },
  recentGames: { as: 'demo', body: {} },
  removeFavorite: { as: 'demo', body: { nodeId: 'PG-0001' } },
  rooms: { body: { vassalage: 'KM' } },
  trialGame: {
    prep: async (api) => {
      const g = api.app.sandbox.db.prepare("SELECT node_id, vassalage FROM games WHERE support_play = 0 AND is_game = 'GAME' LIMIT 1").get() as { node_id: string; vassalage: string };
      return { nodeId: g.node_id, vassalage: g.vassalage };
    },
  },
  vassGameType: { body: { vassalage: 'EVO' } },
  winnerBoard: { body: { type: 'BIG' } },
  draw: { body: { gameCode: 'TCG_SEA_01' } },
  gameMenus: { body: { prizeMode: 'ELOTT' } },
  issue: { body: { gameCode: 'TCG_SEA_01' } },
  lottOpenedNumero: { as: 'demo', body: { gameCode: 'TCG_SEA_01', count: 5 } },
  lotteryGames: {},
  lottoDraw: { path: '/lgw/draw/code/TCG_SEA_01' },
  openedNumero: {},
  popular: { body: { count: 5 } },
  recentLottGame: { as: 'demo' },
  vnLottMenus: {},
  vnLotteryList: { body: { count: 100 } },
  vnRecentMenus: { as: 'demo' },
  announcements: { body: { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' } },
  applyPromotion: { as: 'demo', body: { promotionId: 2, comment: 'Please apply', images: [PNG] } },
  availablePromotions: { as: 'demo' },
  claimMission: { as: 'demo', body: { missionId: 1 } },
  claimPromotion: { as: 'demo', body: { promotionId: 1 } },
  claimRafflePromotion: { as: 'demo' },
  convertPoint: { as: 'demo', body: { points: 100, password: 'Demo1234' } },
  memTransDet: { as: 'demo', body: {} },
  merchantAvailablePromotions: {},
  missionLeaderboard: {},
  missionSummary: { as: 'demo' },
  playerRankProgress: { as: 'demo' },
  pointBalance: { as: 'demo' },
  pointConfig: {},
  pointReward: {},
  pointRewardConversionType: {},
  promotionCategories: {},
  promotionClaimList: { as: 'demo', body: {} },
  promotionDetail: { body: { promotionId: 1 } },
  promotionList: { body: { category: 'SLOTS' } },
  rafflePromotion: { as: 'demo' },
  rafflePromotionStatus: { as: 'demo' },
  redeemPoint: { as: 'demo', body: { rewardId: 1, quantity: 1, password: 'Demo1234' } },
  redeemPointList: { as: 'demo', body: {} },
  referralInfo: { as: 'demo' },
  referralLinks: { as: 'demo' },
  createReferralLink: { as: 'demo', body: { label: 'Instagram bio' } },
  disableReferralLink: {
    as: 'demo',
    prep: async (api, token) => ({ linkId: (await api.v<E.ReferralLink>('POST', '/wps/relay/MCSFE_createReferralLink', {}, { token: token! })).id }),
  },
  referralVisit: {
    prep: async (api) => {
      const t = await api.login('demo');
      return { code: (await api.v<E.ReferralLink>('POST', '/wps/relay/MCSFE_createReferralLink', {}, { token: t })).code };
    },
  },
  signUpRequestReward: { as: 'demo' },
  vipRanks: {},
  bettingRecords: { as: 'demo', body: { pageNo: 1, pageSize: 10 } },
  bonusDetails: { as: 'demo', body: {} },
  changePassword: { as: 'expired', body: { oldPassword: 'Demo1234', newPassword: 'Newpass99', confirmNewPassword: 'Newpass99' } },
  chatPermission: { as: 'demo' },
  chatUnread: { as: 'demo' },
  deleteMessage: {
    as: 'demo',
    prep: async (api, t) => ({ id: (await api.v<E.Page<E.InboxMessage>>('POST', '/wps/relay/CSP_getInbox', {}, { token: t! })).list[0].id }),
  },
  feedback: { body: { questionType: 'GAME', content: 'The game froze twice today', contact: 'player@example.com' } },
  feedbackConfig: {},
  agentProgramme: {},
  agentApplication: { body: { payeeName: 'Ana Souza', mobileNum: '11912345678', teamSize: '30', email: 'ana@example.com' } },
  feedbackList: { as: 'demo', body: { pageNo: 1, pageSize: 5 } },
  findPasswordByPhone: { body: { mobileNum: '11987650001', countryDialingCode: '55' } },
  forgetPassword: { form: true, body: { username: 'demo', email: 'demo@example.com' } },
  inbox: { as: 'demo', body: {} },
  launchChat: { as: 'vip5' },
  memberInfo: { as: 'demo' },
  firstLogin: { as: 'demo' },
  paymentConfirmationList: { as: 'demo', body: {} },
  playerAvatar: { as: 'demo' },
  processC2CTransaction: {
    as: 'demo',
    prep: async (api, t) => {
      await api.v('POST', '/wps/relay/PAYFE_requestWithdraw', { amount: 5, password: 'Demo1234', account: 'PIX' }, { token: t!, encrypt: true });
      const list = await api.v<E.Page<E.PaymentConfirmation>>('POST', '/wps/relay/MCSFE_getPaymentConfirmationList', {}, { token: t! });
      return { id: list.list.find((p) => p.state === 'DISBURSED')!.id, action: 'RECEIVED' };
    },
  },
  profitLoss: { as: 'demo', body: {} },
  readMessage: {
    as: 'demo',
    prep: async (api, t) => ({ id: (await api.v<E.Page<E.InboxMessage>>('POST', '/wps/relay/CSP_getInbox', {}, { token: t! })).list[0].id }),
  },
  setIcon: { as: 'demo', body: { avatar: 'avatar-3', avatarType: 'STATIC' } },
  // The security centre's binding calls: plainplayer and expired have no e-mail, mobile or payment password
  // (calls run in name order: bindMobile binds plainplayer's mobile before bindMobileCode).
  bindEmail: { as: 'plainplayer', body: { email: 'plain.player@example.com' } },
  bindMobileCode: { as: 'expired', body: { mobileNum: '11912340088', countryDialingCode: '55' } },
  bindMobile: {
    as: 'plainplayer',
    prep: async (api, token) => {
      await api.v('POST', '/wps/verification/sms/bind', { mobileNum: '11912340099', countryDialingCode: '55' }, { token: token ?? undefined });
      return { mobileNum: '11912340099', countryDialingCode: '55', verificationCode: await sms(api, '11912340099') };
    },
  },
  paymentPassword: { as: 'plainplayer', body: { loginPassword: 'Demo1234', newPaymentPassword: '123456', confirmNewPaymentPassword: '123456' } },
  setPasswordByPhone: {
    prep: async (api) => {
      await api.v('POST', '/wps/member/password/sms', { mobileNum: '11987650005', countryDialingCode: '55' });
      return { mobileNum: '11987650005', countryDialingCode: '55', verificationCode: await sms(api, '11987650005'), newPassword: 'Demo1234' };
    },
  },
  transactionHistory: { as: 'demo', body: { type: 'BET' } },
  transferUpline: { as: 'down1', body: { amount: 1, password: 'Demo1234' } },
  unreadMessage: { as: 'demo' },
  agentProfitLoss: { as: 'agent', body: {} },
  agentRevenue: { as: 'agent', body: {} },
  contractInfo: { as: 'agent' },
  downlineList: { as: 'agent', body: {} },
  downlineTransactions: { as: 'agent', body: {} },
  processContractDividend: { as: 'agent', body: { action: 'LIST' } },
  processContractHourSalary: { as: 'agent', body: { action: 'LIST' } },
  processDailySalary: { as: 'agent', body: { action: 'LIST' } },
  processDailySalaryContract: { as: 'agent', body: { action: 'SETTLE' } },
  processDividend: { as: 'agent', body: { action: 'LIST' } },
  processHourSalary: { as: 'agent', body: { action: 'LIST' } },
  processRealTimeSalary: { as: 'agent', body: { action: 'LIST' } },
  registerDownline: { as: 'agent', body: { username: 'newdown1', password: 'Abc12345', type: 0 } },
  teamBetting: { as: 'agent', body: {} },
  rgStatus: { as: 'demo' },
  rgSetLimit: { as: 'demo', body: { kind: 'DEPOSIT', period: 'MONTH', amount: 1_000_000 } },
  // A time-out ends the account's sessions: down9 is used by no other sample.
  rgExclude: { as: 'down9', body: { kind: 'TIMEOUT', period: '24H', password: 'Demo1234', confirmed: true } },
  rgSetRealityCheck: { as: 'demo', body: { intervalMinutes: 30 } },
  rgRealityCheckAck: { as: 'demo' },
  rgStatement: { as: 'demo', body: { startDate: '2026-01-01', endDate: '2026-12-31', groupBy: 'MONTH' } },
  teamOverview: { as: 'agent', body: {} },
  transferToDownline: {
    as: 'agent',
    prep: async (api, t) => {
      const list = await api.v<E.Page<E.Downline>>('POST', '/wps/relay/MCSFE_getDownlineList', {}, { token: t! });
      return { downlineId: list.list[0].id, amount: 5, password: 'Demo1234' };
    },
  },
};

export type AnyEndpoint = E.Endpoint<unknown, unknown>;

export const ENDPOINTS: [string, AnyEndpoint][] = (Object.entries(E) as [string, unknown][]).filter(
  (e): e is [string, AnyEndpoint] => !!e[1] && typeof e[1] === 'object' && 'path' in (e[1] as object) && 'method' in (e[1] as object),
);

/** Logs in the sample's account (fresh = a new demo session). */
export async function tokenFor(api: Api, who: Who | undefined, cache: Map<string, string>): Promise<string | null> {
  if (!who) return null;
  if (who === 'fresh') return api.login('demo');
  if (!cache.has(who)) cache.set(who, await api.login(who));
  return cache.get(who)!;
}

export async function callSample(api: Api, name: string, ep: AnyEndpoint, token: string | null, bodyOverride?: unknown) {
  const s = SAMPLES[name];
  const body = bodyOverride !== undefined ? bodyOverride : s.prep ? await s.prep(api, token) : s.body;
  return api.call(ep.method, s.path ?? ep.path, body, { token: token ?? undefined, encrypt: ep.encrypted, form: s.form });
}
