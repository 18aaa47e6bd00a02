/**
 * User loss (agent-centre item `agentProfitLoss`, the agent's P&L statement): for each member of
 * the team in a period, bets, valid bets, winnings, the member's profit (negative = the member
 * lost), bonuses, deposits and withdrawals (`getAgentProfitLoss`), by username and paged.
 */
import { useTranslation } from 'react-i18next';
import { endpoints, Money, RecordFigures, RecordMeta, RecordRow, SignedMoney } from '@vitrine/shared';
import { TeamRecordScreen } from '../../components/team-filters';

const FIGURES = ['betAmount', 'validBet', 'winAmount', 'bonus', 'deposit', 'withdraw'] as const;
const FIGURE_LABEL: Record<(typeof FIGURES)[number], string> = {
  betAmount: 'bet_amount',
  validBet: 'valid_bet',
  winAmount: 'win_amount',
  bonus: 'bonus',
  deposit: 'deposit',
  withdraw: 'withdraw',
};

export function AgentProfitLoss() {
  const { t } = useTranslation('agent');
  return (
    <TeamRecordScreen
      endpoint={endpoints.agentProfitLoss}
      testId="user-loss"
      label={t('user_loss')}
      emptyMessage={t('no_members_found')}
    >
      {(row) => (
        <RecordRow
          key={row.username}
          testId="user-loss-row"
          title={row.username}
          details={<RecordMeta>{t('member_profit')}</RecordMeta>}
          amounts={<SignedMoney value={row.profit} />}
        >
          <RecordFigures
            items={FIGURES.map((key) => ({
              id: key,
              label: t(FIGURE_LABEL[key]),
              value: <Money value={row[key]} />,
            }))}
          />
        </RecordRow>
      )}
    </TeamRecordScreen>
  );
}
