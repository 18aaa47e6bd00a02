import '../../test-utils/host-state';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { bus, formatRgDate, type BusEvent, type endpoints } from '@vitrine/shared';
import common from '../../../../shared/src/locales/en.json';
import { useGameLauncher } from './use-game-launcher';
import { game } from '../../test-utils/fixtures';
import { LAUNCH_CDN, logIn, logOut, setFreePlay } from '../../test-utils/host-state';
import games from '../../locales/en.json';
import { launchAt } from '../../test-utils/launch';

const LAUNCH = '/wps/game/launchGame';
const TRIAL = '/wps/relay/GCS_gameTrialLaunch';
const LIST = '/wps/relay/GCSGAME_gameList';
const HOT = '/wps/relay/GCSGAME_hotGamesV2';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function Harness({ target }: { target: endpoints.Game }) {
  const launcher = useGameLauncher();
  return (
    <>
      <button type="button" onClick={() => launcher.play(target)}>
        play
      </button>
      <button type="button" onClick={() => launcher.trial(target)}>
        trial
      </button>
      {launcher.element}
      <Where />
    </>
  );
}

function events() {
  const seen: BusEvent[] = [];
  const sub = bus.all().subscribe((e) => seen.push(e));
  return { seen, stop: () => sub.unsubscribe() };
}

const render = (target: endpoints.Game) =>
  renderWithProviders(<Harness target={target} />, { resources: { games }, route: '/rng' });
const location = () => screen.getByTestId('location').textContent;

// Rendering pages of tiles in jsdom is slow on busy shared machines.
jest.setTimeout(20_000);

