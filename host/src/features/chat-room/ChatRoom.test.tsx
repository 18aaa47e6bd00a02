import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { bus, type BusEvent } from '@vitrine/shared';
import { bootWriters, sessionWriters, toBootState } from '@vitrine/shared/internal';
import { ChatRoom } from './ChatRoom';
import { ChatFrame } from './ChatFrame';
import { SLOW_CHAT_MS } from './chat-room-rules';
import { RightBar } from '../../chrome/RightBar';
import { CentreSlots } from '../../app/CentreSlots';
import host from '../../locales/en.json';

const PERMISSION = '/wps/relay/CBS_groupPermission';
const LAUNCH = '/wps/relay/CBS_launchChat';
const UNREAD = '/wps/relay/CBS_unreadCount';

jest.setTimeout(20_000);

function logIn({ isAgent = 0, rankLevel = 2 }: { isAgent?: number; rankLevel?: number } = {}) {
  sessionWriters.store({ token: 'test-token', account: 'demo', isAgent });
  sessionWriters.setMember({
    id: '1',
    account: 'demo',
    nickname: 'Demo',
    type: isAgent,
    rankLevel,
    rankLabel: `VIP ${rankLevel}`,
  });
}

function events() {
  const seen: BusEvent[] = [];
  const sub = bus.all().subscribe((e) => seen.push(e));
  return { seen, stop: () => sub.unsubscribe() };
}

const calls = (fetchMock: jest.Mock, path: string) =>
  fetchMock.mock.calls.filter(
    ([input]) =>
      new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname === path,
  ).length;

const render = () =>
  renderWithProviders(
    <>
      <RightBar />
      <ChatRoom />
      <CentreSlots />
    </>,
    { resources: { host } },
  );

const openFromBus = () => act(() => bus.publish('chat-room/open', {}));

