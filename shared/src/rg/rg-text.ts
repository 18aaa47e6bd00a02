/**
 * Responsible gaming texts every app needs in the player's language (namespace `common`): the name
 * of a limit, its amount, and what to say when the server refuses a deposit, a transfer, a launch or
 * a bet (`rg_limit_reached`) or a login (`rg_excluded`). The server's own messages are English.
 */
import type { TFunction } from 'i18next';
import { isApiError } from '../api/errors';
import type { RgExcludedInfo, RgLimitKind, RgLimitReachedInfo, RgPeriod } from '../api/endpoints';
import { formatMoney } from '../ui/Money';
import { dateTimeFormat } from '../i18n/intl-formats';

/** A server instant (ISO) as a date and time in the player's language. */
export function formatRgDate(iso: string, language: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  try {
    return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
  } catch {
    return d.toISOString().replace('T', ' ').slice(0, 16);
  }
}

/** "Daily deposit limit", "Weekly loss limit", "Daily play-time limit". */
export const rgLimitName = (t: TFunction, kind: RgLimitKind, period: RgPeriod): string => t(`rg_limit_${kind}_${period}`, { ns: 'common' });

/** A limit's amount: money, or minutes for the play-time limit. */
export function rgAmount(t: TFunction, kind: RgLimitKind, value: number, language: string): string {
  return kind === 'SESSION' ? t('rg_minutes', { ns: 'common', count: value }) : formatMoney(value, language);
}

const isLimitInfo = (v: unknown): v is RgLimitReachedInfo =>
  !!v && typeof v === 'object' && typeof (v as RgLimitReachedInfo).kind === 'string' && typeof (v as RgLimitReachedInfo).period === 'string'
  && typeof (v as RgLimitReachedInfo).limit === 'number' && typeof (v as RgLimitReachedInfo).used === 'number' && typeof (v as RgLimitReachedInfo).resetsAt === 'string';

const isExcludedInfo = (v: unknown): v is RgExcludedInfo =>
  !!v && typeof v === 'object' && ((v as RgExcludedInfo).kind === 'TIMEOUT' || (v as RgExcludedInfo).kind === 'SELF_EXCLUSION')
  && ((v as RgExcludedInfo).endsAt === null || typeof (v as RgExcludedInfo).endsAt === 'string');

/**
 * The player's-language explanation of a responsible-gaming refusal, naming the limit and when it
 * resets (or the end of the exclusion); null for any other error.
 */
export function rgErrorText(error: unknown, t: TFunction, language: string): string | null {
  if (!isApiError(error)) return null;
  if (error.code === 'rg_limit_reached' && isLimitInfo(error.value)) {
    const v = error.value;
    return t('rg_err_limit', {
      ns: 'common',
      limit: rgLimitName(t, v.kind, v.period),
      amount: rgAmount(t, v.kind, v.limit, language),
      used: rgAmount(t, v.kind, v.used, language),
      resetsAt: formatRgDate(v.resetsAt, language),
    });
  }
  if (error.code === 'rg_excluded' && isExcludedInfo(error.value)) {
    const v = error.value;
    if (v.endsAt === null) return t('rg_err_excluded_indefinite', { ns: 'common' });
    return t(`rg_err_excluded_${v.kind}`, { ns: 'common', endsAt: formatRgDate(v.endsAt, language) });
  }
  return null;
}
