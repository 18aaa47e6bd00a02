import '../../test-utils/logged-in';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, formatMoney } from '@vitrine/shared';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { Withdraw } from './Withdraw';
import member from '../../locales/en.json';
import { funds, holdRequests, PATHS, security } from '../../test-utils/wallet-fixtures';

// Withdraw is an encrypted call (DES + RSA). The test seals the body as plain JSON so the fake
// server can read what the panel sent; the real sealing has its own tests in shared.
jest.mock('../../../../shared/src/api/crypto', () => ({
  encryptBody: (payload: unknown) => ({
    body: { value: JSON.stringify(payload) },
    headers: { Encryption: 'RSA' },
  }),
}));

const resources = { member };
const money = (value: number) => formatMoney(value, 'en');

function withdrawServer(
  options: { answer?: (body: unknown) => unknown; funds?: () => unknown; payment?: boolean } = {},
) {
  const bodies: unknown[] = [];
  const fetchMock = mockApi({
    [PATHS.rsaKey]: 'PEM',
    [PATHS.funds]: options.funds ?? funds(),
    [PATHS.security]: security(options.payment ?? false),
    [PATHS.withdraw]: (body: unknown) => {
      const sent = JSON.parse((body as { value: string }).value) as unknown;
      bodies.push(sent);
      return options.answer
        ? options.answer(sent)
        : { transactionId: 'W-1', status: 'PENDING', sumBalance: 1150 };
    },
  });
  return { bodies, fetchMock };
}

async function fill({ amount = '100', account = 'pix-key@example.com', password = 'Demo1234' } = {}) {
  if (amount) await userEvent.type(screen.getByLabelText('Amount'), amount);
  if (account) await userEvent.type(screen.getByLabelText('Receiving account'), account);
  if (password) await userEvent.type(screen.getByLabelText(/password/), password);
}

