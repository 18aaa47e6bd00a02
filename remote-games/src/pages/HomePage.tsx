import styled from '@emotion/styled';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isModuleEnabled, useBoot, type endpoints, type RemotePageProps } from '@vitrine/shared';
import { useGameLauncher } from '../features/launch/use-game-launcher';
import { vendorPageHref } from '../features/category-nav/nav-model';
import { VendorLanes } from '../features/home/VendorLanes';
import { HotGames } from '../features/home/HotGames';
import { Matches } from '../features/home/Matches';
import { WinnerBoard } from '../features/home/WinnerBoard';
import { JoinCta } from '../features/home/JoinCta';
import { BannerCarousel } from '../features/banners/BannerCarousel';
import { WhenVisible } from '../components/WhenVisible';
import { LazyJackpotTicker } from '../features/jackpot/LazyJackpotTicker';

// Below the fold: its own chunk, so the first page (and the banner, the likely LCP) parses less.
const MissionLeaderboard = lazy(() =>
  import('../features/mission-leaderboard/MissionLeaderboard').then((m) => ({
    default: m.MissionLeaderboard,
  })),
);

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
  const navigate = useNavigate();
  const boot = useBoot();
  const launcher = useGameLauncher();
  const openVendor = (vendor: endpoints.GameVendor) => {
    // Vendor-list categories start their game; the others open the vendor's page.
    if (vendor.directLaunch && vendor.nodeId) {
      launcher.play({
        nodeId: vendor.nodeId,
        gameId: vendor.gameId ?? '',
        vassalage: vendor.vassalage,
        isGame: 'GAME',
        category: vendor.category,
        accountTypeName: vendor.accountTypeName,
      });
      return;
    }
    const href = vendorPageHref(vendor.category, vendor.vassalage);
    if (href) navigate(href);
  };
  return (
    <Page data-testid="home-page">
      <BannerCarousel />
      <Hero>
        <h1>{t('hero_title')}</h1>
        <p>{t('hero_copy')}</p>
      </Hero>
      <LazyJackpotTicker />
      <VendorLanes onOpenVendor={openVendor} />
      {/* Below the fold: mounted when near the viewport or once idle, after the banner's paint. */}
      <WhenVisible minHeight={600}>
        <HotGames
          onPlay={launcher.play}
          onTrial={launcher.trial}
          freeTrial={isModuleEnabled('FREEPLAY3', boot)}
        />
      </WhenVisible>
      <WhenVisible minHeight={160}>
        <JoinCta />
      </WhenVisible>
      <WhenVisible minHeight={240}>
        <Matches />
      </WhenVisible>
      <WhenVisible minHeight={400}>
        <WinnerBoard />
      </WhenVisible>
      {isModuleEnabled('MISSION3', boot) ? (
        <WhenVisible minHeight={520}>
          <Suspense fallback={<div style={{ minHeight: 520 }} aria-busy="true" />}>
            <MissionLeaderboard moreLink />
          </Suspense>
        </WhenVisible>
      ) : null}
      {launcher.element}
      <Version data-testid="remote-version" data-remote="games">
        games {__VITRINE_VERSION__}
      </Version>
    </Page>
  );
}
