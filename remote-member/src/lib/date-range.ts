import type { DateRangeValue, endpoints } from '@vitrine/shared';

/**
 * The request fields of a valid record-list period (presets, checks and the filter itself are
 * `@vitrine/shared`'s DateRangeFilter and date-range helpers).
 */
export const rangeRequest = (range: DateRangeValue): endpoints.DateRange => ({
  startDate: range.startDate,
  endDate: range.endDate,
});
