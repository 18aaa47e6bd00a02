import '../../test-utils/logged-in';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, formatMoney, type endpoints } from '@vitrine/shared';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { RewardCenter } from './RewardCenter';
import promotions from '../../locales/en.json';
import { claim, promotion } from '../../test-utils/fixtures';
import { pageOf, PATHS } from '../../test-utils/centre-fixtures';

const resources = { promotions };
const money = (value: number) => formatMoney(value, 'en');

const raffle = (ticketsLeft = 3): endpoints.RaffleStatus => ({
  promotionId: 0,
  title: 'Daily wheel',
  ticketsLeft,
  prizes: [1, 2, 5],
  nextResetTime: '2026-11-23T00:00:00.000Z',
});

function server(overrides: Record<string, unknown> = {}) {
  return mockApi({
    [PATHS.available]: {
      count: 2,
      list: [
        promotion({ id: 1, title: 'Welcome cash', mode: 'CLAIM', state: 'CLAIM', bonusAmount: 20 }),
        promotion({ id: 2, title: 'Slots race', mode: 'JOIN', state: 'JOIN', bonusAmount: 0 }),
        promotion({ id: 3, title: 'Photo contest', mode: 'APPLY', state: 'JOIN' }),
      ],
    },
    [PATHS.raffleStatus]: raffle(),
    [PATHS.claimList]: pageOf([
      claim({ id: 7, title: 'Deposit bonus', state: 'APPLYING', amount: 0 }),
      claim({ id: 8, title: 'Sports bonus 1', state: 'CLAIMED', amount: 50 }),
      claim({ id: 9, title: 'Rejected one', state: 'REJECTED', amount: 0 }),
    ]),
    ...overrides,
  });
}

