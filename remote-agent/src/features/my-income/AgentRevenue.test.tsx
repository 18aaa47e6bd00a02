import '../../test-utils/logged-in';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney, presetRange } from '@vitrine/shared';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { AgentRevenue } from './AgentRevenue';
import agent from '../../locales/en.json';
import { PATHS } from '../../test-utils/agent-fixtures';

const resources = { agent };
const money = (value: number) => formatMoney(value, 'en');
const day = (date: string, salary: number, dividend: number) => ({
  date,
  salary,
  hourlySalary: 0,
  realtimeSalary: 1.5,
  dividend,
  total: salary + dividend + 1.5,
});

function server(answer: (body: Record<string, unknown>) => unknown) {
  const requests: Record<string, unknown>[] = [];
  mockApi({
    [PATHS.revenue]: (body: unknown) => (
      requests.push(body as Record<string, unknown>),
      answer(body as Record<string, unknown>)
    ),
  });
  return requests;
}

describe('AgentRevenue (my income)', () => {
  it("shows the last 30 days' income per day, by kind, and the period's total", async () => {
    const requests = server(() => ({
      total: 71.5,
      rows: [day('2026-02-02', 40, 10), day('2026-02-01', 20, 0)],
    }));
    renderWithProviders(<AgentRevenue />, { resources });
    expect(screen.getByTestId('revenue-loading')).toBeInTheDocument();
    const rows = await screen.findAllByTestId('revenue-row');
    expect(screen.getByTestId('revenue-total')).toHaveTextContent(money(71.5));
    expect(rows[0]).toHaveTextContent('Feb 2, 2026');
    expect(rows[0]).toHaveTextContent(money(51.5));
    expect(rows[0].querySelector('[data-figure="salary"]')).toHaveTextContent(`Daily salary${money(40)}`);
    expect(rows[0].querySelector('[data-figure="dividend"]')).toHaveTextContent(`Dividend${money(10)}`);
    expect(rows[1].querySelector('[data-figure="realtimeSalary"]')).toHaveTextContent(money(1.5));
    expect(requests[0]).toEqual(presetRange('last30'));
  });

  it('says when nothing was earned in the period, and asks again for another period', async () => {
    const requests = server(() => ({ total: 0, rows: [] }));
    renderWithProviders(<AgentRevenue />, { resources });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No income in this period.');
    expect(screen.getByTestId('revenue-total')).toHaveTextContent(money(0));
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(requests.at(-1)).toEqual(presetRange('today')));
  });

  it("shows the server's reason when the report cannot be loaded, and recovers", async () => {
    let fail = true;
    server(() => {
      if (fail) throw new ApiFailure('trial_account_denied', 'Please use a real account', 403);
      return { total: 10, rows: [day('2026-02-01', 8.5, 0)] };
    });
    renderWithProviders(<AgentRevenue />, { resources });
    expect(await screen.findByTestId('revenue-error')).toHaveTextContent('Please use a real account');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('revenue-row')).toHaveLength(1);
  });
});
