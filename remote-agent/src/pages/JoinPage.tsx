import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import {
  endpoints,
  ErrorState,
  type RemotePageProps,
  Skeleton,
  useApiQuery,
  useErrorText,
} from '@vitrine/shared';
import { Programme } from '../features/join/Programme';
import { ApplicationForm } from '../features/join/ApplicationForm';

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  header p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  .player {
    color: ${({ theme }) => theme.color.text};
    text-decoration: underline;
  }
`;

/** The codes a visitor arrived with, kept for the registration that follows. */
export function registerHref(params: URLSearchParams): string {
  const keep = new URLSearchParams();
  for (const key of ['affiliateCode', 'referralCode']) {
    const value = params.get(key)?.trim();
    if (value) keep.set(key, value);
  }
  const query = keep.toString();
  return query ? `/register?${query}` : '/register';
}

/** Route `/join`: join us, become an agent. */
export default function JoinPage(_props: RemotePageProps) {
  const { t } = useTranslation('agent');
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const programme = useApiQuery(endpoints.agentProgramme, undefined, { staleTime: 5 * 60_000 });
  const affiliateCode = params.get('affiliateCode')?.trim() || undefined;
  return (
    <Page data-testid="join-page">
      <header>
        <h1>{t('join_title')}</h1>
        <p>{t('join_intro')}</p>
      </header>
      {programme.isPending ? (
        <div aria-busy="true" data-testid="join-loading" style={{ display: 'grid', gap: 12 }}>
          <Skeleton height="140px" />
          <Skeleton height="220px" />
        </div>
      ) : programme.isError ? (
        <ErrorState title={t('join_failed')} message={errorText(programme.error)} onRetry={() => void programme.refetch()} testId="join-failed" />
      ) : (
        <>
          <Programme programme={programme.data} />
          <ApplicationForm rules={programme.data.applicationRules} affiliateCode={affiliateCode} />
        </>
      )}
      <p>
        {t('join_player_instead')}{' '}
        <Link className="player" to={registerHref(params)} data-testid="join-register">
          {t('join_register_player')}
        </Link>
      </p>
    </Page>
  );
}
