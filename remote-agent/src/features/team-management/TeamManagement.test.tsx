import '../../test-utils/logged-in';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, formatMoney } from '@vitrine/shared';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { TeamManagement } from './TeamManagement';
import { amountProblem, parseAmount } from './use-downlines';
import agent from '../../locales/en.json';
import { downline, pageOf, PATHS } from '../../test-utils/agent-fixtures';

// The header balance comes from the host's session; here it is set through @vitrine/shared's
// public hook.
const mockState = { balance: 500 as number | null };
jest.mock('@vitrine/shared', () => ({
  ...jest.requireActual('@vitrine/shared'),
  useBalance: () => mockState.balance,
}));

const resources = { agent };
const money = (value: number) => formatMoney(value, 'en');

function server(
  options: {
    list?: (body: Record<string, unknown>) => unknown;
    transfer?: (body: Record<string, unknown>) => unknown;
    payment?: boolean;
  } = {},
) {
  const lists: Record<string, unknown>[] = [];
  const transfers: Record<string, unknown>[] = [];
  mockApi({
    [PATHS.downlines]: (body: unknown) => {
      lists.push(body as Record<string, unknown>);
      return options.list
        ? options.list(body as Record<string, unknown>)
        : pageOf(
            [
              downline(1),
              downline(2, { type: 2, teamSize: 3, contracts: ['DAILY_SALARY'], lastLoginTime: null }),
            ],
            1,
            2,
            12,
          );
    },
    [PATHS.securityConfig]: { hasPaymentPassword: options.payment ?? false },
    [PATHS.transfer]: (body: unknown) => {
      transfers.push(body as Record<string, unknown>);
      return options.transfer ? options.transfer(body as Record<string, unknown>) : { sumBalance: 375 };
    },
  });
  return { lists, transfers };
}

