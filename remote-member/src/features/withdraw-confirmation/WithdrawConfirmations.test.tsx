import '../../test-utils/logged-in';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, endpoints, formatMoney } from '@vitrine/shared';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { WithdrawConfirmations } from './WithdrawConfirmations';
import member from '../../locales/en.json';

const resources = { member };
const money = (value: number) => formatMoney(value, 'en');

const payout = (id: number, overrides: Partial<endpoints.PaymentConfirmation> = {}): endpoints.PaymentConfirmation => ({
  id,
  amount: 100,
  receivedAmount: null,
  state: 'DISBURSED',
  timeoutMinutes: 30,
  createdAt: '2026-03-09 12:00:00',
  ...overrides,
});

/** A fake payout list: answers move a payout out of DISBURSED as the sandbox does. */
function payoutServer(options: { listFails?: () => boolean; refuse?: string } = {}) {
  const payouts = [
    payout(3),
    payout(2, { state: 'PARTIAL', receivedAmount: 60 }),
    payout(1, { state: 'FULLY_PAID', receivedAmount: 100, amount: 50 }),
  ];
  const bodies: endpoints.C2CProcessRequest[] = [];
  mockApi({
    [endpoints.paymentConfirmationList.path]: () => {
      if (options.listFails?.()) throw new ApiFailure('internal_error', 'Payouts unavailable', 500);
      return { list: payouts, pageNo: 1, pageSize: 5, total: payouts.length, totalPages: 1 };
    },
    [endpoints.processC2CTransaction.path]: (body: unknown) => {
      const request = body as endpoints.C2CProcessRequest;
      bodies.push(request);
      if (options.refuse) throw new ApiFailure('conflict', options.refuse, 409);
      const p = payouts.find((x) => x.id === request.id) as endpoints.PaymentConfirmation;
      p.state = request.action === 'RECEIVED' ? 'FULLY_PAID' : request.action;
      p.receivedAmount = request.action === 'PARTIAL' ? (request.receivedAmount ?? 0) : request.action === 'RECEIVED' ? p.amount : 0;
      return p;
    },
  });
  return { payouts, bodies };
}

const rowOf = (id: number) =>
  screen.getAllByTestId('payout-row').find((r) => r.textContent?.includes(`Withdrawal #${id}`)) as HTMLElement;

