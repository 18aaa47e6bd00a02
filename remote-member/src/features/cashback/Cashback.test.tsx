import '../../test-utils/logged-in';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, formatMoney, type endpoints } from '@vitrine/shared';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { Cashback } from './Cashback';
import member from '../../locales/en.json';
import { PATHS } from '../../test-utils/wallet-fixtures';

const resources = { member };
const money = (value: number) => formatMoney(value, 'en');

const settings = (pending: Partial<Record<endpoints.GameCategory, number>>): endpoints.RebateSetting[] =>
  (['LIVE', 'RNG', 'FISH'] as const).map((productType) => ({
    productType,
    rate: 0.005,
    pending: pending[productType] ?? 0,
  }));

describe('Cashback', () => {
  it('shows the rate and what has built up per category, claims it all and refreshes the wallet', async () => {
    let pending: Partial<Record<endpoints.GameCategory, number>> = { LIVE: 1.25, RNG: 3.5 };
    let claims = 0;
    mockApi({
      [PATHS.rebate]: () => settings(pending),
      [PATHS.claimRebate]: () => {
        claims += 1;
        pending = {};
        return { amount: 4.75, sumBalance: 10004.75 };
      },
    });
    const refresh = jest.fn();
    const off = bus.on('wallet/refresh-requested', refresh);
    renderWithProviders(<Cashback />, { resources });
    expect(screen.getByTestId('cashback-loading')).toBeInTheDocument();
    expect(await screen.findByTestId('cashback-pending')).toHaveTextContent(money(4.75));
    const rows = screen.getAllByTestId('cashback-row');
    expect(rows.map((r) => r.querySelector('strong')?.textContent)).toEqual([
      'Live casino',
      'Slots',
      'Fishing',
    ]);
    expect(rows[0]).toHaveTextContent('Rate 0.5%');
    expect(rows[1]).toHaveTextContent(money(3.5));

    await userEvent.click(screen.getByRole('button', { name: 'Claim cashback' }));
    expect(await screen.findByTestId('cashback-success')).toHaveTextContent(
      `${money(4.75)} of cashback added to your balance`,
    );
    expect(screen.getByTestId('cashback-success')).toHaveTextContent(money(10004.75));
    expect(claims).toBe(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('cashback-pending')).toHaveTextContent(money(0)));
    expect(screen.getByRole('button', { name: 'Claim cashback' })).toBeDisabled();
    off();
  });

  it('says there is nothing to claim yet and keeps the button off', async () => {
    mockApi({ [PATHS.rebate]: settings({}) });
    renderWithProviders(<Cashback />, { resources });
    expect(await screen.findByTestId('cashback-empty')).toHaveTextContent('No cashback to claim yet');
    expect(screen.getByRole('button', { name: 'Claim cashback' })).toBeDisabled();
  });

  it('says so when no category offers cashback', async () => {
    mockApi({ [PATHS.rebate]: [] });
    renderWithProviders(<Cashback />, { resources });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent(
      'Cashback is not offered for any game category.',
    );
  });

  it("shows the server's reason when a claim is refused", async () => {
    mockApi({
      [PATHS.rebate]: settings({ RNG: 2 }),
      [PATHS.claimRebate]: () => {
        throw new ApiFailure(
          'module_disabled',
          'claimRebate (MANPLAYREB3) is not enabled for this site',
          403,
        );
      },
    });
    const refresh = jest.fn();
    const off = bus.on('wallet/refresh-requested', refresh);
    renderWithProviders(<Cashback />, { resources });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim cashback' }));
    const alert = await screen.findByTestId('cashback-claim-error');
    expect(alert).toHaveTextContent('The cashback could not be claimed');
    expect(alert).toHaveTextContent('claimRebate (MANPLAYREB3) is not enabled for this site');
    expect(refresh).not.toHaveBeenCalled();
    off();
  });

  it('a 5xx on the claim is an unknown outcome: the balance is re-read and only a same-key retry is offered', async () => {
    let fail = true;
    let claims = 0;
    const fetchMock = mockApi({
      [PATHS.rebate]: settings({ RNG: 2 }),
      [PATHS.claimRebate]: () => {
        claims += 1;
        if (fail) throw new ApiFailure('internal_error', 'Upstream error', 502);
        return { amount: 2, sumBalance: 1002 };
      },
    });
    const refresh = jest.fn();
    const off = bus.on('wallet/refresh-requested', refresh);
    renderWithProviders(<Cashback />, { resources });
    const claim = await screen.findByRole('button', { name: 'Claim cashback' });
    await userEvent.click(claim);
    expect(await screen.findByTestId('cashback-outcome')).toHaveTextContent('We could not confirm this yet');
    expect(screen.queryByTestId('cashback-claim-error')).not.toBeInTheDocument();
    expect(refresh).toHaveBeenCalledTimes(1);
    // A fresh claim is not offered while the outcome is open: only the retry, with the same key.
    expect(claim).toBeDisabled();
    fail = false;
    const retry = screen.getByTestId('cashback-outcome-retry');
    await waitFor(() => expect(retry).toBeEnabled());
    await userEvent.click(retry);
    expect(await screen.findByTestId('cashback-success')).toHaveTextContent(money(1002));
    expect(claims).toBe(2);
    const keys = fetchMock.mock.calls
      .map(([input, init]) => (input instanceof Request ? input : new Request(String(input), init)))
      .filter((r) => r.url.includes(PATHS.claimRebate))
      .map((r) => r.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    off();
  });

  it('offers a retry when the cashback cannot be loaded', async () => {
    let fail = true;
    mockApi({
      [PATHS.rebate]: () => {
        if (fail) throw new ApiFailure('internal_error', 'Service unavailable', 500);
        return settings({ LIVE: 1 });
      },
    });
    renderWithProviders(<Cashback />, { resources });
    expect(await screen.findByTestId('cashback-error')).toHaveTextContent(
      'Your cashback could not be loaded',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('cashback-pending')).toHaveTextContent(money(1));
  });
});
