import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { endpoints, isTrialAccount, useApiQuery, useSession, type RemotePageProps } from '@vitrine/shared';
import { Progression, RankTable } from '../features/player-rank/PlayerRank';
import { NextRankUnlocks } from '../features/vip/NextRankUnlocks';
import { VipService } from '../features/vip/VipService';
import { VipVisitorCta } from '../features/vip/VipVisitorCta';
import { Section } from '../components/Panel';

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
    color: ${({ theme }) => theme.color.gold};
  }
  header p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  .mine {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
    gap: ${({ theme }) => theme.space(3)};
    align-items: start;
  }
`;

/** The logged-in player's part: rank and progress, what the next rank unlocks, the VIP service. */
function MyVip() {
  const progress = useApiQuery(endpoints.playerRankProgress, undefined, { staleTime: 0 });
  const ranks = useApiQuery(endpoints.vipRanks, undefined);
  const rankLevel = progress.data?.rankLevel;
  return (
    <div className="mine" data-testid="vip-mine">
      <Progression />
      {rankLevel !== undefined && ranks.data ? <NextRankUnlocks ranks={ranks.data} rankLevel={rankLevel} /> : null}
      {rankLevel !== undefined ? <VipService rankLevel={rankLevel} /> : null}
    </div>
  );
}

/** Route `/vip` (the bottom nav's VIP tab): the programme, and the player's own standing. */
export default function VipPage(_props: RemotePageProps) {
  const { t } = useTranslation('promotions');
  const session = useSession();
  // Trial accounts (isAgent 4) are not real accounts: they see the programme like a visitor.
  const member = Boolean(session.token) && !isTrialAccount(session);
  const progress = useApiQuery(endpoints.playerRankProgress, undefined, { staleTime: 0, enabled: member });
  return (
    <Page data-testid="vip-page">
      <header>
        <h1>{t('vip_title')}</h1>
        <p>{t('vip_intro')}</p>
      </header>
      {member ? <MyVip /> : <VipVisitorCta />}
      <Section title={t('vip_ranks')} testId="vip-ranks">
        <RankTable current={member ? progress.data?.rankLevel : undefined} />
      </Section>
    </Page>
  );
}
