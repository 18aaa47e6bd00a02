/**
 * Team betting (agent-centre item `teamBetting`, "personal history" of the team): the bets of
 * everyone below the agent in a period, optionally one username, with the period's totals and
 * paging (`getTeamBettingRecords`).
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState, endpoints, ErrorState, Money, Pager, SignedMoney, useApiQuery } from '@vitrine/shared';
import { formatDateTime, useErrorText } from '../../components/format';
import { Pill, Rows, RowsLoading, Stats } from '../../components/report';
import { TeamFilters, useTeamFilters } from '../../components/team-filters';

const STATUS_TONE = { SETTLED: 'good', UNSETTLED: 'gold', CANCELLED: 'bad' } as const;

export function TeamBetting() {
  const { t, i18n } = useTranslation('agent');
  const errorText = useErrorText();
  const filters = useTeamFilters();
  const records = useApiQuery(endpoints.teamBetting, filters.request, {
    enabled: filters.valid,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

  let body;
  if (!filters.valid) body = null;
  else if (records.isPending) body = <RowsLoading testId="team-bets-loading" />;
  else if (records.isError)
    body = (
      <ErrorState
        title={t('records_failed')}
        message={errorText(records.error)}
        onRetry={() => void records.refetch()}
        testId="team-bets-error"
      />
    );
  else if (records.data.list.length === 0) body = <EmptyState message={t('no_team_bets')} />;
  else {
    const { summary, list, totalPages } = records.data;
    body = (
      <>
        <Stats data-testid="team-bets-summary">
          <div>
            <dt>{t('bet_amount')}</dt>
            <dd>
              <Money value={summary.betAmount} />
            </dd>
          </div>
          <div>
            <dt>{t('valid_bet')}</dt>
            <dd>
              <Money value={summary.validBet} />
            </dd>
          </div>
          <div>
            <dt>{t('win_amount')}</dt>
            <dd>
              <Money value={summary.winAmount} />
            </dd>
          </div>
          <div>
            <dt>{t('player_profit')}</dt>
            <dd>
              <SignedMoney value={summary.profit} testId="team-bets-profit" />
            </dd>
          </div>
        </Stats>
        <Rows aria-busy={records.isPlaceholderData} aria-label={t('team_betting')}>
          {list.map((bet) => (
            <li key={bet.betId} data-testid="team-bet-row">
              <div className="what">
                <strong>{bet.username}</strong>
                <span className="meta">
                  {bet.gameName} · {bet.vassalage}
                </span>
                <span className="meta">{formatDateTime(bet.betTime, i18n.language)}</span>
                <Pill tone={STATUS_TONE[bet.status]}>{t(`bet_status_${bet.status}`)}</Pill>
              </div>
              <div className="amounts">
                <SignedMoney value={bet.profit} />
                <span className="meta">
                  {t('bet_short')} <Money value={bet.betAmount} />
                </span>
                <span className="meta">
                  {t('win_short')} <Money value={bet.winAmount} />
                </span>
              </div>
            </li>
          ))}
        </Rows>
        <Pager
          page={filters.pageNo}
          totalPages={totalPages}
          onChange={filters.setPageNo}
          busy={records.isFetching}
        />
      </>
    );
  }

  return (
    <>
      <TeamFilters filters={filters} />
      {body}
    </>
  );
}
