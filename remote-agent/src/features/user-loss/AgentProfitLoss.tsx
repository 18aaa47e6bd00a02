/**
 * User loss (agent-centre item `agentProfitLoss`, the agent's P&L statement): for each member of
 * the team in a period, bets, valid bets, winnings, the member's profit (negative = the member
 * lost), bonuses, deposits and withdrawals (`getAgentProfitLoss`), by username and paged.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState, endpoints, ErrorState, Money, Pager, SignedMoney, useApiQuery } from '@vitrine/shared';
import { useErrorText } from '../../components/format';
import { Rows, RowsLoading } from '../../components/report';
import { TeamFilters, useTeamFilters } from '../../components/team-filters';

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
  const errorText = useErrorText();
  const filters = useTeamFilters();
  const statement = useApiQuery(endpoints.agentProfitLoss, filters.request, {
    enabled: filters.valid,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

  let body;
  if (!filters.valid) body = null;
  else if (statement.isPending) body = <RowsLoading testId="user-loss-loading" />;
  else if (statement.isError)
    body = (
      <ErrorState
        title={t('records_failed')}
        message={errorText(statement.error)}
        onRetry={() => void statement.refetch()}
        testId="user-loss-error"
      />
    );
  else if (statement.data.list.length === 0) body = <EmptyState message={t('no_members_found')} />;
  else
    body = (
      <>
        <Rows aria-busy={statement.isPlaceholderData} aria-label={t('user_loss')}>
          {statement.data.list.map((row) => (
            <li key={row.username} data-testid="user-loss-row">
              <div className="what">
                <strong>{row.username}</strong>
                <span className="meta">{t('member_profit')}</span>
              </div>
              <div className="amounts">
                <SignedMoney value={row.profit} />
              </div>
              <dl className="figures">
                {FIGURES.map((key) => (
                  <div key={key} data-figure={key}>
                    <dt>{t(FIGURE_LABEL[key])}</dt>
                    <dd>
                      <Money value={row[key]} />
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </Rows>
        <Pager
          page={filters.pageNo}
          totalPages={statement.data.totalPages}
          onChange={filters.setPageNo}
          busy={statement.isFetching}
        />
      </>
    );

  return (
    <>
      <TeamFilters filters={filters} />
      {body}
    </>
  );
}
