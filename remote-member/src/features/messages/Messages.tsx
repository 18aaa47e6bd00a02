/**
 * Messages (member-centre page `messageV2`, label `in_platform_information`; the side menu's
 * "messages" entry opens it): the inbox with unread markers and the unread count, paging, a message
 * read in place (its server HTML through SafeHtml; opening an unread one marks it read) and delete
 * after a confirmation. Focus goes to the message when it opens and back to its row after.
 */
import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  EmptyState,
  type endpoints,
  ErrorState,
  FormAlert,
  formatDateTime,
  Hint,
  Pager,
  RecordsLoading,
  SafeHtml,
  useErrorText,
} from '@vitrine/shared';
import { useDeleteMessage, useInbox, useReadMessage, useUnreadCount } from './use-messages';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  &[aria-busy='true'] {
    opacity: 0.6;
  }
  > li {
    display: flex;
    align-items: stretch;
    gap: ${({ theme }) => theme.space(1)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-inline-start-width: 4px;
  }
  > li[data-unread='true'] {
    border-inline-start-color: ${({ theme }) => theme.color.primary};
  }
  .open {
    flex: 1;
    min-width: 0;
    min-height: ${({ theme }) => theme.layout.touch};
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(3)};
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    text-align: start;
    cursor: pointer;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  .open:focus-visible,
  .delete:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -2px;
  }
  .title {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-width: 0;
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
  .title span:last-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  li[data-unread='true'] .title {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .dot {
    flex: none;
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.primary};
  }
  .meta {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  .delete {
    flex: none;
    min-width: ${({ theme }) => theme.layout.touch};
    border: 0;
    background: none;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.lg};
    cursor: pointer;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  .delete:hover {
    color: ${({ theme }) => theme.color.danger};
  }
`;

/** Text for screen readers only. */
const ScreenReaderOnly = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const Reader = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  min-width: 0;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    overflow-wrap: anywhere;
  }
  h3:focus {
    outline: none;
  }
  .content {
    line-height: 1.5;
    overflow-wrap: anywhere;
  }
  .content img {
    max-width: 100%;
    height: auto;
  }
  .content a {
    color: ${({ theme }) => theme.color.primary};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    justify-content: space-between;
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

export function Messages() {
  const { t, i18n } = useTranslation('member');
  const errorText = useErrorText();
  const [pageNo, setPageNo] = useState(1);
  const inbox = useInbox(pageNo);
  const unread = useUnreadCount();
  const read = useReadMessage();
  const remove = useDeleteMessage();
  const [open, setOpen] = useState<endpoints.InboxMessage | null>(null);
  const [deleting, setDeleting] = useState<endpoints.InboxMessage | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Where focus goes back to when the reader closes (the row of the message it showed).
  const returnTo = useRef<number | null>(null);

  useEffect(() => {
    if (open) headingRef.current?.focus();
  }, [open]);
  useEffect(() => {
    if (open || returnTo.current === null) return;
    const row = listRef.current?.querySelector<HTMLElement>(`[data-message="${returnTo.current}"] .open`);
    (row ?? listRef.current?.querySelector<HTMLElement>('.open'))?.focus();
    returnTo.current = null;
  }, [open, inbox.data]);

  const openMessage = (message: endpoints.InboxMessage) => {
    setNotice(null);
    remove.reset();
    setOpen(message);
    if (!message.read) read.mutate(message.id);
  };
  const closeMessage = () => {
    returnTo.current = open?.id ?? null;
    setOpen(null);
  };
  const confirmDelete = () => {
    const target = deleting;
    if (!target || remove.isPending) return;
    setDeleting(null);
    remove.mutate(target.id, {
      onSuccess: () => {
        setNotice(t('message_deleted', { title: target.title }));
        // The last message of a later page went: show the page before.
        if (inbox.data && inbox.data.list.length === 1 && pageNo > 1) setPageNo(pageNo - 1);
        if (open?.id === target.id) {
          returnTo.current = -1;
          setOpen(null);
        }
      },
    });
  };

  const count = unread.data?.count;
  const summary =
    count === undefined ? null : (
      <Hint data-testid="unread-count" aria-live="polite">
        {count > 0 ? t('unread_count', { count }) : t('unread_none')}
      </Hint>
    );
  const failure = remove.isError ? (
    <FormAlert title={t('message_delete_failed')} message={errorText(remove.error)} testId="message-delete-error" />
  ) : null;
  const dialog = (
    <Dialog
      open={deleting !== null}
      title={t('message_delete_title')}
      onClose={() => setDeleting(null)}
      onConfirm={confirmDelete}
      confirmLabel={t('message_delete')}
      testId="message-delete-confirm"
    >
      <p>{t('message_delete_text', { title: deleting?.title ?? '' })}</p>
    </Dialog>
  );

  if (open)
    return (
      <>
        <Reader data-testid="message-reader" aria-labelledby="message-reader-title">
          <div className="actions">
            <Button type="button" variant="ghost" size="sm" onClick={closeMessage} data-testid="message-back">
              <span aria-hidden="true">‹ </span>
              {t('messages_back')}
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => setDeleting(open)}
              disabled={remove.isPending}
              data-testid="message-delete"
            >
              {t('message_delete')}
            </Button>
          </div>
          <h3 id="message-reader-title" ref={headingRef} tabIndex={-1}>
            {open.title}
          </h3>
          <span className="meta">{formatDateTime(open.createdAt, i18n.language)}</span>
          <SafeHtml className="content" html={open.content} testId="message-content" />
        </Reader>
        {failure}
        {dialog}
      </>
    );

  let body;
  if (inbox.isPending) body = <RecordsLoading testId="inbox-loading" rows={4} />;
  else if (inbox.isError)
    body = (
      <ErrorState
        title={t('inbox_failed')}
        message={errorText(inbox.error)}
        onRetry={() => void inbox.refetch()}
        testId="inbox-error"
      />
    );
  else if (inbox.data.list.length === 0) body = <EmptyState message={t('inbox_empty')} testId="inbox-empty" />;
  else
    body = (
      <>
        <List aria-label={t('in_platform_information')} aria-busy={inbox.isPlaceholderData} data-testid="inbox">
          {inbox.data.list.map((message) => (
            <li key={message.id} data-testid="message-row" data-message={message.id} data-unread={!message.read}>
              <button type="button" className="open" onClick={() => openMessage(message)}>
                <span className="title">
                  {message.read ? null : <span className="dot" aria-hidden="true" />}
                  {message.read ? null : <ScreenReaderOnly>{t('message_unread')}: </ScreenReaderOnly>}
                  <span>{message.title}</span>
                </span>
                <span className="meta">{formatDateTime(message.createdAt, i18n.language)}</span>
              </button>
              <button
                type="button"
                className="delete"
                onClick={() => (setNotice(null), setDeleting(message))}
                aria-label={t('message_delete_named', { title: message.title })}
                data-testid="message-row-delete"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </List>
        <Pager page={pageNo} totalPages={inbox.data.totalPages} onChange={setPageNo} busy={inbox.isFetching} />
      </>
    );

  return (
    <div ref={listRef} style={{ display: 'grid', gap: 12, minWidth: 0 }}>
      <Header>{summary}</Header>
      {notice ? (
        <Hint role="status" data-testid="message-notice">
          {notice}
        </Hint>
      ) : null}
      {failure}
      {body}
      {dialog}
    </div>
  );
}
