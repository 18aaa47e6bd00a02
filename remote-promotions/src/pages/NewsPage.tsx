import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from '@vitrine/shared';
import { News } from '../features/news/News';

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  max-width: 960px;
  width: 100%;
  margin-inline: auto;
  box-sizing: border-box;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  header p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** Route `/news`: notices and announcements (linked from the promotions page and the side menu). */
export default function NewsPage(_props: RemotePageProps) {
  const { t } = useTranslation('promotions');
  return (
    <Page data-testid="news-page">
      <header>
        <h1>{t('news_title')}</h1>
        <p>{t('news_intro')}</p>
      </header>
      <News />
    </Page>
  );
}
