/**
 * Account details (agent-centre item `downlineTransactions`): every money movement of the team's
 * accounts in a period — deposits, withdrawals, bets and wins, transfers, bonuses, salaries —
 * signed, with the balance after it (`getDownlineTransactions`), by username and paged.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState, endpoints, ErrorState, Money, Pager, SignedMoney, useApiQuery } from '@vitrine/shared';
import { formatDateTime, useErrorText } from '../../components/format';
import { Pill, Rows, RowsLoading } from '../../components/report';
import { TeamFilters, useTeamFilters } from '../../components/team-filters';

export function DownlineTransactions() {
  const { t, i18n } = useTranslation('agent');
  const errorText = useErrorText();
  const filters = useTeamFilters();
  const records = useApiQuery(endpoints.downlineTransactions, filters.request, {
    enabled: filters.valid,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

  let body;
  if (!filters.valid) body = null;
  else if (records.isPending) body = <RowsLoading testId="downline-tx-loading" />;
  else if (records.isError)
    body = (
      <ErrorState
        title={t('records_failed')}
        message={errorText(records.error)}
        onRetry={() => void records.refetch()}
        testId="downline-tx-error"
      />
    );
  else if (records.data.list.length === 0) body = <EmptyState message={t('no_transactions')} />;
  else
    body = (
      <>
        <Rows aria-busy={records.isPlaceholderData} aria-label={t('account_details')}>
          {records.data.list.map((tx) => (
            <li key={tx.id} data-testid="downline-tx-row">
              <div className="what">
                <strong>{tx.username}</strong>
                <Pill>{t(`tx_${tx.type}`)}</Pill>
                <span className="meta">{formatDateTime(tx.createdAt, i18n.language)}</span>
                <span className="meta">{tx.transactionId}</span>
              </div>
              <div className="amounts">
                <SignedMoney value={tx.amount} />
                <span className="meta">
                  {t('balance_after')} <Money value={tx.balanceAfter} />
                </span>
              </div>
            </li>
          ))}
        </Rows>
        <Pager
          page={filters.pageNo}
          totalPages={records.data.totalPages}
          onChange={filters.setPageNo}
          busy={records.isFetching}
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
