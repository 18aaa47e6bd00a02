import { act, screen, within } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { federationWriters, sessionWriters } from '@vitrine/shared/internal';
import { Header } from './Header';
import { menuManifest } from '../test-utils/menu-manifest';
import host from '../locales/en.json';

const resources = { host, games: { menu_home: 'Home page' }, promotions: { menu_promotions: 'Offers' } };

/** The live manifest: games and promotions each declare their main link (and other placements). */
function liveManifest() {
  return menuManifest({
    games: [
      { key: 'home', labelKey: 'menu_home', path: '/index', placement: 'main', icon: 'home', order: 0 },
      { key: 'home', labelKey: 'menu_home', path: '/index', placement: 'bottom', icon: 'home', order: 0 },
    ],
    promotions: [
      { key: 'promotions', labelKey: 'menu_promotions', path: '/promotions', placement: 'main', icon: 'promo', order: 20 },
      { key: 'news', labelKey: 'news_title', path: '/news', placement: 'side', group: 'more', icon: 'mail', order: 4 },
    ],
  });
}

const mainLinks = () => within(screen.getByRole('navigation', { name: host.main_navigation }));

describe("the header's main links come from the remotes' contributions", () => {
  beforeEach(() => {
    mockApi({});
    act(() => sessionWriters.clear());
  });

  it("draws each remote's main entry in order, labelled in its own namespace, the current route marked", async () => {
    act(() => federationWriters.setManifest(liveManifest()));
    renderWithProviders(<Header />, { resources, route: '/promotions' });
    expect(await mainLinks().findByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/index');
    expect(mainLinks().getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home page', '/index'],
      ['Offers', '/promotions'],
    ]);
    expect(mainLinks().getByRole('link', { name: 'Offers' })).toHaveClass('active');
    expect(mainLinks().getByRole('link', { name: 'Home page' })).not.toHaveClass('active');
  });

  it('a remote whose locale file cannot load keeps its link, named from the label remotes.json carries', async () => {
    const manifest = liveManifest();
    manifest.remotes.promotions!.contribution.menuLabels = { en: { menu_promotions: 'Promotions' }, pt: { menu_promotions: 'Promoções' } };
    act(() => federationWriters.setManifest(manifest));
    let i18n: ReturnType<typeof useTranslation>['i18n'] | null = null;
    const Grab = () => ((i18n = useTranslation().i18n), null);
    // No 'promotions' resources: the remote is down.
    renderWithProviders(
      <>
        <Grab />
        <Header />
      </>,
      { resources: { host, games: resources.games } },
    );
    expect(await mainLinks().findByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/promotions');
    await act(async () => void (await i18n!.changeLanguage('pt')));
    expect(mainLinks().getByRole('link', { name: 'Promoções' })).toHaveAttribute('href', '/promotions');
  });

  it('a remote dropped from remotes.json (or whose entry is gone) takes only its link; the header still renders', async () => {
    const manifest = liveManifest();
    delete manifest.remotes.games;
    act(() => federationWriters.setManifest(manifest));
    renderWithProviders(<Header />, { resources });
    expect(await mainLinks().findByRole('link', { name: 'Offers' })).toHaveAttribute('href', '/promotions');
    expect(mainLinks().getAllByRole('link')).toHaveLength(1);
    expect(screen.getByTestId('site-header')).toContainElement(screen.getByTestId('side-menu-open'));
    expect(screen.getByRole('link', { name: 'Vitrine' })).toHaveAttribute('href', '/index');
    // No manifest at all: an empty main nav, the rest of the header as ever.
    act(() => federationWriters.setManifest(menuManifest({})));
    expect(mainLinks().queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByTestId('side-menu-open')).toBeInTheDocument();
  });
});
