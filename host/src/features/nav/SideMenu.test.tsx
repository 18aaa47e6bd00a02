import { act, fireEvent, screen, within } from '@testing-library/react';
import { Profiler } from 'react';
import { useTranslation } from 'react-i18next';
import { mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { bus, endpoints, resetNavBadges, type SideMenuGamesProps } from '@vitrine/shared';
import { bootWriters, federationWriters, sessionWriters, toBootState } from '@vitrine/shared/internal';
import { SideMenu } from './SideMenu';
import { menuManifest } from '../../test-utils/menu-manifest';
import host from '../../locales/en.json';

const resources = {
  host,
  member: { menu_deposit: 'Deposit', menu_messages: 'Messages', menu_cashback: 'Cashback' },
  promotions: { menu_point_mall: 'Points mall', menu_vip: 'VIP', news_title: 'News' },
};

function boot(...on: string[]) {
  const whitelabel = on.map((modId) => ({ modId, name: modId, enabled: '1', childrenNodes: [] }));
  act(() => bootWriters.set(toBootState({ status: 0, info: { whitelabel } } as unknown as endpoints.SystemStatus)));
}

describe('the side menu draws what the remotes contribute', () => {
  beforeEach(() => {
    mockApi({});
    sessionWriters.store({ token: 'test-token', account: 'demo', isAgent: 0 });
    federationWriters.setManifest(
      menuManifest({
        member: [
          { key: 'wallet-deposit', labelKey: 'menu_deposit', memberPage: 'depositv2', placement: 'side', group: 'wallet', icon: 'deposit', order: 0, audience: 'member' },
          { key: 'cashback', labelKey: 'menu_cashback', memberPage: 'manualRebate', placement: 'side', group: 'account', icon: 'reward', order: 0, requiresFlag: 'MANPLAYREB3' },
          { key: 'messages', labelKey: 'menu_messages', memberPage: 'messageV2', placement: 'side', group: 'account', icon: 'mail', order: 7, badge: 'messages-unread' },
        ],
        promotions: [
          { key: 'point-mall', labelKey: 'menu_point_mall', path: '/pointMall', placement: 'side', icon: 'promo', order: 5 },
          { key: 'vip', labelKey: 'menu_vip', memberPage: 'playerRank', placement: 'side', group: 'account', icon: 'vip', order: 1, requiresFlag: 'VIP3' },
          { key: 'news', labelKey: 'news_title', path: '/news', placement: 'side', group: 'more', icon: 'mail', order: 4 },
        ],
      }),
    );
  });
  afterEach(() => act(() => resetNavBadges()));

  it('puts each entry in its group, in order, leaving out entries whose module is off', async () => {
    boot('VIP3');
    renderWithProviders(<SideMenu open onClose={() => undefined} />, { resources });
    expect(await within(screen.getByTestId('side-main')).findByRole('link', { name: 'Points mall' })).toHaveAttribute('href', '/pointMall');
    const account = within(screen.getByTestId('side-account'));
    expect(account.getAllByRole('button').map((b) => b.textContent)).toEqual(['VIP', 'Messages', 'Change password']);
    expect(screen.queryByTestId('side-cashback')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('side-more')).getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news');
    expect(within(screen.getByTestId('side-wallet')).getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
  });

  it('opens a member page through the centre and closes the drawer; a visitor is asked to log in', async () => {
    boot('VIP3');
    const opened = jest.fn();
    const login = jest.fn();
    const offs = [bus.on('member-centre/open', opened), bus.on('session/login-required', login)];
    const onClose = jest.fn();
    const { unmount } = renderWithProviders(<SideMenu open onClose={onClose} />, { resources });
    act(() => screen.getByTestId('side-vip').click());
    expect(opened).toHaveBeenCalledWith({ page: 'playerRank' });
    expect(onClose).toHaveBeenCalled();
    unmount();
    act(() => sessionWriters.clear());
    renderWithProviders(<SideMenu open onClose={() => undefined} />, { resources });
    expect(screen.queryByTestId('side-wallet-deposit')).not.toBeInTheDocument();
    act(() => screen.getByTestId('side-messages').click());
    expect(login).toHaveBeenCalledWith({ reason: 'messageV2' });
    offs.forEach((off) => off());
  });

  it('closed, it draws nothing and does not render again when the session, member, balance or badges change', () => {
    boot('VIP3');
    const renders = jest.fn();
    renderWithProviders(
      <Profiler id="side-menu" onRender={renders}>
        <SideMenu open={false} onClose={() => undefined} />
      </Profiler>,
      { resources },
    );
    expect(screen.queryByTestId('side-menu')).not.toBeInTheDocument();
    const first = renders.mock.calls.length;
    act(() => sessionWriters.setBalance(123.45));
    act(() => sessionWriters.setMember({ id: '1', account: 'demo', nickname: 'Demo', type: 0, rankLevel: 1, rankLabel: 'VIP 1' }));
    act(() => sessionWriters.store({ nickname: 'Demo' }));
    act(() => bus.publish('nav/badge-changed', { badge: 'messages-unread', count: 2 }));
    expect(renders).toHaveBeenCalledTimes(first);
  });

  it('keeps the balance hidden across closing and opening the drawer', () => {
    boot();
    act(() => sessionWriters.setBalance(50));
    const { rerender } = renderWithProviders(<SideMenu open onClose={() => undefined} />, { resources });
    expect(screen.getByTestId('side-balance')).toHaveTextContent('50.00');
    fireEvent.click(screen.getByTestId('toggle-balance'));
    expect(screen.getByTestId('side-balance')).toHaveTextContent('******');
    rerender(<SideMenu open={false} onClose={() => undefined} />);
    expect(screen.queryByTestId('side-menu')).not.toBeInTheDocument();
    rerender(<SideMenu open onClose={() => undefined} />);
    expect(screen.getByTestId('side-balance')).toHaveTextContent('******');
  });

  it('shows the count published for an entry badge', async () => {
    boot();
    renderWithProviders(<SideMenu open onClose={() => undefined} />, { resources });
    expect(screen.queryByTestId('side-messages-badge')).not.toBeInTheDocument();
    act(() => bus.publish('nav/badge-changed', { badge: 'messages-unread', count: 4 }));
    expect(await screen.findByTestId('side-messages-badge')).toHaveTextContent('4');
    expect(screen.getByTestId('side-messages')).toHaveTextContent('New: 4');
  });

  it('names an entry with the label remotes.json carries while its remote\'s locale file is not loaded', async () => {
    boot();
    const manifest = menuManifest({
      games: [{ key: 'winners', labelKey: 'winners', path: '/winners', placement: 'side', group: 'more', icon: 'reward', order: 5 }],
      promotions: [{ key: 'news', labelKey: 'news_title', path: '/news', placement: 'side', group: 'more', icon: 'mail', order: 4 }],
    });
    manifest.remotes.games!.contribution.menuLabels = { en: { winners: 'Winners' }, pt: { winners: 'Vencedores' } };
    // An older entry without labels: still drawn, named once its namespace loads.
    federationWriters.setManifest(manifest);
    let i18n: ReturnType<typeof useTranslation>['i18n'] | null = null;
    const Grab = () => {
      i18n = useTranslation().i18n;
      return null;
    };
    // No 'games' resources: the games remote's locale file is unreachable.
    renderWithProviders(
      <>
        <Grab />
        <SideMenu open onClose={() => undefined} />
      </>,
      { resources },
    );
    const more = within(screen.getByTestId('side-more'));
    expect(await more.findByRole('link', { name: 'Winners' })).toHaveAttribute('href', '/winners');
    expect(more.getByRole('link', { name: 'News' })).toBeInTheDocument();
    await act(async () => void (await i18n!.changeLanguage('pt')));
    expect(more.getByRole('link', { name: 'Vencedores' })).toHaveAttribute('href', '/winners');
    // A language it carries no label for: the fallback language's.
    await act(async () => void (await i18n!.changeLanguage('ar')));
    expect(more.getByRole('link', { name: 'Winners' })).toBeInTheDocument();
    // The remote's own label wins once its namespace is there.
    i18n!.addResourceBundle('fr', 'games', { winners: 'Gagnants' });
    await act(async () => void (await i18n!.changeLanguage('fr')));
    expect(more.getByRole('link', { name: 'Gagnants' })).toBeInTheDocument();
  });

  describe("the game centre's categories (the games remote's sideMenuGames slot)", () => {
    function withGamesSlot() {
      const manifest = menuManifest({
        games: [{ key: 'search', labelKey: 'search_games', path: '/search', placement: 'side', group: 'games', icon: 'games', order: 2 }],
      });
      manifest.remotes.games!.contribution.slots = { sideMenuGames: './SideMenuGames' };
      manifest.remotes.games!.contribution.menuLabels = { en: { search_games: 'Search games' } };
      federationWriters.setManifest(manifest);
    }
    // Stands in for the games remote's widget: its categories, and the host's close on a click.
    function FakeCategories({ onNavigate }: SideMenuGamesProps) {
      return (
        <ul>
          <li>
            <a href="/live?page=EVO" onClick={(e) => (e.preventDefault(), onNavigate())}>
              Live casino
            </a>
          </li>
        </ul>
      );
    }
    afterEach(() => federationWriters.installLoader(async () => null));

    it('mounts the widget first in the game centre, before the contributed entries; its click closes the drawer', async () => {
      boot();
      withGamesSlot();
      const loads: string[] = [];
      federationWriters.installLoader(async (remote, expose) => (loads.push(`${remote}/${expose}`), { default: FakeCategories }));
      const onClose = jest.fn();
      renderWithProviders(<SideMenu open onClose={onClose} />, { resources });
      const games = screen.getByTestId('side-games');
      const live = await within(games).findByRole('link', { name: 'Live casino' });
      expect(within(games).getAllByRole('link').map((a) => a.textContent)).toEqual(['Live casino', 'Search games']);
      expect(games.querySelector('[data-slot="sideMenuGames"]')).toContainElement(live);
      expect(loads).toEqual(['games/./SideMenuGames']);
      fireEvent.click(live);
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('games down: a one-row retry in the game centre, tagged games; every other entry stays', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      boot();
      withGamesSlot();
      let down = true;
      federationWriters.installLoader(async () => {
        if (down) throw new Error('entry 404');
        return { default: FakeCategories };
      });
      renderWithProviders(<SideMenu open onClose={() => undefined} />, { resources });
      const retry = await screen.findByTestId('side-games-failure');
      expect(retry).toHaveAttribute('data-remote', 'games');
      expect(retry).toHaveAttribute('role', 'alert');
      expect(within(screen.getByTestId('side-games')).getByRole('link', { name: 'Search games' })).toHaveAttribute('href', '/search');
      expect(screen.getByRole('heading', { name: host.game_centre })).toBeInTheDocument();
      expect(screen.getByTestId('side-change-password')).toBeInTheDocument();
      expect(screen.getByTestId('side-logout')).toBeInTheDocument();
      down = false;
      fireEvent.click(within(retry).getByRole('button'));
      expect(await within(screen.getByTestId('side-games')).findByRole('link', { name: 'Live casino' })).toBeInTheDocument();
      expect(screen.queryByTestId('side-games-failure')).not.toBeInTheDocument();
      jest.restoreAllMocks();
    });
  });
});
