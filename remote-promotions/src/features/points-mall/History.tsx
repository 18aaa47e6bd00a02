/** Redeem history (in process, rejected, approved) and points details (the points ledger). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Money, type endpoints, Pager } from '@vitrine/shared';
import { Badge, type Tone } from '../../components/Badge';
import { RecordList, RecordsLoading } from '../../components/RecordList';
import { useErrorText } from '../../lib/error-text';
import { formatDateTime } from '../../lib/format-date';
import { usePointDetails, useRedeemList } from './use-points';

const REDEEM_TONE: Record<endpoints.RedeemState, Tone> = {
  IN_PROCESS: 'warning',
  REJECTED: 'danger',
  APPROVED: 'success',
};

export function RedeemHistory() {
  const { t, i18n } = useTranslation('promotions');
  const errorText = useErrorText();
  const [pageNo, setPageNo] = useState(1);
  const list = useRedeemList(pageNo);
  const number = new Intl.NumberFormat(i18n.language);
  if (list.isPending) return <RecordsLoading testId="pm-history-loading" />;
  if (list.isError)
    return (
      <ErrorState
        title={t('pm_history_failed')}
        message={errorText(list.error)}
        onRetry={() => void list.refetch()}
        testId="pm-history-error"
      />
    );
  if (list.data.list.length === 0)
    return <EmptyState message={t('pm_history_empty')} testId="pm-history-empty" />;
  return (
    <>
      <RecordList aria-label={t('pm_tab_history')} aria-busy={list.isPlaceholderData}>
        {list.data.list.map((row) => (
          <li key={row.id} data-testid="pm-history-row" data-state={row.state}>
            <div className="what">
              <strong>
                {row.rewardName} × {number.format(row.quantity)}
              </strong>
              <span className="meta">{formatDateTime(row.createdAt, i18n.language)}</span>
            </div>
            <div className="figures">
              <Badge tone={REDEEM_TONE[row.state]}>{t(`redeem_state_${row.state}`)}</Badge>
              <span>{t('pm_points_n', { points: number.format(-row.points) })}</span>
            </div>
          </li>
        ))}
      </RecordList>
      <Pager
        page={pageNo}
        totalPages={list.data.totalPages}
        onChange={setPageNo}
        busy={list.isFetching}
        testId="pm-history-pager"
      />
    </>
  );
}

export function PointDetails() {
  const { t, i18n } = useTranslation('promotions');
  const errorText = useErrorText();
  const [pageNo, setPageNo] = useState(1);
  const list = usePointDetails(pageNo);
  const number = new Intl.NumberFormat(i18n.language, { signDisplay: 'exceptZero' });
  const plain = new Intl.NumberFormat(i18n.language);
  if (list.isPending) return <RecordsLoading testId="pm-details-loading" />;
  if (list.isError)
    return (
      <ErrorState
        title={t('pm_details_failed')}
        message={errorText(list.error)}
        onRetry={() => void list.refetch()}
        testId="pm-details-error"
      />
    );
  if (list.data.list.length === 0)
    return <EmptyState message={t('pm_details_empty')} testId="pm-details-empty" />;
  return (
    <>
      <RecordList aria-label={t('pm_tab_details')} aria-busy={list.isPlaceholderData}>
        {list.data.list.map((row) => (
          <li key={row.id} data-testid="pm-detail-row" data-sign={row.points >= 0 ? 'up' : 'down'}>
            <div className="what">
              <strong>{row.remark}</strong>
              <span className="meta">{formatDateTime(row.createdAt, i18n.language)}</span>
              {row.amount > 0 ? (
                <span className="meta">
                  {t('pm_detail_amount')} <Money value={row.amount} />
                </span>
              ) : null}
            </div>
            <div className="figures">
              <strong>{t('pm_points_n', { points: number.format(row.points) })}</strong>
              <span className="meta">{t('pm_balance_after', { points: plain.format(row.balance) })}</span>
            </div>
          </li>
        ))}
      </RecordList>
      <Pager
        page={pageNo}
        totalPages={list.data.totalPages}
        onChange={setPageNo}
        busy={list.isFetching}
        testId="pm-details-pager"
      />
    </>
  );
}
