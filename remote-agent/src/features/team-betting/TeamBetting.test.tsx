import '../../test-utils/logged-in';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney, presetRange } from '@vitrine/shared';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { TeamBetting } from './TeamBetting';
import agent from '../../locales/en.json';
import { pageOf, PATHS, teamBet } from '../../test-utils/agent-fixtures';

const resources = { agent };
const money = (value: number) => formatMoney(value, 'en');
const summary = { betAmount: 120, validBet: 110, winAmount: 90.5, profit: -29.5 };

function server(answer: (body: Record<string, unknown>) => unknown) {
  const requests: Record<string, unknown>[] = [];
  mockApi({
    [PATHS.teamBets]: (body: unknown) => {
      requests.push(body as Record<string, unknown>);
      return answer(body as Record<string, unknown>);
    },
  });
  return requests;
}

describe('TeamBetting', () => {
  it("waits in the shape of the list, then shows the team's bets of the last 7 days with the totals", async () => {
    const requests = server(() => ({
      ...pageOf([
        teamBet(1),
        teamBet(2, { status: 'UNSETTLED', profit: -10, gameName: 'Baccarat', vassalage: 'EVO' }),
      ]),
      summary,
    }));
    renderWithProviders(<TeamBetting />, { resources });
    expect(screen.getByTestId('team-bets-loading')).toBeInTheDocument();
    const rows = await screen.findAllByTestId('team-bet-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('down1');
    expect(rows[0]).toHaveTextContent('Fortune Tiger 1 · PG');
    expect(rows[0]).toHaveTextContent('Settled');
    expect(rows[0]).toHaveTextContent(money(15));
    expect(rows[1]).toHaveTextContent('Baccarat · EVO');
    expect(rows[1]).toHaveTextContent('Unsettled');
    expect(within(screen.getByTestId('team-bets-summary')).getByText(money(120))).toBeInTheDocument();
    expect(screen.getByTestId('team-bets-profit')).toHaveTextContent(money(-29.5));
    expect(requests[0]).toEqual({ ...presetRange('last7'), pageNo: 1, pageSize: 10 });
  });

  it('filters by username and period, starting again at page 1; refuses a reversed period without asking', async () => {
    const requests = server((body) => ({
      ...pageOf([teamBet(Number(body.pageNo))], Number(body.pageNo), 3),
      summary,
    }));
    renderWithProviders(<TeamBetting />, { resources });
    await screen.findAllByTestId('team-bet-row');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ pageNo: 2 }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Username' }), 'down3{Enter}');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ username: 'down3', pageNo: 1 }));
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() =>
      expect(requests.at(-1)).toMatchObject({ ...presetRange('last30'), username: 'down3', pageNo: 1 }),
    );
    const before = requests.length;
    fireEvent.change(screen.getByTestId('date-from'), { target: { value: '2026-02-10' } });
    fireEvent.change(screen.getByTestId('date-to'), { target: { value: '2026-02-01' } });
    expect(screen.getByTestId('date-error')).toHaveTextContent(
      'The start date must not be after the end date.',
    );
    expect(screen.queryAllByTestId('team-bet-row')).toHaveLength(0);
    expect(requests).toHaveLength(before);
  });

  it('says when the team has no bets in the period', async () => {
    server(() => ({ ...pageOf([]), summary: { betAmount: 0, validBet: 0, winAmount: 0, profit: 0 } }));
    renderWithProviders(<TeamBetting />, { resources });
    expect(await screen.findByTestId('team-bets-empty')).toHaveTextContent(
      'No bets by your team in this period.',
    );
    expect(screen.queryByTestId('team-bets-pager')).not.toBeInTheDocument();
  });

  it("shows the server's reason when the records cannot be loaded, and recovers", async () => {
    let fail = true;
    server(() => {
      if (fail) throw new ApiFailure('validation_error', "Invalid request: 'pageSize' must be <= 200");
      return { ...pageOf([teamBet(1)]), summary };
    });
    renderWithProviders(<TeamBetting />, { resources });
    const error = await screen.findByTestId('team-bets-error');
    expect(error).toHaveTextContent('The records could not be loaded');
    expect(error).toHaveTextContent("Invalid request: 'pageSize' must be <= 200");
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('team-bet-row')).toHaveLength(1);
  });
});
