import { makeApi, type Api } from './util';
import type * as E from '@vitrine/shared/api/endpoints';

jest.setTimeout(60_000);

let api: Api;
beforeAll(async () => {
  api = await makeApi();
});
afterAll(() => api.app.close());

const keys = (o: object) => Object.keys(o).sort();

/** The answers the front end boots and lists with keep every field of the contract types (response schemas drop nothing). */
describe('response shapes', () => {
  it('system status', async () => {
    const s = await api.v<E.SystemStatus>('GET', '/wps/system/status');
    expect(keys(s.info)).toEqual(keys({ customerService: 0, domainRoute: 0, resources: 0, whitelabel: 0, register: 0, mainDomain: 0, analytics: 0, imageCDNs: 0, launchGameCDNs: 0, location: 0, maintenance: 0, regionRestriction: 0, brand: 0, socialLogin: 0, phoneAuth: 0 } satisfies Record<keyof E.BootInfo, 0>));
    expect(s.info.whitelabel[0]).toMatchObject({ modId: 'COMM3', enabled: '1', childrenNodes: expect.any(Array) });
    expect(s.info.resources.map((r) => r.labelNameEn)).toEqual(expect.arrayContaining(['iOS', 'IOS-LITE-APP', 'Android']));
    expect(s.info.brand).toMatchObject({ defaultLang: 'PT', supportLanguages: ['EN', 'PT'], esports: ['IMES', 'TF', 'IA'] });
  });

  it('vendor lanes: 8 categories in server order, esports split, DS88 in SPORTS', async () => {
    const v = await api.v<E.GameVendorLanes>('POST', '/wps/relay/GCSGAME_gameVendor', {});
    expect(v.data.lanes.map((l) => l.title)).toEqual(['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS']);
    expect(v.data.lanes.find((l) => l.title === 'ESPORTS')!.cards.map((c) => c.vassalage)).toEqual(['IMES', 'TF', 'IA']);
    expect(v.data.lanes.find((l) => l.title === 'SPORTS')!.cards.map((c) => c.vassalage)).toContain('DS88');
    const card = v.data.lanes[0].cards[0];
    expect(keys(card)).toEqual(keys({ vassalage: 0, displayName: 0, smallIcon: 0, showIcon: 0, isHot: 0, supportPlay: 0, category: 0, directLaunch: 0, nodeId: 0, gameId: 0, accountTypeName: 0, maintenance: 0, gameCount: 0, seamless: 0 } satisfies Record<keyof E.GameVendor, 0>));
    // The seamless-wallet vendors are marked (the /seamless lobby lists them).
    expect(v.data.lanes.flatMap((l) => l.cards).filter((c) => c.seamless).map((c) => c.vassalage)).toEqual(expect.arrayContaining(['PG', 'EVO', 'JILIFISH', 'KM']));
  });

  it('game list, sub-games and hot games', async () => {
    const g = await api.v<E.GameListPage>('POST', '/wps/relay/GCSGAME_gameList', { pageNo: 2, pageSize: 18, vassalage: 'PG' });
    expect(g).toMatchObject({ pageNum: 2, pageSize: 18, total: expect.any(Number), totalPages: Math.ceil(g.total / 18) });
    expect(keys(g.games[0])).toEqual(keys({ nodeId: 0, gameId: 0, vassalage: 0, gameName: 0, nodeName: 0, gameType: 0, category: 0, showIcon: 0, supportPlay: 0, isHot: 0, isGame: 0, code: 0, defaultPlayType: 0, accountTypeName: 0, minBet: 0, lineNum: 0, rtp: 0 } satisfies Record<keyof E.Game, 0>));
    // Every game publishes its theoretical return to player (responsible gaming), a fraction in (0, 1].
    expect(g.games.every((x) => typeof x.rtp === 'number' && x.rtp > 0.8 && x.rtp <= 1)).toBe(true);
    const all = await api.v<E.GameListPage>('POST', '/wps/relay/GCSGAME_gameList', { pageSize: 1 });
    expect(all.total).toBeGreaterThanOrEqual(5000);
    const parent = await api.v<E.GameListPage>('POST', '/wps/relay/GCSGAME_gameList', { vassalage: 'PG', gameName: 'a', pageSize: 200 });
    const vas = (await api.v<E.GameListPage>('POST', '/wps/relay/GCSGAME_gameList', { vassalage: 'PG', pageSize: 200 })).games.find((x) => x.isGame === 'VASSALAGE')!;
    expect(vas).toBeDefined();
    expect(parent.games.every((x) => x.gameName.toLowerCase().includes('a'))).toBe(true);
    const subs = await api.v<E.GameListPage>('POST', '/wps/relay/GCSGAME_gameList', { parentNodeId: vas.nodeId });
    expect(subs.games).toHaveLength(4);
    const hot = await api.v<E.GameListValue>('POST', '/wps/relay/GCSGAME_hotGamesV2', { isPlatform: 2 });
    expect(hot.list.length).toBeGreaterThan(5);
    expect(hot.list.every((x) => x.isHot === 1)).toBe(true);
  });

  it('login, member info, balance', async () => {
    const l = await api.v<E.LoginResult>('POST', '/wps/session/login', { username: 'vip5', password: 'Demo1234', type: 'username' }, { encrypt: true });
    expect(keys(l)).toEqual(keys({ token: 0, firstTimeLogin: 0, passwordExpired: 0, userName: 0, nickname: 0, customerId: 0, isAgent: 0, merchantCode: 0, weakPassword: 0 } satisfies Record<keyof E.LoginResult, 0>));
    const m = await api.v<E.MemberInfo>('GET', '/wps/member/info', undefined, { token: l.token });
    expect(m.clubLabel).toEqual({ labelName: 'VIP5', rankLevel: 5 });
    expect(keys(m)).toHaveLength(17);
    expect(await api.v('GET', '/wps/v2/wallets/balance', undefined, { token: l.token })).toEqual({ sumBalance: 50000, currency: 'BRL' });
  });

  it('announcements: ≥ 20 notices with HTML (some hostile), banners and popups', async () => {
    const a = await api.v<E.Announcements>('POST', '/wps/relay/MCSFE_getListAnnouncements', { types: 'B,PL,PU,PR,H' });
    expect(a.player.length).toBeGreaterThanOrEqual(20);
    expect(a.player.some((n) => n.content.includes('<script>'))).toBe(true);
    expect(a.player.some((n) => n.content.includes('onerror='))).toBe(true);
    expect(a.banners.length).toBe(5);
    expect(a.popup.length).toBe(2);
    const only = await api.v<E.Announcements>('POST', '/wps/relay/MCSFE_getListAnnouncements', { types: 'PU' });
    expect(only.banners).toEqual([]);
  });

  it('promotions: every category and every tag', async () => {
    const p = await api.v<E.Page<E.Promotion>>('POST', '/wps/relay/PROMOFE_getPromotionList', { pageSize: 200 });
    expect(new Set(p.list.map((x) => x.category)).size).toBe(14);
    expect(new Set(p.list.flatMap((x) => x.tags))).toEqual(new Set(['NEWBIE', 'LIMITED', 'SPECIAL_OFFER', 'DAILY', 'HIGH_REBATE', 'VIP']));
    expect(p.list.map((x) => x.state)).toEqual(expect.arrayContaining(['COMING_SOON', 'CLOSED', 'CLAIM', 'JOIN']));
  });

  it('agent team overview', async () => {
    const t = await api.login('agent');
    const o = await api.v<E.TeamOverview>('POST', '/wps/relay/MCSFE_getTeamOverview', {}, { token: t });
    expect(o).toMatchObject({ teamSize: 11, directDownlines: 8, agents: 1, players: 10 });
    expect(keys(o)).toHaveLength(15);
  });
});

