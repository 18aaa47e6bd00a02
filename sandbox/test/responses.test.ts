import { Value } from '@sinclair/typebox/value';
import type { TSchema } from '@sinclair/typebox';
import type * as E from '@vitrine/shared/api/endpoints';
import { HELP_TOPIC_KEYS } from '@vitrine/shared/api/endpoints';
import { makeApi, sealRandomForSandbox, type Api } from './util';
import { LoginResultSchema, SecurityConfigSchema, SmsSentSchema } from '../src/responses/session';
import { AffiliateCheckSchema, AutoUsernameSchema, CountrySchema, GeetestChallengeSchema, RegisterRulesSchema } from '../src/responses/register';

import { BrandSettingsSchema, CustomerServiceScriptSchema, DomainRouteSchema, HelpCategorySchema, LocationSchema, SystemStatusSchema, TemplateSchema } from '../src/responses/system';
import { BalanceSchema, CashierResultSchema, ConsolidatedFundsSchema, MerchantWalletSchema, WalletTransferResultSchema } from '../src/responses/wallet';
import {
  FavoriteIdsSchema, GameClassifySchema, GameListValueSchema, JackpotSchema, LaunchGameResultSchema, MatchListSchema, RebateSettingSchema, RoomListSchema, WinnerListSchema,
} from '../src/responses/games';
import { LotteryGameSchema, LotteryMenusSchema, NearNumerosSchema, OpenedNumeroSchema } from '../src/responses/lottery';
import {
  AvailablePromotionsSchema, MissionLeaderboardSchema, MissionSummarySchema, PlayerRankProgressSchema, PointConfigSchema, PointRewardSchema, PointTransactionSchema,
  PromotionCategoryItemSchema, PromotionClaimSchema, PromotionDetailSchema, RaffleResultSchema, RaffleStatusSchema, RedeemRecordSchema, RedeemResultSchema, ReferralInfoSchema,
  VipRankSchema,
} from '../src/responses/promotions';
import { PageOf } from '../src/responses/common';
import {
  AccountTransactionSchema, AvatarSchema, BetRecordPageSchema, BonusRecordSchema, ChatLaunchSchema, FeedbackConfigSchema, FeedbackRecordSchema, InboxMessageSchema,
  MemberInfoSchema, PaymentConfirmationSchema, ProfitLossSchema, UnreadCountSchema,
} from '../src/responses/member';
import {
  AgentApplicationResultSchema, AgentProgrammeSchema, AgentPnLPageSchema, AgentRevenueSchema, ContractInfoSchema, ContractListSchema, DownlinePageSchema, DownlineSchema, DownlineTransactionPageSchema, TeamBetPageSchema,
  TeamOverviewSchema,
} from '../src/responses/agent';

jest.setTimeout(60_000);

let api: Api;
beforeAll(async () => {
  api = await makeApi();
});
afterAll(() => api.app.close());

/** The answer satisfies the schema (the server also checks every answer in test mode: nothing dropped, nothing coerced). */
function expectShape(schema: TSchema, value: unknown): void {
  const errors = [...Value.Errors(schema, value)].slice(0, 3).map((e) => `${e.path}: ${e.message}`);
  expect(errors).toEqual([]);
}

describe('response schemas: session', () => {
  it('rsa key, login, free play, SMS code, security config, language, logout', async () => {
    expect(await api.v<string>('GET', '/wps/session/key/rsa')).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    const l = await api.v<E.LoginResult>('POST', '/wps/session/login', { username: 'demo', password: 'Demo1234', type: 'username' }, { encrypt: true });
    expectShape(LoginResultSchema, l);
    const fp = await api.v<E.LoginResult>('POST', '/wps/session/login/freeplay', { os: 'Linux', platform: 'W', random: sealRandomForSandbox('shape-test-1', api.pem) });
    expectShape(LoginResultSchema, fp);
    expect(fp.isAgent).toBe(4);
    expectShape(SmsSentSchema, await api.v('POST', '/wps/verification/sms/noLogin', { mobileNum: '11987654321', countryDialingCode: '55' }));
    const sc = await api.v<E.SecurityConfig>('GET', '/wps/v2/member/securityConfig', undefined, { token: l.token });
    expectShape(SecurityConfigSchema, sc);
    expect(sc).toMatchObject({ mobileBound: true, emailBound: true, maskedMobile: expect.stringContaining('****') });
    expect(await api.v('POST', '/wps/member/language', { language: 'EN' }, { token: l.token })).toBe(true);
    expect(await api.v('DELETE', '/wps/session/logout', undefined, { token: l.token })).toBe(true);
  });
});

