import '../../test-utils/logged-in';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney, presetRange, type endpoints } from '@vitrine/shared';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { AgentProfitLoss } from './AgentProfitLoss';
import agent from '../../locales/en.json';
import { pageOf, PATHS } from '../../test-utils/agent-fixtures';

const resources = { agent };
const money = (value: number) => formatMoney(value, 'en');
const row = (username: string, overrides: Partial<endpoints.AgentPnLRow> = {}): endpoints.AgentPnLRow => ({
  username,
  betAmount: 200,
  validBet: 180,
  winAmount: 150,
  profit: -50,
  bonus: 5,
  deposit: 1000,
  withdraw: 300,
  ...overrides,
});

function server(answer: (body: Record<string, unknown>) => unknown) {
  const requests: Record<string, unknown>[] = [];
  mockApi({
    [PATHS.profitLoss]: (body: unknown) => (
      requests.push(body as Record<string, unknown>),
      answer(body as Record<string, unknown>)
    ),
  });
  return requests;
}

describe('AgentProfitLoss (user loss)', () => {
  it("lists each member's figures for the last 7 days, the loss marked as such", async () => {
    const requests = server(() => pageOf([row('down1'), row('down2', { profit: 75.25 })]));
    renderWithProviders(<AgentProfitLoss />, { resources });
    expect(screen.getByTestId('user-loss-loading')).toBeInTheDocument();
    const rows = await screen.findAllByTestId('user-loss-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('down1');
    expect(within(rows[0]).getByText(money(-50)).parentElement).toHaveAttribute('data-sign', 'down');
    expect(within(rows[1]).getByText(money(75.25)).parentElement).toHaveAttribute('data-sign', 'up');
    const deposit = rows[0].querySelector('[data-figure="deposit"]') as HTMLElement;
    expect(deposit).toHaveTextContent(`Deposits${money(1000)}`);
    expect(rows[0].querySelector('[data-figure="bonus"]')).toHaveTextContent(money(5));
    expect(requests[0]).toEqual({ ...presetRange('last7'), pageNo: 1, pageSize: 10 });
  });

  it('searches one member and says when nobody matches', async () => {
    const requests = server((body) => pageOf(body.username ? [] : [row('down1')]));
    renderWithProviders(<AgentProfitLoss />, { resources });
    await screen.findAllByTestId('user-loss-row');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Username' }), 'nobody{Enter}');
    expect(await screen.findByTestId('user-loss-empty')).toHaveTextContent('No team member matches this search.');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ username: 'nobody', pageNo: 1 }));
  });

  it("shows the server's reason when the statement cannot be loaded", async () => {
    server(() => {
      throw new ApiFailure('forbidden', 'Agents only', 403);
    });
    renderWithProviders(<AgentProfitLoss />, { resources });
    const error = await screen.findByTestId('user-loss-error');
    expect(error).toHaveTextContent('The records could not be loaded');
    expect(error).toHaveTextContent('Agents only');
  });
});
