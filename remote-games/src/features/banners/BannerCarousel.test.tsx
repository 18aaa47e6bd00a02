import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiFailure, mockApi, renderWithProviders, testI18n } from '@vitrine/shared/testing';
import type { endpoints } from '@vitrine/shared';
import { AUTO_ADVANCE_MS, BannerCarousel } from './BannerCarousel';
import { bannerTarget } from './banner-link';
import { clearBoot, setBoot } from '../../test-utils/host-state';
import games from '../../locales/en.json';

const PATH = '/wps/relay/MCSFE_getListAnnouncements';

const banner = (id: number, overrides: Partial<endpoints.Announcement> = {}): endpoints.Announcement => ({
  id,
  type: 'B',
  title: `Banner ${id}`,
  content: '',
  date: '2026-01-01 00:00:00',
  imageUrl: `/banner/${id}.svg`,
  linkUrl: null,
  sort: id,
  ...overrides,
});

const answer = (banners: endpoints.Announcement[]) => ({
  banners,
  player: [],
  popup: [],
  promotion: [],
  home: [],
});

function reducedMotion(on: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: on && query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

/** Render inside its own i18next instance (so a test can switch the language). */
function renderIn(language: string, ui: ReactElement = <BannerCarousel />) {
  const i18n = testI18n({ games });
  void i18n.changeLanguage(language);
  const view = renderWithProviders(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>, {
    resources: { games },
  });
  return { ...view, i18n };
}

const slides = () => screen.getAllByTestId('banner-slide');
const current = () => Number(screen.getByTestId('banners').getAttribute('data-current'));

beforeEach(() => {
  reducedMotion(false);
  setBoot({ modules: [] });
});
afterEach(() => {
  jest.useRealTimers();
  clearBoot();
});

describe('BannerCarousel: states', () => {
  it('shows a skeleton in the banner frame while loading, then the banners in server order', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    mockApi({
      [PATH]: () => answer([banner(2, { sort: 1 }), banner(1, { sort: 0 }), banner(3, { sort: 2 })]),
    });
    const fetchMock = globalThis.fetch as jest.Mock;
    const real = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (...args: unknown[]) => {
      await gate;
      return real(...(args as Parameters<typeof real>));
    });
    renderWithProviders(<BannerCarousel />, { resources: { games } });
    const loading = screen.getByTestId('banners-loading');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading).toHaveAccessibleName('Featured banners');
    // The controls row's place is kept while loading (the list may come after the app is shown).
    expect(within(loading).getByTestId('banner-controls-place')).toHaveStyle({ height: '44px' });
    expect(screen.getByTestId('banner-controls-place')).toHaveAttribute('aria-hidden', 'true');
    release();
    await waitFor(() => expect(slides()).toHaveLength(3));
    expect(screen.queryByTestId('banners-loading')).not.toBeInTheDocument();
    // Replaced by the controls themselves, one touch target high.
    expect(screen.queryByTestId('banner-controls-place')).not.toBeInTheDocument();
    expect(screen.getByTestId('banner-rotation')).toHaveStyle({ height: '44px' });
    expect(slides().map((s) => within(s).getByRole('img', { hidden: true }).getAttribute('alt'))).toEqual([
      'Banner 1',
      'Banner 2',
      'Banner 3',
    ]);
  });

  it('asks for the host chrome’s announcement request (one shared cache entry)', async () => {
    setBoot({ announcementTypes: ['B', 'PL', 'PU', 'PR', 'H'] });
    const bodies: unknown[] = [];
    mockApi({ [PATH]: (body: unknown) => (bodies.push(body), answer([banner(1)])) });
    renderWithProviders(<BannerCarousel />, { resources: { games } });
    await screen.findByTestId('banners');
    expect(bodies).toEqual([{ types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' }]);
  });

  it('asks for banners alone when the brand’s announcement types leave them out', async () => {
    setBoot({ announcementTypes: ['PL', 'PU'] });
    const bodies: unknown[] = [];
    mockApi({ [PATH]: (body: unknown) => (bodies.push(body), answer([banner(1)])) });
    renderWithProviders(<BannerCarousel />, { resources: { games } });
    await screen.findByTestId('banners');
    expect(bodies).toEqual([{ types: 'B', platform: 'W', execution: 'B' }]);
  });

  it('collapses (renders nothing) when there are no banners', async () => {
    const fetchMock = mockApi({ [PATH]: answer([]) });
    const { container } = renderWithProviders(<BannerCarousel />, { resources: { games } });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByTestId('banners-loading')).not.toBeInTheDocument());
    expect(container).toBeEmptyDOMElement();
  });

  it('collapses (renders nothing, no error box) when the call fails', async () => {
    const fetchMock = mockApi({
      [PATH]: () => {
        throw new ApiFailure('module_disabled', 'COMM3 is not enabled', 403);
      },
    });
    const { container } = renderWithProviders(<BannerCarousel />, { resources: { games } });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByTestId('banners-loading')).not.toBeInTheDocument());
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('re-fetches when the language changes (the language is in the query key)', async () => {
    const languages: string[] = [];
    mockApi({
      [PATH]: (_body: unknown) => {
        const language = languages.length === 0 ? 'en' : 'pt';
        languages.push(language);
        return answer([banner(1, { title: language === 'en' ? 'Welcome' : 'Bem-vindo' })]);
      },
    });
    const { i18n } = renderIn('en');
    expect(await screen.findByAltText('Welcome')).toBeInTheDocument();
    await act(async () => {
      await i18n.changeLanguage('pt');
    });
    expect(await screen.findByAltText('Bem-vindo')).toBeInTheDocument();
    expect(languages).toEqual(['en', 'pt']);
  });
});