describe('WithdrawConfirmations', () => {
  it('waits, then lists the payouts with their state; only a paid-out one asks for an answer', async () => {
    payoutServer();
    renderWithProviders(<WithdrawConfirmations />, { resources });
    expect(screen.getByTestId('payouts-loading')).toHaveAttribute('aria-busy', 'true');
    await screen.findAllByTestId('payout-row');
    expect(screen.getAllByTestId('payout-row').map((r) => r.getAttribute('data-state'))).toEqual([
      'DISBURSED',
      'PARTIAL',
      'FULLY_PAID',
    ]);
    expect(screen.getByText('1 payout is waiting for your confirmation.')).toBeInTheDocument();
    expect(rowOf(3)).toHaveTextContent('Paid out: confirm receipt');
    expect(rowOf(3)).toHaveTextContent('within 30 minutes it counts as received');
    expect(within(rowOf(3)).getByRole('group', { name: `Did you receive ${money(100)}?` })).toBeInTheDocument();
    expect(within(rowOf(2)).getByTestId('payout-partial')).toHaveTextContent(
      `Received ${money(60)} · remainder ${money(40)}`,
    );
    expect(within(rowOf(2)).queryByRole('button')).not.toBeInTheDocument();
    expect(rowOf(1)).toHaveTextContent('Fully paid');
  });

  it('confirms a full receipt after a last check', async () => {
    const { bodies } = payoutServer();
    const refresh = jest.fn();
    const off = bus.on('wallet/refresh-requested', refresh);
    renderWithProviders(<WithdrawConfirmations />, { resources });
    await screen.findAllByTestId('payout-row');
    await userEvent.click(within(rowOf(3)).getByRole('button', { name: 'Received' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm receipt' });
    expect(dialog).toHaveTextContent(`Confirm that the full ${money(100)} reached your account.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('payout-success')).toHaveTextContent(
      `Thank you: the payout of ${money(100)} is confirmed.`,
    );
    expect(bodies).toEqual([{ id: 3, action: 'RECEIVED' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(rowOf(3)).toHaveAttribute('data-state', 'FULLY_PAID'));
    expect(refresh).toHaveBeenCalledTimes(1);
    off();
  });

  it('takes the amount received in part, shows the remainder, and refuses the whole amount', async () => {
    const { bodies } = payoutServer();
    renderWithProviders(<WithdrawConfirmations />, { resources });
    await screen.findAllByTestId('payout-row');
    await userEvent.click(within(rowOf(3)).getByRole('button', { name: 'Received part' }));
    const dialog = await screen.findByRole('dialog', { name: 'Received part of it' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByTestId('received-error')).toHaveTextContent('Enter an amount.');
    const field = within(dialog).getByLabelText('Amount received');
    await userEvent.type(field, '100');
    expect(within(dialog).getByTestId('received-error')).toHaveTextContent(
      `A part is less than the ${money(100)} paid out`,
    );
    await userEvent.clear(field);
    await userEvent.type(field, '70,50');
    expect(within(dialog).getByTestId('payout-remainder')).toHaveTextContent(
      `Remainder not received: ${money(29.5)}`,
    );
    expect(bodies).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('payout-success')).toHaveTextContent('remainder of the');
    expect(bodies).toEqual([{ id: 3, action: 'PARTIAL', receivedAmount: 70.5 }]);
  });

  it('needs a png or jpg proof under 5 MB to report a payout not received', async () => {
    const { bodies } = payoutServer();
    renderWithProviders(<WithdrawConfirmations />, { resources });
    await screen.findAllByTestId('payout-row');
    await userEvent.click(within(rowOf(3)).getByRole('button', { name: 'Not received' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not received' });
    const send = within(dialog).getByRole('button', { name: 'Send report' });
    await userEvent.click(send);
    expect(within(dialog).getByTestId('proof-error')).toHaveTextContent('Add a proof image.');
    const input = within(dialog).getByLabelText('Proof image');
    await userEvent.upload(input, new File(['GIF89a'], 'proof.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    expect(within(dialog).getByTestId('proof-error')).toHaveTextContent('Only PNG or JPG images.');
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await userEvent.upload(input, big);
    expect(within(dialog).getByTestId('proof-error')).toHaveTextContent('The image is over 5 MB.');
    // HTML bytes named .png (type image/png) are refused from their bytes.
    await userEvent.upload(input, new File(['<!doctype html><html><script>alert(1)</script></html>'], 'proof.png', { type: 'image/png' }));
    await userEvent.click(send);
    await waitFor(() => expect(within(dialog).getByTestId('proof-error')).toHaveTextContent('Only PNG or JPG images.'));
    expect(bodies).toEqual([]);
    await userEvent.upload(input, new File([Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0))], 'proof.png', { type: 'image/png' }));
    await userEvent.click(send);
    expect(await screen.findByTestId('payout-success')).toHaveTextContent('Your report on the');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ id: 3, action: 'NOT_RECEIVED' });
    expect(bodies[0].proofImage).toMatch(/^data:image\/png;base64,/);
  });

  it('keeps the dialog open with the reason when the answer is refused', async () => {
    payoutServer({ refuse: 'Payment already FULLY_PAID' });
    renderWithProviders(<WithdrawConfirmations />, { resources });
    await screen.findAllByTestId('payout-row');
    await userEvent.click(within(rowOf(3)).getByRole('button', { name: 'Received' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm receipt' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const alert = await within(dialog).findByTestId('payout-error');
    expect(alert).toHaveTextContent('Your answer was not sent');
    expect(alert).toHaveTextContent('Payment already FULLY_PAID');
    expect(screen.queryByTestId('payout-success')).not.toBeInTheDocument();
  });

  it('says when there are no payouts, and when they cannot be loaded', async () => {
    let fail = true;
    const { payouts } = payoutServer({ listFails: () => fail });
    renderWithProviders(<WithdrawConfirmations />, { resources });
    const error = await screen.findByTestId('payouts-error');
    expect(error).toHaveTextContent('Your payouts could not be loaded');
    expect(error).toHaveTextContent('Payouts unavailable');
    fail = false;
    payouts.length = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('payouts-empty')).toHaveTextContent('No paid-out withdrawals yet.');
  });
});