describe('response schemas: register', () => {
  it('rules, auto username, affiliate, captchas, countries, register', async () => {
    const rules = await api.v<E.RegisterRules>('GET', '/wps/system/setting/register');
    expectShape(RegisterRulesSchema, rules);
    expect(rules.username).toMatchObject({ enabled: true, patternId: expect.any(Number) });
    expectShape(AutoUsernameSchema, await api.v('GET', '/wps/member/register/autoUsername'));
    const aff = await api.v<E.AffiliateCheck>('GET', '/wps/agent/affiliate', { code: 'NOPE0000' });
    expectShape(AffiliateCheckSchema, aff);
    expect(aff).toEqual({ valid: false, agentName: null });
    expect(await api.v<string>('GET', '/wps/captcha', { uuid: 'shape-1' })).toMatch(/^data:image\/svg\+xml;base64,/);
    expectShape(GeetestChallengeSchema, await api.v('GET', '/wps/captcha/geetest'));
    const countries = await api.v<E.Country[]>('GET', '/wps/system/country');
    countries.forEach((c) => expectShape(CountrySchema, c));
    expect(countries[0]).toEqual({ countryCode: 'BR', countryDialingCode: '55', name: 'Brasil', flagPath: '/COUNTRY_FLAG/BR.png' });
    const reg = await api.v<E.RegisterResult>('PUT', '/wps/member/register', { username: 'shape01', password: 'Abc12345', confirmPassword: 'Abc12345', login: true }, { encrypt: true });
    expectShape(LoginResultSchema, reg);
    expect(reg).toMatchObject({ userName: 'shape01', firstTimeLogin: true, isAgent: 0 });
  });
});

describe('response schemas: system', () => {
  it('status (whitelabel tree, rules, brand), whitelabel, settings, location, routes, help, templates, CS script', async () => {
    const st = await api.v<E.SystemStatus>('GET', '/wps/system/status');
    expectShape(SystemStatusSchema, st);
    expect(st.info.whitelabel.find((n) => n.modId === 'REG3')!.childrenNodes.map((c) => c.modId)).toContain('USERNAMEREG3');
    expect(st.info.register.password).toMatchObject({ enabled: true, required: true });
    const wl = await api.v<E.WhitelabelNode[]>('GET', '/wps/system/whitelabel');
    expect(wl).toEqual(st.info.whitelabel);
    const brand = await api.v<E.BrandSettings>('GET', '/wps/system/settings/consolidated');
    expectShape(BrandSettingsSchema, brand);
    expect(brand).toEqual(st.info.brand);
    expectShape(LocationSchema, await api.v('GET', '/wps/system/location'));
    (await api.v<E.DomainRoute[]>('GET', '/wps/system/domainRoute')).forEach((d) => expectShape(DomainRouteSchema, d));
    const help = await api.v<E.HelpCategory[]>('GET', '/wps/system/helpCenter');
    help.forEach((h) => expectShape(HelpCategorySchema, h));
    expect(help[0].articles[0].content).toMatch(/^<h3>/);
    // Every linked topic, with real-length text, in the default language (PT).
    const topics = help.flatMap((c) => c.articles);
    for (const key of HELP_TOPIC_KEYS) {
      const article = topics.find((a) => a.key === key);
      expect(article?.content.replace(/<[^>]*>/g, '').length ?? 0).toBeGreaterThanOrEqual(200);
    }
    expect(topics.find((a) => a.key === 'general_terms')?.title).toBe('Termos e Condições Gerais');
    const t = await api.v<E.Template[]>('GET', '/wps/system/templates', { group: 'w_register' });
    t.forEach((x) => expectShape(TemplateSchema, x));
    expect(t).toHaveLength(1);
    const cs = await api.v<E.CustomerServiceScript>('POST', '/wps/relay/WPSCORE_getCustomerServiceScript', {});
    expectShape(CustomerServiceScriptSchema, cs);
    expect(cs.version.pathList.map((p) => p.type)).toEqual([1, 2, 3]);
  });

  it('status in maintenance carries the maintenance block', async () => {
    await api.v('POST', '/__sandbox/status', { status: 1 });
    try {
      const st = await api.v<E.SystemStatus>('GET', '/wps/system/status');
      expectShape(SystemStatusSchema, st);
      expect(st.info.maintenance).toMatchObject({ message: expect.any(String) });
    } finally {
      await api.v('POST', '/__sandbox/status', { status: 0 });
    }
  });
});

