import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Skeleton, endpoints, formatMoney, useApiQuery } from '@vitrine/shared';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useReducedMotion } from '../../lib/use-reduced-motion';
import { useCountUp } from './use-count-up';
import { JACKPOT_TICKER_HEIGHT as HEIGHT } from './ticker-height';

/** How often the jackpot is read again (the amount grows between reads). */
export const JACKPOT_REFRESH_MS = 30_000;

const Box = styled.section`
  min-height: ${HEIGHT};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.gold};
  background:
    linear-gradient(90deg, rgba(242, 193, 78, 0.18), transparent 70%),
    ${({ theme }) => theme.color.surfaceRaised};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.gold};
  }
`;

/** The final value (hidden) and the counting value share one grid cell: the width never changes. */
const Amount = styled.p`
  margin: 0;
  display: inline-grid;
  font-size: clamp(22px, 6vw, ${({ theme }) => theme.font.size.xxl});
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ theme }) => theme.color.text};
  > span[aria-hidden] {
    grid-area: 1 / 1;
    text-align: end;
  }
  > span[data-ghost] {
    visibility: hidden;
  }
`;

/**
 * The jackpot (VIS_getJackpot) counting up to its amount, re-read every 30 s. Loading keeps the box's
 * height (skeleton); a failed read keeps the last amount, and with none yet the ticker is left out.
 */
export function JackpotTicker({ testId = 'jackpot-ticker' }: { testId?: string }) {
  const { t, i18n } = useTranslation('games');
  const reducedMotion = useReducedMotion();
  const jackpot = useApiQuery(endpoints.jackpot, undefined, {
    staleTime: JACKPOT_REFRESH_MS,
    refetchInterval: JACKPOT_REFRESH_MS,
  });
  const amount = typeof jackpot.data?.amount === 'number' && Number.isFinite(jackpot.data.amount) ? jackpot.data.amount : null;
  const shown = useCountUp(amount, reducedMotion);
  if (jackpot.isPending) return <Skeleton height={HEIGHT} data-testid="jackpot-loading" aria-hidden="true" />;
  if (amount === null || shown === null) return null;
  const final = formatMoney(amount, i18n.language);
  return (
    <Box aria-labelledby={`${testId}-title`} data-testid={testId} data-amount={amount}>
      <h2 id={`${testId}-title`}>{t('jackpot_title')}</h2>
      <Amount>
        <span aria-hidden="true" data-ghost>
          {final}
        </span>
        <span aria-hidden="true" data-testid="jackpot-amount" data-settled={shown === amount}>
          {formatMoney(shown, i18n.language)}
        </span>
        <VisuallyHidden data-testid="jackpot-value">{final}</VisuallyHidden>
      </Amount>
    </Box>
  );
}
