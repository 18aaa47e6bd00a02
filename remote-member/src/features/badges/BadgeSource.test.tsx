import '../../test-utils/logged-in';
import { act, waitFor } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { bus, endpoints, resetNavBadges } from '@vitrine/shared';
import { mockApi, publishedBadges, renderBadgeSource } from '@vitrine/shared/testing';
import MemberBadgeSource from './BadgeSource';

// The whitelabel modules that are on, and whether the player is a trial account (isAgent 4).
const mockState = { on: new Set<string>(), trial: false };
jest.mock('@vitrine/shared', () => jest.requireActual('@vitrine/shared/testing').sharedAsPlayer(() => mockState));

const UNREAD = '/wps/relay/CSP_unreadCount';
const unreadCalls = (fetchMock: jest.Mock) => fetchMock.mock.calls.filter(([input]) => new URL((input as Request).url).pathname === UNREAD);

const shown = () => publishedBadges('messages-unread');

let client: ReturnType<typeof useQueryClient> | null = null;
function GrabClient() {
  client = useQueryClient();
  return null;
}

describe('the member badge source: messages-unread', () => {
  beforeEach(() => {
    mockState.on = new Set(['INBOX3']);
    mockState.trial = false;
  });
  afterEach(() => act(() => resetNavBadges()));

  it('publishes the unread count, follows the inbox’s writes, re-reads when the centre closes, and 0 on unmount', async () => {
    let count = 3;
    const fetchMock = mockApi({ [UNREAD]: () => ({ count }) });
    const { unmount } = renderBadgeSource(
      <>
        <GrabClient />
        <MemberBadgeSource />
      </>,
    );
    await waitFor(() => expect(shown()['messages-unread']).toBe(3));
    // The inbox, after a read, puts the server's new count in the shared cache.
    act(() => client!.setQueriesData<endpoints.UnreadCount>({ queryKey: [endpoints.unreadMessage.name] }, { count: 2 }));
    await waitFor(() => expect(shown()['messages-unread']).toBe(2));
    count = 0;
    const before = unreadCalls(fetchMock).length;
    act(() => bus.publish('member-centre/close', {}));
    await waitFor(() => expect(shown()['messages-unread']).toBe(0));
    expect(unreadCalls(fetchMock).length).toBeGreaterThan(before);
    count = 5;
    act(() => bus.publish('member-centre/close', {}));
    await waitFor(() => expect(shown()['messages-unread']).toBe(5));
    const published: number[] = [];
    const off = bus.on('nav/badge-changed', ({ badge, count: n }) => badge === 'messages-unread' && published.push(n));
    unmount();
    expect(published).toEqual([0]);
    off();
  });

  it('asks nothing and publishes 0 when the inbox module is off, or for a trial account', async () => {
    const fetchMock = mockApi({ [UNREAD]: { count: 4 } });
    mockState.on = new Set();
    const first = renderBadgeSource(<MemberBadgeSource />);
    expect(shown()['messages-unread']).toBe(0);
    first.unmount();
    mockState.on = new Set(['INBOX3']);
    mockState.trial = true;
    renderBadgeSource(<MemberBadgeSource />);
    await new Promise((r) => setTimeout(r, 20));
    expect(shown()['messages-unread']).toBe(0);
    expect(unreadCalls(fetchMock)).toHaveLength(0);
  });
});
