import '../test-utils/host-state';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import type { endpoints, RouteContribution } from '@vitrine/shared';
import WinnersPage from './WinnersPage';
import games from '../locales/en.json';

const RANK = '/wps/relay/GCSGAME_getRankList';
const route: RouteContribution = { path: '/winners', expose: './WinnersPage', chrome: { header: true, footer: true, sideMenu: true } };

const win = (n: number, overrides: Partial<endpoints.WinnerEntry> = {}): endpoints.WinnerEntry => ({
  username: `pl***${n}`,
  gameName: `Game ${n}`,
  vassalage: 'PG',
  amount: 1000 * n + 0.5,
  multiplier: 12.5,
  time: '2026-11-20 14:05:00',
  ...overrides,
});

function Where() {
  return <output data-testid="location">{useLocation().search}</output>;
}

jest.setTimeout(20_000);

describe('WinnersPage', () => {
  it('latest winners first; the biggest-wins tab asks for BIG and keeps it in the address', async () => {
    const bodies: unknown[] = [];
    mockApi({
      [RANK]: (body: unknown) => {
        bodies.push(body);
        return {
          list: (body as endpoints.WinnerBoardRequest).type === 'BIG' ? [win(9, { username: 'bi***g' })] : [win(1), win(2, { username: 'unmasked' })],
        };
      },
    });
    renderWithProviders(
      <>
        <WinnersPage remote="games" route={route} />
        <Where />
      </>,
      { resources: { games }, route: '/winners' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Winners' })).toBeInTheDocument();
    expect(screen.getByTestId('winners-loading')).toHaveAttribute('aria-busy', 'true');
    const table = await screen.findByRole('table', { name: 'Winners' });
    const rows = within(table).getAllByTestId('winners-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      expect.stringContaining('pl***1'),
      expect.stringContaining('Game 1'),
      '×12.5',
      'P 1,000.50',
    ]);
    // A name the server forgot to mask is masked before it reaches the page.
    expect(screen.queryByText(/unmasked/)).not.toBeInTheDocument();
    expect(within(rows[1]!).getAllByRole('cell')[0]).toHaveTextContent('un***d');
    await userEvent.click(screen.getByRole('tab', { name: 'Biggest wins' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?tab=big');
    await waitFor(() => expect(screen.getByTestId('winners-table')).toHaveAttribute('data-type', 'BIG'));
    expect(screen.getByTestId('winners-row')).toHaveTextContent('bi***g');
    expect(bodies).toEqual([{ type: 'WIN', size: 20 }, { type: 'BIG', size: 20 }]);
  });

  it('an error offers a retry that loads the board; an empty board says so', async () => {
    let fail = true;
    mockApi({
      [RANK]: () => {
        if (fail) throw new ApiFailure('server_error', 'down', 500);
        return { list: [] };
      },
    });
    renderWithProviders(<WinnersPage remote="games" route={route} />, { resources: { games }, route: '/winners' });
    const error = await screen.findByTestId('winners-error');
    expect(error).toHaveTextContent('This board could not be loaded');
    fail = false;
    await userEvent.click(within(error).getByRole('button'));
    expect(await screen.findByTestId('winners-empty')).toHaveTextContent('No wins to show yet.');
  });
});
