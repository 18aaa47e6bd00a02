import '../../test-utils/host-state';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiFailure, mockApi, Providers } from '@vitrine/shared/testing';
import { useGamePage } from './use-game-page';
import { game, pagedGames } from '../../test-utils/fixtures';

const LIST_PATH = '/wps/relay/GCSGAME_gameList';
const catalogue = Array.from({ length: 30 }, (_, i) => game(i + 1));
const filter = { vassalage: 'PG', gameType: '' };

function renderPage(page: number) {
  return renderHook(({ at }: { at: number }) => useGamePage(filter, at), {
    initialProps: { at: page },
    wrapper: ({ children }: { children: ReactNode }) => <Providers>{children}</Providers>,
  });
}

describe('useGamePage', () => {
  it('keeps the same result while nothing in it changes, so a deferred grid is not drawn again', async () => {
    mockApi({ [LIST_PATH]: pagedGames(catalogue) });
    const { result, rerender } = renderPage(1);
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.games).toHaveLength(21));
    const loaded = result.current;
    expect(loaded).toMatchObject({ total: 30, totalPages: 2, isPending: false, isError: false });
    rerender({ at: 1 });
    expect(result.current).toBe(loaded);

    // Page 2 (items 22-39) is cut from API pages 1 and 2 (of 24), and is a new result.
    rerender({ at: 2 });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.games.map((g) => g.gameName)).toEqual(catalogue.slice(21).map((g) => g.gameName));
    expect(result.current).not.toBe(loaded);
  });

  it('reports a failed page and retries it on refetch', async () => {
    let fail = true;
    const answer = pagedGames(catalogue);
    mockApi({
      [LIST_PATH]: (body: unknown) => {
        if (fail) throw new ApiFailure('server_busy', 'Busy', 503);
        return answer(body);
      },
    });
    const { result } = renderPage(1);
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).not.toBeNull();
    fail = false;
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current.games).toHaveLength(21));
    expect(result.current.isError).toBe(false);
  });
});
