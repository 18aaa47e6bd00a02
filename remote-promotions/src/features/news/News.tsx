/**
 * News (/news): the operator's notices (PL, 9 per page, newest first) and announcements (promotion
 * PR and home H), one MCSFE_getListAnnouncements call; each opens a detail whose HTML goes through
 * SafeHtml, with its picture (imageUrl-checked) and, for an address on this site, a link.
 */
import styled from '@emotion/styled';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import {
  Button,
  EmptyState,
  ErrorState,
  Modal,
  SafeHtml,
  Skeleton,
  endpoints,
  errorMessageKey,
  imageUrl,
  useApiQuery,
  useBoot,
} from '@vitrine/shared';

/** The spec's notices per page (section 9). */
export const NOTICES_PER_PAGE = 9;
/** Notices are type PL; the announcements are the promotion (PR) and home (H) ones. */
export const NEWS_TYPES = 'PL,PR,H';

export type NewsTab = 'notices' | 'announcements';
const TABS: NewsTab[] = ['notices', 'announcements'];

const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  overflow-x: auto;
  padding-bottom: ${({ theme }) => theme.space(1)};
`;

const Tab = styled.button`
  flex: none;
  min-height: ${({ theme }) => theme.layout.touch};
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.promo};
    border-color: transparent;
    color: ${({ theme }) => theme.color.primaryText};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  .item {
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
  .item:hover {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  .item:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  .item strong {
    overflow-wrap: anywhere;
  }
  time {
    flex: none;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-variant-numeric: tabular-nums;
  }
  @media (max-width: 480px) {
    .item {
      flex-direction: column;
      align-items: flex-start;
    }
  }
`;

const Pager = styled.nav`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
  font-variant-numeric: tabular-nums;
`;

const Detail = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  time {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  img.cover {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  .content {
    line-height: 1.6;
    overflow-wrap: anywhere;
  }
  .content img {
    max-width: 100%;
  }
  .content a,
  a.more {
    color: ${({ theme }) => theme.color.text};
  }
`;

/** An address on this site (`/promoDetail?id=1`), or null: other targets are not followed from here. */
export function internalLink(linkUrl: string | null): string | null {
  if (!linkUrl) return null;
  const value = linkUrl.trim();
  // eslint-disable-next-line no-control-regex
  if (!value.startsWith('/') || value.startsWith('//') || /[\u0000-\u001f\u007f\\]/.test(value)) return null;
  return value;
}

const isoOf = (date: string) => date.replace(' ', 'T');

export function News() {
  const { t } = useTranslation('promotions');
  const { t: tc } = useTranslation('common');
  const boot = useBoot();
  const [params, setParams] = useSearchParams();
  const tab: NewsTab = params.get('tab') === 'announcements' ? 'announcements' : 'notices';
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [open, setOpen] = useState<endpoints.Announcement | null>(null);
  const query = useApiQuery(
    endpoints.announcements,
    { types: NEWS_TYPES, platform: 'W', execution: boot?.info.brand?.announcementExecution ?? 'B' },
    { staleTime: 5 * 60_000 },
  );

  const items =
    tab === 'notices'
      ? (query.data?.player ?? [])
      : [...(query.data?.promotion ?? []), ...(query.data?.home ?? [])].sort((a, b) => b.date.localeCompare(a.date) || a.sort - b.sort);
  const pages = tab === 'notices' ? Math.max(1, Math.ceil(items.length / NOTICES_PER_PAGE)) : 1;
  const page = Math.min(pages, Math.max(1, Number(params.get('p')) || 1));
  const shown = tab === 'notices' ? items.slice((page - 1) * NOTICES_PER_PAGE, page * NOTICES_PER_PAGE) : items;

  const go = (next: { tab?: NewsTab; page?: number }) => {
    const nextTab = next.tab ?? tab;
    const nextPage = next.page ?? 1;
    const out: Record<string, string> = {};
    if (nextTab !== 'notices') out.tab = nextTab;
    if (nextPage > 1) out.p = String(nextPage);
    setParams(out, { replace: true });
  };
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = (TABS.indexOf(tab) + 1) % TABS.length;
    go({ tab: TABS[next] });
    tabRefs.current[next]?.focus();
  };
  const link = internalLink(open?.linkUrl ?? null);
  const cover = open?.imageUrl ? imageUrl(open.imageUrl, boot) : '';

  return (
    <>
      <TabList role="tablist" aria-label={t('news_title')} onKeyDown={onTabKey} data-testid="news-tabs">
        {TABS.map((id, i) => (
          <Tab
            key={id}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`news-tab-${id}`}
            aria-selected={id === tab}
            aria-controls="news-panel"
            tabIndex={id === tab ? 0 : -1}
            onClick={() => go({ tab: id })}
          >
            {t(id === 'notices' ? 'news_notices' : 'news_announcements')}
          </Tab>
        ))}
      </TabList>
      <section role="tabpanel" id="news-panel" aria-labelledby={`news-tab-${tab}`} data-tab={tab}>
        {query.isPending ? (
          <List aria-busy="true" data-testid="news-loading">
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <Skeleton height="56px" />
              </li>
            ))}
          </List>
        ) : query.isError ? (
          <ErrorState
            title={t('news_failed')}
            message={tc(errorMessageKey(query.error))}
            onRetry={() => void query.refetch()}
            testId="news-error"
          />
        ) : shown.length === 0 ? (
          <EmptyState message={t(tab === 'notices' ? 'news_empty_notices' : 'news_empty_announcements')} testId="news-empty" />
        ) : (
          <>
            <List data-testid="news-list">
              {shown.map((item) => (
                <li key={item.id}>
                  <button type="button" className="item" data-testid="news-item" onClick={() => setOpen(item)}>
                    <strong>{item.title}</strong>
                    <time dateTime={isoOf(item.date)}>{item.date.slice(0, 10)}</time>
                  </button>
                </li>
              ))}
            </List>
            {pages > 1 ? (
              <Pager aria-label={t('news_pages')}>
                <Button type="button" variant="ghost" size="sm" disabled={page === 1} onClick={() => go({ page: page - 1 })} aria-label={tc('previous_page')}>
                  <span aria-hidden="true">‹</span>
                </Button>
                <span data-testid="news-page-number">{t('page_of', { n: page, total: pages })}</span>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={page === pages}
                  onClick={() => go({ page: page + 1 })}
                  aria-label={tc('next_page')}
                  data-testid="news-next"
                >
                  <span aria-hidden="true">›</span>
                </Button>
              </Pager>
            ) : null}
          </>
        )}
      </section>
      <Modal name="news" open={open !== null} title={open?.title} onClose={() => setOpen(null)} testId="news-detail" width={560}>
        {open ? (
          <Detail>
            <time dateTime={isoOf(open.date)}>{open.date}</time>
            {cover ? <img className="cover" src={cover} alt="" /> : null}
            <SafeHtml className="content" html={open.content} testId="news-content" />
            {link ? (
              <Link className="more" to={link} onClick={() => setOpen(null)} data-testid="news-link">
                {t('news_open_link')}
              </Link>
            ) : null}
          </Detail>
        ) : null}
      </Modal>
    </>
  );
}
