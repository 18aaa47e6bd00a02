import '../../test-utils/logged-in';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, endpoints, formatMoney } from '@vitrine/shared';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { TransferFund } from './TransferFund';
import member from '../../locales/en.json';
import { funds, holdRequests, PATHS, vendorLanes } from '../../test-utils/wallet-fixtures';

const resources = { member };
const money = (value: number) => formatMoney(value, 'en');

/** A fake wallet server: balances per wallet, moved by the transfer call as the sandbox does. */
function walletServer(options: { single?: boolean; fail?: () => never; fundsFail?: () => boolean } = {}) {
  const balances: Record<string, number> = { MAIN: 1000, PG: 250 };
  const names: Record<string, string> = { MAIN: 'Main wallet', PG: 'PG Soft', JILI: 'Jili', EVO: 'Evolution' };
  const wallets = () =>
    Object.entries(balances).map(([wallet, balance]) => ({ wallet, displayName: names[wallet], balance }));
  const bodies: endpoints.WalletTransferRequest[] = [];
  const fetchMock = mockApi({
    [PATHS.funds]: () => {
      if (options.fundsFail?.()) throw new ApiFailure('internal_error', 'Service unavailable', 500);
      const sum = Object.values(balances).reduce((a, b) => a + b, 0);
      return funds({ sumBalance: sum, mainBalance: balances.MAIN, wallets: wallets() });
    },
    [PATHS.vendors]: vendorLanes,
    [endpoints.merchantWallet.path]: () => ({ isSingle: options.single ?? false, wallets: wallets() }),
    [endpoints.walletTransfer.path]: (body: unknown) => {
      const request = body as endpoints.WalletTransferRequest;
      bodies.push(request);
      if (options.fail) options.fail();
      if ((balances[request.from] ?? 0) < request.amount)
        throw new ApiFailure('balance_not_enough', 'Insufficient balance');
      balances[request.from] = Math.round((balances[request.from] - request.amount) * 100) / 100;
      balances[request.to] = Math.round(((balances[request.to] ?? 0) + request.amount) * 100) / 100;
      return { transactionId: `T${bodies.length}`, sumBalance: 1250, wallets: wallets() };
    },
  });
  return { bodies, balances, fetchMock };
}

const rowOf = (wallet: string) =>
  screen.getAllByTestId('wallet-row').find((row) => row.getAttribute('data-wallet') === wallet) as HTMLElement;

