import i18next from 'i18next';
import { dateTimeFormat } from './intl-formats';

/**
 * Dates as the API sends them: `yyyy-MM-dd HH:mm:ss` (server time, UTC), ISO 8601, or a calendar
 * day `yyyy-MM-dd`. Invalid input gives an invalid Date.
 */
export function parseApiDate(value: string): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T00:00:00Z`);
  if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value))
    return new Date(`${value.replace(' ', 'T')}Z`);
  return new Date(value);
}

const language = (given?: string): string | undefined =>
  given || i18next.resolvedLanguage || i18next.language || undefined;

function format(date: Date, lang: string | undefined, options: Intl.DateTimeFormatOptions): string {
  try {
    return dateTimeFormat(lang, options).format(date);
  } catch {
    // A language code Intl does not know: the browser's own language rather than nothing.
    return dateTimeFormat(undefined, options).format(date);
  }
}

/**
 * A moment (bet time, transfer, claim…) in the player's local time, in the current language (or
 * `lang`): medium date and short time. Anything unreadable is shown as it came.
 */
export function formatDateTime(value: string, lang?: string): string {
  const date = parseApiDate(value);
  if (Number.isNaN(date.getTime())) return value;
  return format(date, language(lang), { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * A calendar day (a period's start or end, a day's figures): the day the server names, in the
 * current language (or `lang`), never shifted by the player's time zone. For a moment (with a
 * time) it is that moment's day in UTC, as the server counts days. Unreadable input as it came.
 */
export function formatDate(value: string, lang?: string): string {
  const date = parseApiDate(value);
  if (Number.isNaN(date.getTime())) return value;
  return format(date, language(lang), { dateStyle: 'medium', timeZone: 'UTC' });
}
