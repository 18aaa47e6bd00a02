import '../../test-utils/logged-in';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney, presetRange } from '@vitrine/shared';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { AccountRecord } from './AccountRecord';
import member from '../../locales/en.json';
import { PATHS, transaction, txPage } from '../../test-utils/wallet-fixtures';

const resources = { member };
const money = (value: number) => formatMoney(value, 'en');

function server(answer: (body: Record<string, unknown>) => unknown) {
  const requests: Record<string, unknown>[] = [];
  mockApi({
    [PATHS.transactions]: (body: unknown) => {
      requests.push(body as Record<string, unknown>);
      return answer(body as Record<string, unknown>);
    },
  });
  return requests;
}

describe('AccountRecord', () => {
  it('lists each movement with its type, signed amount and the balance after it', async () => {
    const requests = server(() =>
      txPage([
        transaction(1),
        transaction(2, {
          type: 'WITHDRAW',
          amount: -50,
          balanceAfter: 1050,
          remark: 'PENDING withdrawal to pix',
        }),
      ]),
    );
    renderWithProviders(<AccountRecord />, { resources });
    expect(screen.getByTestId('transactions-loading')).toBeInTheDocument();
    const rows = await screen.findAllByTestId('transaction-row');
    expect(rows[0]).toHaveTextContent('Deposit');
    expect(rows[0]).toHaveTextContent('Deposit via PIX');
    expect(rows[0]).toHaveTextContent(money(100));
    expect(rows[0]).toHaveTextContent(`Balance after ${money(1100)}`);
    expect(rows[1]).toHaveTextContent('Withdrawal');
    expect(rows[1]).toHaveTextContent(money(-50));
    expect(rows[1].querySelector('[data-sign="down"]')).not.toBeNull();
    expect(requests[0]).toEqual({ ...presetRange('last7'), pageNo: 1, pageSize: 10 });
  });

  it('filters by type and pages through the results', async () => {
    const requests = server((body) => txPage([transaction(Number(body.pageNo))], Number(body.pageNo), 2));
    renderWithProviders(<AccountRecord />, { resources });
    await screen.findAllByTestId('transaction-row');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByTestId('transactions-pager-status')).toHaveTextContent('Page 2 of 2'));
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'REBATE');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ type: 'REBATE', pageNo: 1 }));
    expect(screen.getByTestId('transactions-pager-status')).toHaveTextContent('Page 1 of 2');
    // Back to all types: page 1 of the unfiltered list is still fresh in the cache.
    const asked = requests.length;
    await userEvent.selectOptions(screen.getByLabelText('Type'), '');
    expect(screen.getByTestId('transactions-pager-status')).toHaveTextContent('Page 1 of 2');
    expect(requests).toHaveLength(asked);
  });

  it('says when nothing moved in the period', async () => {
    server(() => txPage([]));
    renderWithProviders(<AccountRecord />, { resources });
    expect(await screen.findByTestId('transactions-empty')).toHaveTextContent(
      'No account movements in this period.',
    );
  });

  it('offers a retry when the records cannot be loaded', async () => {
    let fail = true;
    server(() => {
      if (fail) throw new ApiFailure('internal_error', 'Service unavailable', 500);
      return txPage([transaction(1)]);
    });
    renderWithProviders(<AccountRecord />, { resources });
    expect(await screen.findByTestId('transactions-error')).toHaveTextContent('Service unavailable');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('transaction-row')).toHaveLength(1);
  });
});