describe('response schemas: wallet', () => {
  it('balance, funds, merchant wallet, transfer, deposit, withdraw', async () => {
    const t = await api.login('demo');
    expectShape(BalanceSchema, await api.v('GET', '/wps/v2/wallets/balance', undefined, { token: t }));
    const f = await api.v<E.ConsolidatedFunds>('GET', '/wps/member/info/funds/consolidated', undefined, { token: t });
    expectShape(ConsolidatedFundsSchema, f);
    expect(f.wallets[0]).toMatchObject({ wallet: 'MAIN', displayName: 'Main wallet' });
    expectShape(MerchantWalletSchema, await api.v('POST', '/wps/relay/GCS_merchantWallet', {}, { token: t }));
    const tr = await api.v<E.WalletTransferResult>('POST', '/wps/relay/GCS_walletTransfer', { from: 'MAIN', to: 'PG', amount: 12.34 }, { token: t });
    expectShape(WalletTransferResultSchema, tr);
    expect(tr.wallets.find((w) => w.wallet === 'PG')!.balance).toBeGreaterThanOrEqual(12.34);
    const d = await api.v<E.CashierResult>('POST', '/wps/relay/PAYFE_requestDeposit', { amount: 50.5, channel: 'PIX' }, { token: t });
    expectShape(CashierResultSchema, d);
    expect(d.status).toBe('APPROVED');
    const w = await api.v<E.CashierResult>('POST', '/wps/relay/PAYFE_requestWithdraw', { amount: 10, password: 'Demo1234', account: 'PIX-1' }, { token: t, encrypt: true });
    expect(w).toMatchObject({ status: 'PENDING', sumBalance: d.sumBalance - 10 });
  });
});

describe('response schemas: games', () => {
  it('game types, rooms, launch, trial, favourites, recent, matches, winners, jackpot, rebate', async () => {
    const t = await api.login('demo');
    (await api.v<E.GameClassify[]>('POST', '/wps/relay/GLS2_getVassGameType', { vassalage: 'PG' })).forEach((g) => expectShape(GameClassifySchema, g));
    const rooms = await api.v<E.RoomList>('POST', '/wps/relay/GLS2_roomList', { vassalage: 'KM' });
    expectShape(RoomListSchema, rooms);
    expect(rooms.content.length).toBeGreaterThan(0);
    const launch = await api.v<E.LaunchGameResult>('POST', '/wps/game/launchGame', { vassalage: 'PG', nodeId: 'PG-0002', accountType: 1, launchMode: 'GLS' }, { token: t });
    expectShape(LaunchGameResultSchema, launch);
    expect(launch.content.game_url2).toBe(launch.content.game_url);
    const trial = api.app.sandbox.db.prepare("SELECT node_id, vassalage FROM games WHERE support_play = 0 AND is_game = 'GAME' LIMIT 1").get() as { node_id: string; vassalage: string };
    const tl = await api.v<E.LaunchGameResult>('POST', '/wps/relay/GCS_gameTrialLaunch', { nodeId: trial.node_id, vassalage: trial.vassalage });
    expectShape(LaunchGameResultSchema, tl);
    expect(tl.content).toEqual({ game_url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/__sandbox\/provider\/game\?t=/) });
    const fav = await api.v<E.FavoriteIds>('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { nodeId: 'PG-0003' }, { token: t });
    expectShape(FavoriteIdsSchema, fav);
    expect(fav.nodeIds).toContain('PG-0003');
    expectShape(GameListValueSchema, await api.v('POST', '/wps/relay/MCSFE_getFavoriteGamesList', {}, { token: t }));
    const recent = await api.v<E.GameListValue>('POST', '/wps/relay/GCS_recentGame', {}, { token: t });
    expectShape(GameListValueSchema, recent);
    expect(recent.list[0].nodeId).toBe('PG-0002');
    const matches = await api.v<{ list: E.Match[] }>('POST', '/wps/relay/GCSGAME_getGameMatchV2', {});
    expectShape(MatchListSchema, matches);
    expect(matches.list.some((m) => m.odds.draw === null)).toBe(true);
    expectShape(WinnerListSchema, await api.v('POST', '/wps/relay/ODSFE2_getWinnerBoard', { type: 'BIG' }));
    expectShape(WinnerListSchema, await api.v('POST', '/wps/relay/GCSGAME_getRankList', {}));
    expectShape(JackpotSchema, await api.v('POST', '/wps/relay/VIS_getJackpot', {}));
    const rebate = await api.v<E.RebateSetting[]>('POST', '/wps/relay/MCSFE_getCustomerRebateSettingByProductType', {}, { token: t });
    rebate.forEach((r) => expectShape(RebateSettingSchema, r));
    expect(rebate.map((r) => r.productType)).toEqual(['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS']);
  });
});

