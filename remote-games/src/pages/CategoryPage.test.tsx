import '../test-utils/host-state';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { firstPaintPicturesOf, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import type { RouteContribution } from '@vitrine/shared';
import CategoryPage from './CategoryPage';
import { game, pagedGames, vendorCard } from '../test-utils/fixtures';
import games from '../locales/en.json';

jest.setTimeout(20_000);

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const route = (path: string): RouteContribution => ({
  path,
  expose: './CategoryPage',
  chrome: { header: true, footer: true, sideMenu: true },
});

const lanes = {
  data: {
    lanes: [
      { title: 'RNG', cards: [vendorCard('PG', 'PG Soft'), vendorCard('JILI', 'JILI')], gameClassify: [] },
      { title: 'PVP', cards: [vendorCard('KM', 'Kingmaker', { category: 'PVP' })], gameClassify: [] },
    ],
  },
};

const catalogue = [
  game(1),
  game(2, { vassalage: 'JILI', nodeId: 'JILI-1', gameName: 'Jili one' }),
  game(3, { vassalage: 'KM', nodeId: 'KM-1', gameName: 'Teen Patti', category: 'PVP' }),
];

describe('CategoryPage', () => {
  it('/rng?page=<vendor> opens that vendor; the vendor tabs keep the address in step', async () => {
    mockApi({
      '/wps/relay/GCSGAME_gameVendor': lanes,
      '/wps/relay/GCSGAME_gameList': pagedGames(catalogue),
      '/wps/relay/GLS2_getVassGameType': [],
    });
    renderWithProviders(
      <>
        <CategoryPage remote="games" route={route('/rng')} />
        <Where />
      </>,
      { resources: { games }, route: '/rng?page=JILI' },
    );
    expect(await screen.findByText('Jili one')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Slots', level: 1 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'PG Soft' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/rng?page=PG');
    expect(await screen.findByText('Game 1')).toBeInTheDocument();
  });

  it('/pvp lists the rooms of the vendor', async () => {
    mockApi({
      '/wps/relay/GCSGAME_gameVendor': lanes,
      '/wps/relay/GCSGAME_gameList': pagedGames(catalogue),
      '/wps/relay/GLS2_getVassGameType': [],
      '/wps/relay/GLS2_roomList': {
        content: [
          {
            roomId: 'KM-1-R1',
            roomName: 'Teen Patti · Iniciante',
            nodeId: 'KM-1',
            gameId: 'km_1',
            vassalage: 'KM',
            minBet: 1,
            maxBet: 100,
            players: 2,
            maxPlayers: 6,
            status: 'OPEN',
          },
          {
            roomId: 'KM-1-R2',
            roomName: 'Teen Patti · VIP',
            nodeId: 'KM-1',
            gameId: 'km_1',
            vassalage: 'KM',
            minBet: 100,
            maxBet: 10000,
            players: 6,
            maxPlayers: 6,
            status: 'FULL',
          },
        ],
      },
    });
    renderWithProviders(<CategoryPage remote="games" route={route('/pvp')} />, {
      resources: { games },
      route: '/pvp',
    });
    await waitFor(() => expect(screen.getAllByTestId('pvp-room')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Full' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Join' })).toBeEnabled();
  });

  it('the loading state names the first-paint pictures: the first tiles the page then shows, from the same requests', async () => {
    // A first visit: nothing kept from the tests before (the vendor list is kept for the session).
    sessionStorage.clear();
    const many = [...Array.from({ length: 8 }, (_, i) => game(i + 1)), game(20, { vassalage: 'JILI', nodeId: 'JILI-20' })];
    const vendorBodies: unknown[] = [];
    const listBodies: unknown[] = [];
    mockApi({
      '/wps/relay/GCSGAME_gameVendor': (body: unknown) => (vendorBodies.push(body), lanes),
      '/wps/relay/GCSGAME_gameList': (body: unknown) => (listBodies.push(body), pagedGames(many)(body)),
      '/wps/relay/GLS2_getVassGameType': [],
    });
    renderWithProviders(<CategoryPage remote="games" route={route('/rng')} />, { resources: { games }, route: '/rng' });
    const loading = screen.getByTestId('game-list-loading');
    expect(loading.querySelectorAll('[data-fp-slot="picture"]')).toHaveLength(6);
    const pictures = await firstPaintPicturesOf(loading);
    // The first vendor's (PG) first page, in order.
    expect(pictures.slice(0, 6)).toEqual(many.slice(0, 6).map((g) => g.showIcon));
    const grid = await screen.findByTestId('game-grid', undefined, { timeout: 5000 });
    const shown = Array.from(grid.querySelectorAll('img'))
      .slice(0, 6)
      .map((img) => img.getAttribute('src'));
    expect(shown).toEqual(pictures.slice(0, 6));
    // The page's own requests are the ones the first paint makes (bodies as sent).
    expect(vendorBodies.length).toBeGreaterThanOrEqual(2);
    expect(new Set(vendorBodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(listBodies.length).toBeGreaterThanOrEqual(2);
    expect(new Set(listBodies.map((b) => JSON.stringify(b))).size).toBe(1);
  });
});