describe('RewardCenter', () => {
  it('lists what can be claimed, the raffle and the claims with their activity states', async () => {
    server();
    renderWithProviders(<RewardCenter />, { resources });
    expect(screen.getByTestId('rc-available-loading')).toBeInTheDocument();
    expect(screen.getByTestId('rc-claims-loading')).toBeInTheDocument();
    const offers = await screen.findAllByTestId('rc-offer');
    expect(offers).toHaveLength(3);
    expect(screen.getByTestId('rc-available')).toHaveTextContent('2 available');
    expect(within(offers[0]).getByRole('button', { name: 'Claim' })).toBeEnabled();
    expect(offers[0]).toHaveTextContent(money(20));
    expect(within(offers[1]).getByRole('button', { name: 'Join' })).toBeEnabled();
    // Applications need the form on the promotion's page.
    expect(within(offers[2]).getByRole('link', { name: 'Apply' })).toHaveAttribute(
      'href',
      '/promoDetail?id=3',
    );

    expect(await screen.findByTestId('rc-raffle-tickets')).toHaveTextContent('3 tickets left today');
    expect(screen.getByTestId('rc-raffle')).toHaveTextContent('Daily wheel');

    const rows = await screen.findAllByTestId('rc-claim-row');
    expect(rows.map((row) => row.getAttribute('data-state'))).toEqual(['APPLYING', 'CLAIMED', 'REJECTED']);
    expect(rows[0]).toHaveTextContent('Under review');
    expect(rows[1]).toHaveTextContent('Claimed');
    expect(rows[1]).toHaveTextContent(money(50));
    expect(rows[2]).toHaveTextContent('Rejected');
  });

  it('claims a promotion, refreshes the wallet and the list', async () => {
    let claimed = false;
    const bodies: unknown[] = [];
    server({
      [PATHS.available]: () => ({
        count: claimed ? 0 : 1,
        list: claimed
          ? []
          : [promotion({ id: 1, title: 'Welcome cash', mode: 'CLAIM', state: 'CLAIM', bonusAmount: 20 })],
      }),
      [PATHS.claim]: (body: unknown) => {
        bodies.push(body);
        claimed = true;
        return claim({ promotionId: 1, title: 'Welcome cash', state: 'CLAIMED', amount: 20 });
      },
    });
    const refresh = jest.fn();
    const off = bus.on('wallet/refresh-requested', refresh);
    renderWithProviders(<RewardCenter />, { resources });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByTestId('rc-claim-success')).toHaveTextContent(
      'Claimed: the bonus of “Welcome cash” is in your wallet.',
    );
    expect(bodies).toEqual([{ promotionId: 1 }]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(await screen.findByTestId('rc-available-empty')).toHaveTextContent('Nothing to claim right now');
    off();
  });

  it("shows the server's reason when a claim is refused", async () => {
    server({
      [PATHS.claim]: () => {
        throw new ApiFailure('conflict', 'Cannot claim: promotion is CLOSED', 409);
      },
    });
    renderWithProviders(<RewardCenter />, { resources });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    const alert = await screen.findByTestId('rc-claim-error');
    expect(alert).toHaveTextContent('The promotion could not be claimed');
    expect(alert).toHaveTextContent('Cannot claim: promotion is CLOSED');
  });

  it('draws a raffle ticket, shows the prize and the new balance, and stops at 0 tickets', async () => {
    let left = 1;
    server({
      [PATHS.raffleStatus]: () => raffle(left),
      [PATHS.raffleDraw]: () => {
        left = 0;
        return { prize: 5, ticketsLeft: 0, sumBalance: 10005 };
      },
    });
    const refresh = jest.fn();
    const off = bus.on('wallet/refresh-requested', refresh);
    renderWithProviders(<RewardCenter />, { resources });
    expect(await screen.findByTestId('rc-raffle-tickets')).toHaveTextContent('1 ticket left today');
    await userEvent.click(screen.getByRole('button', { name: 'Draw a ticket' }));
    expect(await screen.findByTestId('rc-raffle-result')).toHaveTextContent(`You won ${money(5)}!`);
    expect(screen.getByTestId('rc-raffle-balance')).toHaveTextContent(money(10005));
    expect(refresh).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.getByTestId('rc-raffle-tickets')).toHaveTextContent('0 tickets left today'),
    );
    expect(screen.getByRole('button', { name: 'Draw a ticket' })).toBeDisabled();
    off();
  });

  it('a draw whose answer is unreadable is checked, not redrawn: the retry repeats it with the same key', async () => {
    let left = 2;
    let unreadable = true;
    const keys: (string | null)[] = [];
    server({
      [PATHS.raffleStatus]: () => raffle(left),
      [PATHS.raffleDraw]: () => {
        // `success: true` without the prize: the draw may have happened.
        if (unreadable) return undefined;
        left = 1;
        return { prize: 2, ticketsLeft: 1, sumBalance: 10002 };
      },
    });
    const server2 = globalThis.fetch;
    globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      if (request.url.includes(PATHS.raffleDraw)) keys.push(request.headers.get('Idempotency-Key'));
      return server2(request);
    };
    renderWithProviders(<RewardCenter />, { resources });
    expect(await screen.findByTestId('rc-raffle-tickets')).toHaveTextContent('2 tickets left today');
    await userEvent.click(screen.getByRole('button', { name: 'Draw a ticket' }));
    expect(await screen.findByTestId('rc-raffle-outcome')).toHaveTextContent('We could not confirm this yet');
    expect(screen.queryByTestId('rc-raffle-draw-error')).not.toBeInTheDocument();
    // No second draw while the first is unconfirmed: only the retry.
    expect(screen.getByRole('button', { name: 'Draw a ticket' })).toBeDisabled();
    unreadable = false;
    const retry = screen.getByTestId('rc-raffle-outcome-retry');
    await waitFor(() => expect(retry).toBeEnabled());
    await userEvent.click(retry);
    expect(await screen.findByTestId('rc-raffle-result')).toHaveTextContent(`You won ${money(2)}!`);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('leaves the raffle out when the site does not offer it', async () => {
    server({
      [PATHS.raffleStatus]: () => {
        throw new ApiFailure(
          'module_disabled',
          'rafflePromotionStatus (REWCEN3) is not enabled for this site',
          403,
        );
      },
    });
    renderWithProviders(<RewardCenter />, { resources });
    await screen.findAllByTestId('rc-offer');
    await waitFor(() => expect(screen.queryByTestId('rc-raffle-loading')).not.toBeInTheDocument());
    expect(screen.queryByTestId('rc-raffle')).not.toBeInTheDocument();
    expect(screen.queryByTestId('rc-raffle-error')).not.toBeInTheDocument();
  });

  it('says when there is nothing to claim and no claim yet', async () => {
    server({ [PATHS.available]: { count: 0, list: [] }, [PATHS.claimList]: pageOf([]) });
    renderWithProviders(<RewardCenter />, { resources });
    expect(await screen.findByTestId('rc-available-empty')).toBeInTheDocument();
    expect(await screen.findByTestId('rc-claims-empty')).toHaveTextContent(
      'You have not claimed or applied for any promotion yet.',
    );
  });

  it('offers a retry when the available promotions cannot be loaded, and pages the claims', async () => {
    let fail = true;
    const pagesAsked: number[] = [];
    server({
      [PATHS.available]: () => {
        if (fail) throw new ApiFailure('internal_error', 'Service unavailable', 500);
        return { count: 0, list: [] };
      },
      [PATHS.claimList]: (body: unknown) => {
        const { pageNo } = body as { pageNo: number };
        pagesAsked.push(pageNo);
        return pageOf([claim({ id: pageNo, title: `Claim page ${pageNo}` })], 15, pageNo);
      },
    });
    renderWithProviders(<RewardCenter />, { resources });
    expect(await screen.findByTestId('rc-available-error')).toHaveTextContent('Service unavailable');
    fail = false;
    await userEvent.click(
      within(screen.getByTestId('rc-available-error')).getByRole('button', { name: 'Try again' }),
    );
    expect(await screen.findByTestId('rc-available-empty')).toBeInTheDocument();

    expect(await screen.findByTestId('rc-claim-row')).toHaveTextContent('Claim page 1');
    await userEvent.click(
      within(screen.getByTestId('rc-claims-pager')).getByRole('button', { name: 'Next page' }),
    );
    await waitFor(() => expect(screen.getByTestId('rc-claim-row')).toHaveTextContent('Claim page 2'));
    expect(pagesAsked).toEqual([1, 2]);
  });
});
