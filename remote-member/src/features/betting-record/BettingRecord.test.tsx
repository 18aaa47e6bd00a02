import '../../test-utils/logged-in';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney, presetRange } from '@vitrine/shared';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { BettingRecord } from './BettingRecord';
import member from '../../locales/en.json';
import { bet, betPage, PATHS, vendorLanes } from '../../test-utils/wallet-fixtures';

const resources = { member };
const money = (value: number) => formatMoney(value, 'en');

function server(answer: (body: Record<string, unknown>) => unknown) {
  const requests: Record<string, unknown>[] = [];
  mockApi({
    [PATHS.vendors]: vendorLanes,
    [PATHS.bets]: (body: unknown) => {
      requests.push(body as Record<string, unknown>);
      return answer(body as Record<string, unknown>);
    },
  });
  return requests;
}

describe('BettingRecord', () => {
  it('waits in the shape of the list, then shows the last 7 days of bets with their totals', async () => {
    const requests = server(() =>
      betPage([
        bet(1),
        bet(2, {
          vassalage: 'EVO',
          category: 'LIVE',
          gameName: 'Baccarat',
          profit: -10,
          winAmount: 0,
          status: 'UNSETTLED',
        }),
      ]),
    );
    renderWithProviders(<BettingRecord />, { resources });
    expect(screen.getByTestId('bets-loading')).toBeInTheDocument();
    const rows = await screen.findAllByTestId('bet-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Fortune Tiger 1');
    expect(rows[0]).toHaveTextContent('PG Soft · Slots');
    expect(rows[0]).toHaveTextContent('Settled');
    expect(rows[0]).toHaveTextContent(money(15));
    expect(rows[1]).toHaveTextContent('Evolution · Live casino');
    expect(rows[1]).toHaveTextContent('Unsettled');
    const summary = screen.getByTestId('bets-summary');
    expect(within(summary).getByText(money(120))).toBeInTheDocument();
    expect(screen.getByTestId('bets-profit')).toHaveTextContent(money(-29.5));
    expect(requests[0]).toEqual({ ...presetRange('last7'), pageNo: 1, pageSize: 10 });
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters by vendor, category and period, starting again at page 1', async () => {
    const requests = server((body) => betPage([bet(Number(body.pageNo))], Number(body.pageNo), 3));
    renderWithProviders(<BettingRecord />, { resources });
    await screen.findAllByTestId('bet-row');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByTestId('bets-pager-status')).toHaveTextContent('Page 2 of 3'));
    expect(requests.at(-1)).toMatchObject({ pageNo: 2 });

    const vendor = screen.getByLabelText('Vendor');
    await waitFor(() =>
      expect(
        within(vendor)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All vendors', 'Evolution', 'Jili', 'PG Soft']),
    );
    await userEvent.selectOptions(vendor, 'JILI');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ vassalage: 'JILI', pageNo: 1 }));
    await userEvent.selectOptions(screen.getByLabelText('Game category'), 'FISH');
    await waitFor(() =>
      expect(requests.at(-1)).toMatchObject({ vassalage: 'JILI', category: 'FISH', pageNo: 1 }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() =>
      expect(requests.at(-1)).toMatchObject({ ...presetRange('last30'), category: 'FISH' }),
    );
    fireEvent.change(screen.getByTestId('date-from'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByTestId('date-to'), { target: { value: '2026-01-31' } });
    await waitFor(() =>
      expect(requests.at(-1)).toMatchObject({ startDate: '2026-01-01', endDate: '2026-01-31' }),
    );
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('refuses a period that ends before it starts, without asking the server', async () => {
    const requests = server(() => betPage([bet(1)]));
    renderWithProviders(<BettingRecord />, { resources });
    await screen.findAllByTestId('bet-row');
    const before = requests.length;
    fireEvent.change(screen.getByTestId('date-from'), { target: { value: '2026-02-10' } });
    fireEvent.change(screen.getByTestId('date-to'), { target: { value: '2026-02-01' } });
    expect(screen.getByTestId('date-error')).toHaveTextContent(
      'The start date must not be after the end date.',
    );
    expect(screen.queryAllByTestId('bet-row')).toHaveLength(0);
    expect(requests).toHaveLength(before);
  });

  it('says when there are no bets in the period', async () => {
    server(() => betPage([]));
    renderWithProviders(<BettingRecord />, { resources });
    expect(await screen.findByTestId('bets-empty')).toHaveTextContent('No bets in this period.');
    expect(screen.queryByTestId('bets-pager')).not.toBeInTheDocument();
  });

  it("shows the server's reason when the records cannot be loaded, and recovers", async () => {
    let fail = true;
    server(() => {
      if (fail) throw new ApiFailure('validation_error', "Invalid request: 'pageSize' must be <= 200");
      return betPage([bet(1)]);
    });
    renderWithProviders(<BettingRecord />, { resources });
    const error = await screen.findByTestId('bets-error');
    expect(error).toHaveTextContent('The records could not be loaded');
    expect(error).toHaveTextContent("Invalid request: 'pageSize' must be <= 200");
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('bet-row')).toHaveLength(1);
  });
});
