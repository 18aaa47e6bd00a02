import '../../test-utils/logged-in';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, endpoints, formatMoney, formatRgDate } from '@vitrine/shared';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import common from '../../../../shared/src/locales/en.json';
import member from '../../locales/en.json';
import { ResponsibleGaming } from './ResponsibleGaming';

// Exclusion is an encrypted call: the test seals the body as plain JSON (real sealing is tested in shared).
jest.mock('../../../../shared/src/api/crypto', () => ({
  encryptBody: (payload: unknown) => ({ body: { value: JSON.stringify(payload) }, headers: { Encryption: 'RSA' } }),
}));

const resources = { member, common };
const money = (v: number) => formatMoney(v, 'en');
const NOW = '2026-12-09T10:00:00.000Z';

function limit(kind: endpoints.RgLimitKind, period: endpoints.RgPeriod, over: Partial<endpoints.RgLimit> = {}): endpoints.RgLimit {
  return { kind, period, amount: null, used: 0, resetsAt: '2026-12-10T00:00:00.000Z', pending: null, ...over };
}
const LIMITS = (): endpoints.RgLimit[] => [
  limit('DEPOSIT', 'DAY', { amount: 100, used: 60 }),
  limit('DEPOSIT', 'WEEK'),
  limit('DEPOSIT', 'MONTH'),
  limit('LOSS', 'DAY'),
  limit('LOSS', 'WEEK'),
  limit('LOSS', 'MONTH'),
  limit('SESSION', 'DAY'),
];
const status = (over: Partial<endpoints.RgStatus> = {}): endpoints.RgStatus => ({
  serverTime: NOW,
  limits: LIMITS(),
  warnings: [],
  realityCheck: { intervalMinutes: null, options: [15, 30, 60], sessionStartedAt: NOW, nextAt: null, playedMinutes: 0, net: 0 },
  selfExclusionUrl: 'https://www.gov.br/spa',
  ...over,
});

function server(answers: Record<string, unknown> = {}) {
  const sent: Record<string, unknown[]> = {};
  const record = (path: string, answer: unknown) => (body: unknown) => {
    (sent[path] ??= []).push(body);
    return typeof answer === 'function' ? (answer as (b: unknown) => unknown)(body) : answer;
  };
  mockApi({
    '/wps/session/key/rsa': 'PEM',
    [endpoints.rgStatus.path]: record('status', answers.status ?? status()),
    [endpoints.rgSetLimit.path]: record('limit', answers.limit ?? LIMITS()),
    [endpoints.rgSetRealityCheck.path]: record('reality', answers.reality ?? status().realityCheck),
    [endpoints.rgExclude.path]: record('exclude', answers.exclude ?? { kind: 'TIMEOUT', period: '7D', startsAt: NOW, endsAt: '2026-12-16T10:00:00.000Z' }),
    [endpoints.rgStatement.path]: record('statement', answers.statement ?? {
      startDate: '2026-11-10', endDate: '2026-12-09', groupBy: 'DAY',
      rows: [{ period: '2026-12-09', deposits: 60, withdrawals: 20, bets: 10, wins: 4, netResult: -6 }],
      totals: { deposits: 60, withdrawals: 20, bets: 10, wins: 4, netResult: -6 },
    }),
  });
  return sent;
}