describe('response schemas: lottery', () => {
  it('games, menus, VN prizes, draws, draw by code, near issue', async () => {
    const games = await api.v<E.LotteryGame[]>('GET', '/lgw/games');
    games.forEach((g) => expectShape(LotteryGameSchema, g));
    expectShape(LotteryMenusSchema, await api.v('GET', '/lgw/games/game_menus'));
    const vn = await api.v<E.OpenedNumero[]>('GET', '/lgw/vn/numeros/opened/game', { count: 3 });
    vn.forEach((d) => expectShape(OpenedNumeroSchema, d));
    expect(Object.keys(vn[0].prizes!)).toEqual(['DB', 'G1', 'G2', 'G3', 'G7']);
    const draws = await api.v<E.OpenedNumero[]>('GET', '/lgw/draw', { gameCode: 'TCG_SEA_01' });
    expect(draws).toHaveLength(10);
    expect(draws[0].prizes).toBeNull();
    const one = await api.v<E.OpenedNumero>('GET', '/lgw/draw/code/TCG_SEA_01');
    expectShape(OpenedNumeroSchema, one);
    expect(one.gameCode).toBe(draws[0].gameCode);
    const near = await api.v<E.NearNumeros>('GET', '/lgw/numeros/near', { gameCode: 'TCG_SEA_01' });
    expectShape(NearNumerosSchema, near);
    expect(near.previous!.gameCode).toBe('TCG_SEA_01');
  });
});

