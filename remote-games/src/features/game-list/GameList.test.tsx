import '../../test-utils/host-state';
import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from '@vitrine/shared/testing';
import type { endpoints } from '@vitrine/shared';
import { EAGER_TILES, GameList } from './GameList';
import { game, pagedGames, vendorCard } from '../../test-utils/fixtures';
import { logIn, logOut, setFreePlay } from '../../test-utils/host-state';
import { useFavourites } from '../favourites/Favourites';
import games from '../../locales/en.json';

// Counts tile redraws: every drawn tile draws its picture once.
const pictureDraws = jest.fn();
jest.mock('../game-card/LazyImage', () => {
  const actual = jest.requireActual<typeof import('../game-card/LazyImage')>('../game-card/LazyImage');
  return {
    ...actual,
    LazyImage: (props: Parameters<typeof actual.LazyImage>[0]) => {
      pictureDraws(props.src);
      return actual.LazyImage(props);
    },
  };
});

const LIST_PATH = '/wps/relay/GCSGAME_gameList';
const TYPES_PATH = '/wps/relay/GLS2_getVassGameType';

const lane: endpoints.GameVendorLane = {
  title: 'RNG',
  cards: [vendorCard('PG', 'PG Soft'), vendorCard('PP', 'Pragmatic Play')],
  gameClassify: [
    { gameType: 'SLOT', name: 'Slots' },
    { gameType: 'TABLE', name: 'Table games' },
  ],
};

// 60 PG games (every fifth a table game, the first three free-trial) and 5 PP games.
const catalogue = [
  ...Array.from({ length: 60 }, (_, i) =>
    game(i + 1, { gameType: i % 5 === 4 ? 'TABLE' : 'SLOT', supportPlay: i < 3 ? 0 : 1 }),
  ),
  ...Array.from({ length: 5 }, (_, i) =>
    game(100 + i, { vassalage: 'PP', nodeId: `PP-${i}`, gameName: `PP game ${i}` }),
  ),
];

/** The API answers from the catalogue above; returns the list requests' bodies as they come. */
function mockCatalogue() {
  const bodies: endpoints.GameListRequest[] = [];
  const answer = pagedGames(catalogue);
  const fetchMock = mockApi({
    [LIST_PATH]: (body: unknown) => {
      bodies.push(body as endpoints.GameListRequest);
      return answer(body);
    },
    [TYPES_PATH]: lane.gameClassify,
  });
  return { bodies, fetchMock };
}

function setup(props: Partial<Parameters<typeof GameList>[0]> = {}) {
  const { bodies, fetchMock } = mockCatalogue();
  const handlers = { onVendorChange: jest.fn(), onPlay: jest.fn(), onTrial: jest.fn() };
  const view = renderWithProviders(<GameList lane={lane} vendor="PG" freeTrial {...handlers} {...props} />, {
    resources: { games },
  });
  const listBodies = async () => bodies;
  return { fetchMock, handlers, listBodies, ...view };
}

const names = () =>
  within(screen.getByTestId('game-grid'))
    .getAllByRole('heading')
    .map((h) => h.textContent);

// Rendering pages of tiles in jsdom is slow on busy shared machines.
jest.setTimeout(20_000);

