/**
 * The terms and the privacy policy over the sign-up forms (register, one-click): the help-centre
 * topic in a dialog, so a player reads what they accept without leaving the form and nothing
 * typed is lost. The link keeps its real address (`/help?topic=…`): a middle click or "open in new
 * tab" still opens the help centre.
 */
import styled from '@emotion/styled';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, ErrorState, SafeHtml, Skeleton, endpoints, errorMessageKey, findHelpTopic, useApiQuery } from '@vitrine/shared';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  max-height: min(60vh, 520px);
  overflow: auto;
  line-height: 1.6;
  overflow-wrap: anywhere;
  h3 {
    margin: ${({ theme }) => theme.space(3)} 0 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p,
  ul,
  ol {
    margin: 0;
  }
  ul,
  ol {
    padding-inline-start: ${({ theme }) => theme.space(5)};
  }
  /* Links on the raised dialog surface: the text colour, underlined (the primary blue is below 4.5:1 there). */
  a {
    color: ${({ theme }) => theme.color.text};
    text-decoration: underline;
  }
`;

const Open = styled.a`
  justify-self: start;
  color: ${({ theme }) => theme.color.text};
  text-decoration: underline;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const helpTopicHref = (topic: string) => `/help?topic=${encodeURIComponent(topic)}`;

function TopicBody({ topic }: { topic: string }) {
  const { t } = useTranslation('host');
  const { t: tc } = useTranslation('common');
  const help = useApiQuery(endpoints.helpCenter, undefined, { staleTime: 10 * 60_000 });
  if (help.isPending)
    return (
      <Body aria-busy="true">
        <Skeleton />
        <Skeleton />
        <Skeleton width="70%" />
      </Body>
    );
  if (help.isError) return <ErrorState title={t('help_topic_failed')} message={tc(errorMessageKey(help.error))} onRetry={() => void help.refetch()} />;
  const match = findHelpTopic(help.data, topic);
  if (!match) return <p>{t('help_topic_failed')}</p>;
  return (
    <Body>
      <SafeHtml html={match.article.content} testId="help-topic-body" />
      <Open href={helpTopicHref(topic)} target="_blank" rel="noopener">
        {t('open_in_help_centre')}
      </Open>
    </Body>
  );
}

/**
 * A dialog state for topic links: `link(topic, label)` renders the link, `element` the dialog.
 * Its title is the link's own label (the text the player clicked).
 */
export function useHelpTopicDialog(testId = 'help-topic-dialog') {
  const [open, setOpen] = useState<{ topic: string; label: string } | null>(null);
  const link = (topic: string, label: string) => (
    <a
      href={helpTopicHref(topic)}
      target="_blank"
      rel="noopener"
      data-topic={topic}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        setOpen({ topic, label });
      }}
    >
      {label}
    </a>
  );
  const element = (
    <Dialog open={open !== null} title={open?.label} onClose={() => setOpen(null)} width={640} testId={testId}>
      {open ? <TopicBody topic={open.topic} /> : null}
    </Dialog>
  );
  return { link, element };
}
