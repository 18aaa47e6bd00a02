import '../test-utils/host-state';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import type { endpoints, RouteContribution } from '@vitrine/shared';
import LotteryPage from './LotteryPage';
import { clearBoot, logIn, logOut, setBoot } from '../test-utils/host-state';
import games from '../locales/en.json';
import common from '../../../shared/src/locales/en.json';

// The lottery provider's launch URLs are on a launch CDN the boot lists (GameFrame frames nothing else).
beforeEach(() => setBoot({ launchGameCDNs: ['https://lotto.test'] }));
afterEach(() => clearBoot());

jest.setTimeout(20_000);

const lotteryGame = (gameCode: string, gameName: string, vassalage = 'TCG_SEA'): endpoints.LotteryGame => ({
  gameCode,
  gameName,
  accountTypeName: vassalage,
  vassalage,
  defaultPlayType: 'STANDARD',
  drawInterval: 60,
  nextDrawTime: '2026-11-22T14:00:00.000Z',
  icon: '/game/x.svg',
});

const menus: endpoints.LotteryMenus = {
  gameMenus: [
    {
      gameGroupCode: 'TCG_SEA',
      labelName: 'TCG SEA Lottery',
      games: [lotteryGame('TCG_SEA_01', 'Mega 6/45'), lotteryGame('TCG_SEA_02', 'Power 6/55')],
    },
    { gameGroupCode: 'LOTT', labelName: 'Lotto', games: [lotteryGame('LOTT_01', 'Keno 1m', 'LOTT')] },
  ],
};

const opened: endpoints.OpenedNumero[] = [
  {
    gameCode: 'TCG_SEA_02',
    gameName: 'Power 6/55',
    numero: '20261122-0841',
    openTime: '2026-11-22T14:00:00.000Z',
    winningNumbers: ['1', '2', '3'],
    prizes: null,
  },
];

const route = (path: string): RouteContribution => ({
  path,
  expose: './LotteryPage',
  chrome: { header: true, footer: false, sideMenu: false },
});