describe('ChatRoom', () => {
  let bus$: ReturnType<typeof events>;
  beforeEach(() => {
    bus$ = events();
  });
  afterEach(() => {
    bus$.stop();
    act(() => sessionWriters.clear());
    bootWriters.set(null as never);
  });

  it('asks a visitor to log in (the login popup) and calls nothing', async () => {
    const fetchMock = mockApi({ [PERMISSION]: { allowed: true }, [LAUNCH]: { url: 'http://chat.test/__sandbox/cs/chat' } });
    render();
    await userEvent.click(screen.getByTestId('right-bar-chat'));
    expect(bus$.seen).toContainEqual({ type: 'session/login-required', payload: { reason: 'chat-room' } });
    expect(screen.queryByTestId('chat-room')).not.toBeInTheDocument();
    expect(document.querySelector('[data-modal-overlay="chat-room"]')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a trial account with in_need_true_account and never launches the chat', async () => {
    logIn({ isAgent: 4 });
    const fetchMock = mockApi({
      [PERMISSION]: { allowed: false },
      [LAUNCH]: { url: 'http://chat.test/__sandbox/cs/chat' },
      [UNREAD]: { count: 0 },
    });
    render();
    openFromBus();
    const warning = await screen.findByTestId('true-account-required');
    expect(warning).toHaveTextContent(host.in_need_true_account);
    expect(bus$.seen).toContainEqual({
      type: 'session/true-account-required',
      payload: { feature: 'chat-room' },
    });
    expect(document.querySelector('[data-modal-overlay="chat-room"]')).toBeNull();
    expect(calls(fetchMock, PERMISSION)).toBe(1);
    expect(calls(fetchMock, LAUNCH)).toBe(0);
    // Trial accounts have no chat unread count to ask for.
    expect(calls(fetchMock, UNREAD)).toBe(0);
  });

  it('treats a trial_account_denied answer to the permission call as a refusal too', async () => {
    logIn({ isAgent: 4 });
    mockApi({
      [PERMISSION]: () => {
        throw new ApiFailure('trial_account_denied', 'in_need_true_account', 403);
      },
    });
    render();
    openFromBus();
    expect(await screen.findByTestId('true-account-required')).toBeInTheDocument();
    expect(screen.queryByTestId('chat-room-error')).not.toBeInTheDocument();
  });

  it('shows live chat below VIP rank 5: title, skeleton until the page loads, the launched address', async () => {
    logIn({ rankLevel: 4 });
    mockApi({
      [PERMISSION]: { allowed: true },
      [LAUNCH]: { url: 'http://chat.test/__sandbox/cs/chat' },
      [UNREAD]: { count: 0 },
    });
    render();
    openFromBus();
    const modal = await screen.findByRole('dialog', { name: 'Live chat' });
    expect(within(modal).queryByTestId('chat-room-vip-badge')).not.toBeInTheDocument();
    const frame = await within(modal).findByTestId('chat-room-frame');
    expect(frame).toHaveAttribute('src', 'http://chat.test/__sandbox/cs/chat');
    expect(frame).toHaveAttribute('title', 'Live chat');
    expect(within(modal).getByTestId('chat-room-frame-loading')).toBeInTheDocument();
    fireEvent.load(frame);
    expect(within(modal).queryByTestId('chat-room-frame-loading')).not.toBeInTheDocument();
    expect(frame).toHaveAttribute('data-loaded', 'true');
  });

  it('shows the VIP customer-service channel with a VIP badge above rank 4', async () => {
    logIn({ rankLevel: 5 });
    mockApi({
      [PERMISSION]: { allowed: true },
      [LAUNCH]: { url: 'http://chat.test/__sandbox/cs/vip' },
      [UNREAD]: { count: 0 },
    });
    render();
    openFromBus();
    const modal = await screen.findByRole('dialog', { name: /VIP customer service/ });
    expect(within(modal).getByTestId('chat-room-title')).toHaveAttribute('data-channel', 'vip');
    expect(within(modal).getByTestId('chat-room-vip-badge')).toHaveTextContent('VIP 5');
    expect(await within(modal).findByTestId('chat-room-frame')).toHaveAttribute(
      'src',
      'http://chat.test/__sandbox/cs/vip',
    );
  });

  it('shows an error state when the launch fails, and retries into the chat', async () => {
    logIn();
    let failures = 1;
    const fetchMock = mockApi({
      [PERMISSION]: { allowed: true },
      [LAUNCH]: () => {
        if (failures-- > 0) throw new ApiFailure('chat_unavailable', 'Chat service is down', 400);
        return { url: 'http://chat.test/__sandbox/cs/chat' };
      },
      [UNREAD]: { count: 0 },
    });
    render();
    openFromBus();
    const error = await screen.findByTestId('chat-room-error');
    expect(error).toHaveTextContent('The chat could not be opened');
    expect(error).toHaveTextContent('Chat service is down');
    expect(screen.queryByTestId('chat-room-frame')).not.toBeInTheDocument();
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('chat-room-frame')).toHaveAttribute(
      'src',
      'http://chat.test/__sandbox/cs/chat',
    );
    expect(screen.queryByTestId('chat-room-error')).not.toBeInTheDocument();
    expect(calls(fetchMock, LAUNCH)).toBe(2);
  });

  it('retries the permission call when that is what failed (server error)', async () => {
    logIn();
    let failures = 1;
    mockApi({
      [PERMISSION]: () => {
        if (failures-- > 0) throw new ApiFailure('server_error', '', 500);
        return { allowed: true };
      },
      [LAUNCH]: { url: 'http://chat.test/__sandbox/cs/chat' },
      [UNREAD]: { count: 0 },
    });
    render();
    openFromBus();
    const error = await screen.findByTestId('chat-room-error');
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('chat-room-frame')).toBeInTheDocument();
  });

  it.each(['javascript:alert(1)', '/__sandbox/cs/chat', 'http://localhost/anything'])('refuses %s (not http(s), or our own origin): invalid URL, contact customer service', async (url) => {
    logIn();
    mockApi({
      [PERMISSION]: { allowed: true },
      [LAUNCH]: { url },
      [UNREAD]: { count: 0 },
    });
    render();
    openFromBus();
    expect(await screen.findByTestId('chat-room-invalid-url')).toHaveTextContent(
      'Invalid URL, please contact customer service.',
    );
    expect(screen.queryByTestId('chat-room-frame')).not.toBeInTheDocument();
    expect(screen.getByTestId('chat-room-fallback')).toBeInTheDocument();
  });

  it('badges the unread count on the entry, traps focus, closes on Escape and re-reads the count', async () => {
    logIn();
    let unread = 3;
    const fetchMock = mockApi({
      [PERMISSION]: { allowed: true },
      [LAUNCH]: { url: 'http://chat.test/__sandbox/cs/chat' },
      [UNREAD]: () => ({ count: unread }),
    });
    render();
    const entry = screen.getByTestId('right-bar-chat');
    await waitFor(() => expect(within(entry).getByTestId('chat-unread')).toHaveTextContent('3'));
    expect(entry).toHaveAccessibleName('Chat room (Unread messages: 3)');

    entry.focus();
    await userEvent.click(entry);
    const modal = await screen.findByRole('dialog', { name: 'Live chat' });
    const frame = await within(modal).findByTestId('chat-room-frame');
    fireEvent.load(frame);
    const close = within(modal).getByTestId('chat-room-close');
    const reload = within(modal).getByTestId('chat-room-reload');
    // Focus starts inside; Tab order is close → chat page → reload, and wraps at both ends.
    expect(modal.contains(document.activeElement)).toBe(true);
    reload.focus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(reload).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(frame).toHaveFocus();

    unread = 0;
    // Keys typed inside the chat page stay in its document; Escape works from the modal's controls.
    reload.focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Live chat' })).not.toBeInTheDocument());
    await waitFor(() => expect(calls(fetchMock, UNREAD)).toBe(2));
    await waitFor(() => expect(within(entry).queryByTestId('chat-unread')).not.toBeInTheDocument());
    expect(entry).toHaveAccessibleName('Chat room');
    expect(entry).toHaveFocus();
  });

  it('asks again on every opening (a launch address may be single-use) and closes on logout', async () => {
    logIn();
    const fetchMock = mockApi({
      [PERMISSION]: { allowed: true },
      [LAUNCH]: { url: 'http://chat.test/__sandbox/cs/chat' },
      [UNREAD]: { count: 0 },
    });
    render();
    openFromBus();
    await screen.findByTestId('chat-room-frame');
    await userEvent.click(screen.getByTestId('chat-room-close'));
    await waitFor(() => expect(screen.queryByTestId('chat-room')).not.toBeInTheDocument());
    openFromBus();
    await screen.findByTestId('chat-room-frame');
    expect(calls(fetchMock, PERMISSION)).toBe(2);
    expect(calls(fetchMock, LAUNCH)).toBe(2);
    act(() => bus.publish('session/logged-out', { reason: 'logout' }));
    expect(document.querySelector('[data-modal-overlay="chat-room"]')).toBeNull();
  });

  it('opens the customer-service link instead when the chat room module (CBS3) is off', async () => {
    logIn();
    bootWriters.set(
      toBootState({
        status: 0,
        info: {
          whitelabel: [{ modId: 'COMM3', enabled: '1', childrenNodes: [{ modId: 'CBS3', enabled: '0' }] }],
          customerService: [{ csType: 1, name: 'Live chat', path: '/__sandbox/cs/chat' }],
        },
      } as never),
    );
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const fetchMock = mockApi({});
    render();
    expect(screen.queryByTestId('right-bar-chat')).not.toBeInTheDocument();
    openFromBus();
    expect(open).toHaveBeenCalledWith('http://localhost/__sandbox/cs/chat', 'CustomerService', 'width=500,height=500,noopener,noreferrer');
    expect(document.querySelector('[data-modal-overlay="chat-room"]')).toBeNull();
    expect(calls(fetchMock, PERMISSION)).toBe(0);
    open.mockRestore();
  });
});

