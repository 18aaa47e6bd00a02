import type { TFunction } from 'i18next';
import { currentLanguage, errorMessageKey, isApiError, localisedErrorKey, rgErrorText } from '@vitrine/shared';

/** Server codes the session flows explain in the player's language (namespace host). */
const KNOWN: Record<string, string> = {
  login_failed: 'err_login_failed',
  captcha_required: 'err_captcha_required',
  captcha_invalid: 'err_captcha_invalid',
  non_member_login: 'err_non_member_login',
  non_agent_login: 'err_non_agent_login',
  sms_code_invalid: 'err_sms_code_invalid',
  sms_throttled: 'err_too_fast',
  rate_limited: 'err_too_fast',
  username_exists: 'err_username_exists',
  mobile_exists: 'err_mobile_exists',
  invitation_code_error: 'invitation_code_error',
  password_incorrect: 'err_old_password',
  confirmation_mismatch: 'err_confirmation',
  password_too_weak: 'err_password_too_weak',
  password_unchanged: 'err_password_unchanged',
  username_or_email_not_found: 'err_username_or_email',
  mobile_not_bound: 'err_mobile_not_bound',
  login_ip_verification_required: 'err_ip_verification',
  social_token_invalid: 'err_social_failed',
  social_token_used: 'err_social_failed',
  social_token_expired: 'err_social_expired',
  social_account_not_linked: 'err_social_not_linked',
  phone_token_invalid: 'phone_err_invalid_code',
};

export function flowErrorMessage(t: TFunction, error: unknown): string {
  if (isApiError(error)) {
    // A login refused during a time-out or self-exclusion names its end in the player's language.
    const rg = rgErrorText(error, t, currentLanguage());
    if (rg) return rg;
    const key = KNOWN[error.code];
    if (key) return t(key, { ns: 'host' });
    // Codes the shared client explains by code (e.g. account_locked: 'please contact your agent').
    const shared = localisedErrorKey(error);
    if (shared) return t(shared, { ns: 'common' });
    if (error.serverMessage) return error.serverMessage;
  }
  return t(errorMessageKey(error), { ns: 'common' });
}

export const errorCode = (error: unknown): string | null => (isApiError(error) ? error.code : null);

/** The host key explaining a server code the session flows know, or null. */
export const knownErrorKey = (error: unknown): string | null => (isApiError(error) ? (KNOWN[error.code] ?? null) : null);
