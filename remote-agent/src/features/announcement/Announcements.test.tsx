import '../../test-utils/logged-in';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { endpoints } from '@vitrine/shared';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { Announcements } from './Announcements';
import agent from '../../locales/en.json';
import { PATHS } from '../../test-utils/agent-fixtures';

const resources = { agent };
const notice = (id: number, overrides: Partial<endpoints.Announcement> = {}): endpoints.Announcement => ({
  id,
  type: 'PL',
  title: `Notice ${id}`,
  content: `<p>Body of notice ${id}</p>`,
  date: '2026-02-01 09:00:00',
  imageUrl: null,
  linkUrl: null,
  sort: id,
  ...overrides,
});
const answer = (player: endpoints.Announcement[]): endpoints.Announcements => ({
  banners: [],
  player,
  popup: [],
  promotion: [],
  home: [],
});

function server(reply: () => unknown) {
  const requests: Record<string, unknown>[] = [];
  mockApi({
    [PATHS.announcements]: (body: unknown) => (requests.push(body as Record<string, unknown>), reply()),
  });
  return requests;
}

describe('Announcements', () => {
  it('lists the notices nine per page and opens one in place, its HTML sanitised', async () => {
    const requests = server(() =>
      answer([
        notice(1, {
          content: '<p>Welcome</p><img src="x" onerror="alert(1)"><script>window.hacked = true</script>',
        }),
        ...Array.from({ length: 10 }, (_, i) => notice(i + 2)),
      ]),
    );
    renderWithProviders(<Announcements />, { resources });
    expect(screen.getByTestId('announcements-loading')).toBeInTheDocument();
    expect(await screen.findAllByTestId('announcement')).toHaveLength(9);
    expect(requests[0]).toEqual({ types: 'PL', platform: 'W', execution: 'B' });
    const first = screen.getByRole('button', { name: /Notice 1\b/ });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const content = screen.getByTestId('announcement-content');
    expect(content).toHaveTextContent('Welcome');
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('img')).not.toHaveAttribute('onerror');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getAllByTestId('announcement')).toHaveLength(2));
    expect(within(screen.getAllByTestId('announcement')[1]).getByText('Notice 11')).toBeInTheDocument();
    expect(screen.queryByTestId('announcement-content')).not.toBeInTheDocument();
  });

  it('says when there are no announcements', async () => {
    server(() => answer([]));
    renderWithProviders(<Announcements />, { resources });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent(
      'There are no announcements right now.',
    );
  });

  it('offers a retry when the announcements cannot be loaded', async () => {
    let fail = true;
    server(() => {
      if (fail)
        throw new ApiFailure('module_disabled', 'Announcements (COMM3) is not enabled for this site', 403);
      return answer([notice(1)]);
    });
    renderWithProviders(<Announcements />, { resources });
    const error = await screen.findByTestId('announcements-error');
    expect(error).toHaveTextContent('The announcements could not be loaded');
    expect(error).toHaveTextContent('is not enabled for this site');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('announcement')).toHaveLength(1);
  });
});
