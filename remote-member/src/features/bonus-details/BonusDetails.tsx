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
  RecordMeta,
  RecordRow,
  RecordScreen,
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
    <RecordScreen
      records={records}
      testId="bonus"
      label={t('in_bonus_details')}
      emptyMessage={t('no_bonuses')}
      above={({ total }) => <Hint data-testid="bonus-count">{t('bonus_count', { count: total })}</Hint>}
    >
      {(bonus) => (
        <RecordRow
          key={bonus.id}
          testId="bonus-row"
          data-type={bonus.type}
          title={bonus.title}
          details={
            <>
              <RecordMeta>{formatDateTime(bonus.createdAt, i18n.language)}</RecordMeta>
              <RecordBadge tone={TYPE_TONE[bonus.type]}>{t(`bonus_type_${bonus.type}`)}</RecordBadge>
            </>
          }
          amounts={<SignedMoney value={bonus.amount} />}
        />
      )}
    </RecordScreen>
  );
}
