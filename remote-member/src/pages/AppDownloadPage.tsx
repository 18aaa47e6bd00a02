import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from '@vitrine/shared';
import { AppDownload } from '../features/app-download/AppDownload';
import { InstallApp } from '../features/app-download/InstallApp';

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

/** Routes `/down` (side menu "App download") and `/download` (open to visitors under the login guard). */
export default function AppDownloadPage(_props: RemotePageProps) {
  const { t } = useTranslation('member');
  return (
    <Page data-testid="down-page">
      <header>
        <h1>{t('down_title')}</h1>
        <p>{t('down_intro')}</p>
      </header>
      <AppDownload />
      <InstallApp />
    </Page>
  );
}
