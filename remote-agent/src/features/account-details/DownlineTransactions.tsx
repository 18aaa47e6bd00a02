/**
 * Account details (agent-centre item `downlineTransactions`): every money movement of the team's
 * accounts in a period — deposits, withdrawals, bets and wins, transfers, bonuses, salaries —
 * signed, with the balance after it (`getDownlineTransactions`), by username and paged.
 */
import { useTranslation } from 'react-i18next';
import { endpoints, formatDateTime, Money, RecordBadge, RecordMeta, RecordRow, SignedMoney } from '@vitrine/shared';
import { TeamRecordScreen } from '../../components/team-filters';

export function DownlineTransactions() {
  const { t, i18n } = useTranslation('agent');
  return (
    <TeamRecordScreen
      endpoint={endpoints.downlineTransactions}
      testId="downline-tx"
      label={t('account_details')}
      emptyMessage={t('no_transactions')}
    >
      {(tx) => (
        <RecordRow
          key={tx.id}
          testId="downline-tx-row"
          title={tx.username}
          details={
            <>
              <RecordBadge>{t(`tx_${tx.type}`)}</RecordBadge>
              <RecordMeta>{formatDateTime(tx.createdAt, i18n.language)}</RecordMeta>
              <RecordMeta>{tx.transactionId}</RecordMeta>
            </>
          }
          amounts={
            <>
              <SignedMoney value={tx.amount} />
              <RecordMeta label={t('balance_after')}>
                <Money value={tx.balanceAfter} />
              </RecordMeta>
            </>
          }
        />
      )}
    </TeamRecordScreen>
  );
}