describe('response schemas: promotions', () => {
  it('categories, detail, claim, apply, available, claim list, raffle, missions, points, VIP, referral', async () => {
    const t = await api.login('demo');
    (await api.v<E.PromotionCategoryItem[]>('POST', '/wps/relay/PROMOFE_getPromotionAnnouncementCategory', {})).forEach((c) => expectShape(PromotionCategoryItemSchema, c));
    const detail = await api.v<E.PromotionDetail>('POST', '/wps/relay/PROMOFE_getPromotionDetail', { promotionId: 1 });
    expectShape(PromotionDetailSchema, detail);
    expect(detail.content.length).toBeGreaterThan(0);
    const claim = await api.v<E.PromotionClaim>('POST', '/wps/relay/MCSFE_claimPromotion', { promotionId: 1 }, { token: t });
    expectShape(PromotionClaimSchema, claim);
    const applied = await api.v<E.PromotionClaim>('POST', '/wps/relay/MCSFE_applyPromotion', { promotionId: 2, comment: 'shape' }, { token: t });
    expect(applied.state).toBe('APPLYING');
    expectShape(AvailablePromotionsSchema, await api.v('POST', '/wps/relay/MCSFE_getAvailablePromotions', {}, { token: t }));
    expectShape(AvailablePromotionsSchema, await api.v('POST', '/wps/relay/MCSFE_getMerchantAvailablePromotions', {}));
    const claims = await api.v<E.Page<E.PromotionClaim>>('POST', '/wps/relay/MCS2_getPromotionClaimList', {}, { token: t });
    expectShape(PageOf(PromotionClaimSchema), claims);
    expect(claims.total).toBe(2);
    expectShape(RaffleStatusSchema, await api.v('POST', '/wps/relay/MCSFE_getRafflePromotionStatus', {}, { token: t }));
    expectShape(RaffleResultSchema, await api.v('POST', '/wps/relay/MCSFE_claimRafflePromotion', {}, { token: t }));
    const ms = await api.v<E.MissionSummary>('POST', '/wps/relay/MCSFE_getMissionSummaryDetails', {}, { token: t });
    expectShape(MissionSummarySchema, ms);
    const lb = await api.v<E.MissionLeaderboard>('POST', '/wps/relay/MCSFE_getMissionLeaderboard', {}, { token: t });
    expectShape(MissionLeaderboardSchema, lb);
    expect(lb.me).toMatchObject({ username: 'demo' });
    expect((await api.v<E.MissionLeaderboard>('POST', '/wps/relay/MCSFE_getMissionLeaderboard', {})).me).toBeNull();
    const cfg = await api.v<E.PointConfig>('POST', '/wps/relay/MCSFE_getPointConfig', {});
    expectShape(PointConfigSchema, cfg);
    expect(cfg).toMatchObject({ expires: false, earnRatios: { LIVE: 0.7, RNG: 1.2 } });
    const rewards = await api.v<E.PointReward[]>('POST', '/wps/relay/MCSFE_getPointReward', {});
    rewards.forEach((r) => expectShape(PointRewardSchema, r));
    const redeem = await api.v<E.RedeemRecord>('POST', '/wps/relay/passwordCheck/MCSFE_redeemPointReward', { rewardId: rewards[0].id, quantity: 1, password: 'Demo1234' }, { token: t, encrypt: true });
    expectShape(RedeemRecordSchema, redeem);
    expectShape(PageOf(RedeemRecordSchema), await api.v('POST', '/wps/relay/MCSFE_getRedeemPointList', {}, { token: t }));
    expectShape(PageOf(PointTransactionSchema), await api.v('POST', '/wps/relay/ODSFE2_MemTransDet', {}, { token: t }));
    expectShape(RedeemResultSchema, await api.v('POST', '/wps/relay/passwordCheck/MCSFE_convertPoint', { points: 100, password: 'Demo1234' }, { token: t, encrypt: true }));
    (await api.v<E.VipRank[]>('POST', '/wps/relay/MCSFE_getVipRankList', {})).forEach((r) => expectShape(VipRankSchema, r));
    const prog = await api.v<E.PlayerRankProgress>('POST', '/wps/relay/MCSFE_getPlayerRankProgress', {}, { token: t });
    expectShape(PlayerRankProgressSchema, prog);
    expect(prog.rankLevel).toBe(2);
    expectShape(ReferralInfoSchema, await api.v('POST', '/wps/relay/MCSFE_getReferralInfo', {}, { token: t }));
  });
});

