import '../test-utils/host-state';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import type { endpoints, RouteContribution } from '@vitrine/shared';
import RankingPage from './RankingPage';
import { clearBoot, logOut, setBoot } from '../test-utils/host-state';
import games from '../locales/en.json';

const RANK = '/wps/relay/GCSGAME_getRankList';
const BOARD = '/wps/relay/MCSFE_getMissionLeaderboard';
const route: RouteContribution = { path: '/ranking', expose: './RankingPage', chrome: { header: true, footer: true, sideMenu: true } };

const win = (username: string, amount: number): endpoints.WinnerEntry => ({
  username,
  gameName: 'Fortune Tiger',
  vassalage: 'PG',
  amount,
  multiplier: 20,
  time: '2026-11-20 14:05:00',
});
const leaderboard = (n: number): endpoints.MissionLeaderboard => ({
  list: Array.from({ length: n }, (_, i) => ({ rank: i + 1, username: `mi***${i + 1}`, score: 9000 - i * 100, reward: i < 3 ? 100 : 0 })),
  me: null,
});

function Where() {
  return <output data-testid="location">{useLocation().search}</output>;
}

beforeEach(() => logOut());
afterEach(() => clearBoot());

jest.setTimeout(20_000);

describe('RankingPage', () => {
  it('missions on: the mission leaderboard first (20 rows), the player ranking one tab away', async () => {
    setBoot({ modules: ['MISSION3'] });
    mockApi({ [BOARD]: leaderboard(20), [RANK]: { list: [win('aa***1', 500), win('bb***2', 900), win('aa***1', 600)] } });
    renderWithProviders(
      <>
        <RankingPage remote="games" route={route} />
        <Where />
      </>,
      { resources: { games }, route: '/ranking' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Ranking' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('leaderboard-row')).toHaveLength(20);
    expect(screen.queryByTestId('leaderboard-more')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Player ranking' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?tab=players');
    const table = await screen.findByRole('table', { name: 'Player ranking' });
    const rows = within(table).getAllByTestId('ranking-row');
    expect(rows.map((r) => r.getAttribute('data-rank'))).toEqual(['1', '2']);
    expect(rows[0]).toHaveTextContent('aa***1');
    expect(within(rows[0]!).getAllByRole('cell').at(-1)).toHaveTextContent('P 1,100.00');
    expect(rows[1]).toHaveTextContent('bb***2');
  });

  it('missions off: only the player ranking, with a retry after an error and an empty state', async () => {
    setBoot({ modules: [] });
    let fail = true;
    mockApi({
      [RANK]: () => {
        if (fail) throw new ApiFailure('server_error', 'down', 500);
        return { list: [] };
      },
    });
    renderWithProviders(<RankingPage remote="games" route={route} />, { resources: { games }, route: '/ranking' });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Player ranking' })).toBeInTheDocument();
    const error = await screen.findByTestId('ranking-error');
    fail = false;
    await userEvent.click(within(error).getByRole('button'));
    expect(await screen.findByTestId('ranking-empty')).toHaveTextContent('No wins to show yet.');
  });
});
