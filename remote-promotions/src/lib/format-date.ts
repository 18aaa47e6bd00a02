/** `yyyy-MM-dd HH:mm:ss` (server time, UTC) or ISO → a date in the player's language. */
function parse(value: string): Date {
  return new Date(/^\d{4}-\d{2}-\d{2} /.test(value) ? `${value.replace(' ', 'T')}Z` : value);
}

export function formatDay(value: string, language: string): string {
  const date = parse(value);
  return Number.isNaN(date.getTime())
    ? value
    : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** Date and time (UTC, as the server counts); anything unreadable is shown as it came. */
export function formatDateTime(value: string, language: string): string {
  const date = parse(value);
  return Number.isNaN(date.getTime())
    ? value
    : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
        date,
      );
}