describe('Withdraw', () => {
  it('waits in the shape of the form, then shows what can be withdrawn and what sits in game wallets', async () => {
    withdrawServer();
    renderWithProviders(<Withdraw />, { resources });
    expect(screen.getByTestId('withdraw-loading')).toBeInTheDocument();
    expect(await screen.findByTestId('withdrawable')).toHaveTextContent(money(1000));
    expect(screen.getByTestId('money-in-games')).toHaveTextContent(`${money(250)} is in game wallets`);
    expect(screen.getByText(`Minimum ${money(1)} · maximum ${money(1000)}`)).toBeInTheDocument();
    // No payment password yet: the login password confirms.
    expect(await screen.findByLabelText('Login password')).toBeInTheDocument();
    expect(screen.getByText(/You have no payment password yet/)).toBeInTheDocument();
  });

  it('asks for the payment password when the player has one', async () => {
    withdrawServer({ payment: true });
    renderWithProviders(<Withdraw />, { resources });
    expect(await screen.findByLabelText('Payment password')).toBeInTheDocument();
  });

  it('says what is missing or too much before sending anything', async () => {
    const { bodies } = withdrawServer();
    renderWithProviders(<Withdraw />, { resources });
    await userEvent.click(await screen.findByRole('button', { name: 'Request withdrawal' }));
    expect(screen.getByTestId('amount-error')).toHaveTextContent('Enter an amount.');
    expect(screen.getByTestId('account-error')).toHaveTextContent(
      'Enter the account that receives the money.',
    );
    expect(screen.getByTestId('password-error')).toHaveTextContent('Enter your password.');
    await fill({ amount: '1000,01' });
    expect(screen.getByTestId('amount-error')).toHaveTextContent(
      `The amount is more than you can withdraw (${money(1000)}).`,
    );
    expect(screen.queryByTestId('account-error')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(bodies).toEqual([]);
  });

  it('withdraws, shows the pending request and the new balance, and refreshes the wallet', async () => {
    let main = 1000;
    const { bodies } = withdrawServer({
      funds: () => funds({ mainBalance: main, sumBalance: main + 250 }),
      answer: (body) => {
        main -= (body as { amount: number }).amount;
        return { transactionId: 'W-1', status: 'PENDING', sumBalance: main + 250 };
      },
    });
    const refresh = jest.fn();
    const off = bus.on('wallet/refresh-requested', refresh);
    renderWithProviders(<Withdraw />, { resources });
    await screen.findByTestId('withdraw-form');
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('1000.00');
    await userEvent.clear(screen.getByLabelText('Amount'));
    await fill({ amount: '100,25' });
    await userEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));

    const success = await screen.findByTestId('withdraw-success');
    expect(success).toHaveTextContent(`Withdrawal of ${money(100.25)} requested`);
    expect(success).toHaveTextContent('It is being processed');
    expect(screen.getByTestId('withdraw-new-balance')).toHaveTextContent(money(1149.75));
    expect(bodies).toEqual([{ amount: 100.25, account: 'pix-key@example.com', password: 'Demo1234' }]);
    expect(refresh).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Make another withdrawal' }));
    expect(await screen.findByTestId('withdrawable')).toHaveTextContent(money(899.75));
    expect(screen.getByLabelText('Receiving account')).toHaveValue('pix-key@example.com');
    off();
  });

  it('puts a wrong password under the password field and keeps everything typed', async () => {
    withdrawServer({
      answer: () => {
        throw new ApiFailure('password_incorrect', 'Incorrect password');
      },
    });
    renderWithProviders(<Withdraw />, { resources });
    await screen.findByTestId('withdraw-form');
    await fill({ password: 'nope' });
    await userEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByTestId('password-error')).toHaveTextContent('Incorrect password');
    expect(screen.getByLabelText('Amount')).toHaveValue('100');
    expect(screen.getByLabelText('Receiving account')).toHaveValue('pix-key@example.com');
    expect(screen.getByLabelText('Login password')).toHaveValue('nope');
    expect(screen.queryByTestId('withdraw-error')).not.toBeInTheDocument();
  });

  it('shows any other refusal in a designed alert, and a way back while it is on its way', async () => {
    withdrawServer({
      answer: () => {
        throw new ApiFailure('conflict', 'Payments are paused, try again in a few minutes', 409);
      },
    });
    renderWithProviders(<Withdraw />, { resources });
    await screen.findByTestId('withdraw-form');
    await fill();
    const release = holdRequests();
    await userEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByRole('button', { name: 'Processing…' })).toBeDisabled();
    release();
    const alert = await screen.findByTestId('withdraw-error');
    expect(alert).toHaveTextContent('The withdrawal did not go through');
    expect(alert).toHaveTextContent('Payments are paused, try again in a few minutes');
    expect(screen.getByLabelText('Amount')).toHaveValue('100');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Request withdrawal' })).toBeEnabled());
  });

  it('a 5xx is an unknown outcome: it says the result is being checked, keeps the form, and retries with the same key', async () => {
    let fail = true;
    const { bodies, fetchMock } = withdrawServer({
      answer: () => {
        if (fail) throw new ApiFailure('internal_error', 'Upstream error', 500);
        return { transactionId: 'W-9', status: 'PENDING', sumBalance: 900 };
      },
    });
    renderWithProviders(<Withdraw />, { resources });
    await screen.findByTestId('withdraw-form');
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    const notice = await screen.findByTestId('withdraw-unknown');
    expect(notice).toHaveTextContent('We could not confirm this yet');
    expect(screen.queryByTestId('withdraw-error')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveValue('100');
    expect(screen.getByLabelText('Receiving account')).toHaveValue('pix-key@example.com');
    fail = false;
    const retry = screen.getByTestId('withdraw-unknown-retry');
    await waitFor(() => expect(retry).toBeEnabled());
    await userEvent.click(retry);
    expect(await screen.findByTestId('withdraw-success')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
    const keys = fetchMock.mock.calls
      .map(([input, init]) => (input instanceof Request ? input : new Request(String(input), init)))
      .filter((r) => r.url.includes(PATHS.withdraw))
      .map((r) => r.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('says when the balance cannot be loaded, and recovers', async () => {
    let fail = true;
    withdrawServer({
      funds: () => {
        if (fail) throw new ApiFailure('internal_error', 'Service unavailable', 500);
        return funds();
      },
    });
    renderWithProviders(<Withdraw />, { resources });
    const error = await screen.findByTestId('withdraw-load-error');
    expect(error).toHaveTextContent('Your balance could not be loaded');
    expect(error).toHaveTextContent('Service unavailable');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('withdrawable')).toHaveTextContent(money(1000));
  });
});
