import { useTranslation } from 'react-i18next';
import type { CentrePanelProps } from '@vitrine/shared';
import { Panel } from '../components/Panel';
import { PlayerRank } from '../features/player-rank/PlayerRank';

/** Member-centre page `playerRank` (VIP). */
export default function PlayerRankPanel(_props: CentrePanelProps) {
  const { t } = useTranslation('promotions');
  return (
    <Panel title={t('player_rank')} testId="player-rank-panel">
      <PlayerRank />
    </Panel>
  );
}
