/**
 * Betting record (member-centre page `personalHistoryCopy`, label `in_betting_record`): the
 * player's bets in a period, filtered by vendor and game category as the call allows, with the
 * period's totals and paging. Loading, empty and failed states are designed, not blank.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DateRangeFilter,
  type DateRangeValue,
  EmptyState,
  endpoints,
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
import { Stats } from '../../components/Panel';
import { Badge, Filters, RecordList, RecordsLoading } from '../../components/RecordList';
import { BET_PAGE_SIZE, useBettingRecords, useVendorOptions } from './use-betting-records';

const STATUS_TONE = { SETTLED: 'good', UNSETTLED: 'warn', CANCELLED: 'bad' } as const;

export function BettingRecord() {
  const { t, i18n } = useTranslation('member');
  const errorText = useErrorText();
  const vendors = useVendorOptions();
  const [range, setRange] = useState<DateRangeValue>(() => presetRange('last7'));
  const [vassalage, setVassalage] = useState('');
  const [category, setCategory] = useState<endpoints.GameCategory | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const valid = rangeProblem(range) === null;
  const records = useBettingRecords(
    {
      ...rangeRequest(range),
      pageNo,
      pageSize: BET_PAGE_SIZE,
      ...(vassalage ? { vassalage } : {}),
      ...(category ? { category } : {}),
    },
    valid,
  );
  const vendorName = (code: string) => vendors.find((v) => v.vassalage === code)?.displayName ?? code;
  // A new filter starts again at page 1.
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => (set(value), setPageNo(1));

  let body;
  if (!valid) body = null;
  else if (records.isPending) body = <RecordsLoading testId="bets-loading" />;
  else if (records.isError)
    body = (
      <ErrorState
        title={t('records_failed')}
        message={errorText(records.error)}
        onRetry={() => void records.refetch()}
        testId="bets-error"
      />
    );
  else if (records.data.list.length === 0) body = <EmptyState message={t('no_bets')} />;
  else {
    const { summary, list, totalPages } = records.data;
    body = (
      <>
        <Stats data-testid="bets-summary">
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
            <dt>{t('profit')}</dt>
            <dd>
              <SignedMoney value={summary.profit} testId="bets-profit" />
            </dd>
          </div>
        </Stats>
        <RecordList aria-busy={records.isPlaceholderData} aria-label={t('in_betting_record')}>
          {list.map((bet) => (
            <li key={bet.betId} data-testid="bet-row">
              <div className="what">
                <strong>{bet.gameName}</strong>
                <span className="meta">
                  {vendorName(bet.vassalage)} · {t(`cat_${bet.category}`)}
                </span>
                <span className="meta">{formatDateTime(bet.betTime, i18n.language)}</span>
                <Badge tone={STATUS_TONE[bet.status]}>{t(`bet_status_${bet.status}`)}</Badge>
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
        </RecordList>
        <Pager page={pageNo} totalPages={totalPages} onChange={setPageNo} busy={records.isFetching} />
      </>
    );
  }

  return (
    <>
      <Filters>
        <DateRangeFilter value={range} onChange={filter(setRange)} />
        <Field name="vendor" label={t('vendor')}>
          {(control) => (
            <Select
              {...control}
              value={vassalage}
              onChange={(e) => filter(setVassalage)(e.target.value)}
              data-testid="bets-vendor"
            >
              <option value="">{t('all_vendors')}</option>
              {vendors.map((v) => (
                <option key={v.vassalage} value={v.vassalage}>
                  {v.displayName}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field name="category" label={t('category')}>
          {(control) => (
            <Select
              {...control}
              value={category}
              onChange={(e) => filter(setCategory)(e.target.value as endpoints.GameCategory | '')}
              data-testid="bets-category"
            >
              <option value="">{t('all_categories')}</option>
              {endpoints.GAME_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`cat_${c}`)}
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