describe('TransferFund (my wallet)', () => {
  it('waits in the shape of the page, then shows the totals and every wallet', async () => {
    walletServer();
    renderWithProviders(<TransferFund />, { resources });
    expect(screen.getByTestId('wallet-loading')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByTestId('wallet-total')).toHaveTextContent(money(1250));
    expect(screen.getByTestId('wallet-main')).toHaveTextContent(money(1000));
    expect(screen.getByTestId('wallet-in-games')).toHaveTextContent(money(250));
    expect(screen.getAllByTestId('wallet-row').map((r) => r.getAttribute('data-wallet'))).toEqual(['MAIN', 'PG']);
    expect(within(rowOf('PG')).getByText('PG Soft')).toBeInTheDocument();
    expect(
      within(rowOf('PG')).getByRole('button', { name: 'Move the PG Soft balance to the main wallet' }),
    ).toBeInTheDocument();
    expect(within(rowOf('MAIN')).queryByRole('button')).not.toBeInTheDocument();
    // The game wallet list: held wallets first, then every other vendor from the navigation lanes.
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Game wallet'))
          .getAllByRole('option')
          .map((o) => o.getAttribute('value')),
      ).toEqual(['PG', 'EVO', 'JILI']),
    );
    expect(screen.getByRole('radio', { name: 'Main wallet → game wallet' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText(`Main wallet holds ${money(1000)}`)).toBeInTheDocument();
  });

  it('checks the amount against the source wallet before sending anything', async () => {
    const { bodies } = walletServer();
    renderWithProviders(<TransferFund />, { resources });
    const submit = await screen.findByRole('button', { name: 'Transfer' });
    await userEvent.click(submit);
    expect(screen.getByTestId('amount-error')).toHaveTextContent('Enter an amount.');
    await userEvent.type(screen.getByLabelText('Amount'), '1000,01');
    expect(screen.getByTestId('amount-error')).toHaveTextContent(
      `The amount is more than this wallet holds (${money(1000)}).`,
    );
    await userEvent.clear(screen.getByLabelText('Amount'));
    await userEvent.type(screen.getByLabelText('Amount'), '1.234');
    expect(screen.getByTestId('amount-error')).toHaveTextContent('Enter a valid amount, with at most 2 decimals.');
    // The other way round, the game wallet is the source.
    await userEvent.click(screen.getByRole('radio', { name: 'Game wallet → main wallet' }));
    await userEvent.clear(screen.getByLabelText('Amount'));
    await userEvent.type(screen.getByLabelText('Amount'), '300');
    expect(screen.getByTestId('amount-error')).toHaveTextContent(
      `The amount is more than this wallet holds (${money(250)}).`,
    );
    await userEvent.click(submit);
    expect(bodies).toEqual([]);
  });

  it('moves money into a game wallet, shows it done, re-reads the funds and refreshes the header', async () => {
    const { bodies } = walletServer();
    const refresh = jest.fn();
    const off = bus.on('wallet/refresh-requested', refresh);
    renderWithProviders(<TransferFund />, { resources });
    await screen.findByTestId('transfer-form');
    await waitFor(() => expect(within(screen.getByLabelText('Game wallet')).getAllByRole('option')).toHaveLength(3));
    await userEvent.selectOptions(screen.getByLabelText('Game wallet'), 'JILI');
    await userEvent.type(screen.getByLabelText('Amount'), '100,50');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByTestId('transfer-success')).toHaveTextContent(
      `${money(100.5)} moved from Main wallet to Jili`,
    );
    expect(bodies).toEqual([{ from: 'MAIN', to: 'JILI', amount: 100.5 }]);
    expect(refresh).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('wallet-main')).toHaveTextContent(money(899.5)));
    expect(screen.getByLabelText('Amount')).toHaveValue('');
    off();
  });

  it('brings a game wallet back to the main wallet in one tap', async () => {
    const { bodies } = walletServer();
    renderWithProviders(<TransferFund />, { resources });
    await screen.findByTestId('wallet-list');
    // One loaded game wallet: nothing to gather, so no "everything back".
    expect(screen.queryByTestId('wallet-recall-all')).not.toBeInTheDocument();
    await userEvent.click(within(rowOf('PG')).getByRole('button', { name: /Move the PG Soft balance/ }));
    expect(await screen.findByTestId('transfer-success')).toHaveTextContent(
      `${money(250)} moved from PG Soft to Main wallet`,
    );
    expect(bodies).toEqual([{ from: 'PG', to: 'MAIN', amount: 250 }]);
    await waitFor(() => expect(within(rowOf('PG')).queryByRole('button')).not.toBeInTheDocument());
    expect(screen.getByTestId('wallet-main')).toHaveTextContent(money(1250));
  });

  it('brings every game wallet back at once', async () => {
    const { bodies, balances } = walletServer();
    balances.EVO = 40;
    const refresh = jest.fn();
    const off = bus.on('wallet/refresh-requested', refresh);
    renderWithProviders(<TransferFund />, { resources });
    await userEvent.click(await screen.findByRole('button', { name: 'Bring everything back to the main wallet' }));
    expect(await screen.findByTestId('recall-success')).toHaveTextContent(
      `${money(290)} moved back to the main wallet`,
    );
    expect(bodies).toEqual([
      { from: 'PG', to: 'MAIN', amount: 250 },
      { from: 'EVO', to: 'MAIN', amount: 40 },
    ]);
    expect(refresh).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('wallet-in-games')).toHaveTextContent(money(0)));
    off();
  });

  it("puts a short balance under the amount, any other refusal in an alert, and keeps what was typed", async () => {
    let mode: 'short' | 'down' = 'short';
    walletServer({
      fail: () => {
        if (mode === 'short') throw new ApiFailure('balance_not_enough', 'Insufficient balance');
        throw new ApiFailure('conflict', 'Transfers are paused', 409);
      },
    });
    renderWithProviders(<TransferFund />, { resources });
    await screen.findByTestId('transfer-form');
    await userEvent.type(screen.getByLabelText('Amount'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByTestId('amount-error')).toHaveTextContent('Insufficient balance');
    mode = 'down';
    const release = holdRequests();
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByRole('button', { name: 'Processing…' })).toBeDisabled();
    release();
    const alert = await screen.findByTestId('transfer-error');
    expect(alert).toHaveTextContent('The transfer did not go through');
    expect(alert).toHaveTextContent('Transfers are paused');
    expect(screen.getByLabelText('Amount')).toHaveValue('10');
  });

  it('offers no transfer on a single-wallet site', async () => {
    walletServer({ single: true });
    renderWithProviders(<TransferFund />, { resources });
    expect(await screen.findByTestId('wallet-single')).toHaveTextContent('one wallet for every game');
    expect(screen.queryByTestId('transfer-form')).not.toBeInTheDocument();
    expect(screen.queryByTestId('wallet-move-to-main')).not.toBeInTheDocument();
  });

  it('says when the funds cannot be loaded, and recovers', async () => {
    let fail = true;
    walletServer({ fundsFail: () => fail });
    renderWithProviders(<TransferFund />, { resources });
    const error = await screen.findByTestId('wallet-load-error');
    expect(error).toHaveTextContent('Your balance could not be loaded');
    expect(error).toHaveTextContent('Service unavailable');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('wallet-total')).toHaveTextContent(money(1250));
  });
});