describe('ChatFrame', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Fires the frame's load in a layout effect: before the commit's passive effects run, as a fast page can on a busy phone. */
  function LoadsBeforeEffects() {
    useLayoutEffect(() => {
      document.querySelector('[data-testid="chat-room-frame"]')?.dispatchEvent(new Event('load'));
    }, []);
    return null;
  }

  it('keeps a frame that loaded before the effects ran shown as loaded', () => {
    renderWithProviders(
      <>
        <ChatFrame url="http://localhost/__sandbox/cs/chat" title="Live chat" />
        <LoadsBeforeEffects />
      </>,
      { resources: { host } },
    );
    expect(screen.getByTestId('chat-room-frame')).toHaveAttribute('data-loaded', 'true');
    expect(screen.queryByTestId('chat-room-frame-loading')).not.toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(SLOW_CHAT_MS);
    });
    expect(screen.queryByTestId('chat-room-slow')).not.toBeInTheDocument();
  });

  it('covers a new address until its own frame loads', () => {
    const { rerender } = renderWithProviders(<ChatFrame url="http://localhost/__sandbox/cs/chat" title="Live chat" />, {
      resources: { host },
    });
    fireEvent.load(screen.getByTestId('chat-room-frame'));
    expect(screen.queryByTestId('chat-room-frame-loading')).not.toBeInTheDocument();
    rerender(<ChatFrame url="http://localhost/__sandbox/cs/chat?vip=5" title="Live chat" />);
    expect(screen.getByTestId('chat-room-frame-loading')).toBeInTheDocument();
    expect(screen.getByTestId('chat-room-frame')).toHaveAttribute('data-loaded', 'false');
    fireEvent.load(screen.getByTestId('chat-room-frame'));
    expect(screen.queryByTestId('chat-room-frame-loading')).not.toBeInTheDocument();
  });

  it('says the chat loads slowly after a while, and reloads it on request', () => {
    const fallback = jest.fn();
    renderWithProviders(
      <ChatFrame url="http://localhost/__sandbox/cs/chat" title="Live chat" onFallback={fallback} />,
      { resources: { host } },
    );
    expect(screen.queryByTestId('chat-room-slow')).not.toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(SLOW_CHAT_MS);
    });
    const slow = screen.getByTestId('chat-room-slow');
    expect(slow).toHaveTextContent('The chat is loading slowly.');
    fireEvent.click(within(slow).getByRole('button', { name: 'Contact customer service instead' }));
    expect(fallback).toHaveBeenCalledTimes(1);

    const first = screen.getByTestId('chat-room-frame');
    fireEvent.click(within(slow).getByRole('button', { name: 'Reload chat' }));
    expect(screen.queryByTestId('chat-room-slow')).not.toBeInTheDocument();
    const second = screen.getByTestId('chat-room-frame');
    expect(second).not.toBe(first);
    fireEvent.load(second);
    act(() => {
      jest.advanceTimersByTime(SLOW_CHAT_MS);
    });
    expect(screen.queryByTestId('chat-room-slow')).not.toBeInTheDocument();
    expect(screen.queryByTestId('chat-room-frame-loading')).not.toBeInTheDocument();
  });
});
