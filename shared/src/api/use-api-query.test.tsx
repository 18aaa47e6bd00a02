import { act, render, screen, waitFor } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { mockApi, Providers } from '../testing';
import { jackpot } from './endpoints/games';
import { useApiQuery } from './use-api-query';

const JACKPOT = '/wps/relay/VIS_getJackpot';

/** Every render's view of the query: its status and whether it had data. */
let seen: string[] = [];
function Amount() {
  const query = useApiQuery(jackpot, undefined);
  seen.push(`${query.status}:${query.data === undefined ? 'none' : query.data.amount}`);
  if (query.isPending) return <p>loading</p>;
  if (query.isError) return <p>failed</p>;
  return <p data-testid="amount">{query.data.amount}</p>;
}

function Refetch() {
  const client = useQueryClient();
  return (
    <button type="button" onClick={() => void client.invalidateQueries()}>
      refetch
    </button>
  );
}

describe('useApiQuery', () => {
  beforeEach(() => {
    seen = [];
  });

  it('renders the first answer as a transition: the component first sees its loading state again, never success without data', async () => {
    let amount = 100;
    mockApi({ [JACKPOT]: () => ({ amount, currency: 'BRL', updatedAt: '2026-11-26T12:00:00Z' }) });
    render(
      <Providers>
        <Amount />
        <Refetch />
      </Providers>,
    );
    expect(await screen.findByTestId('amount')).toHaveTextContent('100');
    expect(seen.every((s) => s === 'pending:none' || s === 'success:100')).toBe(true);
    // The answer's urgent render still showed the loading state; the answer came after, in the background.
    expect(seen.filter((s) => s === 'pending:none').length).toBeGreaterThanOrEqual(2);

    // A later answer (a refetch) renders at once: no render goes back to the loading state.
    seen = [];
    amount = 250;
    await act(async () => screen.getByRole('button', { name: 'refetch' }).click());
    await waitFor(() => expect(screen.getByTestId('amount')).toHaveTextContent('250'));
    expect(seen.some((s) => s.startsWith('pending'))).toBe(false);
  });

  it('an error shows at once', async () => {
    mockApi({});
    render(
      <Providers>
        <Amount />
      </Providers>,
    );
    expect(await screen.findByText('failed', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(seen.some((s) => s.startsWith('success'))).toBe(false);
  });
});
