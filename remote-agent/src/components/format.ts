import { useTranslation } from 'react-i18next';
import { errorMessageKey, isApiError } from '@vitrine/shared';

/**
 * API dates come as `yyyy-MM-dd HH:mm:ss` (server time, UTC) or ISO. Shown in the player's
 * language; `dateOnly` for day figures (`yyyy-MM-dd`); anything unreadable is shown as it came.
 */
export function formatDateTime(value: string, language: string, dateOnly = false): string {
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? `${value}T00:00:00Z`
    : /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value)
      ? `${value.replace(' ', 'T')}Z`
      : value;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(
    language,
    dateOnly ? { dateStyle: 'medium', timeZone: 'UTC' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(date);
}

/**
 * What to tell the agent about a failed call: the server's own text (it answers in the player's
 * language), else the shared explanation (network, timeout, not logged in…).
 */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation('common');
  return (error) => (isApiError(error) && error.serverMessage) || t(errorMessageKey(error));
}
