/**
 * Account record (member-centre page `transactionHistory`, label `in_account_record`): every
 * movement of the player's money in a period (deposits, withdrawals, bets, wins, bonuses,
 * transfers…), filtered by type, with the balance after each and paging.
 */
import { useTranslation } from 'react-i18next';
import {
  endpoints,
  formatDateTime,
  Money,
  presetRange,
  RecordBadge,
  RecordMeta,
  RecordRow,
  RecordScreen,
  RecordSelect,
  SignedMoney,
  useRecords,
  type DateRangeValue,
} from '@vitrine/shared';
import { TRANSACTION_TYPES, TX_PAGE_SIZE } from './transaction-types';

type TransactionFilters = { range: DateRangeValue; type: endpoints.TransactionType | '' };

export function AccountRecord() {
  const { t, i18n } = useTranslation('member');
  const records = useRecords(endpoints.transactionHistory, {
    filters: (): TransactionFilters => ({ range: presetRange('last7'), type: '' }),
    pageSize: TX_PAGE_SIZE,
  });

  return (
    <RecordScreen
      records={records}
      testId="transactions"
      label={t('in_account_record')}
      emptyMessage={t('no_transactions')}
      filters={
        <RecordSelect
          name="type"
          label={t('transaction_type')}
          value={records.filters.type}
          onChange={(value) => records.setFilter('type', value)}
          allLabel={t('all_types')}
          options={TRANSACTION_TYPES.map((value) => ({ value, label: t(`tx_${value}`) }))}
          testId="transactions-type"
        />
      }
    >
      {(entry) => (
        <RecordRow
          key={entry.id}
          testId="transaction-row"
          data-type={entry.type}
          details={
            <>
              <RecordBadge>{t(`tx_${entry.type}`)}</RecordBadge>
              {entry.remark ? <RecordMeta>{entry.remark}</RecordMeta> : null}
              <RecordMeta>{formatDateTime(entry.createdAt, i18n.language)}</RecordMeta>
            </>
          }
          amounts={
            <>
              <SignedMoney value={entry.amount} />
              <RecordMeta label={t('balance_after')}>
                <Money value={entry.balanceAfter} />
              </RecordMeta>
            </>
          }
        />
      )}
    </RecordScreen>
  );
}
