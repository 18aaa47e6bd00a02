import { useTranslation } from 'react-i18next';
import { CentrePanel, type CentrePanelProps } from '@vitrine/shared';
import { PlayerRank } from '../features/player-rank/PlayerRank';

/** Member-centre page `playerRank` (VIP). */
export default function PlayerRankPanel(_props: CentrePanelProps) {
  const { t } = useTranslation('promotions');
  return (
    <CentrePanel title={t('player_rank')} testId="player-rank-panel">
      <PlayerRank />
    </CentrePanel>
  );
}
