import '../../test-utils/version';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@vitrine/shared';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { PromotionDetail } from './PromotionDetail';
import PromotionDetailPage from '../../pages/PromotionDetailPage';
import promotions from '../../locales/en.json';
import { DETAIL_PATH, promotion } from '../../test-utils/fixtures';

const resources = { promotions };
const route = {
  path: '/promoDetail',
  expose: './PromotionDetailPage',
  chrome: { header: true, footer: true, sideMenu: true },
};

const detail = {
  ...promotion({ id: 2, title: 'Others bonus 2', tags: ['LIMITED', 'HIGH_REBATE'], bonusAmount: 10 }),
  content:
    '<h2>Como participar</h2><p>Regras da promoção 2.</p><img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script>',
  terms: '<ol><li>Uma vez por conta.</li></ol>',
};

describe('PromotionDetail (visitor)', () => {
  it('shows the promotion from the id in the address, its HTML sanitised', async () => {
    const asked: unknown[] = [];
    mockApi({ [DETAIL_PATH]: (body: unknown) => (asked.push(body), detail) });
    renderWithProviders(<PromotionDetailPage remote="promotions" route={route} />, {
      resources,
      route: '/promoDetail?id=2',
    });
    expect(screen.getByTestId('promotion-detail-loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Others bonus 2' })).toBeInTheDocument();
    expect(asked).toEqual([{ promotionId: 2 }]);
    const page = screen.getByTestId('promotion-detail-page');
    expect(within(page).getByText('LIMITED')).toBeInTheDocument();
    expect(within(page).getByText('HIGH REBATE')).toBeInTheDocument();
    expect(within(page).getByTestId('promotion-state')).toHaveTextContent('Open');
    expect(within(page).getByText('P 10.00')).toBeInTheDocument();
    const content = screen.getByTestId('promotion-content');
    expect(content).toHaveTextContent('Regras da promoção 2.');
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(screen.getByTestId('promotion-terms')).toHaveTextContent('Uma vez por conta.');
    expect(screen.getByRole('link', { name: 'All promotions' })).toHaveAttribute('href', '/promotions');
    expect(screen.getByTestId('remote-version')).toHaveAttribute('data-remote', 'promotions');
  });

  it('asks a visitor to log in when they press the action', async () => {
    mockApi({ [DETAIL_PATH]: detail });
    const loginRequired = jest.fn();
    const off = bus.on('session/login-required', loginRequired);
    renderWithProviders(<PromotionDetail id={2} />, { resources });
    await userEvent.click(await screen.findByRole('button', { name: 'Join' }));
    expect(loginRequired).toHaveBeenCalledWith({ reason: 'promotion' });
    off();
  });

  it('says so when the promotion does not exist or the address has no valid id', async () => {
    mockApi({
      [DETAIL_PATH]: () => {
        throw new ApiFailure('not_found', 'Promotion 99 not found', 404);
      },
    });
    const { unmount } = renderWithProviders(<PromotionDetail id={99} />, { resources });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent(
      'This promotion does not exist or has been removed.',
    );
    unmount();
    const fetchMock = mockApi({});
    renderWithProviders(<PromotionDetailPage remote="promotions" route={route} />, {
      resources,
      route: '/promoDetail?id=abc',
    });
    expect(screen.getByTestId('empty-state')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a retry when the promotion cannot be loaded, and recovers', async () => {
    let fail = true;
    mockApi({
      [DETAIL_PATH]: () => {
        if (fail) throw new ApiFailure('internal_error', 'Service unavailable', 500);
        return detail;
      },
    });
    renderWithProviders(<PromotionDetail id={2} />, { resources });
    expect(await screen.findByText('The promotion details could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Others bonus 2' })).toBeInTheDocument();
  });
});
