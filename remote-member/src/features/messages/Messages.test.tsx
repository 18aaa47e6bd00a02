import '../../test-utils/logged-in';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@vitrine/shared';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { Messages } from './Messages';
import member from '../../locales/en.json';

const resources = { member };

const message = (id: number, read: boolean, overrides: Partial<endpoints.InboxMessage> = {}): endpoints.InboxMessage => ({
  id,
  title: `Message ${id}`,
  content: `<p>Body of <b>message ${id}</b></p>`,
  read,
  createdAt: '2026-03-09 12:00:00',
  ...overrides,
});

/** A fake inbox: read and delete change it as the sandbox does and answer the unread count. */
function inboxServer(options: { inboxFails?: () => boolean; deleteFails?: boolean } = {}) {
  const messages = [
    message(4, false, {
      title: 'Security',
      content: '<p>Turn on two-step verification.</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
    }),
    message(3, false),
    message(1, true),
  ];
  const sent: { path: string; body: unknown }[] = [];
  const unread = () => ({ count: messages.filter((m) => !m.read).length });
  mockApi({
    [endpoints.unreadMessage.path]: () => unread(),
    [endpoints.inbox.path]: (body: unknown) => {
      if (options.inboxFails?.()) throw new ApiFailure('internal_error', 'Inbox unavailable', 500);
      const { pageNo = 1, pageSize = 10 } = body as endpoints.PageRequest;
      return {
        list: messages.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        pageNo,
        pageSize,
        total: messages.length,
        totalPages: Math.ceil(messages.length / pageSize),
      };
    },
    [endpoints.readMessage.path]: (body: unknown) => {
      sent.push({ path: 'read', body });
      const m = messages.find((x) => x.id === (body as { id: number }).id);
      if (m) m.read = true;
      return unread();
    },
    [endpoints.deleteMessage.path]: (body: unknown) => {
      sent.push({ path: 'delete', body });
      if (options.deleteFails) throw new ApiFailure('not_found', 'Message 3 not found', 404);
      const i = messages.findIndex((x) => x.id === (body as { id: number }).id);
      messages.splice(i, 1);
      return unread();
    },
  });
  return { messages, sent };
}

const rows = () => screen.getAllByTestId('message-row');
const rowOf = (id: number) => rows().find((r) => r.getAttribute('data-message') === String(id)) as HTMLElement;

describe('Messages', () => {
  it('waits in the shape of the list, then marks the unread ones and counts them', async () => {
    inboxServer();
    renderWithProviders(<Messages />, { resources });
    expect(screen.getByTestId('inbox-loading')).toHaveAttribute('aria-busy', 'true');
    await screen.findByTestId('inbox');
    expect(rows().map((r) => r.getAttribute('data-unread'))).toEqual(['true', 'true', 'false']);
    expect(await screen.findByTestId('unread-count')).toHaveTextContent('2 unread messages');
    // The marker is not colour alone: screen readers hear "Unread" in the row's name.
    expect(within(rowOf(4)).getByRole('button', { name: /^Unread: Security/ })).toBeInTheDocument();
    expect(within(rowOf(1)).getByRole('button', { name: /^Message 1/ })).toBeInTheDocument();
    expect(within(rowOf(1)).getByRole('button', { name: 'Delete the message Message 1' })).toBeInTheDocument();
  });

  it('opens a message in place with its HTML made safe, marks it read, and goes back to its row', async () => {
    const { sent } = inboxServer();
    renderWithProviders(<Messages />, { resources });
    await screen.findByTestId('inbox');
    await userEvent.click(within(rowOf(4)).getByRole('button', { name: /^Unread: Security/ }));
    const reader = await screen.findByTestId('message-reader');
    expect(screen.getByRole('heading', { name: 'Security' })).toHaveFocus();
    const content = screen.getByTestId('message-content');
    expect(content).toHaveTextContent('Turn on two-step verification.');
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(sent).toEqual([{ path: 'read', body: { id: 4 } }]);
    expect(reader).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Back to messages/ }));
    await waitFor(() => expect(rowOf(4).querySelector('button.open')).toHaveFocus());
    await waitFor(() => expect(rowOf(4)).toHaveAttribute('data-unread', 'false'));
    expect(screen.getByTestId('unread-count')).toHaveTextContent('1 unread message');

    // A message already read is not marked again.
    await userEvent.click(within(rowOf(1)).getByRole('button', { name: /^Message 1/ }));
    await screen.findByTestId('message-reader');
    expect(sent).toHaveLength(1);
  });

  it('deletes a message only after the player confirms', async () => {
    const { sent } = inboxServer();
    renderWithProviders(<Messages />, { resources });
    await screen.findByTestId('inbox');
    await userEvent.click(within(rowOf(3)).getByRole('button', { name: 'Delete the message Message 3' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
    expect(dialog).toHaveTextContent('“Message 3” will be removed from your messages.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.click(within(rowOf(3)).getByRole('button', { name: 'Delete the message Message 3' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByTestId('message-notice')).toHaveTextContent('“Message 3” was deleted.');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(sent).toEqual([{ path: 'delete', body: { id: 3 } }]);
    expect(screen.getByTestId('unread-count')).toHaveTextContent('1 unread message');
  });

  it('deletes the open message from the reader and returns to the list', async () => {
    inboxServer();
    renderWithProviders(<Messages />, { resources });
    await screen.findByTestId('inbox');
    await userEvent.click(within(rowOf(1)).getByRole('button', { name: /^Message 1/ }));
    await userEvent.click(await screen.findByTestId('message-delete'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByTestId('message-reader')).not.toBeInTheDocument());
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByText('Message 1')).not.toBeInTheDocument();
  });

  it('shows a refused delete in an alert and keeps the message', async () => {
    inboxServer({ deleteFails: true });
    renderWithProviders(<Messages />, { resources });
    await screen.findByTestId('inbox');
    await userEvent.click(within(rowOf(3)).getByRole('button', { name: 'Delete the message Message 3' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const alert = await screen.findByTestId('message-delete-error');
    expect(alert).toHaveTextContent('The message could not be deleted');
    expect(alert).toHaveTextContent('Message 3 not found');
    expect(rows()).toHaveLength(3);
  });

  it('says when the inbox is empty', async () => {
    const { messages } = inboxServer();
    messages.length = 0;
    renderWithProviders(<Messages />, { resources });
    expect(await screen.findByTestId('inbox-empty')).toHaveTextContent('No messages yet.');
    expect(await screen.findByTestId('unread-count')).toHaveTextContent('No unread messages');
  });

  it('says when the inbox cannot be loaded, and recovers', async () => {
    let fail = true;
    inboxServer({ inboxFails: () => fail });
    renderWithProviders(<Messages />, { resources });
    const error = await screen.findByTestId('inbox-error');
    expect(error).toHaveTextContent('Your messages could not be loaded');
    expect(error).toHaveTextContent('Inbox unavailable');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('inbox')).toBeInTheDocument();
  });
});
