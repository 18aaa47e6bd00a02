/**
 * Team betting (agent-centre item `teamBetting`, "personal history" of the team): the bets of
 * everyone below the agent in a period, optionally one username, with the period's totals and
 * paging (`getTeamBettingRecords`).
 */
import { useTranslation } from 'react-i18next';
import { BetRow, endpoints, useBetStats } from '@vitrine/shared';
import { TeamRecordScreen } from '../../components/team-filters';

export function TeamBetting() {
  const { t } = useTranslation('agent');
  const stats = useBetStats('agent', { label: 'player_profit', testId: 'team-bets-profit' });
  return (
    <TeamRecordScreen
      endpoint={endpoints.teamBetting}
      testId="team-bets"
      label={t('team_betting')}
      emptyMessage={t('no_team_bets')}
      stats={stats}
    >
      {(bet) => (
        <BetRow
          key={bet.betId}
          bet={bet}
          namespace="agent"
          title={bet.username}
          detail={`${bet.gameName} · ${bet.vassalage}`}
          testId="team-bet-row"
        />
      )}
    </TeamRecordScreen>
  );
}
