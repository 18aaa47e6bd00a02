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
  ErrorState,
  Money,
  presetRange,
  rangeProblem,
  useApiQuery,
  type DateRangeValue,
} from '@vitrine/shared';
import { formatDateTime, useErrorText } from '../../components/format';
import { Filters, Rows, RowsLoading, Stats } from '../../components/report';

const PARTS = ['salary', 'hourlySalary', 'realtimeSalary', 'dividend'] as const;
const PART_LABEL: Record<(typeof PARTS)[number], string> = {
  salary: 'daily_salary',
  hourlySalary: 'hourly_salary',
  realtimeSalary: 'realtime_salary',
  dividend: 'dividend',
};

export function AgentRevenue() {
  const { t, i18n } = useTranslation('agent');
  const errorText = useErrorText();
  const [range, setRange] = useState<DateRangeValue>(() => presetRange('last30'));
  const valid = rangeProblem(range) === null;
  const revenue = useApiQuery(endpoints.agentRevenue, range, {
    enabled: valid,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

  let body;
  if (!valid) body = null;
  else if (revenue.isPending) body = <RowsLoading testId="revenue-loading" rows={4} />;
  else if (revenue.isError)
    body = (
      <ErrorState
        title={t('records_failed')}
        message={errorText(revenue.error)}
        onRetry={() => void revenue.refetch()}
        testId="revenue-error"
      />
    );
  else
    body = (
      <>
        <Stats>
          <div>
            <dt>{t('income_total')}</dt>
            <dd>
              <Money value={revenue.data.total} testId="revenue-total" />
            </dd>
          </div>
        </Stats>
        {revenue.data.rows.length === 0 ? (
          <EmptyState message={t('no_income')} />
        ) : (
          <Rows aria-busy={revenue.isPlaceholderData} aria-label={t('my_income')}>
            {revenue.data.rows.map((row) => (
              <li key={row.date} data-testid="revenue-row">
                <div className="what">
                  <strong>{formatDateTime(row.date, i18n.language, true)}</strong>
                </div>
                <div className="amounts">
                  <Money value={row.total} />
                </div>
                <dl className="figures">
                  {PARTS.map((key) => (
                    <div key={key} data-figure={key}>
                      <dt>{t(PART_LABEL[key])}</dt>
                      <dd>
                        <Money value={row[key]} />
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </Rows>
        )}
      </>
    );

  return (
    <>
      <Filters>
        <DateRangeFilter value={range} onChange={setRange} />
      </Filters>
      {body}
    </>
  );
}
