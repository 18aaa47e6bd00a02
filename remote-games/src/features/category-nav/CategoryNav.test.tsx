import '../../test-utils/host-state';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { bus, type endpoints } from '@vitrine/shared';
import { CategoryNav } from './CategoryNav';
import { vendorCard } from '../../test-utils/fixtures';
import { Where } from '../../test-utils/where';
import { clearBoot, LAUNCH_CDN, logIn, logOut, setFreePlay } from '../../test-utils/host-state';
import { launchAt } from '../../test-utils/launch';
import games from '../../locales/en.json';

const lanes = {
  data: {
    lanes: [
      {
        title: 'ELOTT',
        cards: [vendorCard('TCG_SEA', 'TCG SEA', { category: 'ELOTT', directLaunch: true, accountTypeName: 'TCG_SEA', nodeId: 'TCG_SEA-0001', gameId: 'tcg_sea_1' })],
        gameClassify: [],
      },
      { title: 'LIVE', cards: [vendorCard('EVO', 'Evolution', { category: 'LIVE' })], gameClassify: [] },
      {
        title: 'SPORTS',
        cards: [
          vendorCard('SABA', 'SABA Sports', { category: 'SPORTS', directLaunch: true, nodeId: 'SABA-0001', gameId: 'saba_1' }),
          vendorCard('DS88', 'DS88 Sabong', { category: 'SPORTS', directLaunch: true, nodeId: 'DS88-0001', gameId: 'ds88_1' }),
        ],
        gameClassify: [],
      },
      { title: 'RNG', cards: [vendorCard('PG', 'PG Soft'), vendorCard('PP', 'Pragmatic Play')], gameClassify: [] },
    ],
  },
};

describe('CategoryNav (the categoryNav slot)', () => {
  afterEach(() =>
    act(() => {
      logOut();
      clearBoot();
    }),
  );

  it('draws the categories in server order with DS88 after LIVE, from one vendor-list request', async () => {
    const requests: unknown[] = [];
    mockApi({
      '/wps/relay/GCSGAME_gameVendor': (body: unknown) => {
        requests.push(body);
        return lanes;
      },
    });
    const { container } = renderWithProviders(<CategoryNav />, { resources: { games }, route: '/live?page=EVO' });
    await screen.findByTestId('nav-category-RNG');
    expect(Array.from(container.querySelectorAll('li[data-category]')).map((li) => li.getAttribute('data-category'))).toEqual(['ELOTT', 'LIVE', 'DS88', 'SPORTS', 'RNG']);
    expect(screen.getByTestId('nav-category-DS88')).toHaveTextContent('DS88 Sabong');
    expect(screen.getByTestId('nav-category-DS88')).toHaveAttribute('href', '/sports');
    expect(screen.getByTestId('nav-category-LIVE')).toHaveAttribute('href', '/live?page=EVO');
    expect(screen.getByTestId('nav-category-LIVE')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('nav-category-RNG')).toHaveTextContent('Slots');
    // The vendor dropdowns are drawn at the first pointer or focus in the nav, not before.
    expect(screen.queryByTestId('vendor-dropdown-SPORTS')).toBeNull();
    fireEvent.focus(screen.getByTestId('nav-category-RNG'));
    expect(within(screen.getByTestId('vendor-dropdown-SPORTS')).queryByTestId('nav-vendor-DS88')).toBeNull();
    expect(screen.getByTestId('vendor-dropdown-RNG')).toBeInTheDocument();
    expect(requests).toEqual([{ platform: 'W' }]);
  });

  it('a vendor click launches here (no bus event): sports starts its game, a lottery opens its route, a slot vendor its page', async () => {
    logIn();
    setFreePlay(true);
    const launches: endpoints.LaunchGameRequest[] = [];
    mockApi({
      '/wps/relay/GCSGAME_gameVendor': lanes,
      '/wps/game/launchGame': (b: unknown) => {
        launches.push(b as endpoints.LaunchGameRequest);
        return { content: { game_url: '/saba' } };
      },
    });
    const published: unknown[] = [];
    const off = bus.on('game/launch-requested', (request) => published.push(request));
    renderWithProviders(
      <>
        <CategoryNav />
        <Where />
      </>,
      { resources: { games }, route: '/index' },
    );
    const where = () => screen.getByTestId('location').textContent;

    fireEvent.mouseOver(await screen.findByTestId('nav-category-SPORTS'));
    fireEvent.click(await screen.findByTestId('nav-vendor-SABA'));
    await waitFor(() => expect(launchAt(where())).toEqual({ url: `${LAUNCH_CDN}/saba`, mode: 'real' }));
    expect(launches).toHaveLength(1);
    expect(launches[0]).toMatchObject({ vassalage: 'SABA', nodeId: 'SABA-0001', gameId: 'saba_1', accountType: 1 });

    fireEvent.click(screen.getByTestId('nav-vendor-DS88'));
    await waitFor(() => expect(launches).toHaveLength(2));
    expect(launches[1]).toMatchObject({ vassalage: 'DS88', nodeId: 'DS88-0001' });

    fireEvent.click(screen.getByTestId('nav-vendor-TCG_SEA'));
    await waitFor(() => expect(where()).toBe('/seaLottery?gameCode=tcg_sea_1'));

    fireEvent.click(screen.getByTestId('nav-vendor-PP'));
    await waitFor(() => expect(where()).toBe('/rng?page=PP'));
    expect(launches).toHaveLength(2);
    expect(published).toEqual([]);
    off();
  });

  it('a visitor clicking a sports vendor is asked to log in first; nothing launches', async () => {
    const launches: unknown[] = [];
    mockApi({ '/wps/relay/GCSGAME_gameVendor': lanes, '/wps/game/launchGame': (b: unknown) => launches.push(b) });
    const asked: unknown[] = [];
    const off = bus.on('session/login-required', (e) => asked.push(e));
    renderWithProviders(<CategoryNav />, { resources: { games }, route: '/index' });
    fireEvent.mouseOver(await screen.findByTestId('nav-category-SPORTS'));
    fireEvent.click(await screen.findByTestId('nav-vendor-SABA'));
    expect(asked).toEqual([{ reason: 'game-launch' }]);
    expect(launches).toEqual([]);
    off();
  });
});
