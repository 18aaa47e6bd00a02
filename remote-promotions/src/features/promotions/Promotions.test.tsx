import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, type endpoints, formatDate } from '@vitrine/shared';
import { ApiFailure, firstPaintPicturesOf, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { Promotions } from './Promotions';
import promotions from '../../locales/en.json';
import {
  CATEGORIES_PATH,
  DETAIL_PATH,
  LIST_PATH,
  categories,
  page,
  promotion,
} from '../../test-utils/fixtures';

const resources = { promotions };

describe('Promotions (visitor)', () => {
  it('lists promotions with filter tabs, tag badges, period and state', async () => {
    const requests: endpoints.PromotionListRequest[] = [];
    mockApi({
      [CATEGORIES_PATH]: categories,
      [LIST_PATH]: (body: endpoints.PromotionListRequest) => {
        requests.push(body);
        return page([
          promotion(),
          promotion({
            id: 2,
            title: 'Slots bonus 1',
            category: 'SLOTS',
            tags: ['VIP'],
            state: 'COMING_SOON',
            mode: 'CLAIM',
          }),
        ]);
      },
    });
    renderWithProviders(<Promotions />, { resources });
    expect(screen.getByTestId('promotions-loading')).toBeInTheDocument();
    const cards = await screen.findAllByTestId('promotion-card');
    expect(cards).toHaveLength(2);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'Sports',
      'Slots',
      'Newbie',
    ]);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    const first = within(cards[0]);
    expect(first.getByRole('heading', { name: 'Sports bonus 1' })).toBeInTheDocument();
    expect(first.getByText('NEWBIE')).toBeInTheDocument();
    expect(first.getByText('HIGH REBATE')).toBeInTheDocument();
    expect(first.getByTestId('promotion-state')).toHaveTextContent('Open');
    expect(first.getByTestId('promotion-period')).toHaveTextContent(
      `${formatDate('2026-01-10 00:00:00', 'en')} – ${formatDate('2026-12-31 23:59:59', 'en')}`,
    );
    expect(first.getByText('P 50.00')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Join' })).toBeInTheDocument();
    const second = within(cards[1]);
    expect(second.getByText('VIP')).toBeInTheDocument();
    expect(second.getByTestId('promotion-state')).toHaveTextContent('Coming soon');
    expect(second.queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();
    // The first card's picture (the page's largest paint) loads at once and first; the others lazily.
    const [firstImage, secondImage] = cards.map((card) => card.querySelector('img')!);
    expect(firstImage).toHaveAttribute('loading', 'eager');
    expect(firstImage).toHaveAttribute('fetchpriority', 'high');
    expect(secondImage).toHaveAttribute('loading', 'lazy');
    expect(secondImage).not.toHaveAttribute('fetchpriority', 'high');
    expect(requests[0]).toEqual({ pageNo: 1, pageSize: 12 });
  });

  it('filters by category, and says so when a category is empty', async () => {
    const requests: endpoints.PromotionListRequest[] = [];
    mockApi({
      [CATEGORIES_PATH]: categories,
      [LIST_PATH]: (body: endpoints.PromotionListRequest) => {
        requests.push(body);
        if (body.category === 'NEWBIE') return page([]);
        if (body.category === 'SLOTS')
          return page([promotion({ id: 2, title: 'Slots bonus 1', category: 'SLOTS' })]);
        return page([promotion(), promotion({ id: 2, title: 'Slots bonus 1', category: 'SLOTS' })]);
      },
    });
    renderWithProviders(<Promotions />, { resources });
    await screen.findAllByTestId('promotion-card');
    await userEvent.click(screen.getByRole('tab', { name: 'Slots' }));
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText(
      (_, el) =>
        el?.getAttribute('data-testid') === 'promotion-grid' &&
        el.querySelectorAll('[data-testid="promotion-card"]').length === 1,
    );
    expect(screen.getByRole('heading', { name: 'Slots bonus 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Newbie' }));
    expect(await screen.findByTestId('empty-state')).toHaveTextContent(
      'No promotions in this category right now.',
    );
    expect(requests.map((r) => r.category)).toEqual([undefined, 'SLOTS', 'NEWBIE']);
  });

  it("falls back to the spec's filters when the categories cannot be read", async () => {
    mockApi({ [LIST_PATH]: page([promotion()]) });
    renderWithProviders(<Promotions />, { resources });
    await screen.findAllByTestId('promotion-card');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toHaveLength(15);
    expect(tabs.slice(0, 4)).toEqual(['All', 'Others', 'Sports', 'Live casino']);
    expect(tabs[14]).toBe('Game promotions');
  });

  it('shows a retry when the list cannot be loaded, and recovers', async () => {
    let fail = true;
    mockApi({
      [CATEGORIES_PATH]: categories,
      [LIST_PATH]: () => {
        if (fail) throw new ApiFailure('module_disabled', 'Promotions are not enabled', 403);
        return page([promotion()]);
      },
    });
    renderWithProviders(<Promotions />, { resources });
    expect(await screen.findByText('The promotions could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Sports bonus 1' })).toBeInTheDocument();
  });

  it('asks a visitor to log in when they press Join, without calling the server', async () => {
    const fetchMock = mockApi({ [CATEGORIES_PATH]: categories, [LIST_PATH]: page([promotion()]) });
    const loginRequired = jest.fn();
    const off = bus.on('session/login-required', loginRequired);
    renderWithProviders(<Promotions />, { resources });
    await userEvent.click(await screen.findByRole('button', { name: 'Join' }));
    expect(loginRequired).toHaveBeenCalledWith({ reason: 'promotion' });
    expect(fetchMock.mock.calls.map((c) => new URL((c[0] as Request).url).pathname)).not.toContain(
      '/wps/relay/MCSFE_claimPromotion',
    );
    off();
  });

  it('pages through long lists', async () => {
    const requests: endpoints.PromotionListRequest[] = [];
    mockApi({
      [CATEGORIES_PATH]: categories,
      [LIST_PATH]: (body: endpoints.PromotionListRequest) => {
        requests.push(body);
        return {
          ...page([promotion({ id: body.pageNo ?? 1, title: `Bonus page ${body.pageNo}` })], 28),
          pageNo: body.pageNo,
        };
      },
    });
    renderWithProviders(<Promotions />, { resources });
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('heading', { name: 'Bonus page 2' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(requests.map((r) => r.pageNo)).toEqual([1, 2]);
  });

  it('shows the details with the server HTML sanitised', async () => {
    mockApi({
      [CATEGORIES_PATH]: categories,
      [LIST_PATH]: page([promotion()]),
      [DETAIL_PATH]: {
        ...promotion(),
        content:
          '<h2>Como participar</h2><p>Regras.</p><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2">',
        terms: '<ol><li>Uma vez por conta.</li></ol>',
      },
    });
    renderWithProviders(<Promotions />, { resources });
    await userEvent.click(await screen.findByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sports bonus 1' });
    const content = await within(dialog).findByTestId('promotion-content');
    expect(content).toHaveTextContent('Como participar');
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(within(dialog).getByTestId('promotion-terms')).toHaveTextContent('Uma vez por conta.');
    expect((window as { __xss?: number }).__xss).toBeUndefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'CLOSE' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Promotions first paint', () => {
  it('the loading state names the pictures of the cards the list then shows first, from the same request', async () => {
    const requests: endpoints.PromotionListRequest[] = [];
    const list = [
      promotion({ id: 1, imageUrl: '/promo/1.jpg' }),
      promotion({ id: 2, imageUrl: '' }),
      promotion({ id: 3, imageUrl: null as unknown as string }),
      promotion({ id: 4, imageUrl: '/promo/4.jpg' }),
    ];
    mockApi({
      [CATEGORIES_PATH]: categories,
      [LIST_PATH]: (body: endpoints.PromotionListRequest) => {
        requests.push(body);
        return page(list);
      },
    });
    renderWithProviders(<Promotions />, { resources });
    const loading = screen.getByTestId('promotions-loading');
    expect(loading.querySelectorAll('[data-fp-slot="picture"]')).toHaveLength(4);
    // Place for place: the card without a picture keeps its place empty.
    expect(await firstPaintPicturesOf(loading)).toEqual(['/promo/1.jpg', '', null, '/promo/4.jpg']);
    const cards = await screen.findAllByTestId('promotion-card');
    expect(cards[0].querySelector('img')).toHaveAttribute('src', '/promo/1.jpg');
    expect(cards[3].querySelector('img')).toHaveAttribute('src', '/promo/4.jpg');
    expect(requests.length).toBeGreaterThanOrEqual(2);
    expect(new Set(requests.map((r) => JSON.stringify(r))).size).toBe(1);
  });
});
