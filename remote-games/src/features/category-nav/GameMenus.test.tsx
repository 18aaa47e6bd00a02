import '../../test-utils/host-state';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { SideMenuGames } from './SideMenuGames';
import { FooterGames } from './FooterGames';
import { vendorCard } from '../../test-utils/fixtures';
import { Where } from '../../test-utils/where';
import { clearBoot, setBoot } from '../../test-utils/host-state';
import games from '../../locales/en.json';

const lanes = {
  data: {
    lanes: [
      { title: 'ELOTT', cards: [vendorCard('TCG_SEA', 'TCG SEA', { category: 'ELOTT' })], gameClassify: [] },
      { title: 'LIVE', cards: [vendorCard('EVO', 'Evolution', { category: 'LIVE' })], gameClassify: [] },
      {
        title: 'SPORTS',
        cards: [vendorCard('SABA', 'SABA Sports', { category: 'SPORTS' }), vendorCard('DS88', 'DS88 Sabong', { category: 'SPORTS' }), vendorCard('IM', 'IM Esports', { category: 'SPORTS' })],
        gameClassify: [],
      },
      { title: 'RNG', cards: [vendorCard('PG', 'PG Soft'), vendorCard('PP', 'Pragmatic Play'), vendorCard('EVO', 'Evolution')], gameClassify: [] },
    ],
  },
};

describe('the side menu and footer game widgets (sideMenuGames, footerGames slots)', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => act(() => clearBoot()));

  it('lists the categories like the bottom nav (DS88 after LIVE, the esports split, the same routes); a click navigates and tells the host; one vendor-list request for both', async () => {
    act(() => setBoot({ esports: ['IM'] }));
    const requests: unknown[] = [];
    mockApi({
      '/wps/relay/GCSGAME_gameVendor': (body: unknown) => {
        requests.push(body);
        return lanes;
      },
    });
    const onNavigate = jest.fn();
    renderWithProviders(
      <>
        <SideMenuGames onNavigate={onNavigate} />
        <FooterGames />
        <Where />
      </>,
      { resources: { games }, route: '/index' },
    );
    const list = await screen.findByTestId('side-game-categories');
    await within(list).findByTestId('side-category-RNG');
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['E-lottery', '/elott'],
      ['Live casino', '/live?page=EVO'],
      ['DS88 Sabong', '/sports'],
      ['Sports', '/sports'],
      ['Esports', '/esports'],
      ['Slots', '/rng?page=PG'],
    ]);
    fireEvent.click(within(list).getByTestId('side-category-LIVE'));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/live?page=EVO');

    // The footer: every vendor once, named by its logo's text, under the games' own label.
    const strip = screen.getByRole('list', { name: games.vendors });
    expect(within(strip).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['TCG SEA', 'Evolution', 'DS88 Sabong', 'SABA Sports', 'IM Esports', 'PG Soft', 'Pragmatic Play']);
    expect(requests).toEqual([{ platform: 'W' }]);
  });

  it('a failed vendor list shows a one-row retry in the side menu (the footer shows nothing); the retry brings the categories', async () => {
    let fail = true;
    mockApi({
      '/wps/relay/GCSGAME_gameVendor': () => {
        if (fail) throw new ApiFailure('server_error', 'down', 500);
        return lanes;
      },
    });
    renderWithProviders(
      <>
        <SideMenuGames onNavigate={() => undefined} />
        <FooterGames />
      </>,
      { resources: { games }, route: '/index' },
    );
    const retry = await screen.findByTestId('side-games-error');
    expect(retry).toHaveTextContent(games.load_failed);
    expect(within(screen.getByTestId('provider-strip')).queryAllByRole('img')).toHaveLength(0);
    fail = false;
    fireEvent.click(within(retry).getByRole('button'));
    expect(await screen.findByTestId('side-category-RNG')).toHaveAttribute('href', '/rng?page=PG');
    await waitFor(() => expect(within(screen.getByTestId('provider-strip')).getAllByRole('img')).toHaveLength(7));
  });
});