describe('response schemas: member', () => {
  it('info, avatar, inbox, chat, records, P&L, bonus, feedback, upline transfer, payment confirmations', async () => {
    const t = await api.login('demo');
    const info = await api.v<E.MemberInfo>('GET', '/wps/member/info', undefined, { token: t });
    expectShape(MemberInfoSchema, info);
    expect(info).toMatchObject({ account: 'demo', type: 0, mobileNum: '11987654321', email: 'demo@example.com' });
    expectShape(AvatarSchema, await api.v('POST', '/wps/relay/MCSFE_getPlayerAvatar', {}, { token: t }));
    expect(await api.v('POST', '/wps/member/info/icon', { avatar: 'avatar-5', avatarType: 'STATIC' }, { token: t })).toEqual({ avatar: 'avatar-5', avatarType: 'STATIC' });
    const inbox = await api.v<E.Page<E.InboxMessage>>('POST', '/wps/relay/CSP_getInbox', {}, { token: t });
    expectShape(PageOf(InboxMessageSchema), inbox);
    expectShape(UnreadCountSchema, await api.v('POST', '/wps/relay/CSP_readMessage', { id: inbox.list[0].id }, { token: t }));
    expectShape(UnreadCountSchema, await api.v('POST', '/wps/relay/CSP_unreadCount', {}, { token: t }));
    expectShape(ChatLaunchSchema, await api.v('POST', '/wps/relay/CBS_launchChat', {}, { token: t }));
    expect(await api.v('POST', '/wps/relay/CBS_groupPermission', {}, { token: t })).toEqual({ allowed: true });
    const bets = await api.v<E.BetRecordPage>('POST', '/wps/relay/ODSFE2_getBettingRecords', { pageSize: 5 }, { token: t });
    expectShape(BetRecordPageSchema, bets);
    expect(bets.list).toHaveLength(5);
    expect(bets.list[0]).not.toHaveProperty('username');
    const tx = await api.v<E.Page<E.AccountTransaction>>('POST', '/wps/relay/ODSFE2_getTransactionHistory', { pageSize: 50 }, { token: t });
    expectShape(PageOf(AccountTransactionSchema), tx);
    expect(tx.list[0]).not.toHaveProperty('username');
    const pl = await api.v<E.ProfitLoss>('POST', '/wps/relay/ODSFE2_getProfitLoss', {}, { token: t });
    expectShape(ProfitLossSchema, pl);
    expect(pl.rows.length).toBeGreaterThan(0);
    expectShape(PageOf(BonusRecordSchema), await api.v('POST', '/wps/relay/MCSFE_getBonusDetails', {}, { token: t }));
    expect(await api.v('PUT', '/wps/feedback', { questionType: 'OTHER', content: 'Shape test feedback', contact: 'visitor@example.com' })).toEqual({ id: expect.any(Number) });
    const sent = await api.v<{ id: number }>('PUT', '/wps/feedback', { questionType: 'GAME', content: 'Logged-in feedback, no contact needed' }, { token: t });
    const history = await api.v<E.Page<E.FeedbackRecord>>('POST', '/wps/relay/MCSFE_getFeedbackList', {}, { token: t });
    expectShape(PageOf(FeedbackRecordSchema), history);
    expect(history.list[0]).toMatchObject({ id: sent.id, questionType: 'GAME', status: 'PENDING', reply: null });
    expect(history.list.map((r) => r.status)).toEqual(expect.arrayContaining(['RESOLVED', 'PROCESSING']));
    expectShape(FeedbackConfigSchema, await api.v('GET', '/wps/feedback/config'));
    // Join us: the programme, an application checked by the rules, one open application per mobile.
    const programme = await api.v<E.AgentProgramme>('GET', '/wps/agent/programme');
    expectShape(AgentProgrammeSchema, programme);
    expect(programme.contracts.map((c) => c.kind)).toEqual(['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY']);
    const application = { payeeName: 'Ana Souza', mobileNum: '11912340000', teamSize: '25', affiliateCode: 'AG1' };
    expectShape(AgentApplicationResultSchema, await api.v('PUT', '/wps/agent/application', application));
    const again = await api.call('PUT', '/wps/agent/application', application);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already being reviewed/);
    const badName = await api.call('PUT', '/wps/agent/application', { ...application, mobileNum: '11912340001', payeeName: 'Ana 99' });
    expect(badName.status).toBe(400);
    expect(badName.body.message).toMatch(/payeeName/);
    // A visitor must leave a contact (nobody to answer otherwise).
    const anonymous = await api.call('PUT', '/wps/feedback', { questionType: 'GAME', content: 'A visitor without a contact' });
    expect(anonymous.status).toBe(400);
    expect(anonymous.body.message).toMatch(/contact is required/);
    const d1 = await api.login('down1');
    expect(await api.v('POST', '/wps/relay/MCSFE_transferToUpline', { amount: 1, password: 'Demo1234' }, { token: d1 })).toEqual({ sumBalance: expect.any(Number) });
    await api.v('POST', '/wps/relay/PAYFE_requestWithdraw', { amount: 5, password: 'Demo1234', account: 'PIX' }, { token: t, encrypt: true });
    const pcs = await api.v<E.Page<E.PaymentConfirmation>>('POST', '/wps/relay/MCSFE_getPaymentConfirmationList', {}, { token: t });
    expectShape(PageOf(PaymentConfirmationSchema), pcs);
    const pc = await api.v<E.PaymentConfirmation>('POST', '/wps/relay/MCSFE_processC2CTransaction', { id: pcs.list[0].id, action: 'PARTIAL', receivedAmount: 2.5 }, { token: t });
    expectShape(PaymentConfirmationSchema, pc);
    expect(pc).toMatchObject({ state: 'PARTIAL', receivedAmount: 2.5 });
  });
});

