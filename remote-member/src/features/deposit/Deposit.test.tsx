import '../../test-utils/logged-in';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, formatMoney } from '@vitrine/shared';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { Deposit } from './Deposit';
import member from '../../locales/en.json';
import { holdRequests, PATHS } from '../../test-utils/wallet-fixtures';

const resources = { member };
const money = (value: number) => formatMoney(value, 'en');

function depositServer(answer?: (body: unknown) => unknown) {
  const bodies: unknown[] = [];
  const fetchMock = mockApi({
    [PATHS.deposit]: (body: unknown) => {
      bodies.push(body);
      return answer ? answer(body) : { transactionId: 'TX-9', status: 'APPROVED', sumBalance: 10150.5 };
    },
  });
  return { bodies, fetchMock };
}

describe('Deposit', () => {
  it('offers the channels and the limits, and explains what is wrong with an amount before sending', async () => {
    const { fetchMock } = depositServer();
    renderWithProviders(<Deposit />, { resources });
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual([
      'PIX',
      'Bank transfer',
      'USDT (crypto)',
    ]);
    expect(screen.getByRole('radio', { name: 'PIX' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText(`Minimum ${money(1)} · maximum ${money(1_000_000)}`)).toBeInTheDocument();

    const submit = screen.getByRole('button', { name: 'Deposit now' });
    const amount = screen.getByLabelText('Amount');
    await userEvent.click(submit);
    expect(screen.getByTestId('amount-error')).toHaveTextContent('Enter an amount.');
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(amount, '0,50');
    expect(screen.getByTestId('amount-error')).toHaveTextContent(`The minimum amount is ${money(1)}.`);
    await userEvent.clear(amount);
    await userEvent.type(amount, '2000000');
    expect(screen.getByTestId('amount-error')).toHaveTextContent(
      `The maximum amount is ${money(1_000_000)}.`,
    );
    await userEvent.clear(amount);
    await userEvent.type(amount, '12.345');
    expect(screen.getByTestId('amount-error')).toHaveTextContent(
      'Enter a valid amount, with at most 2 decimals.',
    );
    await userEvent.click(submit);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('deposits through the chosen channel, shows the new balance and asks the host to refresh the wallet', async () => {
    const { bodies } = depositServer();
    const refresh = jest.fn();
    const off = bus.on('wallet/refresh-requested', refresh);
    renderWithProviders(<Deposit />, { resources });
    await userEvent.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    await userEvent.type(screen.getByLabelText('Amount'), '150,50');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit now' }));

    const success = await screen.findByTestId('deposit-success');
    expect(success).toHaveTextContent(`Deposit of ${money(150.5)} approved`);
    expect(screen.getByTestId('deposit-new-balance')).toHaveTextContent(money(10150.5));
    expect(success).toHaveTextContent('TX-9');
    expect(bodies).toEqual([{ amount: 150.5, channel: 'BANK' }]);
    expect(refresh).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Make another deposit' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('');
    off();
  });

  it('fills a quick amount', async () => {
    const { bodies } = depositServer();
    renderWithProviders(<Deposit />, { resources });
    await userEvent.click(screen.getByRole('button', { name: money(200) }));
    expect(screen.getByLabelText('Amount')).toHaveValue('200');
    expect(screen.getByRole('button', { name: money(200) })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    await screen.findByTestId('deposit-success');
    expect(bodies).toEqual([{ amount: 200, channel: 'PIX' }]);
  });

  it('shows that it is working while the deposit is on its way, and does not send twice', async () => {
    const { bodies } = depositServer();
    const release = holdRequests();
    renderWithProviders(<Deposit />, { resources });
    await userEvent.type(screen.getByLabelText('Amount'), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    const busy = await screen.findByRole('button', { name: 'Processing…' });
    expect(busy).toBeDisabled();
    expect(screen.getByTestId('deposit-form')).toHaveAttribute('aria-busy', 'true');
    release();
    await screen.findByTestId('deposit-success');
    expect(bodies).toHaveLength(1);
  });

  it("shows the server's reason in a designed alert and keeps what was typed", async () => {
    depositServer(() => {
      throw new ApiFailure('validation_error', "Invalid request: 'amount' must be <= 1000000");
    });
    const refresh = jest.fn();
    const off = bus.on('wallet/refresh-requested', refresh);
    renderWithProviders(<Deposit />, { resources });
    await userEvent.click(screen.getByRole('radio', { name: 'USDT (crypto)' }));
    await userEvent.type(screen.getByLabelText('Amount'), '999');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    const alert = await screen.findByTestId('deposit-error');
    expect(alert).toHaveTextContent('The deposit did not go through');
    expect(alert).toHaveTextContent("Invalid request: 'amount' must be <= 1000000");
    expect(screen.getByLabelText('Amount')).toHaveValue('999');
    expect(screen.getByRole('radio', { name: 'USDT (crypto)' })).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Deposit now' })).toBeEnabled());
    expect(refresh).not.toHaveBeenCalled();
    off();
  });
});
