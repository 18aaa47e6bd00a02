import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from '@vitrine/shared';
import { PointsMall } from '../features/points-mall/PointsMall';

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)};
  max-width: ${({ theme }) => theme.layout.maxContent};
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

/** Route `/pointMall` (spec section 2): the points mall. */
export default function PointsMallPage(_props: RemotePageProps) {
  const { t } = useTranslation('promotions');
  return (
    <Page data-testid="points-mall-page">
      <header>
        <h1>{t('pm_title')}</h1>
        <p>{t('pm_intro')}</p>
      </header>
      <PointsMall />
      <Version data-testid="remote-version" data-remote="promotions">
        promotions {__VITRINE_VERSION__}
      </Version>
    </Page>
  );
}
