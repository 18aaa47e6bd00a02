/**
 * Types shared by several areas. Imports nothing but `../endpoint` (this folder is compiled into
 * the browser bundle and imported by the sandbox backend).
 */

/** `0` false / `1` true, as the operator API spells many flags. */
export type Flag01 = 0 | 1;

/** Language codes the brand may support (`supportLanguages`). */
export type LanguageCode = string;

/** Paging input of the relay list calls. `pageNo` starts at 1. */
export interface PageRequest {
  pageNo?: number;
  pageSize?: number;
}

/** Date range filter of the record calls: `yyyy-MM-dd`, inclusive, server time zone (UTC). */
export interface DateRange {
  startDate?: string;
  endDate?: string;
}

/**
 * Error codes the API answers with `{ success: false, code, message }`. The first four clear the
 * session on the front end. Others are informational; `message` is always human readable.
 */
export type ApiErrorCode =
  | 'token_ip_different'
  | 'user.or.token.invalid'
  | 'login.not.session'
  | 'CUSTOMER_NOT_LOGIN'
  | 'module_disabled'
  | 'validation_error'
  | 'bad_cipher'
  | 'not_found'
  | 'captcha_required'
  | 'captcha_invalid'
  | 'login_ip_verification_required'
  /** Unknown-IP verification: the e-mail address or bank account name typed is not the one on file. */
  | 'verification_answer_invalid'
  /** Unknown-IP verification: the Google Authenticator code is wrong or out of its time step. */
  | 'google_code_invalid'
  /** Unknown-IP verification: the challenge expired or had too many wrong answers (log in again). */
  | 'verification_expired'
  | 'login_failed'
  | 'account_locked'
  | 'non_member_login'
  | 'non_agent_login'
  | 'trial_account_denied'
  | 'invitation_code_error'
  | 'sms_throttled'
  | 'sms_code_invalid'
  | 'username_exists'
  | 'mobile_exists'
  | 'password_incorrect'
  /** Change password: the confirmation differs from the new password ('Incorrect confirmation entry'). */
  | 'confirmation_mismatch'
  /** Change password: the new password is the weak one ({secret}). */
  | 'password_too_weak'
  /** Change password: the new password is the old one. */
  | 'password_unchanged'
  /** Forgot password by e-mail: no account has this username and e-mail ('username or email does not exist'). */
  | 'username_or_email_not_found'
  /** SMS login / forgot password by phone: no account is bound to the mobile number. */
  | 'mobile_not_bound'
  | 'balance_not_enough'
  | 'launch_game_balance_not_enough'
  | 'vendor_under_maintenance'
  | 'domain_not_available'
  | 'system_maintenance'
  | 'region_restricted'
  | 'rate_limited'
  | 'conflict'
  | 'forbidden'
  | 'internal_error'
  /** Social sign-in (`type: 'firebase'`): the ID token is malformed, forged or for another provider. */
  | 'social_token_invalid'
  /** Social sign-in: the ID token has expired (get a new one from the provider). */
  | 'social_token_expired'
  /** Social sign-in: the ID token was already used for a login. */
  | 'social_token_used'
  /** Social sign-in: the identity is linked to no account and sign-up is closed. */
  | 'social_account_not_linked'
  /** Registration with `firebaseChannel: 'sms'`: the phone-auth ID token is forged, expired, used or for another number. */
  | 'phone_token_invalid'
  /** Responsible gaming: a deposit, transfer into a game, launch or bet would cross a limit (value `RgLimitReachedInfo`). */
  | 'rg_limit_reached'
  /** Responsible gaming: login refused during a time-out or self-exclusion (value `RgExcludedInfo`, names the end). */
  | 'rg_excluded';

/** Every entry of the game-category lanes (spec section 3). */
export type GameCategory = 'LIVE' | 'RNG' | 'SPORTS' | 'ESPORTS' | 'FISH' | 'PVP' | 'ELOTT' | 'LOTT';

export const GAME_CATEGORIES: readonly GameCategory[] = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'];
