/**
 * Dates from the API come as ISO strings or `yyyy-MM-dd HH:mm:ss` (server time, UTC). Show them in
 * the player's language; anything unreadable is shown as it came.
 */
export function formatDateTime(value: string, language: string): string {
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value) ? `${value.replace(' ', 'T')}Z` : value;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
