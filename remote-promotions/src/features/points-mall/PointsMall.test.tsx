import '../../test-utils/logged-in';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, formatMoney, type endpoints } from '@vitrine/shared';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { PointsMall } from './PointsMall';
import promotions from '../../locales/en.json';
import { conversionTypes, pageOf, PATHS, pointConfig, reward } from '../../test-utils/centre-fixtures';

// Redeem and convert are encrypted calls (DES + RSA): the test seals bodies as plain JSON so the
// fake server reads what the page sent; the real sealing has its own tests in shared.
jest.mock('../../../../shared/src/api/crypto', () => ({
  encryptBody: (payload: unknown) => ({
    body: { value: JSON.stringify(payload) },
    headers: { Encryption: 'RSA' },
  }),
}));

const resources = { promotions };
const money = (value: number) => formatMoney(value, 'en');
const sent = (body: unknown) => JSON.parse((body as { value: string }).value) as Record<string, unknown>;

function server(overrides: Record<string, unknown> = {}) {
  let points = 2500;
  const bodies: Record<string, unknown>[] = [];
  const history: endpoints.RedeemRecord[] = [];
  mockApi({
    [PATHS.rsaKey]: 'PEM',
    [PATHS.pointBalance]: () => ({ points, ratio: 100 }),
    [PATHS.pointConfig]: pointConfig,
    [PATHS.conversionTypes]: conversionTypes,
    [PATHS.rewards]: [
      reward(),
      reward({ id: 4, name: 'Vitrine T-shirt', points: 8000, quantity: 20, remark: 'Delivered in 30 days' }),
      reward({ id: 6, name: 'Sold out', points: 100, quantity: 0, remark: 'No stock' }),
    ],
    [PATHS.redeem]: (body: unknown) => {
      const request = sent(body);
      bodies.push(request);
      if (request.password !== 'Demo1234') throw new ApiFailure('password_incorrect', 'Incorrect password');
      points -= 1000 * Number(request.quantity);
      const record: endpoints.RedeemRecord = {
        id: 11,
        rewardId: 1,
        rewardName: 'Bônus de 10',
        points: 1000,
        quantity: 1,
        state: 'APPROVED',
        createdAt: '2026-11-22 10:00:00',
      };
      history.unshift(record);
      return record;
    },
    [PATHS.convert]: (body: unknown) => {
      const request = sent(body);
      bodies.push(request);
      if (request.password !== 'Demo1234') throw new ApiFailure('password_incorrect', 'Incorrect password');
      points -= Number(request.points);
      return { points, sumBalance: 10002.5 };
    },
    [PATHS.redeemList]: () => pageOf(history),
    [PATHS.details]: pageOf([
      {
        id: 2,
        points: -250,
        amount: 2.5,
        ratio: 100,
        quantity: 0,
        remark: 'Convert to cash',
        balance: 2250,
        createdAt: '2026-11-22 10:00:00',
      },
      {
        id: 1,
        points: 2500,
        amount: 0,
        ratio: 0,
        quantity: 0,
        remark: 'Welcome points',
        balance: 2500,
        createdAt: '2026-11-08 10:00:00',
      },
    ]),
    ...overrides,
  });
  return { bodies };
}

