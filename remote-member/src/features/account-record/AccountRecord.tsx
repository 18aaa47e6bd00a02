/**
 * Account record (member-centre page `transactionHistory`, label `in_account_record`): every
 * movement of the player's money in a period (deposits, withdrawals, bets, wins, bonuses,
 * transfers…), filtered by type, with the balance after each and paging.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DateRangeFilter,
  type DateRangeValue,
  EmptyState,
  type endpoints,
  ErrorState,
  Field,
  Money,
  Pager,
  presetRange,
  rangeProblem,
  Select,
  SignedMoney,
} from '@vitrine/shared';
import { useErrorText } from '../../lib/error-text';
import { formatDateTime } from '../../lib/format-date';
import { rangeRequest } from '../../lib/date-range';
import { Badge, Filters, RecordList, RecordsLoading } from '../../components/RecordList';
import { TRANSACTION_TYPES, TX_PAGE_SIZE, useTransactions } from './use-transactions';

export function AccountRecord() {
  const { t, i18n } = useTranslation('member');
  const errorText = useErrorText();
  const [range, setRange] = useState<DateRangeValue>(() => presetRange('last7'));
  const [type, setType] = useState<endpoints.TransactionType | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const valid = rangeProblem(range) === null;
  const records = useTransactions(
    { ...rangeRequest(range), pageNo, pageSize: TX_PAGE_SIZE, ...(type ? { type } : {}) },
    valid,
  );
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => (set(value), setPageNo(1));

  let body;
  if (!valid) body = null;
  else if (records.isPending) body = <RecordsLoading testId="transactions-loading" />;
  else if (records.isError)
    body = (
      <ErrorState
        title={t('records_failed')}
        message={errorText(records.error)}
        onRetry={() => void records.refetch()}
        testId="transactions-error"
      />
    );
  else if (records.data.list.length === 0) body = <EmptyState message={t('no_transactions')} />;
  else
    body = (
      <>
        <RecordList aria-busy={records.isPlaceholderData} aria-label={t('in_account_record')}>
          {records.data.list.map((entry) => (
            <li key={entry.id} data-testid="transaction-row" data-type={entry.type}>
              <div className="what">
                <Badge>{t(`tx_${entry.type}`)}</Badge>
                {entry.remark ? <span className="meta">{entry.remark}</span> : null}
                <span className="meta">{formatDateTime(entry.createdAt, i18n.language)}</span>
              </div>
              <div className="amounts">
                <SignedMoney value={entry.amount} />
                <span className="meta">
                  {t('balance_after')} <Money value={entry.balanceAfter} />
                </span>
              </div>
            </li>
          ))}
        </RecordList>
        <Pager
          page={pageNo}
          totalPages={records.data.totalPages}
          onChange={setPageNo}
          busy={records.isFetching}
        />
      </>
    );

  return (
    <>
      <Filters>
        <DateRangeFilter value={range} onChange={filter(setRange)} />
        <Field name="type" label={t('transaction_type')}>
          {(control) => (
            <Select
              {...control}
              value={type}
              onChange={(e) => filter(setType)(e.target.value as endpoints.TransactionType | '')}
              data-testid="transactions-type"
            >
              <option value="">{t('all_types')}</option>
              {TRANSACTION_TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(`tx_${value}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </Filters>
      {body}
    </>
  );
}
