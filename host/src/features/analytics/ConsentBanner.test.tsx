import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@vitrine/shared/testing';
import { bootWriters, toBootState } from '@vitrine/shared/internal';
import { CONSENT_STORAGE_KEY, openConsentSettings, reloadConsent, type endpoints } from '@vitrine/shared';
import host from '../../locales/en.json';
import { ConsentBanner } from './ConsentBanner';
import { applyAnalytics } from './gtag';

function boot(gtagId: string) {
  act(() => bootWriters.set(toBootState({ status: 0, info: { whitelabel: [], analytics: { gtagId } } } as unknown as endpoints.SystemStatus)));
}

const gtagScripts = () => document.querySelectorAll('script[data-vitrine-gtag]');

beforeEach(() => {
  localStorage.clear();
  reloadConsent();
  document.head.innerHTML = '';
  document.cookie.split(';').forEach((c) => (document.cookie = `${c.split('=')[0].trim()}=; path=/; max-age=0`));
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('ConsentBanner', () => {
  it('asks first; Decline loads no script and sets no cookie; the choice is remembered and changeable', async () => {
    boot('G-SANDBOX000');
    renderWithProviders(<ConsentBanner />, { resources: { host } });
    const banner = screen.getByRole('region', { name: 'Cookies and analytics' });
    expect(banner).toHaveTextContent('Google Analytics');
    expect(gtagScripts()).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(screen.queryByTestId('consent-banner')).toBeNull();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('denied');
    expect(gtagScripts()).toHaveLength(0);
    expect((window as { dataLayer?: unknown }).dataLayer).toBeUndefined();

    act(() => openConsentSettings());
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('granted');
    const [script] = gtagScripts();
    expect(script).toHaveAttribute('src', 'https://www.googletagmanager.com/gtag/js?id=G-SANDBOX000');
    expect(script).toHaveProperty('async', true);
  });

  it('shows nothing and loads nothing when the gtagId is not a Google tag id', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    reloadConsent();
    boot('G-1"><img src=x>');
    renderWithProviders(<ConsentBanner />, { resources: { host } });
    expect(screen.queryByTestId('consent-banner')).toBeNull();
    expect(gtagScripts()).toHaveLength(0);
  });
});

describe('applyAnalytics', () => {
  it('loads once; a later decline removes the script, disables the id and deletes the _ga cookies', () => {
    expect(applyAnalytics('granted', 'G-ABC1234')).toBe('loaded');
    expect(applyAnalytics('granted', 'G-ABC1234')).toBe('already');
    expect(gtagScripts()).toHaveLength(1);
    expect((window as { dataLayer?: unknown[] }).dataLayer).toHaveLength(2);
    document.cookie = '_ga=GA1.1.1; path=/';
    document.cookie = '_ga_ABC1234=GS1; path=/';
    document.cookie = 'vitrine_lang=pt; path=/';
    expect(applyAnalytics('denied', 'G-ABC1234')).toBe('off');
    expect(gtagScripts()).toHaveLength(0);
    expect((window as unknown as Record<string, unknown>)['ga-disable-G-ABC1234']).toBe(true);
    expect(document.cookie).toBe('vitrine_lang=pt');
  });

  it('no answer yet: nothing loads', () => {
    expect(applyAnalytics(null, 'G-ABC1234')).toBe('off');
    expect(gtagScripts()).toHaveLength(0);
  });
});
