/**
 * Announcement (agent-centre item `agentAnnouncement`): the site's notices (type PL of
 * MCSFE_getListAnnouncements, newest first), nine per page as the spec pages notices. Each opens
 * in place; its server HTML goes through the shared SafeHtml (seeded notices carry script payloads
 * on purpose). The request is the one the host's chrome makes for its notices, so both read one
 * cached answer; the language is in the query key, so a language change re-fetches.
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  endpoints,
  ErrorState,
  formatDateTime,
  Pager,
  RecordsLoading,
  SafeHtml,
  useApiQuery,
  useBoot,
  useErrorText,
} from '@vitrine/shared';

/** Notices per page (spec section 9). */
export const NOTICES_PER_PAGE = 9;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  > li {
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.color.border};
    min-width: 0;
  }
  h3 {
    margin: 0;
    font-size: inherit;
  }
  button {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    width: 100%;
    min-height: ${({ theme }) => theme.layout.touch};
    padding: ${({ theme }) => theme.space(3)};
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    text-align: start;
    cursor: pointer;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -2px;
  }
  .title {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    overflow-wrap: anywhere;
  }
  .date {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    white-space: nowrap;
  }
  .chevron {
    grid-column: 2;
    grid-row: 1 / span 2;
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  button[aria-expanded='true'] .chevron {
    transform: rotate(180deg);
  }
  .content {
    padding: 0 ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)};
    overflow-wrap: anywhere;
    line-height: 1.5;
  }
  .content img {
    max-width: 100%;
    height: auto;
  }
  .content a {
    color: ${({ theme }) => theme.color.primary};
  }
  @media (prefers-reduced-motion: reduce) {
    .chevron {
      transition: none;
    }
  }
`;

export function Announcements() {
  const { t, i18n } = useTranslation('agent');
  const errorText = useErrorText();
  const boot = useBoot();
  const configured = boot?.info.brand?.announcementTypes;
  const types = configured?.includes('PL') ? configured.join(',') : 'PL';
  const notices = useApiQuery(
    endpoints.announcements,
    { types, platform: 'W', execution: boot?.info.brand?.announcementExecution ?? 'B' },
    { staleTime: 5 * 60_000, select: (answer) => answer.player ?? [] },
  );
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<number | null>(null);

  if (notices.isPending) return <RecordsLoading testId="announcements-loading" rows={4} />;
  if (notices.isError)
    return (
      <ErrorState
        title={t('announcements_failed')}
        message={errorText(notices.error)}
        onRetry={() => void notices.refetch()}
        testId="announcements-error"
      />
    );
  if (notices.data.length === 0) return <EmptyState message={t('no_announcements')} />;

  const totalPages = Math.ceil(notices.data.length / NOTICES_PER_PAGE);
  const page = Math.min(pageNo, totalPages);
  const shown = notices.data.slice((page - 1) * NOTICES_PER_PAGE, page * NOTICES_PER_PAGE);
  return (
    <>
      <List aria-label={t('announcement')}>
        {shown.map((notice) => {
          const expanded = open === notice.id;
          const contentId = `agent-notice-${notice.id}`;
          return (
            <li key={notice.id} data-testid="announcement">
              <h3>
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={contentId}
                  onClick={() => setOpen(expanded ? null : notice.id)}
                >
                  <span className="title">{notice.title}</span>
                  <span className="date">{formatDateTime(notice.date, i18n.language)}</span>
                  <span className="chevron" aria-hidden="true">
                    ▾
                  </span>
                </button>
              </h3>
              {expanded ? (
                <div id={contentId}>
                  <SafeHtml className="content" html={notice.content} testId="announcement-content" />
                </div>
              ) : null}
            </li>
          );
        })}
      </List>
      <Pager
        page={page}
        totalPages={totalPages}
        onChange={(next) => {
          setPageNo(next);
          setOpen(null);
        }}
      />
    </>
  );
}