describe('PointsMall', () => {
  it('shows the balance, what it is worth, that points never expire, and the rewards', async () => {
    server();
    renderWithProviders(<PointsMall />, { resources });
    expect(screen.getByTestId('pm-balance-loading')).toBeInTheDocument();
    expect(await screen.findByTestId('pm-points')).toHaveTextContent('2,500');
    expect(screen.getByTestId('pm-worth')).toHaveTextContent(money(25));
    expect(screen.getByTestId('pm-never-expire')).toHaveTextContent('Your points never expire.');
    const rewards = await screen.findAllByTestId('pm-reward');
    expect(rewards).toHaveLength(3);
    expect(rewards[0]).toHaveTextContent('1,000 pts');
    expect(within(rewards[0]).getByRole('button', { name: 'Redeem Bônus de 10' })).toBeEnabled();
    expect(within(rewards[1]).getByRole('button', { name: 'Redeem Vitrine T-shirt' })).toBeDisabled();
    expect(rewards[1]).toHaveTextContent('Not enough points');
    expect(within(rewards[2]).getByRole('button', { name: 'Redeem Sold out' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Rewards' })).toHaveAttribute('aria-selected', 'true');
  });

  it('redeems a reward with the password: a wrong one stays on its field, the right one redeems and refreshes', async () => {
    const { bodies } = server();
    const refresh = jest.fn();
    const off = bus.on('wallet/refresh-requested', refresh);
    renderWithProviders(<PointsMall />, { resources });
    const open = await screen.findByRole('button', { name: 'Redeem Bônus de 10' });
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Redeem Bônus de 10' });
    // Focus moves into the dialog.
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.clear(within(dialog).getByLabelText('Quantity'));
    await userEvent.type(within(dialog).getByLabelText('Quantity'), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(within(dialog).getByTestId('pm-quantity-error')).toHaveTextContent(
      'You do not have enough points.',
    );
    expect(within(dialog).getByTestId('pm-password-error')).toHaveTextContent('Enter your login password.');
    expect(bodies).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('Quantity'));
    await userEvent.type(within(dialog).getByLabelText('Quantity'), '1');
    expect(within(dialog).getByTestId('pm-redeem-cost')).toHaveTextContent('Cost: 1,000 points');
    await userEvent.type(within(dialog).getByLabelText('Login password'), 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(await within(dialog).findByTestId('pm-password-error')).toHaveTextContent('Incorrect password');
    expect(within(dialog).getByLabelText('Quantity')).toHaveValue('1');

    await userEvent.clear(within(dialog).getByLabelText('Login password'));
    await userEvent.type(within(dialog).getByLabelText('Login password'), 'Demo1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByTestId('pm-redeem-success')).toHaveTextContent('“Bônus de 10” redeemed.');
    expect(screen.getByTestId('pm-redeem-success')).toHaveTextContent('Approved');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ rewardId: 1, quantity: 1, password: 'Demo1234' });
    expect(refresh).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('pm-points')).toHaveTextContent('1,500'));
    // Focus returns to the reward's button.
    expect(screen.getByRole('button', { name: 'Redeem Bônus de 10' })).toHaveFocus();

    await userEvent.click(screen.getByRole('tab', { name: 'Redeem history' }));
    const row = await screen.findByTestId('pm-history-row');
    expect(row).toHaveAttribute('data-state', 'APPROVED');
    expect(row).toHaveTextContent('Bônus de 10 × 1');
    expect(row).toHaveTextContent('Approved');
    off();
  });

  it('closes the redeem dialog on Escape without redeeming', async () => {
    const { bodies } = server();
    renderWithProviders(<PointsMall />, { resources });
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem Bônus de 10' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('converts points to balance: checks the amount, previews the money, then converts', async () => {
    const { bodies } = server();
    const refresh = jest.fn();
    const off = bus.on('wallet/refresh-requested', refresh);
    renderWithProviders(<PointsMall />, { resources });
    await screen.findByTestId('pm-points');
    await userEvent.click(screen.getByRole('tab', { name: 'Convert to balance' }));
    const form = await screen.findByTestId('pm-convert-form');
    await userEvent.click(within(form).getByRole('button', { name: 'Convert' }));
    expect(within(form).getByTestId('pm-convert-points-error')).toHaveTextContent(
      'Enter how many points to convert.',
    );
    await userEvent.type(within(form).getByLabelText('Points to convert'), '50');
    expect(within(form).getByTestId('pm-convert-points-error')).toHaveTextContent(
      'Convert at least 100 points.',
    );
    await userEvent.clear(within(form).getByLabelText('Points to convert'));
    await userEvent.type(within(form).getByLabelText('Points to convert'), '9000');
    expect(within(form).getByTestId('pm-convert-points-error')).toHaveTextContent(
      'You do not have enough points.',
    );
    await userEvent.clear(within(form).getByLabelText('Points to convert'));
    await userEvent.type(within(form).getByLabelText('Points to convert'), '250');
    expect(within(form).getByTestId('pm-convert-preview')).toHaveTextContent(money(2.5));
    expect(bodies).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('Login password'), 'Demo1234');
    await userEvent.click(within(form).getByRole('button', { name: 'Convert' }));
    const success = await screen.findByTestId('pm-convert-success');
    expect(success).toHaveTextContent('Points converted');
    expect(within(success).getByTestId('pm-convert-new-points')).toHaveTextContent('2,250');
    expect(within(success).getByTestId('pm-convert-new-balance')).toHaveTextContent(money(10002.5));
    expect(bodies).toEqual([{ points: 250, password: 'Demo1234' }]);
    expect(refresh).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('pm-points')).toHaveTextContent('2,250'));
    off();
  });

  it("keeps what was typed and shows the server's reason when a conversion is refused", async () => {
    server({
      [PATHS.convert]: () => {
        throw new ApiFailure('module_disabled', 'convertPoint (PTSYS3) is not enabled for this site', 403);
      },
    });
    renderWithProviders(<PointsMall />, { resources });
    await screen.findByTestId('pm-points');
    await userEvent.click(screen.getByRole('tab', { name: 'Convert to balance' }));
    await userEvent.type(screen.getByLabelText('Points to convert'), '100');
    await userEvent.type(screen.getByLabelText('Login password'), 'Demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Convert' }));
    expect(await screen.findByTestId('pm-convert-error')).toHaveTextContent(
      'convertPoint (PTSYS3) is not enabled for this site',
    );
    expect(screen.getByLabelText('Points to convert')).toHaveValue('100');
  });

  it('lists points details with signed movements and the balance after each; arrow keys move between tabs', async () => {
    server();
    renderWithProviders(<PointsMall />, { resources });
    await screen.findByTestId('pm-points');
    screen.getByRole('tab', { name: 'Rewards' }).focus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Points details' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Points details' })).toHaveAttribute('aria-selected', 'true');
    const rows = await screen.findAllByTestId('pm-detail-row');
    expect(rows[0]).toHaveTextContent('Convert to cash');
    expect(rows[0]).toHaveTextContent('-250 pts');
    expect(rows[0]).toHaveTextContent('Balance 2,250');
    expect(rows[0]).toHaveTextContent(money(2.5));
    expect(rows[1]).toHaveTextContent('+2,500 pts');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Redeem history' })).toHaveFocus();
    expect(await screen.findByTestId('pm-history-empty')).toHaveTextContent(
      'You have not redeemed any reward yet.',
    );
  });

  it('offers a retry when the rewards or the details cannot be loaded', async () => {
    let fail = true;
    server({
      [PATHS.rewards]: () => {
        if (fail) throw new ApiFailure('internal_error', 'Service unavailable', 500);
        return [];
      },
      [PATHS.details]: () => {
        throw new ApiFailure('module_disabled', 'memTransDet (MEMTRANS3) is not enabled for this site', 403);
      },
    });
    renderWithProviders(<PointsMall />, { resources });
    expect(await screen.findByTestId('pm-rewards-error')).toHaveTextContent(
      'The rewards could not be loaded',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('pm-rewards-empty')).toHaveTextContent(
      'No rewards to redeem right now.',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Points details' }));
    expect(await screen.findByTestId('pm-details-error')).toHaveTextContent(
      'memTransDet (MEMTRANS3) is not enabled for this site',
    );
  });
});