describe('BannerCarousel: content', () => {
  it('first image eager with high fetch priority and its size (LCP, no shift); the others lazy', async () => {
    mockApi({ [PATH]: answer([banner(1), banner(2), banner(3)]) });
    renderWithProviders(<BannerCarousel />, { resources: { games } });
    await waitFor(() => expect(slides()).toHaveLength(3));
    const images = slides().map((s) => within(s).getByRole('img', { hidden: true }));
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('width', '1200');
    expect(images[0]).toHaveAttribute('height', '400');
    expect(images[0]).toHaveAttribute('src', 'https://img.test/banner/1.svg');
    for (const image of images.slice(1)) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority', 'high');
    }
  });

  it('links: a route through the router, another site in a new tab with noopener, unsafe schemes not at all', async () => {
    mockApi({
      [PATH]: answer([
        banner(1, { linkUrl: '/rng?page=PG' }),
        banner(2, { linkUrl: 'https://partner.example/offer' }),
        banner(3, { linkUrl: 'javascript:alert(1)' }),
        banner(4, { linkUrl: null }),
      ]),
    });
    renderWithProviders(<BannerCarousel />, { resources: { games } });
    await waitFor(() => expect(slides()).toHaveLength(4));
    const [internal, external, unsafe, none] = slides();
    const route = within(internal).getByRole('link');
    expect(route).toHaveAttribute('href', '/rng?page=PG');
    expect(route).not.toHaveAttribute('target');
    const away = within(external).getByRole('link', { hidden: true });
    expect(away).toHaveAttribute('href', 'https://partner.example/offer');
    expect(away).toHaveAttribute('target', '_blank');
    expect(away.getAttribute('rel')).toContain('noopener');
    expect(away).toHaveTextContent('(opens in a new tab)');
    expect(within(unsafe).queryByRole('link', { hidden: true })).not.toBeInTheDocument();
    expect(within(none).queryByRole('link', { hidden: true })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('server text never becomes markup (titles are text, not HTML)', async () => {
    const payload = '<img src=x onerror="window.__xss=1">Promo';
    mockApi({
      [PATH]: answer([
        banner(1, { imageUrl: null, title: payload, content: '<script>window.__xss=2</script>' }),
      ]),
    });
    renderWithProviders(<BannerCarousel />, { resources: { games } });
    expect(await screen.findByText(payload)).toBeInTheDocument();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('a single banner has no carousel controls, and keeps their place (nothing below moves)', async () => {
    mockApi({ [PATH]: answer([banner(1)]) });
    renderWithProviders(<BannerCarousel />, { resources: { games } });
    await screen.findByTestId('banners');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByTestId('banner-controls-place')).toHaveStyle({ height: '44px' });
  });
});

describe('BannerCarousel: controls', () => {
  it('previous/next buttons and dots move the slide (wrapping), with labels and aria state', async () => {
    mockApi({ [PATH]: answer([banner(1), banner(2), banner(3)]) });
    renderWithProviders(<BannerCarousel />, { resources: { games } });
    const next = await screen.findByRole('button', { name: 'Next banner' });
    const previous = screen.getByRole('button', { name: 'Previous banner' });
    const region = screen.getByRole('region', { name: 'Featured banners' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(slides()[0]).toHaveAccessibleName('1 of 3');
    expect(slides()[0]).toHaveAttribute('aria-hidden', 'false');
    expect(slides()[1]).toHaveAttribute('aria-hidden', 'true');

    await userEvent.click(next);
    expect(current()).toBe(1);
    expect(slides()[1]).toHaveAttribute('aria-hidden', 'false');
    expect(slides()[0]).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button', { name: 'Show banner 2 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Show banner 1 of 3' })).toHaveAttribute(
      'aria-current',
      'false',
    );

    await userEvent.click(previous);
    await userEvent.click(previous);
    expect(current()).toBe(2);
    await userEvent.click(next);
    expect(current()).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Show banner 3 of 3' }));
    expect(current()).toBe(2);
    expect(slides()[2]).toHaveAttribute('data-active', 'true');
  });

  it('keyboard: arrow keys, Home and End; the hidden slides are out of the tab order', async () => {
    mockApi({
      [PATH]: answer([banner(1, { linkUrl: '/vip' }), banner(2, { linkUrl: '/promotions' }), banner(3)]),
    });
    renderWithProviders(<BannerCarousel />, { resources: { games } });
    await screen.findByTestId('banners');
    expect(slides()[1]).toHaveAttribute('inert');
    await userEvent.tab();
    expect(screen.getByRole('link')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(current()).toBe(1);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(current()).toBe(0);
    await userEvent.keyboard('{ArrowLeft}');
    expect(current()).toBe(2);
    await userEvent.keyboard('{Home}');
    expect(current()).toBe(0);
    await userEvent.keyboard('{End}');
    expect(current()).toBe(2);
    act(() => screen.getByRole('button', { name: 'Next banner' }).focus());
    await userEvent.keyboard('{Enter}');
    expect(current()).toBe(0);
  });

  it('RTL: the carousel is laid out right to left and the arrow keys and swipes mirror', async () => {
    mockApi({ [PATH]: answer([banner(1), banner(2), banner(3)]) });
    renderIn('ar');
    const region = await screen.findByTestId('banners');
    expect(region).toHaveAttribute('dir', 'rtl');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(current()).toBe(1);
    // The track moves towards the end of the line (to the right) to bring the next banner.
    expect(slides()[0].parentElement).toHaveStyle({ transform: 'translateX(100%)' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(current()).toBe(0);
    const frame = slides()[0].parentElement!.parentElement!;
    fireEvent.touchStart(frame, { touches: [{ clientX: 100, clientY: 50 }] });
    fireEvent.touchEnd(frame, { changedTouches: [{ clientX: 220, clientY: 55 }] });
    expect(current()).toBe(1);
  });

  it('swipe on touch: left for the next banner, right for the previous; short or vertical moves do nothing', async () => {
    mockApi({ [PATH]: answer([banner(1), banner(2), banner(3)]) });
    renderWithProviders(<BannerCarousel />, { resources: { games } });
    await screen.findByTestId('banners');
    const frame = slides()[0].parentElement!.parentElement!;
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.touchStart(frame, { touches: [{ clientX: from[0], clientY: from[1] }] });
      fireEvent.touchEnd(frame, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
    };
    swipe([300, 50], [120, 60]);
    expect(current()).toBe(1);
    expect(slides()[0].parentElement).toHaveStyle({ transform: 'translateX(-100%)' });
    swipe([120, 50], [300, 40]);
    expect(current()).toBe(0);
    swipe([300, 50], [280, 50]);
    expect(current()).toBe(0);
    swipe([300, 50], [200, 300]);
    expect(current()).toBe(0);
  });
});

describe('BannerCarousel: auto-advance', () => {
  it('advances on its own, and pauses while hovered or focused', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    mockApi({ [PATH]: answer([banner(1, { linkUrl: '/vip' }), banner(2), banner(3)]) });
    renderWithProviders(<BannerCarousel />, { resources: { games } });
    const region = await screen.findByTestId('banners');
    expect(region).toHaveAttribute('data-playing', 'true');
    // While rotating, changes are not announced; when stopped they are.
    expect(slides()[0].parentElement).toHaveAttribute('aria-live', 'off');
    act(() => jest.advanceTimersByTime(AUTO_ADVANCE_MS));
    expect(current()).toBe(1);

    fireEvent.mouseEnter(region);
    expect(region).toHaveAttribute('data-playing', 'false');
    act(() => jest.advanceTimersByTime(AUTO_ADVANCE_MS * 3));
    expect(current()).toBe(1);
    fireEvent.mouseLeave(region);
    act(() => jest.advanceTimersByTime(AUTO_ADVANCE_MS));
    expect(current()).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Show banner 1 of 3' }));
    expect(current()).toBe(0);
    fireEvent.mouseLeave(region);
    // Focus is still inside (on the dot): paused.
    expect(region).toHaveAttribute('data-playing', 'false');
    expect(slides()[0].parentElement).toHaveAttribute('aria-live', 'polite');
    act(() => jest.advanceTimersByTime(AUTO_ADVANCE_MS * 2));
    expect(current()).toBe(0);
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => jest.advanceTimersByTime(AUTO_ADVANCE_MS));
    expect(current()).toBe(1);
  });

  it('the pause button stops the rotation and play starts it again', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    mockApi({ [PATH]: answer([banner(1), banner(2), banner(3)]) });
    renderWithProviders(<BannerCarousel />, { resources: { games } });
    const region = await screen.findByTestId('banners');
    await user.click(screen.getByRole('button', { name: 'Pause the banners' }));
    fireEvent.mouseLeave(region);
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => jest.advanceTimersByTime(AUTO_ADVANCE_MS * 3));
    expect(current()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Play the banners' }));
    fireEvent.mouseLeave(region);
    // Explicitly started: it keeps going even with focus on the button.
    act(() => jest.advanceTimersByTime(AUTO_ADVANCE_MS));
    expect(current()).toBe(1);
  });

  it('prefers-reduced-motion: no auto-advance (the controls still work)', async () => {
    reducedMotion(true);
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    mockApi({ [PATH]: answer([banner(1), banner(2), banner(3)]) });
    renderWithProviders(<BannerCarousel />, { resources: { games } });
    const region = await screen.findByTestId('banners');
    expect(region).toHaveAttribute('data-playing', 'false');
    act(() => jest.advanceTimersByTime(AUTO_ADVANCE_MS * 5));
    expect(current()).toBe(0);
    expect(screen.getByRole('button', { name: 'Play the banners' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(current()).toBe(1);
  });
});

describe('bannerTarget', () => {
  const origin = 'https://shop.test';
  it.each([
    ['/promotions', { kind: 'internal', to: '/promotions' }],
    ['/rng?page=PG#top', { kind: 'internal', to: '/rng?page=PG#top' }],
    ['vip', { kind: 'internal', to: '/vip' }],
    ['https://shop.test/vip?x=1', { kind: 'internal', to: '/vip?x=1' }],
    ['https://partner.example/a', { kind: 'external', href: 'https://partner.example/a' }],
    ['//partner.example/a', { kind: 'external', href: 'https://partner.example/a' }],
    ['javascript:alert(1)', null],
    [' JavaScript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['', null],
    [null, null],
  ])('%s', (link, expected) => {
    expect(bannerTarget(link, origin)).toEqual(expected);
  });
});
