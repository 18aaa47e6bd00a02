/**
 * Betting record (member-centre page `personalHistoryCopy`, label `in_betting_record`): the
 * player's bets in a period, filtered by vendor and game category as the call allows, with the
 * period's totals and paging. Loading, empty and failed states are designed, not blank.
 */
import { useTranslation } from 'react-i18next';
import {
  BetRow,
  endpoints,
  presetRange,
  RecordScreen,
  RecordSelect,
  useBetStats,
  useRecords,
  type DateRangeValue,
} from '@vitrine/shared';
import { useVendorOptions } from '../../lib/vendors';

export const BET_PAGE_SIZE = 10;

type BetFilters = { range: DateRangeValue; vassalage: string; category: endpoints.GameCategory | '' };

export function BettingRecord() {
  const { t } = useTranslation('member');
  const vendors = useVendorOptions();
  const records = useRecords(endpoints.bettingRecords, {
    filters: (): BetFilters => ({ range: presetRange('last7'), vassalage: '', category: '' }),
    pageSize: BET_PAGE_SIZE,
  });
  const stats = useBetStats('member', { label: 'profit', testId: 'bets-profit' });
  const vendorName = (code: string) => vendors.find((v) => v.vassalage === code)?.displayName ?? code;

  return (
    <RecordScreen
      records={records}
      testId="bets"
      label={t('in_betting_record')}
      emptyMessage={t('no_bets')}
      stats={stats}
      filters={
        <>
          <RecordSelect
            name="vendor"
            label={t('vendor')}
            value={records.filters.vassalage}
            onChange={(value) => records.setFilter('vassalage', value)}
            allLabel={t('all_vendors')}
            options={vendors.map((v) => ({ value: v.vassalage, label: v.displayName }))}
            testId="bets-vendor"
          />
          <RecordSelect
            name="category"
            label={t('category')}
            value={records.filters.category}
            onChange={(value) => records.setFilter('category', value)}
            allLabel={t('all_categories')}
            options={endpoints.GAME_CATEGORIES.map((c) => ({ value: c, label: t(`cat_${c}`) }))}
            testId="bets-category"
          />
        </>
      }
    >
      {(bet) => (
        <BetRow
          key={bet.betId}
          bet={bet}
          namespace="member"
          title={bet.gameName}
          detail={`${vendorName(bet.vassalage)} · ${t(`cat_${bet.category}`)}`}
          testId="bet-row"
        />
      )}
    </RecordScreen>
  );
}
