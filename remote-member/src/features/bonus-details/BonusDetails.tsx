/**
 * Bonus details (member-centre page `bonusDetails`, label `in_bonus_details`): the bonuses paid to
 * the player in a period — promotions, raffles, missions, referral rewards, VIP gifts and cashback —
 * newest first, with paging. Loading, empty and failed states are designed, not blank.
 */
import { useTranslation } from 'react-i18next';
import {
  endpoints,
  formatDateTime,
  Hint,
  presetRange,
  RecordBadge,
  RecordFilters,
  RecordView,
  SignedMoney,
  useRecords,
  type DateRangeValue,
} from '@vitrine/shared';

export const BONUS_PAGE_SIZE = 10;

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
  const records = useRecords(endpoints.bonusDetails, {
    filters: (): { range: DateRangeValue } => ({ range: presetRange('last30') }),
    pageSize: BONUS_PAGE_SIZE,
    // Bonuses are paid from other pages (cashback, promotions, missions): re-read on each visit.
    staleTime: 0,
  });

  return (
    <>
      <RecordFilters records={records} />
      <RecordView
        records={records}
        testId="bonus"
        label={t('in_bonus_details')}
        errorTitle={t('records_failed')}
        emptyMessage={t('no_bonuses')}
        above={({ total }) => <Hint data-testid="bonus-count">{t('bonus_count', { count: total })}</Hint>}
      >
        {(bonus) => (
          <li key={bonus.id} data-testid="bonus-row" data-type={bonus.type}>
            <div className="what">
              <strong>{bonus.title}</strong>
              <span className="meta">{formatDateTime(bonus.createdAt, i18n.language)}</span>
              <RecordBadge tone={TYPE_TONE[bonus.type]}>{t(`bonus_type_${bonus.type}`)}</RecordBadge>
            </div>
            <div className="amounts">
              <SignedMoney value={bonus.amount} />
            </div>
          </li>
        )}
      </RecordView>
    </>
  );
}
