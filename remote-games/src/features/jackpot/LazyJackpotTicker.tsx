import { lazy, Suspense } from 'react';
import { Skeleton } from '@vitrine/shared';
import { JACKPOT_TICKER_HEIGHT } from './ticker-height';

const JackpotTicker = lazy(() =>
  import(/* webpackChunkName: "jackpot-ticker" */ './JackpotTicker').then((m) => ({ default: m.JackpotTicker })),
);

/**
 * The jackpot ticker as its own chunk (issue 9): the pages' first chunk parses less before the
 * banner is drawn. While it loads, the same reserved box as the ticker's own loading state.
 */
export function LazyJackpotTicker(props: { testId?: string }) {
  return (
    <Suspense fallback={<Skeleton height={JACKPOT_TICKER_HEIGHT} data-testid="jackpot-loading" aria-hidden="true" />}>
      <JackpotTicker {...props} />
    </Suspense>
  );
}