describe('response schemas: agent', () => {
  it('overview, downlines, register downline, transfer, team records, P&L, revenue, contract info and contracts', async () => {
    const t = await api.login('agent');
    expectShape(TeamOverviewSchema, await api.v('POST', '/wps/relay/MCSFE_getTeamOverview', {}, { token: t }));
    const dl = await api.v<E.Page<E.Downline>>('POST', '/wps/relay/MCSFE_getDownlineList', {}, { token: t });
    expectShape(DownlinePageSchema, dl);
    expect(dl.list.some((d) => d.contracts.length > 0)).toBe(true);
    const nd = await api.v<E.Downline>('POST', '/wps/relay/MCSFE_registerDownline', { username: 'shapedown', password: 'Abc12345', type: 2 }, { token: t, encrypt: true });
    expectShape(DownlineSchema, nd);
    expect(nd).toMatchObject({ username: 'shapedown', type: 2, upline: 'agent', lastLoginTime: null, contracts: [] });
    expect(await api.v('POST', '/wps/relay/MCSFE_transferToDownline', { downlineId: nd.id, amount: 3, password: 'Demo1234' }, { token: t })).toEqual({ sumBalance: expect.any(Number) });
    const bets = await api.v<E.TeamBetPage>('POST', '/wps/relay/ODSFE2_getTeamBettingRecords', { pageSize: 5 }, { token: t });
    expectShape(TeamBetPageSchema, bets);
    expect(bets.list[0].username).toMatch(/^down/);
    expectShape(AgentPnLPageSchema, await api.v('POST', '/wps/relay/ODSFE2_getAgentProfitLoss', {}, { token: t }));
    expectShape(AgentRevenueSchema, await api.v('POST', '/wps/relay/ODSFE2_getAgentRevenue', {}, { token: t }));
    const tx = await api.v<E.Page<E.DownlineTransaction>>('POST', '/wps/relay/ODSFE2_getDownlineTransactions', { pageSize: 5 }, { token: t });
    expectShape(DownlineTransactionPageSchema, tx);
    expect(tx.list[0].username).toEqual(expect.any(String));
    expectShape(ContractInfoSchema, await api.v('POST', '/wps/relay/MCSFE_getContractInfo', {}, { token: t }));
    const offered = await api.v<E.ContractList>('POST', '/wps/relay/MCS2_processDividendReq', { action: 'REQUEST', downlineId: nd.id, terms: { rate: 0.3 } }, { token: t });
    expectShape(ContractListSchema, offered);
    expect(offered.contracts.find((c) => c.downlineId === nd.id)).toMatchObject({ state: 'REQUESTED', role: 'UPLINE', terms: { rate: 0.3, period: expect.any(String) } });
    for (const path of ['MCSFE_processContractDividend', 'MCS2_processDailySalContract', 'MCSFE_processDailySalaryContract', 'MCS2_processContractHourSalary', 'MCSFE_processContractHourSalary', 'MCSFE_processRealTimeSalaryContract']) {
      expectShape(ContractListSchema, await api.v('POST', `/wps/relay/${path}`, { action: 'LIST' }, { token: t }));
    }
  });
});
