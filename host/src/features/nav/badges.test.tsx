import { act, screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { bus, endpoints, resetNavBadges, usePublishedBadge, type RemoteId } from '@vitrine/shared';
import { bootWriters, federationWriters, sessionWriters, toBootState } from '@vitrine/shared/internal';
import { AccountBar } from '../../chrome/AccountBar';
import { BadgeSourceSlots } from '../../app/CentreSlots';
import { menuManifest, recordLoads } from '../../test-utils/menu-manifest';
import host from '../../locales/en.json';

// The member remote's header entry for the inbox, as its contribution declares it.
const member = { menu_messages: 'Messages', menu_messages_unread: 'Unread in your inbox: {{count}}' };
const resources = { host, member };

const messages = { key: 'messages', labelKey: 'menu_messages', memberPage: 'messageV2', placement: 'header', icon: 'mail', order: 5, requiresFlag: 'INBOX3', badge: 'messages-unread', badgeLabelKey: 'menu_messages_unread' } as const;
const rewards = { key: 'rewards', labelKey: 'menu_rewards', memberPage: 'rewardCenter', placement: 'header', icon: 'reward', order: 6, badge: 'rewards-available' } as const;

function boot(inbox: '0' | '1') {
  const whitelabel = [{ modId: 'INBOX3', name: 'Inbox', enabled: inbox, childrenNodes: [] }];
  act(() => bootWriters.set(toBootState({ status: 0, info: { whitelabel } } as unknown as endpoints.SystemStatus)));
}

/** remotes.json where member and promotions each name a badge source (and games none). */
function withSources() {
  const manifest = menuManifest({ member: [messages], promotions: [rewards], games: [] });
  manifest.remotes.member!.contribution.slots = { badgeSource: './BadgeSource' };
  manifest.remotes.promotions!.contribution.slots = { badgeSource: './BadgeSource' };
  federationWriters.setManifest(manifest);
}

/** The header bar with every remote's badge source mounted, as the host draws them. */
const renderBar = () =>
  renderWithProviders(
    <>
      <BadgeSourceSlots />
      <AccountBar />
    </>,
    { resources },
  );

// Fake remote badge sources: each publishes its own count the way the remotes' sources do.
const counts: Record<string, number> = {};
function source(remote: RemoteId, badge: string) {
  return function FakeSource() {
    usePublishedBadge(badge, counts[remote] ?? 0);
    return null;
  };
}
const sources: Partial<Record<RemoteId, () => null>> = { member: source('member', 'messages-unread'), promotions: source('promotions', 'rewards-available') };

describe('menu badges come from the remotes’ badge sources', () => {
  let loads: string[];
  beforeEach(() => {
    mockApi({});
    loads = recordLoads((remote) => sources[remote]);
    sessionWriters.store({ token: 'test-token', account: 'demo', isAgent: 0 });
    withSources();
  });
  afterEach(() => act(() => resetNavBadges()));

  it('mounts every remote’s source while logged in; the header shows what they publish; logging out drops it', async () => {
    counts.member = 3;
    counts.promotions = 2;
    boot('1');
    renderBar();
    expect(await screen.findByTestId('bar-messages-badge')).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'Messages (Unread in your inbox: 3)' })).toBeInTheDocument();
    expect(await screen.findByTestId('bar-rewards-badge')).toHaveTextContent('2');
    expect(loads.sort()).toEqual(['member/./BadgeSource', 'promotions/./BadgeSource']);
    // A source publishes a new count (the inbox read a message): the badge follows.
    act(() => bus.publish('nav/badge-changed', { badge: 'messages-unread', count: 2 }));
    await waitFor(() => expect(screen.getByTestId('bar-messages-badge')).toHaveTextContent('2'));
    act(() => sessionWriters.clear());
    await waitFor(() => expect(screen.queryByTestId('bar-rewards-badge')).not.toBeInTheDocument());
    expect(screen.queryByTestId('bar-messages-badge')).not.toBeInTheDocument();
  });

  it('loads no source for a visitor, and a source that fails to load leaves the menus working', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => sessionWriters.clear());
    const { unmount } = renderWithProviders(<BadgeSourceSlots />, { resources });
    await new Promise((r) => setTimeout(r, 20));
    expect(loads).toEqual([]);
    unmount();

    sessionWriters.store({ token: 'test-token', account: 'demo', isAgent: 0 });
    counts.promotions = 5;
    federationWriters.installLoader(async (remote) => {
      if (remote === 'member') throw new Error('entry 404');
      return { default: sources[remote] };
    });
    boot('1');
    renderBar();
    expect(await screen.findByTestId('bar-rewards-badge')).toHaveTextContent('5');
    expect(screen.getByTestId('bar-messages')).toBeInTheDocument();
    expect(screen.queryByTestId('bar-messages-badge')).not.toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('opens the member centre on the messages page; not offered when the inbox module is off', async () => {
    counts.member = 1;
    boot('1');
    const opened = jest.fn();
    const off = bus.on('member-centre/open', opened);
    const { unmount } = renderBar();
    await screen.findByTestId('bar-messages-badge');
    act(() => screen.getByTestId('bar-messages').click());
    expect(opened).toHaveBeenCalledWith({ page: 'messageV2' });
    off();
    unmount();
    boot('0');
    renderWithProviders(<AccountBar />, { resources });
    expect(screen.queryByTestId('bar-messages')).not.toBeInTheDocument();
  });
});
