import type { endpoints } from '@vitrine/shared';

/** Periods of the team overview; the server reads `yyyy-MM-dd` dates, inclusive, in UTC; no dates is all time. */
export const PERIODS = ['today', 'yesterday', 'last7', 'last30', 'all'] as const;
export type Period = (typeof PERIODS)[number];

const DAY = 86_400_000;
const ymd = (time: number) => new Date(time).toISOString().slice(0, 10);

export function periodRange(period: Period, now: Date = new Date()): endpoints.DateRange {
  const today = now.getTime();
  switch (period) {
    case 'today':
      return { startDate: ymd(today), endDate: ymd(today) };
    case 'yesterday':
      return { startDate: ymd(today - DAY), endDate: ymd(today - DAY) };
    case 'last7':
      return { startDate: ymd(today - 6 * DAY), endDate: ymd(today) };
    case 'last30':
      return { startDate: ymd(today - 29 * DAY), endDate: ymd(today) };
    case 'all':
      return {};
  }
}
