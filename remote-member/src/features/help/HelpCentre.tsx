/**
 * The help centre (routes `/help` and `/helpmc`): the topics of `GET /wps/system/helpCenter` in
 * their groups, a search over titles and text, one topic open at a time with its server HTML
 * through SafeHtml, and the feedback and complaints form. Every topic has its own address
 * (`?topic=<key>`), so the footer's about links, the sign-up forms' terms links and a shared link
 * open it directly; the feedback form is `?topic=feedback`.
 */
import styled from '@emotion/styled';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import {
  EmptyState,
  endpoints,
  ErrorState,
  findHelpTopic,
  helpTopicId,
  Input,
  SafeHtml,
  searchHelp,
  Skeleton,
  useApiQuery,
  useErrorText,
} from '@vitrine/shared';

/** The topic address of the feedback and complaints form. */
export const FEEDBACK_TOPIC = 'feedback';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 300px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Nav = styled.nav`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  a {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.touch};
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    border-inline-start: 3px solid transparent;
  }
  a:hover {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.color.surfaceRaised};
    border-inline-start-color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -2px;
  }
`;

const Article = styled.article`
  min-width: 0;
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  line-height: 1.6;
  > h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  .group {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  .body h3 {
    font-size: ${({ theme }) => theme.font.size.md};
    margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(1)};
  }
  .body p,
  .body ul,
  .body ol {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  .body ul,
  .body ol {
    padding-inline-start: ${({ theme }) => theme.space(5)};
  }
  .body a {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: underline;
  }
  overflow-wrap: anywhere;
`;

const Search = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  label {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export interface HelpCentreProps {
  /** Route path the topic links point at (`/help` or `/helpmc`). */
  basePath: string;
  /** The feedback form, shown at `?topic=feedback`. */
  feedback: ReactNode;
  /** Extra content under a topic's text, by topic id (e.g. the way to the RG panel). */
  topicExtras?: Partial<Record<string, ReactNode>>;
  /** Which topic opens when the address names none (the first article when absent). */
  defaultTopic?: string;
}

export function HelpCentre({ basePath, feedback, defaultTopic, topicExtras }: HelpCentreProps) {
  const { t } = useTranslation('member');
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const location = useLocation();
  const [query, setQuery] = useState('');
  const ids = { search: useId(), results: useId(), article: useId() };
  const help = useApiQuery(endpoints.helpCenter, undefined, { staleTime: 10 * 60_000 });
  const categories = useMemo(() => help.data ?? [], [help.data]);
  const shown = useMemo(() => searchHelp(categories, query), [categories, query]);
  const matches = shown.reduce((n, c) => n + c.articles.length, 0);

  const asked = params.get('topic');
  const firstTopic = categories[0]?.articles[0];
  const topic = asked ?? defaultTopic ?? (firstTopic ? helpTopicId(firstTopic) : null);
  const open = topic === FEEDBACK_TOPIC ? null : findHelpTopic(categories, topic);

  // A deep link or a click moves focus to the topic's heading, so keyboard and screen reader users
  // land on what they opened (not on the first render of the page).
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!asked || help.isPending) return;
    if (moved.current || location.key !== 'default') heading.current?.focus({ preventScroll: false });
    moved.current = true;
  }, [asked, help.isPending, location.key]);

  const href = (id: string) => `${basePath}?topic=${encodeURIComponent(id)}`;

  let main: ReactNode;
  if (topic === FEEDBACK_TOPIC) {
    main = (
      <Article aria-labelledby={ids.article} data-testid="help-article" data-topic={FEEDBACK_TOPIC}>
        <h2 id={ids.article} ref={heading} tabIndex={-1}>
          {t('feedback_title')}
        </h2>
        <p className="group">{t('feedback_intro')}</p>
        {feedback}
      </Article>
    );
  } else if (help.isPending) {
    main = (
      <Article aria-busy="true" data-testid="help-loading">
        <Skeleton height="28px" width="60%" />
        <Skeleton />
        <Skeleton />
        <Skeleton width="80%" />
      </Article>
    );
  } else if (help.isError) {
    main = (
      <ErrorState
        title={t('help_failed')}
        message={errorText(help.error)}
        onRetry={() => void help.refetch()}
      />
    );
  } else if (!open) {
    main = (
      <Article data-testid="help-article-missing">
        <EmptyState message={t('help_topic_missing')} testId="help-topic-missing" />
      </Article>
    );
  } else {
    main = (
      <Article
        aria-labelledby={ids.article}
        data-testid="help-article"
        data-topic={helpTopicId(open.article)}
      >
        <h2 id={ids.article} ref={heading} tabIndex={-1}>
          {open.article.title}
        </h2>
        <p className="group">{open.category.title}</p>
        <SafeHtml className="body" html={open.article.content} testId="help-article-body" />
        {topicExtras?.[helpTopicId(open.article)] ?? null}
      </Article>
    );
  }

  return (
    <Layout>
      <Nav aria-label={t('help_topics')} data-testid="help-topics">
        <Search>
          <label htmlFor={ids.search}>{t('help_search')}</label>
          <Input
            id={ids.search}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            aria-describedby={query ? ids.results : undefined}
            placeholder={t('help_search_placeholder')}
            data-testid="help-search"
          />
          {query ? (
            <p id={ids.results} role="status" data-testid="help-search-count">
              {t('help_results', { count: matches })}
            </p>
          ) : null}
        </Search>
        {help.isPending ? <Skeleton height="160px" /> : null}
        {shown.map((category) => (
          <section
            key={category.id}
            aria-labelledby={`${ids.results}-g${category.id}`}
            data-testid="help-group"
          >
            <h2 id={`${ids.results}-g${category.id}`}>{category.title}</h2>
            <ul>
              {category.articles.map((article) => {
                const id = helpTopicId(article);
                return (
                  <li key={article.id}>
                    <Link to={href(id)} aria-current={id === topic ? 'page' : undefined} data-topic={id}>
                      {article.title}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
        <section aria-labelledby={`${ids.results}-fb`}>
          <h2 id={`${ids.results}-fb`}>{t('help_contact_group')}</h2>
          <ul>
            <li>
              <Link
                to={href(FEEDBACK_TOPIC)}
                aria-current={topic === FEEDBACK_TOPIC ? 'page' : undefined}
                data-topic={FEEDBACK_TOPIC}
              >
                {t('feedback_title')}
              </Link>
            </li>
          </ul>
        </section>
      </Nav>
      {main}
    </Layout>
  );
}
