import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { bus, type BusEvent, type endpoints } from '@vitrine/shared';
import { LEADERBOARD_ROWS, MissionLeaderboard } from './MissionLeaderboard';
import { maskName } from './mask-name';
import { clearBoot, logIn, logOut, setBoot } from '../../test-utils/host-state';
import games from '../../locales/en.json';

const BOARD = '/wps/relay/MCSFE_getMissionLeaderboard';
const SUMMARY = '/wps/relay/MCSFE_getMissionSummaryDetails';

const entry = (rank: number, username = `pl***${rank}`): endpoints.LeaderboardEntry => ({
  rank,
  username,
  score: 10_000 - rank * 100,
  reward: rank === 1 ? 500 : rank === 2 ? 300 : rank === 3 ? 100 : rank <= 10 ? 20 : 0,
});
const board = (n: number, me: endpoints.LeaderboardEntry | null = null): endpoints.MissionLeaderboard => ({
  list: Array.from({ length: n }, (_, i) => entry(i + 1)),
  me,
});

const rows = () => screen.getAllByTestId('leaderboard-row');

beforeEach(() => {
  setBoot({ modules: ['MISSION3'] });
  logOut();
});
afterEach(() => {
  clearBoot();
  logOut();
});

describe('MissionLeaderboard', () => {
  it('loading skeleton, then the top ten: ranks, masked names, amounts, podium highlighted', async () => {
    mockApi({
      [BOARD]: { ...board(20), list: [entry(1, 'demoplayer'), ...board(20).list.slice(1)] },
    });
    renderWithProviders(<MissionLeaderboard />, { resources: { games } });
    expect(screen.getByTestId('leaderboard-loading')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('heading', { name: 'Mission leaderboard' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(LEADERBOARD_ROWS));
    const table = screen.getByRole('table', { name: 'Mission leaderboard' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Rank', 'Player', 'Wagered', 'Prize']);
    const first = within(rows()[0]).getAllByRole('cell');
    expect(first.map((c) => c.textContent)).toEqual(['1', 'de***r', 'P 9,900.00', 'P 500.00']);
    // An unmasked name from the server is masked before it reaches the page.
    expect(screen.queryByText('demoplayer')).not.toBeInTheDocument();
    expect(rows().map((r) => r.getAttribute('data-podium'))).toEqual([
      'true',
      'true',
      'true',
      ...Array(LEADERBOARD_ROWS - 3).fill('false'),
    ]);
    expect(within(rows()[9]).getAllByRole('cell')[1]).toHaveTextContent('pl***10');
  });

  it('visitors see the board; the open-mission count (a token call) is not asked for', async () => {
    const fetchMock = mockApi({ [BOARD]: board(3), [SUMMARY]: { openCount: 4, missions: [] } });
    const seen: BusEvent[] = [];
    const sub = bus.all().subscribe((e) => seen.push(e));
    renderWithProviders(<MissionLeaderboard />, { resources: { games } });
    await waitFor(() => expect(rows()).toHaveLength(3));
    const paths = fetchMock.mock.calls.map(([request]) => new URL((request as Request).url).pathname);
    expect(paths).toEqual([BOARD]);
    expect(screen.queryByTestId('open-missions')).not.toBeInTheDocument();
    expect(seen.filter((e) => e.type === 'session/login-required')).toEqual([]);
    sub.unsubscribe();
  });

  it('logged in: open missions as a badge and the player’s own position', async () => {
    logIn();
    const fetchMock = mockApi({
      [BOARD]: board(5, { rank: 12, username: 'demo', score: 321.5, reward: 0 }),
      [SUMMARY]: { openCount: 3, missions: [] },
    });
    renderWithProviders(<MissionLeaderboard />, { resources: { games } });
    expect(await screen.findByTestId('open-missions')).toHaveTextContent('3 open missions');
    expect(await screen.findByTestId('leaderboard-me')).toHaveTextContent('Your position: 12 · P 321.50');
    const summaryCall = fetchMock.mock.calls.map(([r]) => r as Request).find((r) => r.url.endsWith(SUMMARY))!;
    expect(summaryCall.headers.get('Authorization')).toBe('test-token');
  });

  it('no badge when no mission is open; one open mission is singular', async () => {
    logIn();
    let open = 0;
    mockApi({ [BOARD]: board(2), [SUMMARY]: () => ({ openCount: open, missions: [] }) });
    const view = renderWithProviders(<MissionLeaderboard />, { resources: { games } });
    await waitFor(() => expect(rows()).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('open-missions')).not.toBeInTheDocument();
    view.unmount();
    open = 1;
    renderWithProviders(<MissionLeaderboard />, { resources: { games } });
    expect(await screen.findByTestId('open-missions')).toHaveTextContent('1 open mission');
  });

  it('empty board: a friendly empty state', async () => {
    mockApi({ [BOARD]: board(0) });
    renderWithProviders(<MissionLeaderboard />, { resources: { games } });
    expect(
      await screen.findByText('Nobody is on the leaderboard yet. Place a bet and be the first!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('error: a retry that recovers', async () => {
    let fail = true;
    mockApi({
      [BOARD]: () => {
        if (fail) throw new ApiFailure('internal_error', 'Boom', 500);
        return board(4);
      },
    });
    renderWithProviders(<MissionLeaderboard />, { resources: { games } });
    expect(await screen.findByText('The leaderboard could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(4));
  });

  it('when the operator wants a session for the board, visitors get a login call-to-action on the bus', async () => {
    mockApi({
      [BOARD]: () => {
        throw new ApiFailure('CUSTOMER_NOT_LOGIN', 'Not logged in, please log in', 401);
      },
    });
    const seen: BusEvent[] = [];
    const sub = bus.all().subscribe((e) => seen.push(e));
    renderWithProviders(<MissionLeaderboard />, { resources: { games } });
    const cta = await screen.findByTestId('leaderboard-login');
    expect(cta).toHaveTextContent('Log in to see the mission leaderboard.');
    expect(seen).toEqual([]);
    await userEvent.click(within(cta).getByRole('button', { name: 'Log in' }));
    expect(seen).toContainEqual({
      type: 'session/login-required',
      payload: { reason: 'missionLeaderboard' },
    });
    sub.unsubscribe();
  });

  it('renders nothing (and asks nothing) when the missions module is off', async () => {
    setBoot({ modules: [] });
    const fetchMock = mockApi({ [BOARD]: board(3) });
    const { container } = renderWithProviders(<MissionLeaderboard />, { resources: { games } });
    await new Promise((r) => setTimeout(r, 20));
    expect(container).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('maskName', () => {
  it.each([
    ['demoplayer', 'de***r'],
    ['ab', 'a***'],
    ['a', 'a***'],
    ['', '***'],
    ['de***r', 'de***r'],
    ['joão', 'jo***o'],
  ])('%s → %s', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });
});