describe('LotteryPage', () => {
  afterEach(() => act(() => logOut()));

  it('opens /lottery?gameCode=…&playType=…: the game is chosen, opened numbers shown, login asked before playing', async () => {
    const calls: string[] = [];
    mockApi({
      '/lgw/games/game_menus': menus,
      '/lotto/lgw/games/opened/numero': (_b: unknown, url: URL) => {
        calls.push(url.search);
        return opened;
      },
    });
    renderWithProviders(<LotteryPage remote="games" route={route('/lottery')} />, {
      resources: { games },
      route: '/lottery?gameCode=TCG_SEA_02&playType=QUICK',
    });
    const stage = await screen.findByTestId('lottery-stage');
    await waitFor(() => expect(stage).toHaveAttribute('data-game-code', 'TCG_SEA_02'));
    expect(stage).toHaveAttribute('data-play-type', 'QUICK');
    expect(screen.getByRole('heading', { name: 'Power 6/55', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Power 6/55' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('lottery-login-needed')).toBeInTheDocument();
    expect(await screen.findByTestId('opened-draw')).toHaveTextContent('20261122-0841');
    expect(calls.some((q) => q.includes('gameCode=TCG_SEA_02'))).toBe(true);
  });

  it('logged in, launches the lottery game (launchMode LOTT) into the page', async () => {
    logIn();
    let launch: endpoints.LaunchGameRequest | null = null;
    mockApi({
      '/lgw/games/game_menus': menus,
      '/lotto/lgw/games/opened/numero': opened,
      '/lgw/games/game_menus/recent': [],
      '/wps/game/launchGame': (b: unknown) => {
        launch = b as endpoints.LaunchGameRequest;
        return { content: { game_url: 'https://lotto.test/play' } };
      },
    });
    renderWithProviders(<LotteryPage remote="games" route={route('/lottery')} />, {
      resources: { games },
      route: '/lottery?gameCode=LOTT_01&playType=STANDARD',
    });
    expect(await screen.findByTestId('game-frame')).toHaveAttribute('src', 'https://lotto.test/play');
    expect(launch).toMatchObject({
      launchMode: 'LOTT',
      gameCode: 'LOTT_01',
      playType: 'STANDARD',
      vassalage: 'LOTT',
      accountType: 1,
      lottoView: 'betting',
    });
  });

  it('/vnlottery asks for the Vietnam numbers as the spec states: count 100, with prizeMode, device and language', async () => {
    const queries: URLSearchParams[] = [];
    const vnDraws = Array.from({ length: 30 }, (_, i) => ({ ...opened[0], gameCode: 'VN_01', gameName: 'Miền Bắc', numero: `2026112${i}` }));
    mockApi({
      '/lgw/vn/games/game_menu': { gameMenus: [{ gameGroupCode: 'TCG_LOTTO_VN', labelName: 'Lotto VN', games: [lotteryGame('VN_01', 'Miền Bắc', 'TCG_LOTTO_VN')] }] },
      '/lgw/vn/numeros/opened/game': (_b: unknown, url: URL) => {
        queries.push(url.searchParams);
        return vnDraws;
      },
    });
    renderWithProviders(<LotteryPage remote="games" route={route('/vnlottery')} />, { resources: { games }, route: '/vnlottery' });
    // More than the other lotteries' ten: every draw the call answered is listed.
    await waitFor(() => expect(screen.getAllByTestId('opened-draw')).toHaveLength(30));
    expect(queries[0].get('count')).toBe('100');
    expect(queries[0].get('prizeMode')).toBe('ELOTT');
    expect(queries[0].get('device')).toBe('web');
    expect(queries[0].get('language')).toBe('en');
  });

  it('popular lottery games: asked with count 20, only the games this page opens, a click chooses the game', async () => {
    const queries: URLSearchParams[] = [];
    mockApi({
      '/lgw/games/game_menus': menus,
      '/lotto/lgw/games/opened/numero': opened,
      '/lgw/games/popular': (_b: unknown, url: URL) => {
        queries.push(url.searchParams);
        // VN_01 is not on this page's menus: left out.
        return [lotteryGame('LOTT_01', 'Keno 1m', 'LOTT'), lotteryGame('VN_01', 'Miền Bắc', 'TCG_LOTTO_VN'), lotteryGame('TCG_SEA_02', 'Power 6/55')];
      },
    });
    renderWithProviders(<LotteryPage remote="games" route={route('/lottery')} />, { resources: { games }, route: '/lottery' });
    const popular = await screen.findByTestId('popular-lottery');
    expect(within(popular).getByRole('heading', { name: 'Popular lottery games' })).toBeInTheDocument();
    await waitFor(() => expect(within(popular).getAllByTestId('popular-lottery-game').map((b) => b.textContent)).toEqual(['Keno 1m', 'Power 6/55']));
    expect(queries[0].get('count')).toBe('20');
    expect(queries[0].get('prizeMode')).toBe('LOTT');
    expect(queries[0].get('device')).toBe('web');
    expect(queries[0].get('language')).toBe('en');
    await userEvent.click(within(popular).getByRole('button', { name: 'Power 6/55' }));
    await waitFor(() => expect(screen.getByTestId('lottery-stage')).toHaveAttribute('data-game-code', 'TCG_SEA_02'));
    expect(within(popular).getByRole('button', { name: 'Power 6/55' })).toHaveAttribute('aria-current', 'true');
  });

  it('popular lottery games: a failed call offers a retry, an empty answer says so', async () => {
    let fail = true;
    mockApi({
      '/lgw/games/game_menus': menus,
      '/lotto/lgw/games/opened/numero': opened,
      '/lgw/games/popular': () => {
        if (fail) throw new ApiFailure('server_error', 'down', 500);
        return [];
      },
    });
    renderWithProviders(<LotteryPage remote="games" route={route('/lottery')} />, { resources: { games }, route: '/lottery' });
    const popular = await screen.findByTestId('popular-lottery');
    const retry = await within(popular).findByRole('button', { name: common.retry });
    fail = false;
    await userEvent.click(retry);
    expect(await within(popular).findByText(games.no_data)).toBeInTheDocument();
  });

  it('/seaLottery shows only the TCG_SEA menu and opens its lobby', async () => {
    logIn();
    let launch: endpoints.LaunchGameRequest | null = null;
    mockApi({
      '/lgw/games/game_menus': menus,
      '/lotto/lgw/games/opened/numero': opened,
      '/lgw/games/game_menus/recent': [],
      '/wps/game/launchGame': (b: unknown) => {
        launch = b as endpoints.LaunchGameRequest;
        return { content: { game_url: 'https://lotto.test/lobby' } };
      },
    });
    renderWithProviders(<LotteryPage remote="games" route={route('/seaLottery')} />, {
      resources: { games },
      route: '/seaLottery',
    });
    expect(await screen.findByTestId('game-frame')).toHaveAttribute('src', 'https://lotto.test/lobby');
    expect(screen.queryByRole('button', { name: 'Keno 1m' })).not.toBeInTheDocument();
    expect(launch).toMatchObject({ vassalage: 'TCG_SEA', lottoView: 'lobby', launchMode: 'LOTT' });
  });
});