describe('ResponsibleGaming', () => {
  it('lists every limit with its use and reset, and a pending raise with when it applies', async () => {
    const limits = LIMITS();
    limits[0] = limit('DEPOSIT', 'DAY', { amount: 100, used: 60, pending: { amount: 500, appliesAt: '2026-12-10T10:00:00.000Z' } });
    server({ status: status({ limits }) });
    renderWithProviders(<ResponsibleGaming />, { resources });
    const row = await screen.findByTestId('rg-limit-DEPOSIT-DAY');
    expect(row).toHaveTextContent('Daily deposit limit');
    expect(row).toHaveTextContent(money(100));
    expect(row).toHaveTextContent(`Used: ${money(60)}`);
    expect(within(row).getByTestId('rg-pending')).toHaveTextContent(`Changes to ${money(500)} on ${formatRgDate('2026-12-10T10:00:00.000Z', 'en')}`);
    expect(screen.getByTestId('rg-limit-SESSION-DAY')).toHaveTextContent('No limit');
    expect(screen.getByTestId('rg-platform-link')).toHaveAttribute('href', 'https://www.gov.br/spa');
  });

  it('sets a limit, says whether it applies now or after 24 hours, and checks the amount first', async () => {
    const pending = LIMITS();
    pending[0] = limit('DEPOSIT', 'DAY', { amount: 100, used: 60, pending: { amount: 500, appliesAt: '2026-12-10T10:00:00.000Z' } });
    const sent = server({ limit: pending });
    renderWithProviders(<ResponsibleGaming />, { resources });
    const amount = await screen.findByTestId('rg-limit-amount');
    await userEvent.click(screen.getByTestId('rg-limit-save'));
    expect(screen.getByText('Enter an amount.')).toBeInTheDocument();
    expect(sent.limit).toBeUndefined();
    await userEvent.type(amount, '500');
    await userEvent.click(screen.getByTestId('rg-limit-save'));
    expect(await screen.findByTestId('rg-limit-saved')).toHaveTextContent(`on ${formatRgDate('2026-12-10T10:00:00.000Z', 'en')}`);
    expect(sent.limit).toEqual([{ kind: 'DEPOSIT', period: 'DAY', amount: 500 }]);
    // The list shows the server's answer.
    expect(within(screen.getByTestId('rg-limit-DEPOSIT-DAY')).getByTestId('rg-pending')).toBeInTheDocument();
  });

  it('takes whole minutes for the play-time limit', async () => {
    const sent = server();
    renderWithProviders(<ResponsibleGaming />, { resources });
    await userEvent.selectOptions(await screen.findByTestId('rg-limit-choice'), 'SESSION:DAY');
    expect(screen.getByLabelText('Minutes per day')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('rg-limit-amount'), '12.5');
    await userEvent.click(screen.getByTestId('rg-limit-save'));
    expect(screen.getByText('Enter whole minutes from 1 to 1440.')).toBeInTheDocument();
    await userEvent.clear(screen.getByTestId('rg-limit-amount'));
    await userEvent.type(screen.getByTestId('rg-limit-amount'), '90');
    await userEvent.click(screen.getByTestId('rg-limit-save'));
    await waitFor(() => expect(sent.limit).toEqual([{ kind: 'SESSION', period: 'DAY', amount: 90 }]));
  });

  it('needs the plain-language confirmation and the password before a time-out, then asks the host to log out', async () => {
    const sent = server();
    const logout = jest.fn();
    const off = bus.on('session/logout-confirmed', logout);
    renderWithProviders(<ResponsibleGaming />, { resources });
    await userEvent.click(await screen.findByTestId('rg-break-7D'));
    await userEvent.click(screen.getByTestId('rg-break-continue'));
    expect(screen.getByTestId('rg-break-consequence')).toHaveTextContent(formatRgDate('2026-12-16T10:00:00.000Z', 'en'));
    await userEvent.click(screen.getByTestId('rg-break-submit'));
    expect(screen.getByText('Tick the box to confirm.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(sent.exclude).toBeUndefined();
    await userEvent.click(screen.getByTestId('rg-break-understand'));
    await userEvent.type(screen.getByTestId('rg-break-password'), 'Demo1234');
    await userEvent.click(screen.getByTestId('rg-break-submit'));
    expect(await screen.findByTestId('rg-break-done')).toHaveTextContent(formatRgDate('2026-12-16T10:00:00.000Z', 'en'));
    expect((sent.exclude as { value: string }[]).map((b) => JSON.parse(b.value) as unknown)).toEqual([{ kind: 'TIMEOUT', period: '7D', password: 'Demo1234', confirmed: true }]);
    expect(logout).toHaveBeenCalledTimes(1);
    off();
  });

  it('keeps what was typed and says why when the password is wrong', async () => {
    server({ exclude: () => { throw new ApiFailure('password_incorrect', 'Incorrect password'); } });
    const logout = jest.fn();
    const off = bus.on('session/logout-confirmed', logout);
    renderWithProviders(<ResponsibleGaming />, { resources });
    await userEvent.click(await screen.findByTestId('rg-break-6M'));
    await userEvent.click(screen.getByTestId('rg-break-continue'));
    await userEvent.click(screen.getByTestId('rg-break-understand'));
    await userEvent.type(screen.getByTestId('rg-break-password'), 'nope');
    await userEvent.click(screen.getByTestId('rg-break-submit'));
    expect(await screen.findByTestId('rg-break-error')).toHaveTextContent('Incorrect password');
    expect(screen.getByTestId('rg-break-password')).toHaveValue('nope');
    expect(logout).not.toHaveBeenCalled();
    off();
  });

  it('drops a self-exclusion link that is not http(s)', async () => {
    server({ status: status({ selfExclusionUrl: 'javascript:alert(1)' }) });
    renderWithProviders(<ResponsibleGaming />, { resources });
    await screen.findByTestId('rg-limits');
    expect(screen.queryByTestId('rg-platform-link')).toBeNull();
  });

  it('shows the statement totals and an error state with retry', async () => {
    server();
    renderWithProviders(<ResponsibleGaming />, { resources });
    expect(await screen.findByTestId('rg-total-deposits')).toHaveTextContent(money(60));
    expect(screen.getByTestId('rg-total-withdrawals')).toHaveTextContent(money(20));
  });

  it('shows a designed error when the limits cannot be loaded', async () => {
    server({ status: () => { throw new ApiFailure('internal_error', 'boom', 500); } });
    renderWithProviders(<ResponsibleGaming />, { resources });
    expect(await screen.findByText('Your limits could not be loaded')).toBeInTheDocument();
  });
});
