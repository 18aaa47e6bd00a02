import '../../test-utils/logged-in';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type endpoints, formatMoney, presetRange } from '@vitrine/shared';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { ProfitLoss } from './ProfitLoss';
import member from '../../locales/en.json';
import { PATHS } from '../../test-utils/wallet-fixtures';

const resources = { member };
const money = (value: number) => formatMoney(value, 'en');

const report = (overrides: Partial<endpoints.ProfitLoss> = {}): endpoints.ProfitLoss => ({
  totalBet: 300,
  validBet: 280,
  totalWin: 250,
  profit: -35,
  bonus: 10,
  rebate: 5,
  deposit: 1000,
  withdraw: 200,
  rows: [
    { category: 'RNG', betAmount: 200, validBet: 190, winAmount: 220, profit: 20 },
    { category: 'LIVE', betAmount: 100, validBet: 90, winAmount: 30, profit: -70 },
  ],
  ...overrides,
});

function server(answer: (body: Record<string, unknown>) => unknown) {
  const requests: Record<string, unknown>[] = [];
  mockApi({
    [PATHS.profitLoss]: (body: unknown) => {
      requests.push(body as Record<string, unknown>);
      return answer(body as Record<string, unknown>);
    },
  });
  return requests;
}

describe('ProfitLoss', () => {
  it('shows the result of the period, its totals and each game category', async () => {
    const requests = server(() => report());
    renderWithProviders(<ProfitLoss />, { resources });
    expect(screen.getByTestId('profit-loss-loading')).toBeInTheDocument();
    expect(await screen.findByTestId('profit-loss-profit')).toHaveTextContent(money(-35));
    const total = (key: string) =>
      screen.getByTestId('profit-loss-totals').querySelector(`[data-total="${key}"]`);
    expect(total('total_bet')).toHaveTextContent(`Total bet${money(300)}`);
    expect(total('bonus')).toHaveTextContent(`Bonuses${money(10)}`);
    expect(total('deposits')).toHaveTextContent(`Deposits${money(1000)}`);
    expect(total('withdrawals')).toHaveTextContent(`Withdrawals${money(200)}`);
    const rows = screen.getAllByTestId('profit-loss-row');
    expect(rows.map((r) => r.querySelector('strong')?.textContent)).toEqual(['Slots', 'Live casino']);
    expect(rows[1]).toHaveTextContent(money(-70));
    expect(requests).toEqual([presetRange('last7')]);
  });

  it('asks again for another period', async () => {
    const requests = server(() => report());
    renderWithProviders(<ProfitLoss />, { resources });
    await screen.findByTestId('profit-loss-profit');
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(requests.at(-1)).toEqual(presetRange('today')));
  });

  it('says when nothing happened in the period', async () => {
    server(() =>
      report({
        totalBet: 0,
        validBet: 0,
        totalWin: 0,
        profit: 0,
        bonus: 0,
        rebate: 0,
        deposit: 0,
        withdraw: 0,
        rows: [],
      }),
    );
    renderWithProviders(<ProfitLoss />, { resources });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent(
      'No bets, bonuses or payments in this period.',
    );
  });

  it('offers a retry when the report cannot be loaded', async () => {
    let fail = true;
    server(() => {
      if (fail) throw new ApiFailure('internal_error', 'Service unavailable', 500);
      return report();
    });
    renderWithProviders(<ProfitLoss />, { resources });
    expect(await screen.findByTestId('profit-loss-error')).toHaveTextContent(
      'The records could not be loaded',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('profit-loss-profit')).toBeInTheDocument();
  });
});
