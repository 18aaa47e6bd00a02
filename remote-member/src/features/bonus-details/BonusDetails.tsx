/**
 * Bonus details (member-centre page `bonusDetails`, label `in_bonus_details`): the bonuses paid to
 * the player in a period — promotions, raffles, missions, referral rewards, VIP gifts and cashback —
 * newest first, with paging. Loading, empty and failed states are designed, not blank.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DateRangeFilter,
  type DateRangeValue,
  EmptyState,
  type endpoints,
  ErrorState,
  Hint,
  Pager,
  presetRange,
  rangeProblem,
  SignedMoney,
} from '@vitrine/shared';
import { useErrorText } from '../../lib/error-text';
import { formatDateTime } from '../../lib/format-date';
import { rangeRequest } from '../../lib/date-range';
import { Badge, Filters, RecordList, RecordsLoading } from '../../components/RecordList';
import { BONUS_PAGE_SIZE, useBonusDetails } from './use-bonus-details';

const TYPE_TONE: Record<endpoints.BonusRecord['type'], 'good' | 'neutral'> = {
  PROMOTION: 'good',
  RAFFLE: 'good',
  MISSION: 'good',
  REFERRAL: 'good',
  VIP: 'good',
  REBATE: 'neutral',
};

export function BonusDetails() {
  const { t, i18n } = useTranslation('member');
  const errorText = useErrorText();
  const [range, setRange] = useState<DateRangeValue>(() => presetRange('last30'));
  const [pageNo, setPageNo] = useState(1);
  const valid = rangeProblem(range) === null;
  const records = useBonusDetails({ ...rangeRequest(range), pageNo, pageSize: BONUS_PAGE_SIZE }, valid);

  let body;
  if (!valid) body = null;
  else if (records.isPending) body = <RecordsLoading testId="bonus-loading" />;
  else if (records.isError)
    body = (
      <ErrorState
        title={t('records_failed')}
        message={errorText(records.error)}
        onRetry={() => void records.refetch()}
        testId="bonus-error"
      />
    );
  else if (records.data.list.length === 0) body = <EmptyState message={t('no_bonuses')} testId="bonus-empty" />;
  else {
    const { list, total, totalPages } = records.data;
    body = (
      <>
        <Hint data-testid="bonus-count">{t('bonus_count', { count: total })}</Hint>
        <RecordList aria-busy={records.isPlaceholderData} aria-label={t('in_bonus_details')}>
          {list.map((bonus) => (
            <li key={bonus.id} data-testid="bonus-row" data-type={bonus.type}>
              <div className="what">
                <strong>{bonus.title}</strong>
                <span className="meta">{formatDateTime(bonus.createdAt, i18n.language)}</span>
                <Badge tone={TYPE_TONE[bonus.type]}>{t(`bonus_type_${bonus.type}`)}</Badge>
              </div>
              <div className="amounts">
                <SignedMoney value={bonus.amount} />
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
        <DateRangeFilter value={range} onChange={(r) => (setRange(r), setPageNo(1))} />
      </Filters>
      {body}
    </>
  );
}
