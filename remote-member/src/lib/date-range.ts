import type { endpoints } from '@vitrine/shared';

/**
 * Date filters of the record panels. The server reads `yyyy-MM-dd` dates, inclusive, in its own
 * time zone (UTC), so presets are computed in UTC too.
 */
export const PRESETS = ['today', 'last7', 'last30'] as const;
export type Preset = (typeof PRESETS)[number];

const DAY = 86_400_000;
export const ymd = (time: number) => new Date(time).toISOString().slice(0, 10);

export interface DateRange {
  startDate: string;
  endDate: string;
}

export function presetRange(preset: Preset, now: Date = new Date()): DateRange {
  const today = now.getTime();
  switch (preset) {
    case 'today':
      return { startDate: ymd(today), endDate: ymd(today) };
    case 'last7':
      return { startDate: ymd(today - 6 * DAY), endDate: ymd(today) };
    case 'last30':
      return { startDate: ymd(today - 29 * DAY), endDate: ymd(today) };
  }
}

/** Which preset a range is, if any (to highlight its chip). */
export function presetOf(range: DateRange, now: Date = new Date()): Preset | null {
  return (
    PRESETS.find((p) => {
      const r = presetRange(p, now);
      return r.startDate === range.startDate && r.endDate === range.endDate;
    }) ?? null
  );
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The translation key of what is wrong with a range, or null when the server will accept it. */
export function rangeProblem(range: DateRange): 'date_required' | 'date_order' | null {
  if (!DATE.test(range.startDate) || !DATE.test(range.endDate)) return 'date_required';
  if (range.startDate > range.endDate) return 'date_order';
  return null;
}

/** The request fields of a valid range. */
export const rangeRequest = (range: DateRange): endpoints.DateRange => ({
  startDate: range.startDate,
  endDate: range.endDate,
});
