/** Redeem history (in process, rejected, approved) and points details (the points ledger). */
import { useTranslation } from 'react-i18next';
import { endpoints, formatDateTime, Money, RecordView } from '@vitrine/shared';
import { Badge, type Tone } from '../../components/Badge';
import { useHistoryRecords } from './use-points';

const REDEEM_TONE: Record<endpoints.RedeemState, Tone> = {
  IN_PROCESS: 'warning',
  REJECTED: 'danger',
  APPROVED: 'success',
};

export function RedeemHistory() {
  const { t, i18n } = useTranslation('promotions');
  const records = useHistoryRecords(endpoints.redeemPointList);
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <RecordView
      records={records}
      testId="pm-history"
      label={t('pm_tab_history')}
      errorTitle={t('pm_history_failed')}
      emptyMessage={t('pm_history_empty')}
    >
      {(row) => (
        <li key={row.id} data-testid="pm-history-row" data-state={row.state}>
          <div className="what">
            <strong>
              {row.rewardName} × {number.format(row.quantity)}
            </strong>
            <span className="meta">{formatDateTime(row.createdAt, i18n.language)}</span>
          </div>
          <div className="amounts">
            <Badge tone={REDEEM_TONE[row.state]}>{t(`redeem_state_${row.state}`)}</Badge>
            <span>{t('pm_points_n', { points: number.format(-row.points) })}</span>
          </div>
        </li>
      )}
    </RecordView>
  );
}

export function PointDetails() {
  const { t, i18n } = useTranslation('promotions');
  const records = useHistoryRecords(endpoints.memTransDet);
  const number = new Intl.NumberFormat(i18n.language, { signDisplay: 'exceptZero' });
  const plain = new Intl.NumberFormat(i18n.language);
  return (
    <RecordView
      records={records}
      testId="pm-details"
      label={t('pm_tab_details')}
      errorTitle={t('pm_details_failed')}
      emptyMessage={t('pm_details_empty')}
    >
      {(row) => (
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
          <div className="amounts">
            <strong>{t('pm_points_n', { points: number.format(row.points) })}</strong>
            <span className="meta">{t('pm_balance_after', { points: plain.format(row.balance) })}</span>
          </div>
        </li>
      )}
    </RecordView>
  );
}
