/**
 * Account details (agent-centre item `downlineTransactions`): every money movement of the team's
 * accounts in a period — deposits, withdrawals, bets and wins, transfers, bonuses, salaries —
 * signed, with the balance after it (`getDownlineTransactions`), by username and paged.
 */
import { useTranslation } from 'react-i18next';
import { endpoints, formatDateTime, Money, RecordBadge, RecordView, SignedMoney } from '@vitrine/shared';
import { TeamFilters, useTeamRecords } from '../../components/team-filters';

export function DownlineTransactions() {
  const { t, i18n } = useTranslation('agent');
  const records = useTeamRecords(endpoints.downlineTransactions);
  return (
    <>
      <TeamFilters records={records} />
      <RecordView
        records={records}
        testId="downline-tx"
        label={t('account_details')}
        errorTitle={t('records_failed')}
        emptyMessage={t('no_transactions')}
      >
        {(tx) => (
          <li key={tx.id} data-testid="downline-tx-row">
            <div className="what">
              <strong>{tx.username}</strong>
              <RecordBadge>{t(`tx_${tx.type}`)}</RecordBadge>
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
        )}
      </RecordView>
    </>
  );
}
