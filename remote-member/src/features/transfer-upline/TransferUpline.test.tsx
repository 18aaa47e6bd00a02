import '../../test-utils/logged-in';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, endpoints, formatMoney } from '@vitrine/shared';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { TransferUpline } from './TransferUpline';
import member from '../../locales/en.json';
import { funds, holdRequests, PATHS, security } from '../../test-utils/wallet-fixtures';

const resources = { member };
const money = (value: number) => formatMoney(value, 'en');

const info = (toUpline: string | null): endpoints.MemberInfo => ({
  id: 7,
  account: 'down1',
  nickname: 'Down',
  type: 0,
  toUpline,
  clubLabel: { labelName: 'VIP 1', rankLevel: 1 },
  memberLabel: [],
  customerId: 7,
  email: null,
  mobileNum: null,
  countryDialingCode: null,
  language: 'en',
  currency: 'BRL',
  registerTime: '2026-01-01 00:00:00',
  lastLoginTime: null,
  referralCode: 'R7',
  cpw: false,
});

function uplineServer(
  options: { upline?: string | null; answer?: (body: unknown) => unknown; infoFails?: () => boolean } = {},
) {
  const bodies: unknown[] = [];
  const fetchMock = mockApi({
    [endpoints.memberInfo.path]: () => {
      if (options.infoFails?.()) throw new ApiFailure('internal_error', 'Service unavailable', 500);
      return info(options.upline === undefined ? 'agent' : options.upline);
    },
    [PATHS.funds]: funds(),
    [PATHS.security]: security(false),
    [endpoints.transferUpline.path]: (body: unknown) => {
      bodies.push(body);
      return options.answer ? options.answer(body) : { sumBalance: 1150 };
    },
  });
  return { bodies, fetchMock };
}

async function fill(amount = '100', password = 'Demo1234') {
  if (amount) await userEvent.type(screen.getByLabelText('Amount'), amount);
  if (password) await userEvent.type(screen.getByLabelText('Login password'), password);
}

describe('TransferUpline', () => {
  it('waits, then names the upline and what the main wallet holds', async () => {
    uplineServer();
    renderWithProviders(<TransferUpline />, { resources });
    expect(screen.getByTestId('upline-loading')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByTestId('upline-name')).toHaveTextContent('agent');
    expect(screen.getByTestId('upline-available')).toHaveTextContent(money(1000));
    expect(await screen.findByText(/You have no payment password yet/)).toBeInTheDocument();
  });

  it('says so to a player without an upline', async () => {
    const { fetchMock } = uplineServer({ upline: null });
    renderWithProviders(<TransferUpline />, { resources });
    expect(await screen.findByTestId('upline-none')).toHaveTextContent('Your account has no upline');
    expect(screen.queryByTestId('upline-form')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes(endpoints.transferUpline.path))).toBe(false);
  });

  it('checks the amount and the password before asking anything', async () => {
    const { bodies } = uplineServer();
    renderWithProviders(<TransferUpline />, { resources });
    await userEvent.click(await screen.findByRole('button', { name: 'Transfer to upline' }));
    expect(screen.getByTestId('amount-error')).toHaveTextContent('Enter an amount.');
    expect(screen.getByTestId('password-error')).toHaveTextContent('Enter your password.');
    await fill('1000,01');
    expect(screen.getByTestId('amount-error')).toHaveTextContent(
      `The amount is more than this wallet holds (${money(1000)}).`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Transfer to upline' }));
    expect(screen.queryByTestId('upline-confirm')).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('asks for a last check in a dialog, sends, and refreshes the wallet', async () => {
    const { bodies } = uplineServer();
    const refresh = jest.fn();
    const off = bus.on('wallet/refresh-requested', refresh);
    renderWithProviders(<TransferUpline />, { resources });
    await screen.findByTestId('upline-form');
    await fill('100,25');
    const submit = screen.getByRole('button', { name: 'Transfer to upline' });
    await userEvent.click(submit);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the transfer' });
    expect(dialog).toHaveTextContent(`Send ${money(100.25)} from your main wallet to agent?`);
    // Focus moves into the dialog; cancelling sends nothing and gives focus back.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(submit).toHaveFocus();
    expect(bodies).toEqual([]);

    await userEvent.click(submit);
    await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
    const success = await screen.findByTestId('upline-success');
    expect(success).toHaveTextContent(`${money(100.25)} sent to agent`);
    expect(screen.getByTestId('upline-new-balance')).toHaveTextContent(money(1150));
    expect(bodies).toEqual([{ amount: 100.25, password: 'Demo1234' }]);
    expect(refresh).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Make another transfer' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('');
    off();
  });

  it('puts a wrong password under its field and shows other refusals in an alert', async () => {
    let code = 'password_incorrect';
    uplineServer({
      answer: () => {
        throw new ApiFailure(code, code === 'password_incorrect' ? 'Incorrect password' : 'Transfers are paused', 400);
      },
    });
    renderWithProviders(<TransferUpline />, { resources });
    await screen.findByTestId('upline-form');
    await fill('50', 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer to upline' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('password-error')).toHaveTextContent('Incorrect password');
    expect(screen.getByLabelText('Amount')).toHaveValue('50');

    code = 'validation_error';
    const release = holdRequests();
    await userEvent.click(screen.getByRole('button', { name: 'Transfer to upline' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('button', { name: 'Processing…' })).toBeDisabled();
    release();
    const alert = await screen.findByTestId('upline-error');
    expect(alert).toHaveTextContent('The transfer to your upline did not go through');
    expect(alert).toHaveTextContent('Transfers are paused');
  });

  it('says when the upline cannot be loaded, and recovers', async () => {
    let fail = true;
    uplineServer({ infoFails: () => fail });
    renderWithProviders(<TransferUpline />, { resources });
    const error = await screen.findByTestId('upline-load-error');
    expect(error).toHaveTextContent('Your upline details could not be loaded');
    expect(error).toHaveTextContent('Service unavailable');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('upline-name')).toHaveTextContent('agent');
  });
});