describe('GameList', () => {
  beforeEach(() => setFreePlay(true));

  it('shows 21 games on the first page, then 18 per page, from API pages of 24', async () => {
    const { listBodies } = setup();
    expect(screen.getByTestId('game-list-loading')).toBeInTheDocument();
    expect(await screen.findAllByTestId('game-card')).toHaveLength(21);
    expect(names()[0]).toBe('Game 1');
    expect(names()[20]).toBe('Game 21');
    // The first row's pictures load at once with high priority; the rest wait to be scrolled near.
    const priorities = screen.getAllByTestId('game-card').map((card) => card.querySelector('img')!.getAttribute('fetchpriority'));
    expect(priorities.slice(0, EAGER_TILES).every((p) => p === 'high')).toBe(true);
    expect(priorities.slice(EAGER_TILES).some((p) => p === 'high')).toBe(false);
    const first = (await listBodies())[0];
    expect(first).toMatchObject({ pageNo: 1, pageSize: 24, clientType: 3, vassalage: 'PG' });

    // 60 games → 21 + 18 + 18 + 3 = 4 pages.
    const pagination = screen.getByTestId('pagination');
    expect(within(pagination).getByRole('button', { name: 'Page 4' })).toBeInTheDocument();
    await userEvent.click(within(pagination).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(names()[0]).toBe('Game 22'));
    expect(screen.getAllByTestId('game-card')).toHaveLength(18);
    expect(names()[17]).toBe('Game 39');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(names()[0]).toBe('Game 40'));
    expect(screen.getAllByTestId('game-card')).toHaveLength(18);
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(3));
    // Every request kept the spec's page size: the block cuts its pages out of them.
    expect((await listBodies()).every((b) => b.pageSize === 24 && b.clientType === 3)).toBe(true);
    expect(screen.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
  });

  it('filters by classification tab and goes back to page 1', async () => {
    const { listBodies } = setup();
    await screen.findAllByTestId('game-card');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Table games' }));
    await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(12));
    expect(screen.getByTestId('game-list')).toHaveAttribute('data-game-type', 'TABLE');
    expect(screen.getByTestId('game-list')).toHaveAttribute('data-page', '1');
    expect((await listBodies()).some((b) => b.gameType === 'TABLE' && b.pageNo === 1)).toBe(true);
    expect(screen.getByRole('tab', { name: 'Table games' })).toHaveAttribute('aria-selected', 'true');
  });

  it('asks to change vendor from the vendor tabs and restarts on the new vendor', async () => {
    const { handlers, rerender } = setup();
    await screen.findAllByTestId('game-card');
    await userEvent.click(screen.getByRole('tab', { name: 'Pragmatic Play' }));
    expect(handlers.onVendorChange).toHaveBeenCalledWith('PP');
    rerender(<GameList lane={lane} vendor="PP" freeTrial {...handlers} />);
    await waitFor(() =>
      expect(names()).toEqual(['PP game 0', 'PP game 1', 'PP game 2', 'PP game 3', 'PP game 4']),
    );
    expect(screen.queryByTestId('pagination')).not.toBeInTheDocument();
  });

  it("says 'No data' when a vendor has no games", async () => {
    mockApi({ [LIST_PATH]: pagedGames([]), [TYPES_PATH]: [] });
    renderWithProviders(
      <GameList
        lane={lane}
        vendor="PG"
        freeTrial
        onVendorChange={jest.fn()}
        onPlay={jest.fn()}
        onTrial={jest.fn()}
      />,
      { resources: { games } },
    );
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });

  it('offers Play on every game and Free trial only where supportPlay is 0 and FREEPLAY3 is on', async () => {
    const { handlers, unmount } = setup();
    await screen.findAllByTestId('game-card');
    expect(screen.getAllByRole('button', { name: /^Play / })).toHaveLength(21);
    expect(screen.getAllByRole('button', { name: /^Free trial of / })).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Play Game 5' }));
    expect(handlers.onPlay).toHaveBeenCalledWith(expect.objectContaining({ nodeId: 'PG-0005' }));
    await userEvent.click(screen.getByRole('button', { name: 'Free trial of Game 2' }));
    expect(handlers.onTrial).toHaveBeenCalledWith(expect.objectContaining({ nodeId: 'PG-0002' }));
    unmount();

    setup({ freeTrial: false });
    await screen.findAllByTestId('game-card');
    expect(screen.queryByRole('button', { name: /^Free trial of / })).not.toBeInTheDocument();
  });

  it('tries a game image three times, then shows the fallback icon', async () => {
    setup();
    const cards = await screen.findAllByTestId('game-card');
    const img = cards[0].querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('https://img.test/game/PG-1.svg');
    const fail = () =>
      act(() => {
        img.dispatchEvent(new Event('error'));
      });
    fail();
    expect(img.getAttribute('src')).toBe('https://img.test/game/PG-1.svg?attempt=2');
    fail();
    expect(img.getAttribute('src')).toBe('https://img.test/game/PG-1.svg?attempt=3');
    expect(img).toHaveAttribute('data-state', 'loaded');
    fail();
    await waitFor(() => expect(img).toHaveAttribute('data-state', 'fallback'));
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('shows a heart on each tile for a logged-in member, and redraws only the tile whose heart changed', async () => {
    // The real favourites hook against the API: the member starts with Game 2.
    let liked = ['PG-0002'];
    const changes: { path: string; nodeId: string }[] = [];
    const change = (path: string, update: (nodeId: string) => string[]) => (body: unknown) => {
      const { nodeId } = body as endpoints.FavoriteRequest;
      changes.push({ path, nodeId });
      liked = update(nodeId);
      return { nodeIds: liked };
    };
    mockApi({
      [LIST_PATH]: pagedGames(catalogue),
      [TYPES_PATH]: lane.gameClassify,
      '/wps/relay/MCSFE_getFavoriteGames': () => ({ nodeIds: liked }),
      '/wps/relay/MCSFE_addFavoriteGameV2': change('add', (id) => [...liked, id]),
      '/wps/relay/MCSFE_removeFavoriteGameV2': change('remove', (id) => liked.filter((x) => x !== id)),
    });
    logIn();
    const handlers = { onVendorChange: jest.fn(), onPlay: jest.fn(), onTrial: jest.fn() };
    function Member() {
      const [, setDraws] = useState(0);
      const favourites = useFavourites();
      return (
        <>
          <button type="button" onClick={() => setDraws((n) => n + 1)}>
            redraw the page
          </button>
          <GameList lane={lane} vendor="PG" freeTrial favourites={favourites} {...handlers} />
        </>
      );
    }
    renderWithProviders(<Member />, { resources: { games } });
    const liked2 = await screen.findByRole('button', { name: 'Remove Game 2 from favourites' });
    expect(liked2).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('button', { name: /^Add .* to favourites$/ })).toHaveLength(20);

    // The page around the list redraws: no tile is drawn again.
    pictureDraws.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'redraw the page' }));
    expect(pictureDraws).not.toHaveBeenCalled();

    // One heart is added: the API is asked to add it, and only that tile is drawn again.
    await userEvent.click(screen.getByRole('button', { name: 'Add Game 5 to favourites' }));
    expect(await screen.findByRole('button', { name: 'Remove Game 5 from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(changes).toEqual([{ path: 'add', nodeId: 'PG-0005' }]);
    expect(pictureDraws).toHaveBeenCalledTimes(1);
    expect(pictureDraws).toHaveBeenCalledWith('https://img.test/game/PG-5.svg');

    // And one removed, from the state the player saw.
    pictureDraws.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Game 2 from favourites' }));
    expect(await screen.findByRole('button', { name: 'Add Game 2 to favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(changes[1]).toEqual({ path: 'remove', nodeId: 'PG-0002' });
    expect(pictureDraws).toHaveBeenCalledTimes(1);
    expect(pictureDraws).toHaveBeenCalledWith('https://img.test/game/PG-2.svg');
    logOut();
  });
});

