import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import type { endpoints, RouteContribution } from '@vitrine/shared';
import NewsPage from './NewsPage';
import { internalLink, NEWS_TYPES } from '../features/news/News';
import promotions from '../locales/en.json';

const ANN = '/wps/relay/MCSFE_getListAnnouncements';
const route: RouteContribution = { path: '/news', expose: './NewsPage', chrome: { header: true, footer: true, sideMenu: true } };

const ann = (id: number, type: endpoints.AnnouncementType, overrides: Partial<endpoints.Announcement> = {}): endpoints.Announcement => ({
  id,
  type,
  title: `${type} ${id}`,
  content: `<p>Body ${id}</p>`,
  date: `2026-01-${String(id).padStart(2, '0')} 10:00:00`,
  imageUrl: null,
  linkUrl: null,
  sort: id,
  ...overrides,
});
const answer = (over: Partial<endpoints.Announcements> = {}): endpoints.Announcements => ({
  banners: [],
  player: Array.from({ length: 12 }, (_, i) => ann(12 - i, 'PL')),
  popup: [],
  promotion: [ann(20, 'PR', { linkUrl: '/promoDetail?id=1' })],
  home: [ann(21, 'H', { linkUrl: 'javascript:alert(1)' })],
  ...over,
});

function Where() {
  return <output data-testid="location">{useLocation().pathname + useLocation().search}</output>;
}

const render = () =>
  renderWithProviders(
    <>
      <NewsPage remote="promotions" route={route} />
      <Where />
    </>,
    { resources: { promotions }, route: '/news' },
  );

jest.setTimeout(20_000);

describe('NewsPage', () => {
  it('notices 9 per page from one call; a detail shows sanitised HTML', async () => {
    const bodies: unknown[] = [];
    mockApi({
      [ANN]: (body: unknown) => {
        bodies.push(body);
        return answer({ player: [ann(12, 'PL', { content: '<p>Safe</p><script>window.__x = 1</script><img src="x" onerror="window.__x = 2">' }), ...answer().player.slice(1)] });
      },
    });
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    expect(screen.getByTestId('news-loading')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(screen.getAllByTestId('news-item')).toHaveLength(9));
    expect(bodies[0]).toMatchObject({ types: NEWS_TYPES, platform: 'W', execution: 'B' });
    expect(screen.getByTestId('news-page-number')).toHaveTextContent('Page 1 of 2');
    await userEvent.click(screen.getByTestId('news-next'));
    expect(screen.getAllByTestId('news-item')).toHaveLength(3);
    expect(screen.getByTestId('location')).toHaveTextContent('/news?p=2');
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getAllByTestId('news-item')[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'PL 12' });
    const content = within(dialog).getByTestId('news-content');
    expect(content).toHaveTextContent('Safe');
    expect(content.innerHTML).not.toMatch(/script|onerror/);
    expect((window as unknown as { __x?: number }).__x).toBeUndefined();
  });

  it('announcements: promotion and home ones, newest first; only a link on this site is offered', async () => {
    mockApi({ [ANN]: answer() });
    render();
    await screen.findAllByTestId('news-item');
    await userEvent.click(screen.getByRole('tab', { name: 'Announcements' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/news?tab=announcements');
    expect(screen.getAllByTestId('news-item').map((b) => b.querySelector('strong')?.textContent)).toEqual(['H 21', 'PR 20']);
    await userEvent.click(screen.getAllByTestId('news-item')[0]!);
    const home = await screen.findByRole('dialog', { name: 'H 21' });
    expect(within(home).queryByTestId('news-link')).not.toBeInTheDocument();
    await userEvent.click(within(home).getByRole('button', { name: /close/i }));
    await userEvent.click(screen.getAllByTestId('news-item')[1]!);
    const promo = await screen.findByRole('dialog', { name: 'PR 20' });
    await userEvent.click(within(promo).getByTestId('news-link'));
    expect(screen.getByTestId('location')).toHaveTextContent('/promoDetail?id=1');
  });

  it('an error offers a retry; an empty tab says so', async () => {
    let fail = true;
    mockApi({
      [ANN]: () => {
        if (fail) throw new ApiFailure('server_error', 'down', 500);
        return answer({ player: [] });
      },
    });
    render();
    const error = await screen.findByTestId('news-error');
    expect(error).toHaveTextContent('The news could not be loaded');
    fail = false;
    await userEvent.click(within(error).getByRole('button'));
    expect(await screen.findByTestId('news-empty')).toHaveTextContent('No notices right now.');
  });

  it('internalLink keeps addresses on this site only', () => {
    expect(internalLink('/promoDetail?id=1')).toBe('/promoDetail?id=1');
    expect(internalLink('//evil.example/x')).toBeNull();
    expect(internalLink('https://evil.example/')).toBeNull();
    expect(internalLink('javascript:alert(1)')).toBeNull();
    expect(internalLink('/\\evil')).toBeNull();
    expect(internalLink(null)).toBeNull();
  });
});
