/**
 * Bet records (the player's own, or a team's): one row and the period's totals, the same on every
 * record page that lists bets. Labels come from the page's own namespace (`bet_short`,
 * `win_short`, `bet_status_<STATUS>`, `bet_amount`, `valid_bet`, `win_amount` and the profit key).
 */
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetRecord, BetSummary } from '../api/endpoints/member';
import { Money, SignedMoney } from '../ui/Money';
import { RecordBadge, type RecordTone, type StatItem } from './RecordList';
import { formatDateTime } from '../i18n/format-date';
import { RecordMeta, RecordRow } from './RecordRow';

export const BET_STATUS_TONE: Record<BetRecord['status'], RecordTone> = {
  SETTLED: 'good',
  UNSETTLED: 'warn',
  CANCELLED: 'bad',
};

/** One bet: who/what, where, when and its status; its profit, stake and win at the end. */
export function BetRow({
  bet,
  namespace,
  title,
  detail,
  testId,
}: {
  bet: BetRecord;
  /** The namespace holding the labels. */
  namespace: string;
  title: ReactNode;
  detail: ReactNode;
  testId?: string;
}) {
  const { t, i18n } = useTranslation(namespace);
  return (
    <RecordRow
      testId={testId}
      title={title}
      details={
        <>
          <RecordMeta>{detail}</RecordMeta>
          <RecordMeta>{formatDateTime(bet.betTime, i18n.language)}</RecordMeta>
          <RecordBadge tone={BET_STATUS_TONE[bet.status]}>{t(`bet_status_${bet.status}`)}</RecordBadge>
        </>
      }
      amounts={
        <>
          <SignedMoney value={bet.profit} />
          <RecordMeta label={t('bet_short')}>
            <Money value={bet.betAmount} />
          </RecordMeta>
          <RecordMeta label={t('win_short')}>
            <Money value={bet.winAmount} />
          </RecordMeta>
        </>
      }
    />
  );
}

/** The tiles of a period's bet totals (for `RecordView`'s `stats`). */
export function useBetStats(namespace: string, profit: { label: string; testId: string }) {
  const { t } = useTranslation(namespace);
  return useCallback(
    ({ summary }: { summary: BetSummary }): StatItem[] => [
      { id: 'bet', label: t('bet_amount'), value: <Money value={summary.betAmount} /> },
      { id: 'valid', label: t('valid_bet'), value: <Money value={summary.validBet} /> },
      { id: 'win', label: t('win_amount'), value: <Money value={summary.winAmount} /> },
      {
        id: 'profit',
        label: t(profit.label),
        value: <SignedMoney value={summary.profit} testId={profit.testId} />,
      },
    ],
    [t, profit.label, profit.testId],
  );
}
