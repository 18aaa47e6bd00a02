/**
 * Date filters of record lists. The operator API reads `yyyy-MM-dd` dates, inclusive, in its own
 * time zone (UTC), so presets are computed in UTC too.
 */
export const DATE_PRESETS = ['today', 'last7', 'last30'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** A chosen period; empty strings while a date is not picked. */
export interface DateRangeValue {
  startDate: string;
  endDate: string;
}

const DAY = 86_400_000;
const ymd = (time: number) => new Date(time).toISOString().slice(0, 10);

export function presetRange(preset: DatePreset, now: Date = new Date()): DateRangeValue {
  const today = now.getTime();
  const days = preset === 'today' ? 0 : preset === 'last7' ? 6 : 29;
  return { startDate: ymd(today - days * DAY), endDate: ymd(today) };
}

/** Which preset a range is, if any (to highlight its chip). */
export function presetOf(range: DateRangeValue, now: Date = new Date()): DatePreset | null {
  return (
    DATE_PRESETS.find((p) => {
      const r = presetRange(p, now);
      return r.startDate === range.startDate && r.endDate === range.endDate;
    }) ?? null
  );
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with a range (a `common` translation key), or null when it can be asked for. */
export function rangeProblem(range: DateRangeValue): 'date_required' | 'date_order' | null {
  if (!DATE.test(range.startDate) || !DATE.test(range.endDate)) return 'date_required';
  if (range.startDate > range.endDate) return 'date_order';
  return null;
}
