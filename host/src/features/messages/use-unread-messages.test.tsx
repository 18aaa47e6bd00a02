import { act, screen, waitFor } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { bus, endpoints } from '@vitrine/shared';
import { bootWriters, federationWriters, sessionWriters, toBootState } from '@vitrine/shared/internal';
import { AccountBar } from '../../chrome/AccountBar';
import { NavBadgeSources } from '../nav/NavBadgeSources';
import { menuManifest } from '../../test-utils/menu-manifest';
import host from '../../locales/en.json';

// The member remote's header entry for the inbox, as its contribution declares it.
const member = { menu_messages: 'Messages', menu_messages_unread: 'Unread in your inbox: {{count}}' };
const resources = { host, member };
const Bar = () => (
  <>
    <NavBadgeSources />
    <AccountBar />
  </>
);

const UNREAD = '/wps/relay/CSP_unreadCount';

function boot(inbox: '0' | '1') {
  const whitelabel = [{ modId: 'INBOX3', name: 'Inbox', enabled: inbox, childrenNodes: [] }];
  act(() => bootWriters.set(toBootState({ status: 0, info: { whitelabel } } as unknown as endpoints.SystemStatus)));
}

let client: ReturnType<typeof useQueryClient> | null = null;
function GrabClient() {
  client = useQueryClient();
  return null;
}

const unreadCalls = (fetchMock: jest.Mock) => fetchMock.mock.calls.filter(([input]) => new URL((input as Request).url).pathname === UNREAD);

describe('the unread messages badge in the header', () => {
  beforeEach(() => {
    sessionWriters.store({ token: 'test-token', account: 'demo', isAgent: 0 });
    federationWriters.setManifest(
      menuManifest({ member: [{ key: 'messages', labelKey: 'menu_messages', memberPage: 'messageV2', placement: 'header', icon: 'mail', order: 5, requiresFlag: 'INBOX3', badge: 'messages-unread', badgeLabelKey: 'menu_messages_unread' }] }),
    );
  });

  it('shows the unread count, drops when the inbox writes a new count, re-reads when the centre closes', async () => {
    let count = 3;
    const fetchMock = mockApi({ [UNREAD]: () => ({ count }) });
    boot('1');
    renderWithProviders(
      <>
        <GrabClient />
        <Bar />
      </>,
      { resources },
    );
    expect(await screen.findByTestId('bar-messages-badge')).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'Messages (Unread in your inbox: 3)' })).toBeInTheDocument();
    // The member remote's inbox, after a read, puts the server's new count in the shared cache.
    act(() => client!.setQueriesData<endpoints.UnreadCount>({ queryKey: [endpoints.unreadMessage.name] }, { count: 2 }));
    await waitFor(() => expect(screen.getByTestId('bar-messages-badge')).toHaveTextContent('2'));
    count = 0;
    const before = unreadCalls(fetchMock).length;
    act(() => bus.publish('member-centre/close', {}));
    await waitFor(() => expect(screen.queryByTestId('bar-messages-badge')).not.toBeInTheDocument());
    expect(unreadCalls(fetchMock).length).toBeGreaterThan(before);
    expect(screen.getByRole('button', { name: 'Messages' })).toBeInTheDocument();
  });

  it('opens the member centre on the messages page', async () => {
    mockApi({ [UNREAD]: { count: 1 } });
    boot('1');
    const opened = jest.fn();
    const off = bus.on('member-centre/open', opened);
    renderWithProviders(<Bar />, { resources });
    await screen.findByTestId('bar-messages-badge');
    act(() => screen.getByTestId('bar-messages').click());
    expect(opened).toHaveBeenCalledWith({ page: 'messageV2' });
    off();
  });

  it('is not offered when the inbox module is off; a trial account is not asked and gets the real-account warning', async () => {
    const fetchMock = mockApi({ [UNREAD]: { count: 4 } });
    boot('0');
    const { unmount } = renderWithProviders(<Bar />, { resources });
    expect(screen.queryByTestId('bar-messages')).not.toBeInTheDocument();
    unmount();
    sessionWriters.store({ token: 'test-token', account: 'trial', isAgent: 4 });
    boot('1');
    const warned = jest.fn();
    const off = bus.on('session/true-account-required', warned);
    renderWithProviders(<Bar />, { resources });
    act(() => screen.getByTestId('bar-messages').click());
    expect(warned).toHaveBeenCalledWith({ feature: 'messageV2' });
    off();
    await new Promise((r) => setTimeout(r, 20));
    expect(unreadCalls(fetchMock)).toHaveLength(0);
    expect(screen.queryByTestId('bar-messages-badge')).not.toBeInTheDocument();
  });
});
