/**
 * My income (agent-centre item `agentRevenue`, the agent revenue report): what the agent was paid
 * in a period — daily, hourly and real-time salary and dividend — per day, newest first, with the
 * period's total (`getAgentRevenue`).
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DateRangeFilter,
  EmptyState,
  endpoints,
  formatDate,
  Money,
  presetRange,
  QueryStates,
  rangeProblem,
  RecordFigures,
  RecordFilters,
  RecordList,
  StatTiles,
  useApiQuery,
  type DateRangeValue,
} from '@vitrine/shared';

const PARTS = ['salary', 'hourlySalary', 'realtimeSalary', 'dividend'] as const;
const PART_LABEL: Record<(typeof PARTS)[number], string> = {
  salary: 'daily_salary',
  hourlySalary: 'hourly_salary',
  realtimeSalary: 'realtime_salary',
  dividend: 'dividend',
};

export function AgentRevenue() {
  const { t, i18n } = useTranslation('agent');
  const [range, setRange] = useState<DateRangeValue>(() => presetRange('last30'));
  const valid = rangeProblem(range) === null;
  const revenue = useApiQuery(endpoints.agentRevenue, range, {
    enabled: valid,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

  return (
    <>
      <RecordFilters>
        <DateRangeFilter value={range} onChange={setRange} />
      </RecordFilters>
      {valid ? (
        <QueryStates query={revenue} testId="revenue" errorTitle={t('records_failed')} loadingRows={4}>
          {({ total, rows }) => (
            <>
              <StatTiles
                items={[
                  {
                    id: 'total',
                    label: t('income_total'),
                    value: <Money value={total} testId="revenue-total" />,
                  },
                ]}
              />
              {rows.length === 0 ? (
                <EmptyState message={t('no_income')} />
              ) : (
                <RecordList aria-busy={revenue.isPlaceholderData} aria-label={t('my_income')}>
                  {rows.map((row) => (
                    <li key={row.date} data-testid="revenue-row">
                      <div className="what">
                        <strong>{formatDate(row.date, i18n.language)}</strong>
                      </div>
                      <div className="amounts">
                        <Money value={row.total} />
                      </div>
                      <RecordFigures
                        items={PARTS.map((key) => ({
                          id: key,
                          label: t(PART_LABEL[key]),
                          value: <Money value={row[key]} />,
                        }))}
                      />
                    </li>
                  ))}
                </RecordList>
              )}
            </>
          )}
        </QueryStates>
      ) : null}
    </>
  );
}