describe('TeamManagement', () => {
  beforeEach(() => {
    mockState.balance = 500;
  });

  it('waits in the shape of the list, then lists the direct downlines with their type, balance and team', async () => {
    const { lists } = server();
    renderWithProviders(<TeamManagement />, { resources });
    expect(screen.getByTestId('downlines-loading')).toBeInTheDocument();
    const rows = await screen.findAllByTestId('downline-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('down1');
    expect(rows[0]).toHaveTextContent('Player');
    expect(rows[0]).toHaveTextContent(money(100));
    expect(rows[1]).toHaveTextContent('Agent');
    expect(rows[1]).toHaveTextContent('Team size3');
    expect(rows[1]).toHaveTextContent('ContractsDaily salary');
    expect(rows[1]).toHaveTextContent('Last loginNever');
    expect(screen.getByTestId('downlines-total')).toHaveTextContent('12 members');
    expect(lists[0]).toEqual({ pageNo: 1, pageSize: 10, directOnly: true });
    expect(screen.getByRole('button', { name: 'Direct downlines' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('marks a downline in a time-out or self-exclusion as excluded, and nothing more', async () => {
    server({
      list: () =>
        pageOf([downline(1, { excluded: true }), downline(2, { excluded: false }), downline(3)], 1, 1, 3),
    });
    renderWithProviders(<TeamManagement />, { resources });
    const rows = await screen.findAllByTestId('downline-row');
    const badge = within(rows[0]).getByTestId('downline-excluded');
    expect(badge).toHaveTextContent('Excluded');
    expect(badge).toHaveAttribute('title', agent.excluded_hint);
    expect(within(rows[1]).queryByTestId('downline-excluded')).toBeNull();
    expect(within(rows[2]).queryByTestId('downline-excluded')).toBeNull();
  });

  it('pages, searches by username and switches to the whole team, starting again at page 1', async () => {
    const { lists } = server({
      list: (body) => pageOf([downline(Number(body.pageNo))], Number(body.pageNo), 3, 30),
    });
    renderWithProviders(<TeamManagement />, { resources });
    await screen.findAllByTestId('downline-row');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByTestId('pager-status')).toHaveTextContent('Page 2 of 3'));
    expect(lists.at(-1)).toMatchObject({ pageNo: 2 });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Username' }), ' down8 ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(lists.at(-1)).toEqual({ pageNo: 1, pageSize: 10, directOnly: true, username: 'down8' }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Whole team' }));
    await waitFor(() =>
      expect(lists.at(-1)).toEqual({ pageNo: 1, pageSize: 10, directOnly: false, username: 'down8' }),
    );
    expect(await screen.findByText('Upline')).toBeInTheDocument();
  });

  it('says when nobody matches the search', async () => {
    server({ list: (body) => pageOf(body.username ? [] : [downline(1)]) });
    renderWithProviders(<TeamManagement />, { resources });
    await screen.findAllByTestId('downline-row');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Username' }), 'zzz{Enter}');
    expect(await screen.findByTestId('downlines-empty')).toHaveTextContent(
      'No team member matches this search.',
    );
  });

  it("shows the server's reason when the team cannot be loaded, and recovers", async () => {
    let fail = true;
    server({
      list: () => {
        if (fail) throw new ApiFailure('trial_account_denied', 'Please use a real account', 403);
        return pageOf([downline(1)]);
      },
    });
    renderWithProviders(<TeamManagement />, { resources });
    const error = await screen.findByTestId('downlines-error');
    expect(error).toHaveTextContent('Your team could not be loaded');
    expect(error).toHaveTextContent('Please use a real account');
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('downline-row')).toHaveLength(1);
  });
});

describe('transfer to a downline', () => {
  beforeEach(() => {
    mockState.balance = 500;
  });

  async function openTransfer(username = 'down1') {
    await userEvent.click(await screen.findByRole('button', { name: `Transfer to ${username}` }));
    return screen.getByRole('dialog', { name: 'Transfer to a downline' });
  }

  it('checks the amount against the balance and asks for the password before sending', async () => {
    const { transfers } = server();
    renderWithProviders(<TeamManagement />, { resources });
    const dialog = await openTransfer();
    const amount = within(dialog).getByLabelText('Amount');
    expect(amount).toHaveFocus();
    expect(within(dialog).getByTestId('transfer-recipient')).toHaveTextContent('down1');
    expect(within(dialog).getByTestId('transfer-balance')).toHaveTextContent(money(500));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(within(dialog).getByTestId('transfer-amount-error')).toHaveTextContent('Enter an amount.');
    expect(within(dialog).getByTestId('transfer-password-error')).toHaveTextContent(
      'This field is required.',
    );
    await userEvent.type(amount, '600');
    expect(within(dialog).getByTestId('transfer-amount-error')).toHaveTextContent(
      `The amount is more than your balance (${money(500)}).`,
    );
    await userEvent.clear(amount);
    await userEvent.type(amount, '1.234');
    expect(within(dialog).getByTestId('transfer-amount-error')).toHaveTextContent('at most two decimals');
    expect(transfers).toHaveLength(0);
  });

  it('sends amount and password, shows the new balance and asks the header to refresh it', async () => {
    const { transfers } = server();
    const refresh = jest.fn();
    const off = bus.on('wallet/refresh-requested', refresh);
    renderWithProviders(<TeamManagement />, { resources });
    const dialog = await openTransfer();
    expect(within(dialog).getByLabelText('Login password')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Amount'), '125,50');
    await userEvent.type(within(dialog).getByLabelText('Login password'), 'Demo1234{Enter}');
    // The dialog is drawn again for the outcome (focus moves to its close button).
    const done = await screen.findByTestId('transfer-success');
    const outcome = screen.getByRole('dialog', { name: 'Transfer to a downline' });
    expect(transfers).toEqual([{ downlineId: 1, amount: 125.5, password: 'Demo1234' }]);
    expect(done).toHaveTextContent(`${money(125.5)} moved to down1.`);
    expect(within(outcome).getByTestId('transfer-new-balance')).toHaveTextContent(money(375));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(within(outcome).getByRole('button', { name: 'CLOSE' })).toHaveFocus();
    await userEvent.click(within(outcome).getByRole('button', { name: 'CLOSE' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    off();
  });

  it("keeps what was typed and shows the server's reason when the transfer is refused; Escape closes", async () => {
    const { transfers } = server({
      payment: true,
      transfer: () => {
        throw new ApiFailure('password_incorrect', 'Incorrect password');
      },
    });
    const refresh = jest.fn();
    const off = bus.on('wallet/refresh-requested', refresh);
    renderWithProviders(<TeamManagement />, { resources });
    const dialog = await openTransfer('down2');
    const password = await within(dialog).findByLabelText('Payment password');
    await userEvent.type(within(dialog).getByLabelText('Amount'), '50');
    await userEvent.type(password, 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByTestId('transfer-error')).toHaveTextContent('Incorrect password');
    expect(transfers).toEqual([{ downlineId: 2, amount: 50, password: 'wrong' }]);
    expect(within(dialog).getByLabelText('Amount')).toHaveValue('50');
    expect(refresh).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Transfer to down2' })).toHaveFocus();
    off();
  });
});

describe('transfer amounts', () => {
  it('reads digits with up to two decimals and checks them against the balance', () => {
    expect(parseAmount(' 12,5 ')).toBe(12.5);
    expect(parseAmount('1.234')).toBeNull();
    expect(amountProblem('', 10)).toBe('amount_required');
    expect(amountProblem('0', 10)).toBe('amount_invalid');
    expect(amountProblem('10.01', 10)).toBe('amount_over_balance');
    expect(amountProblem('10', 10)).toBeNull();
    expect(amountProblem('10', null)).toBeNull();
  });
});