describe('useGameLauncher', () => {
  let bus$: ReturnType<typeof events>;
  beforeEach(() => {
    setFreePlay(true);
    bus$ = events();
  });
  afterEach(() => {
    bus$.stop();
    act(() => logOut());
  });

  it('asks the host for a login when logged out, and launches nothing', async () => {
    const fetchMock = mockApi({ [LAUNCH]: { content: { game_url: '/x' } } });
    render(game(1));
    await userEvent.click(screen.getByRole('button', { name: 'play' }));
    expect(bus$.seen).toContainEqual({ type: 'session/login-required', payload: { reason: 'game-launch' } });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(location()).toBe('/rng');
  });

  it("launches with the spec's payload and opens /game with the URL", async () => {
    logIn();
    let body: endpoints.LaunchGameRequest | null = null;
    mockApi({
      [LAUNCH]: (b: unknown) => {
        body = b as endpoints.LaunchGameRequest;
        return { content: { game_url: 'https://games.test/play?t=1' } };
      },
    });
    render(game(7));
    await userEvent.click(screen.getByRole('button', { name: 'play' }));
    await waitFor(() => expect(launchAt(location())).toEqual({ url: 'https://games.test/play?t=1', mode: 'real' }));
    // The launch URL is not in the address: only its launch id.
    expect(location()).not.toContain('games.test');
    expect(body).toMatchObject({
      gameId: 'pg_7',
      nodeId: 'PG-0007',
      accountType: 1,
      confirmTrans: 0,
      vassalage: 'PG',
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      language: 'en',
      username: 'demo',
    });
  });

  it('starts one launch for a double click', async () => {
    logIn();
    let calls = 0;
    mockApi({
      [LAUNCH]: () => {
        calls += 1;
        return { content: { game_url: '/once' } };
      },
    });
    // A slow network: the second click lands while the first launch is still on its way.
    const answer = globalThis.fetch;
    globalThis.fetch = ((...args: Parameters<typeof fetch>) =>
      new Promise((resolve) => setTimeout(() => resolve(answer(...args)), 80))) as typeof fetch;
    render(game(8));
    await userEvent.dblClick(screen.getByRole('button', { name: 'play' }));
    await waitFor(() => expect(launchAt(location())).toEqual({ url: `${LAUNCH_CDN}/once`, mode: 'real' }));
    expect(calls).toBe(1);
  });

  it('opens the sub-game popup for a VASSALAGE entry', async () => {
    logIn();
    const bodies: endpoints.GameListRequest[] = [];
    const fetchMock = mockApi({
      [LIST]: (b: unknown) => {
        bodies.push(b as endpoints.GameListRequest);
        return {
          games: [game(61, { gameName: 'Sub A' }), game(62, { gameName: 'Sub B' })],
          pageNum: 1,
          pageSize: 24,
          total: 2,
          totalPages: 1,
        };
      },
      [LAUNCH]: { content: { game_url: '/play' } },
    });
    render(game(6, { isGame: 'VASSALAGE', gameName: 'Thunder Tiger' }));
    await userEvent.click(screen.getByRole('button', { name: 'play' }));
    const popup = await screen.findByTestId('sub-game-popup');
    expect(popup).toHaveTextContent('Thunder Tiger');
    expect(await screen.findByText('Sub A')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ parentNodeId: 'PG-0006' });
    expect(fetchMock.mock.calls.some((c) => (c[0] as Request).url.endsWith(LAUNCH))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Play Sub B' }));
    await waitFor(() => expect(launchAt(location())).toEqual({ url: `${LAUNCH_CDN}/play`, mode: 'real' }));
    expect(screen.queryByTestId('sub-game-popup')).not.toBeInTheDocument();
  });

  it('sends a lottery game to its lottery route', async () => {
    logIn();
    const fetchMock = mockApi({});
    render(
      game(1, { accountTypeName: 'LOTT', category: 'LOTT', code: 'LOTT_01', defaultPlayType: 'STANDARD' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'play' }));
    expect(location()).toBe('/lottery?gameCode=LOTT_01&playType=STANDARD');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('vendor_under_maintenance: shows the time range and suggests other games', async () => {
    logIn();
    const api = mockApi({
      [HOT]: {
        list: [
          game(1, { vassalage: 'CMD', gameName: 'Same vendor' }),
          game(2, { vassalage: 'PP', gameName: 'Other vendor' }),
        ],
      },
    });
    // The server's failure carries the maintenance window in `value`.
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      if (!request.url.endsWith(LAUNCH)) return api(input, init);
      const value = { startTime: '2026-01-01 00:00:00', endTime: '2099-12-31 23:59:59' };
      return new Response(
        JSON.stringify({
          success: false,
          code: 'vendor_under_maintenance',
          message: 'Game under maintenance',
          value,
        }),
        { status: 400 },
      );
    }) as typeof fetch;
    render(game(3, { vassalage: 'CMD' }));
    await userEvent.click(screen.getByRole('button', { name: 'play' }));
    const dialog = await screen.findByTestId('maintenance-dialog');
    expect(dialog).toHaveTextContent('Game under maintenance');
    expect(dialog).toHaveTextContent('Under maintenance from 2026-01-01 00:00:00 to 2099-12-31 23:59:59.');
    expect(await screen.findByText('Other vendor')).toBeInTheDocument();
    expect(screen.queryByText('Same vendor')).not.toBeInTheDocument();
  });

  it('launch_game_balance_not_enough: offers a deposit in the member centre', async () => {
    logIn();
    mockApi({
      [LAUNCH]: () => {
        throw new ApiFailure('launch_game_balance_not_enough', 'Your balance is not enough');
      },
    });
    render(game(3));
    await userEvent.click(screen.getByRole('button', { name: 'play' }));
    expect(await screen.findByTestId('balance-dialog')).toHaveTextContent('Balance not enough');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(bus$.seen).toContainEqual({ type: 'member-centre/open', payload: { page: 'depositv2' } });
    expect(screen.queryByTestId('balance-dialog')).not.toBeInTheDocument();
  });

  it('rg_limit_reached: names the used-up limit and when it resets, and opens no game', async () => {
    logIn();
    mockApi({
      [LAUNCH]: () => {
        throw new ApiFailure('rg_limit_reached', 'English server text', 403, {
          kind: 'LOSS', period: 'DAY', limit: 20, used: 20, resetsAt: '2026-12-10T00:00:00.000Z', action: 'LAUNCH',
        });
      },
    });
    renderWithProviders(<Harness target={game(3)} />, { resources: { games, common }, route: '/rng' });
    await userEvent.click(screen.getByRole('button', { name: 'play' }));
    await waitFor(() => expect(bus$.seen.some((e) => e.type === 'ui/notify')).toBe(true));
    const notice = bus$.seen.find((e) => e.type === 'ui/notify')!.payload as { kind: string; message: string };
    expect(notice.kind).toBe('error');
    expect(notice.message).toContain('Daily loss limit');
    expect(notice.message).toContain(formatRgDate('2026-12-10T00:00:00.000Z', 'en'));
    expect(location()).toBe('/rng');
  });

  it('free trial works logged out through the trial launch, only with FREEPLAY3', async () => {
    let body: unknown = null;
    mockApi({
      [TRIAL]: (b: unknown) => {
        body = b;
        return { content: { game_url: '/free' } };
      },
    });
    render(game(2, { supportPlay: 0 }));
    await userEvent.click(screen.getByRole('button', { name: 'trial' }));
    await waitFor(() => expect(launchAt(location())).toEqual({ url: `${LAUNCH_CDN}/free`, mode: 'trial' }));
    expect(body).toMatchObject({ nodeId: 'PG-0002', vassalage: 'PG' });
    expect(bus$.seen.some((e) => e.type === 'session/login-required')).toBe(false);
  });

  it('free trial logged in launches with accountType 0; off without FREEPLAY3', async () => {
    logIn();
    const bodies: endpoints.LaunchGameRequest[] = [];
    mockApi({
      [LAUNCH]: (b: unknown) => {
        bodies.push(b as endpoints.LaunchGameRequest);
        return { content: { game_url: '/free' } };
      },
    });
    const view = render(game(2, { supportPlay: 0 }));
    await userEvent.click(screen.getByRole('button', { name: 'trial' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ accountType: 0, launchMode: 'GLS' });
    view.unmount();

    setFreePlay(false);
    render(game(2, { supportPlay: 0 }));
    await userEvent.click(screen.getByRole('button', { name: 'trial' }));
    expect(bodies).toHaveLength(1);
  });
});
