/**
 * Activity statement: deposits, withdrawals, bets, winnings and net result by day, week or month
 * for a date range (sums of the account record), shown and downloadable as CSV.
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  DateRangeFilter,
  type DateRangeValue,
  type endpoints,
  ErrorState,
  Field,
  formatMoney,
  presetRange,
  rangeProblem,
  Select,
  SignedMoney,
  Skeleton,
  useErrorText,
} from '@vitrine/shared';
import { downloadText, statementCsv } from './statement-csv';
import { useStatement } from './use-rg';

const GROUPS: endpoints.RgStatementGroup[] = ['DAY', 'WEEK', 'MONTH'];

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: end;
    white-space: nowrap;
  }
  th:first-of-type,
  td:first-of-type {
    text-align: start;
  }
  thead th {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  tfoot th,
  tfoot td {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** The table scrolls sideways on a phone: a named, focusable region so keyboards can scroll it. */
const Scroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export function Statement() {
  const { t, i18n } = useTranslation('member');
  const errorText = useErrorText();
  const [range, setRange] = useState<DateRangeValue>(() => presetRange('last30'));
  const [groupBy, setGroupBy] = useState<endpoints.RgStatementGroup>('DAY');
  const valid = rangeProblem(range) === null;
  const statement = useStatement({ ...range, groupBy }, valid);
  const money = (v: number) => formatMoney(v, i18n.language);
  const headers = {
    period: t('rg_col_period'),
    deposits: t('rg_col_deposits'),
    withdrawals: t('rg_col_withdrawals'),
    bets: t('rg_col_bets'),
    wins: t('rg_col_wins'),
    net: t('rg_col_net'),
    total: t('rg_total'),
  };

  return (
    <div style={{ display: 'grid', gap: 12 }} data-testid="rg-statement">
      <DateRangeFilter value={range} onChange={setRange} />
      <Field name="groupBy" label={t('rg_group_by')}>
        {(control) => (
          <Select {...control} value={groupBy} onChange={(e) => setGroupBy(e.target.value as endpoints.RgStatementGroup)} data-testid="rg-statement-group">
            {GROUPS.map((g) => (
              <option key={g} value={g}>
                {t(`rg_group_${g}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {!valid ? null : statement.isPending ? (
        <Skeleton height="120px" />
      ) : statement.isError ? (
        <ErrorState title={t('rg_statement_failed')} message={errorText(statement.error)} onRetry={() => void statement.refetch()} />
      ) : (
        <>
          <Scroll tabIndex={0} role="region" aria-label={t('rg_statement')}>
            <Table data-testid="rg-statement-table">
              <thead>
                <tr>
                  <th scope="col">{headers.period}</th>
                  <th scope="col">{headers.deposits}</th>
                  <th scope="col">{headers.withdrawals}</th>
                  <th scope="col">{headers.net}</th>
                </tr>
              </thead>
              <tbody>
                {statement.data.rows
                  .filter((r) => r.deposits || r.withdrawals || r.bets || r.wins)
                  .map((r) => (
                    <tr key={r.period}>
                      <th scope="row">{r.period}</th>
                      <td>{money(r.deposits)}</td>
                      <td>{money(r.withdrawals)}</td>
                      <td>
                        <SignedMoney value={r.netResult} />
                      </td>
                    </tr>
                  ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{headers.total}</th>
                  <td data-testid="rg-total-deposits">{money(statement.data.totals.deposits)}</td>
                  <td data-testid="rg-total-withdrawals">{money(statement.data.totals.withdrawals)}</td>
                  <td>
                    <SignedMoney value={statement.data.totals.netResult} />
                  </td>
                </tr>
              </tfoot>
            </Table>
          </Scroll>
          <div>
            <Button
              type="button"
              variant="ghost"
              data-testid="rg-statement-csv"
              onClick={() => downloadText(statementCsv(statement.data, headers), `statement-${range.startDate}-${range.endDate}.csv`)}
            >
              {t('rg_download_csv')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
