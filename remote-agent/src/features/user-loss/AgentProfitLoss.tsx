/**
 * User loss (agent-centre item `agentProfitLoss`, the agent's P&L statement): for each member of
 * the team in a period, bets, valid bets, winnings, the member's profit (negative = the member
 * lost), bonuses, deposits and withdrawals (`getAgentProfitLoss`), by username and paged.
 */
import { useTranslation } from 'react-i18next';
import { endpoints, Money, RecordFigures, RecordView, SignedMoney } from '@vitrine/shared';
import { TeamFilters, useTeamRecords } from '../../components/team-filters';

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
  const records = useTeamRecords(endpoints.agentProfitLoss);
  return (
    <>
      <TeamFilters records={records} />
      <RecordView
        records={records}
        testId="user-loss"
        label={t('user_loss')}
        errorTitle={t('records_failed')}
        emptyMessage={t('no_members_found')}
      >
        {(row) => (
          <li key={row.username} data-testid="user-loss-row">
            <div className="what">
              <strong>{row.username}</strong>
              <span className="meta">{t('member_profit')}</span>
            </div>
            <div className="amounts">
              <SignedMoney value={row.profit} />
            </div>
            <RecordFigures
              items={FIGURES.map((key) => ({
                id: key,
                label: t(FIGURE_LABEL[key]),
                value: <Money value={row[key]} />,
              }))}
            />
          </li>
        )}
      </RecordView>
    </>
  );
}
