/** /noticePage: the player notices, 9 per page, each with title and date; the detail is sanitised HTML. */
import styled from '@emotion/styled';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, EmptyState, ErrorState, Modal, Skeleton, errorMessageKey, SafeHtml, type endpoints } from '@vitrine/shared';
import { useAnnouncements } from './use-announcements';

export const NOTICES_PER_PAGE = 9;

const Page = styled.section`
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  ol {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .notice {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    width: 100%;
    min-height: 56px;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    text-align: start;
    cursor: pointer;
  }
  .notice:hover {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  time {
    flex: none;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-variant-numeric: tabular-nums;
  }
  nav {
    display: flex;
    justify-content: center;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    margin-top: ${({ theme }) => theme.space(4)};
  }
  @media (max-width: 480px) {
    .notice {
      flex-direction: column;
      align-items: flex-start;
    }
  }
`;

const Detail = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  time {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  .content {
    line-height: 1.6;
    overflow-wrap: anywhere;
  }
  .content img {
    max-width: 100%;
  }
  .content a {
    color: ${({ theme }) => theme.color.text};
  }
`;

export function NoticePage() {
  const { t } = useTranslation('host');
  const { t: tc } = useTranslation('common');
  const [params, setParams] = useSearchParams();
  const query = useAnnouncements('PL');
  const [open, setOpen] = useState<endpoints.Announcement | null>(null);
  const notices = query.data?.player ?? [];
  const pages = Math.max(1, Math.ceil(notices.length / NOTICES_PER_PAGE));
  const page = Math.min(pages, Math.max(1, Number(params.get('p')) || 1));
  const shown = notices.slice((page - 1) * NOTICES_PER_PAGE, page * NOTICES_PER_PAGE);
  const goTo = (n: number) => setParams(n === 1 ? {} : { p: String(n) });

  return (
    <Page data-testid="notice-page" aria-labelledby="notice-title">
      <h1 id="notice-title">{t('notices_title')}</h1>
      {query.isPending ? (
        <ol aria-busy="true">
          {Array.from({ length: NOTICES_PER_PAGE }, (_, i) => (
            <li key={i}>
              <Skeleton height="56px" />
            </li>
          ))}
        </ol>
      ) : query.isError ? (
        <ErrorState title={t('notices_failed')} message={tc(errorMessageKey(query.error))} onRetry={() => void query.refetch()} />
      ) : notices.length === 0 ? (
        <EmptyState message={tc('no_data')} />
      ) : (
        <>
          <ol data-testid="notice-list">
            {shown.map((notice) => (
              <li key={notice.id}>
                <button type="button" className="notice" data-testid="notice-item" onClick={() => setOpen(notice)}>
                  <strong>{notice.title}</strong>
                  <time dateTime={notice.date.replace(' ', 'T')}>{notice.date}</time>
                </button>
              </li>
            ))}
          </ol>
          {pages > 1 ? (
            <nav aria-label={t('notices_pages')}>
              <Button type="button" variant="ghost" size="sm" disabled={page === 1} onClick={() => goTo(page - 1)} aria-label={tc('previous_page')}>
                ‹
              </Button>
              <span data-testid="notice-page-number">{t('page_of', { page, pages })}</span>
              <Button type="button" variant="ghost" size="sm" disabled={page === pages} onClick={() => goTo(page + 1)} aria-label={tc('next_page')} data-testid="notice-next">
                ›
              </Button>
            </nav>
          ) : null}
        </>
      )}
      <Modal name="notice" open={open !== null} title={open?.title} onClose={() => setOpen(null)} testId="notice-modal" width={560}>
        {open ? (
          <Detail>
            <time dateTime={open.date.replace(' ', 'T')}>{open.date}</time>
            <SafeHtml className="content" html={open.content} testId="notice-content" />
          </Detail>
        ) : null}
      </Modal>
    </Page>
  );
}