describe('demo accounts', () => {
  it.each([
    ['demo', 'Demo1234', { isAgent: 0, firstTimeLogin: false, passwordExpired: false, weakPassword: false }],
    ['vip5', 'Demo1234', { isAgent: 0, passwordExpired: false }],
    ['trial', 'Demo1234', { isAgent: 4, passwordExpired: false }],
    ['agent', 'Demo1234', { isAgent: 1, passwordExpired: false }],
    ['agent2', 'Demo1234', { isAgent: 2, passwordExpired: false }],
    ['master', 'Demo1234', { isAgent: 41, passwordExpired: false }],
    ['weak', '123456', { isAgent: 0, weakPassword: true }],
    ['newbie', 'Demo1234', { firstTimeLogin: true }],
    ['expired', 'Demo1234', { passwordExpired: true }],
  ])('%s logs in', async (username, password, expected) => {
    expect(await api.v('POST', '/wps/session/login', { username, password, type: 'username' }, { encrypt: true })).toMatchObject(expected);
  });
});

describe('language', () => {
  it('announcements follow the Language header (PT default, EN)', async () => {
    const pt = await api.v<E.Announcements>('POST', '/wps/relay/MCSFE_getListAnnouncements', { types: 'PL' });
    expect(pt.player[0].title).toMatch(/^Aviso/);
    const r = await api.call('POST', '/wps/relay/MCSFE_getListAnnouncements', { types: 'PL' }, { headers: { Language: 'EN' } });
    expect((r.body.value as E.Announcements).player[0].title).toMatch(/^Notice/);
  });
});
