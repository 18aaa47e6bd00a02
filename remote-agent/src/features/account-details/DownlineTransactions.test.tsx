import '../../test-utils/logged-in';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney, presetRange, type endpoints } from '@vitrine/shared';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { DownlineTransactions } from './DownlineTransactions';
import agent from '../../locales/en.json';
import { pageOf, PATHS } from '../../test-utils/agent-fixtures';

const resources = { agent };
const money = (value: number) => formatMoney(value, 'en');
const tx = (
  id: number,
  overrides: Partial<endpoints.DownlineTransaction> = {},
): endpoints.DownlineTransaction => ({
  id,
  transactionId: `T-${id}`,
  type: 'DEPOSIT',
  amount: 100,
  balanceAfter: 1100,
  wallet: 'MAIN',
  remark: '',
  createdAt: '2026-02-01 10:00:00',
  username: `down${id}`,
  ...overrides,
});

function server(answer: (body: Record<string, unknown>) => unknown) {
  const requests: Record<string, unknown>[] = [];
  mockApi({
    [PATHS.transactions]: (body: unknown) => (
      requests.push(body as Record<string, unknown>),
      answer(body as Record<string, unknown>)
    ),
  });
  return requests;
}

describe('DownlineTransactions (account details)', () => {
  it("lists the team's account movements, signed, with the balance after each", async () => {
    const requests = server(() =>
      pageOf([tx(1), tx(2, { type: 'BET', amount: -20, balanceAfter: 180 })], 1, 2, 12),
    );
    renderWithProviders(<DownlineTransactions />, { resources });
    expect(screen.getByTestId('downline-tx-loading')).toBeInTheDocument();
    const rows = await screen.findAllByTestId('downline-tx-row');
    expect(rows[0]).toHaveTextContent('down1');
    expect(rows[0]).toHaveTextContent('Deposit');
    expect(rows[0]).toHaveTextContent('T-1');
    expect(within(rows[0]).getByText(money(100)).parentElement).toHaveAttribute('data-sign', 'up');
    expect(rows[0]).toHaveTextContent(`Balance after ${money(1100)}`);
    expect(rows[1]).toHaveTextContent('Bet');
    expect(within(rows[1]).getByText(money(-20)).parentElement).toHaveAttribute('data-sign', 'down');
    expect(requests[0]).toEqual({ ...presetRange('last7'), pageNo: 1, pageSize: 10 });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ pageNo: 2 }));
  });

  it('says when there were no movements in the period', async () => {
    server(() => pageOf([]));
    renderWithProviders(<DownlineTransactions />, { resources });
    expect(await screen.findByTestId('downline-tx-empty')).toHaveTextContent(
      'No account movements in your team in this period.',
    );
  });

  it("shows the server's reason when the records cannot be loaded", async () => {
    server(() => {
      throw new ApiFailure('validation_error', "Invalid request: 'endDate' must match pattern");
    });
    renderWithProviders(<DownlineTransactions />, { resources });
    expect(await screen.findByTestId('downline-tx-error')).toHaveTextContent("'endDate' must match pattern");
  });
});
