/**
 * Personal profit and loss (member-centre page `personalProfit`, label `in_personal_loss`; the
 * header's "personal centre"): in a period, what the player bet and won per game category, plus
 * bonuses, cashback, deposits and withdrawals, and the result (win − bet + bonus + rebate).
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Card,
  DateRangeFilter,
  type DateRangeValue,
  EmptyState,
  endpoints,
  ErrorState,
  Hint,
  Money,
  presetRange,
  rangeProblem,
  RecordList,
  SignedMoney,
  Skeleton,
  Stats,
  useApiQuery,
  useErrorText,
} from '@vitrine/shared';

const Result = styled(Card)`
  justify-items: start;
  strong {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

const isEmpty = (p: endpoints.ProfitLoss) =>
  p.rows.length === 0 &&
  [p.totalBet, p.totalWin, p.bonus, p.rebate, p.deposit, p.withdraw].every((v) => v === 0);

function Loading() {
  return (
    <div aria-busy="true" data-testid="profit-loss-loading" style={{ display: 'grid', gap: 12 }}>
      <Skeleton height="92px" />
      <Skeleton height="140px" />
    </div>
  );
}

export function ProfitLoss() {
  const { t } = useTranslation('member');
  const errorText = useErrorText();
  const [range, setRange] = useState<DateRangeValue>(() => presetRange('last7'));
  const valid = rangeProblem(range) === null;
  const report = useApiQuery(endpoints.profitLoss, range, {
    enabled: valid,
    staleTime: 15_000,
  });

  let body;
  if (!valid) body = null;
  else if (report.isPending) body = <Loading />;
  else if (report.isError)
    body = (
      <ErrorState
        title={t('records_failed')}
        message={errorText(report.error)}
        onRetry={() => void report.refetch()}
        testId="profit-loss-error"
      />
    );
  else if (isEmpty(report.data)) body = <EmptyState message={t('no_activity')} />;
  else {
    const p = report.data;
    const totals: [string, number][] = [
      ['total_bet', p.totalBet],
      ['valid_bet', p.validBet],
      ['total_win', p.totalWin],
      ['bonus', p.bonus],
      ['rebate', p.rebate],
      ['deposits', p.deposit],
      ['withdrawals', p.withdraw],
    ];
    body = (
      <>
        <Result data-testid="profit-loss-result">
          <Hint>{t('profit_result')}</Hint>
          <strong>
            <SignedMoney value={p.profit} testId="profit-loss-profit" />
          </strong>
        </Result>
        <Stats data-testid="profit-loss-totals">
          {totals.map(([key, value]) => (
            <div key={key} data-total={key}>
              <dt>{t(key)}</dt>
              <dd>
                <Money value={value} />
              </dd>
            </div>
          ))}
        </Stats>
        {p.rows.length ? (
          <RecordList aria-label={t('by_category')}>
            {p.rows.map((row) => (
              <li key={row.category} data-testid="profit-loss-row">
                <div className="what">
                  <strong>{t(`cat_${row.category}`)}</strong>
                  <span className="meta">
                    {t('bet_short')} <Money value={row.betAmount} /> · {t('valid_bet')}{' '}
                    <Money value={row.validBet} />
                  </span>
                </div>
                <div className="amounts">
                  <SignedMoney value={row.profit} />
                  <span className="meta">
                    {t('win_short')} <Money value={row.winAmount} />
                  </span>
                </div>
              </li>
            ))}
          </RecordList>
        ) : (
          <Hint>{t('no_bets')}</Hint>
        )}
      </>
    );
  }

  return (
    <>
      <DateRangeFilter value={range} onChange={setRange} />
      {body}
    </>
  );
}
