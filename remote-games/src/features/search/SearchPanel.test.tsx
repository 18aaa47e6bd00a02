import '../../test-utils/host-state';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { bus, type BusEvent, type endpoints } from '@vitrine/shared';
import { RESULTS_PER_PAGE, SearchPanel } from './SearchPanel';
import { game, pagedGames } from '../../test-utils/fixtures';
import { logIn, logOut, setFreePlay } from '../../test-utils/host-state';
import games from '../../locales/en.json';

const LIST = '/wps/relay/GCSGAME_gameList';

// 450 games over three vendors: the catalogue comes in three pages of 200.
const VENDORS = ['PG', 'PP', 'JILI'];
const catalogue = Array.from({ length: 450 }, (_, i) =>
  game(i + 1, {
    vassalage: VENDORS[i % 3],
    nodeId: `G-${i + 1}`,
    gameName: i % 10 === 0 ? `Fortune Tiger ${i + 1}` : `Game ${i + 1}`,
  }),
);

function setup() {
  const bodies: endpoints.GameListRequest[] = [];
  const answer = pagedGames(catalogue);
  mockApi({
    [LIST]: (b: unknown) => {
      bodies.push(b as endpoints.GameListRequest);
      return answer(b);
    },
    '/wps/relay/MCSFE_getFavoriteGames': { nodeIds: ['G-1'] },
    '/wps/relay/MCSFE_getFavoriteGamesList': { list: [catalogue[0]] },
    '/wps/relay/GCS_recentGame': { list: [catalogue[1]] },
  });
  const props = { onPlay: jest.fn(), onTrial: jest.fn() };
  renderWithProviders(<SearchPanel freeTrial {...props} />, { resources: { games } });
  return { bodies, props };
}

const headings = () =>
  within(screen.getByTestId('search-results'))
    .getAllByRole('heading')
    .map((h) => h.textContent);

// Rendering pages of tiles in jsdom is slow on busy shared machines.
jest.setTimeout(20_000);

describe('SearchPanel', () => {
  beforeEach(() => setFreePlay(true));
  afterEach(() => act(() => logOut()));

  it('loads the whole catalogue once in pages, then filters in memory as you type', async () => {
    const { bodies, props } = setup();
    expect(await screen.findByTestId('catalogue-ready')).toHaveTextContent('450 games to search');
    expect(bodies.map((b) => b.pageNo)).toEqual([1, 2, 3]);
    expect(bodies.every((b) => b.pageSize === 200 && !b.vassalage && !b.gameName)).toBe(true);

    const input = screen.getByTestId('search-input');
    await userEvent.type(input, 'fortune');
    await waitFor(() => expect(screen.getByTestId('search-count')).toHaveTextContent('45 games found'));
    // Bounded DOM: one page of results, across vendors.
    expect(screen.getAllByTestId('game-card')).toHaveLength(RESULTS_PER_PAGE);
    expect(
      new Set(screen.getAllByTestId('game-card').map((c) => c.textContent?.match(/(PG|PP|JILI)$/)?.[1])),
    ).toEqual(new Set(VENDORS));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getAllByTestId('game-card')).toHaveLength(45 - RESULTS_PER_PAGE);

    await userEvent.type(input, ' tiger 11');
    await waitFor(() =>
      expect(headings()).toEqual([
        'Fortune Tiger 11',
        'Fortune Tiger 111',
        'Fortune Tiger 211',
        'Fortune Tiger 311',
        'Fortune Tiger 411',
      ]),
    );
    // Typing made no more requests.
    expect(bodies).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Play Fortune Tiger 111' }));
    expect(props.onPlay).toHaveBeenCalledWith(expect.objectContaining({ nodeId: 'G-111' }));

    await userEvent.clear(input);
    await userEvent.type(input, 'zzz');
    expect(await screen.findByText('No game matches “zzz”.')).toBeInTheDocument();
  });

  it('favourites and recent need a login; logged in they are one tap away', async () => {
    const seen: BusEvent[] = [];
    const sub = bus.all().subscribe((e) => seen.push(e));
    setup();
    await userEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    await userEvent.click(within(screen.getByTestId('login-needed')).getByRole('button', { name: 'Log in' }));
    expect(seen.some((e) => e.type === 'session/login-required')).toBe(true);
    sub.unsubscribe();

    act(() => logIn());
    expect(await screen.findByText('Fortune Tiger 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Fortune Tiger 1 from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Recent' }));
    expect(await screen.findByText('Game 2')).toBeInTheDocument();
  });
});
