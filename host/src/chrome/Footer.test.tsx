import '../test-utils/version';
import { act, screen, within } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { federationWriters } from '@vitrine/shared/internal';
import { Footer } from './Footer';
import { menuManifest } from '../test-utils/menu-manifest';
import host from '../locales/en.json';

// Stands in for the games remote's provider strip.
function FakeProviders() {
  return (
    <ul aria-label="Game providers" data-testid="provider-strip">
      <li>
        <img src="/vendor/PG.svg" alt="PG Soft" />
      </li>
    </ul>
  );
}

describe('the footer', () => {
  beforeEach(() => {
    mockApi({ '/wps/system/helpCenter': [] });
    const manifest = menuManifest({ games: [] });
    manifest.remotes.games!.contribution.slots = { footerGames: './FooterGames' };
    act(() => federationWriters.setManifest(manifest));
  });
  afterEach(() => {
    federationWriters.installLoader(async () => null);
    jest.restoreAllMocks();
  });

  it("mounts the games remote's provider strip (footerGames slot) above the help and about links", async () => {
    const loads: string[] = [];
    federationWriters.installLoader(async (remote, expose) => (loads.push(`${remote}/${expose}`), { default: FakeProviders }));
    renderWithProviders(<Footer />, { resources: { host } });
    const strip = await screen.findByTestId('provider-strip');
    expect(screen.getByTestId('site-footer').querySelector('[data-slot="footerGames"]')).toContainElement(strip);
    expect(within(strip).getByRole('img', { name: 'PG Soft' })).toBeInTheDocument();
    expect(loads).toEqual(['games/./FooterGames']);
    expect(within(screen.getByTestId('about-links')).getAllByRole('link')).toHaveLength(7);
  });

  it('games down: no strip, the help, about links and copyright stay', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    federationWriters.installLoader(async () => {
      throw new Error('entry 404');
    });
    renderWithProviders(<Footer />, { resources: { host } });
    // A development build names the failure; production draws nothing there (kind 'widget').
    expect(await screen.findByTestId('footer-games-failure')).toHaveAttribute('data-remote', 'games');
    expect(screen.queryByTestId('provider-strip')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('about-links')).getAllByRole('link')).toHaveLength(7);
    expect(screen.getByTestId('footer-help')).toBeInTheDocument();
    expect(screen.getByTestId('site-footer')).toHaveTextContent('host test');
  });
  it('draws a help category\'s articles (sanitised server HTML) when the player opens it, not before', async () => {
    federationWriters.installLoader(async () => ({ default: FakeProviders }));
    mockApi({
      '/wps/system/helpCenter': [
        {
          id: 1,
          title: 'Depósitos',
          articles: [{ id: 11, title: 'Como depositar', content: '<p>Use o PIX<img src="x" onerror="alert(1)"></p>' }],
        },
      ],
    });
    renderWithProviders(<Footer />, { resources: { host } });
    const help = screen.getByTestId('footer-help');
    const summary = await within(help).findByText('Depósitos');
    expect(within(help).queryByText('Como depositar')).toBeNull();
    const details = summary.closest('details')!;
    act(() => {
      details.open = true;
      details.dispatchEvent(new Event('toggle'));
    });
    expect(await within(help).findByText('Como depositar')).toBeInTheDocument();
    expect(within(help).getByText('Use o PIX')).toBeInTheDocument();
    expect(help.querySelector('[onerror]')).toBeNull();
  });
});
