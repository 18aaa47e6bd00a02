/**
 * What this kind of contract paid the agent, per day (spec section 9: salary and dividend are
 * settled every 5 minutes; real-time salary on every round). Read from the agent revenue report,
 * the one settlement record the API keeps.
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter, EmptyState, ErrorState, Money, RecordList, Skeleton, errorMessageKey, formatDate, presetRange, rangeProblem, type DateRangeValue } from '@vitrine/shared';
import type { KindConfig } from './kinds';
import { Section } from './parts';
import { useSettlements } from './use-contracts';

/** The record rows of `@vitrine/shared`, one line each: the day at the start, the amount at the end. */
const Rows = styled(RecordList)`
  && > li {
    display: flex;
    justify-content: space-between;
    font-variant-numeric: tabular-nums;
  }
  li.total {
    border-color: ${({ theme }) => theme.color.gold};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export function Settlements({ config }: { config: KindConfig }) {
  const { t, i18n } = useTranslation('agent');
  const { t: tc } = useTranslation('common');
  const [range, setRange] = useState<DateRangeValue>(() => presetRange('last30'));
  const valid = rangeProblem(range) === null;
  const report = useSettlements(range, valid);
  const rows = (report.data?.rows ?? []).filter((row) => row[config.revenueColumn] !== 0);
  const total = Math.round(rows.reduce((sum, row) => sum + row[config.revenueColumn] * 100, 0)) / 100;

  return (
    <Section aria-labelledby="settlements-title" data-testid="settlements">
      <header>
        <h3 id="settlements-title">{t('ct_settlements')}</h3>
      </header>
      <DateRangeFilter value={range} onChange={setRange} />
      {!valid ? null : report.isPending ? (
        <div aria-busy="true" data-testid="settlements-loading" style={{ display: 'grid', gap: 8 }}>
          <Skeleton height="44px" />
          <Skeleton height="44px" />
        </div>
      ) : report.isError ? (
        <ErrorState
          title={t('ct_settlements_failed')}
          message={report.error.serverMessage || tc(errorMessageKey(report.error))}
          onRetry={() => void report.refetch()}
          testId="settlements-error"
        />
      ) : rows.length === 0 ? (
        <EmptyState message={t('ct_settlements_none')} testId="settlements-empty" />
      ) : (
        <Rows aria-busy={report.isPlaceholderData} aria-label={t('ct_settlements')}>
          <li className="total" data-testid="settlements-total">
            <span>{t('ct_settlements_total')}</span>
            <Money value={total} />
          </li>
          {rows.map((row) => (
            <li key={row.date} data-testid="settlement-row">
              <span>{formatDate(row.date, i18n.language)}</span>
              <Money value={row[config.revenueColumn]} />
            </li>
          ))}
        </Rows>
      )}
    </Section>
  );
}
