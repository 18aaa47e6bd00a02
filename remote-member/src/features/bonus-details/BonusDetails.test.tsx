import '../../test-utils/logged-in';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, formatMoney, presetRange } from '@vitrine/shared';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { BonusDetails } from './BonusDetails';
import member from '../../locales/en.json';

const resources = { member };
const money = (value: number) => formatMoney(value, 'en');

const bonus = (n: number, overrides: Partial<endpoints.BonusRecord> = {}): endpoints.BonusRecord => ({
  id: n,
  type: 'PROMOTION',
  title: `Welcome bonus ${n}`,
  amount: 20,
  createdAt: '2026-03-09 12:00:00',
  ...overrides,
});

function bonusServer(answer: (body: Record<string, unknown>) => unknown) {
  const bodies: Record<string, unknown>[] = [];
  mockApi({
    [endpoints.bonusDetails.path]: (body: unknown) => {
      bodies.push(body as Record<string, unknown>);
      return answer(body as Record<string, unknown>);
    },
  });
  return bodies;
}

const page = (list: endpoints.BonusRecord[], pageNo = 1, totalPages = 1, total = list.length) => ({
  list,
  pageNo,
  pageSize: 10,
  total,
  totalPages,
});

describe('BonusDetails', () => {
  it('asks for the last 30 days, waits in the shape of rows, then lists each bonus', async () => {
    const bodies = bonusServer(() =>
      page([bonus(1), bonus(2, { type: 'REBATE', title: 'Cashback claimed', amount: 3.5 })]),
    );
    renderWithProviders(<BonusDetails />, { resources });
    expect(screen.getByTestId('bonus-loading')).toHaveAttribute('aria-busy', 'true');
    const rows = await screen.findAllByTestId('bonus-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Welcome bonus 1');
    expect(rows[0]).toHaveTextContent('Promotion');
    expect(rows[0]).toHaveTextContent(money(20));
    expect(rows[1]).toHaveAttribute('data-type', 'REBATE');
    expect(rows[1]).toHaveTextContent('Cashback');
    expect(screen.getByTestId('bonus-count')).toHaveTextContent('2 bonuses in this period');
    expect(bodies[0]).toEqual({ ...presetRange('last30'), pageNo: 1, pageSize: 10 });
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('pages, and a new period starts again at page 1', async () => {
    const bodies = bonusServer((body) =>
      page([bonus(Number(body.pageNo) * 10)], Number(body.pageNo), 3, 25),
    );
    renderWithProviders(<BonusDetails />, { resources });
    expect(await screen.findByTestId('bonus-row')).toHaveTextContent('Welcome bonus 10');
    expect(screen.getByTestId('bonus-pager-status')).toHaveTextContent('Page 1 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByTestId('bonus-row')).toHaveTextContent('Welcome bonus 20'));
    expect(screen.getByTestId('bonus-pager-status')).toHaveTextContent('Page 2 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(screen.getByTestId('bonus-row')).toHaveTextContent('Welcome bonus 10'));
    expect(bodies.at(-1)).toEqual({ ...presetRange('today'), pageNo: 1, pageSize: 10 });
  });

  it('asks nothing while the period is impossible, and says why', async () => {
    const bodies = bonusServer(() => page([bonus(1)]));
    renderWithProviders(<BonusDetails />, { resources });
    await screen.findByTestId('bonus-row');
    fireEvent.change(screen.getByTestId('date-from'), { target: { value: '2099-01-01' } });
    expect(await screen.findByText('The start date must not be after the end date.')).toBeInTheDocument();
    expect(screen.queryByTestId('bonus-row')).not.toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });

  it('says when there is nothing in the period', async () => {
    bonusServer(() => page([]));
    renderWithProviders(<BonusDetails />, { resources });
    expect(await screen.findByTestId('bonus-empty')).toHaveTextContent('No bonuses in this period.');
  });

  it('says when the list cannot be loaded, and recovers', async () => {
    let fail = true;
    bonusServer(() => {
      if (fail) throw new ApiFailure('internal_error', 'Records are unavailable', 500);
      return page([bonus(1)]);
    });
    renderWithProviders(<BonusDetails />, { resources });
    const error = await screen.findByTestId('bonus-error');
    expect(error).toHaveTextContent('The records could not be loaded');
    expect(error).toHaveTextContent('Records are unavailable');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('bonus-row')).toBeInTheDocument();
  });
});
