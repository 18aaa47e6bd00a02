/** `yyyy-MM-dd HH:mm:ss` (the operator's time) as a short date and time in the player's language. */
export function formatWinTime(value: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(value);
  if (!match) return value;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi);
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(date);
  } catch {
    return value;
  }
}

/** A win's multiplier (×12.5) with the player's decimal separator. */
export function formatMultiplier(value: number, language: string): string {
  try {
    return `×${new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value)}`;
  } catch {
    return `×${value}`;
  }
}
