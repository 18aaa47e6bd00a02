import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from '@vitrine/shared';
import { Promotions } from '../features/promotions/Promotions';
import { PageLink } from '../components/PageLink';

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  header p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Version = styled.small`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** Route `/promotions`. */
export default function PromotionsPage(_props: RemotePageProps) {
  const { t } = useTranslation('promotions');
  return (
    <Page data-testid="promotions-page">
      <header>
        <h1>{t('promotions_title')}</h1>
        <p>{t('promotions_intro')}</p>
        <PageLink to="/news" testId="promotions-news">
          {t('news_link')}
        </PageLink>
      </header>
      <Promotions />
      <Version data-testid="remote-version" data-remote="promotions">
        promotions {__VITRINE_VERSION__}
      </Version>
    </Page>
  );
}
