import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from '@vitrine/shared';
import { VendorLanes } from '../features/home/VendorLanes';
import { HotGames } from '../features/home/HotGames';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => theme.space(4)};
`;

const Hero = styled.section`
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background:
    radial-gradient(circle at 85% 20%, rgba(242, 193, 78, 0.25), transparent 45%),
    ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    max-width: 56ch;
  }
`;

const Version = styled.small`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export default function HomePage(_props: RemotePageProps) {
  const { t } = useTranslation('games');
  return (
    <Page data-testid="home-page">
      <Hero>
        <h1>{t('hero_title')}</h1>
        <p>{t('hero_copy')}</p>
      </Hero>
      <VendorLanes />
      <HotGames />
      <Version data-testid="remote-version" data-remote="games">
        games {__VITRINE_VERSION__}
      </Version>
    </Page>
  );
}
