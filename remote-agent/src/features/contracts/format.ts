/**
 * Dates from the API come as `yyyy-MM-dd HH:mm:ss` (server time, UTC) or `yyyy-MM-dd`. Shown in the
 * player's language; anything unreadable is shown as it came.
 */
export function formatDate(value: string, language: string, withTime = false): string {
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? `${value}T00:00:00Z`
    : /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value)
      ? `${value.replace(' ', 'T')}Z`
      : value;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, withTime ? { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' } : { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
