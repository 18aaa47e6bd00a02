/**
 * Phone authentication (the spec's Firebase flow) — the rules, free of React:
 * - the phone-auth service's eleven error codes → the player's message (spec section 8);
 * - after "too many requests" the send button waits AUTH_RETRY_WAIT_MS (spec section 9: "Auth
 *   retry wait 5 minutes"); the deadline is kept in session storage so closing and re-opening the
 *   modal (or reloading) does not cut the wait short. Only the deadline is stored.
 */
export const AUTH_RETRY_WAIT_MS = 5 * 60_000;
/** The countdown of a phone-auth (firebase) SMS: always 60 s (spec section 9). */
export const FIREBASE_SMS_COUNTDOWN_S = 60;

export type PhoneAuthErrorCode =
  | 'auth/invalid-phone-number'
  | 'auth/missing-phone-number'
  | 'auth/too-many-requests'
  | 'auth/internal-error'
  | 'auth/invalid-verification-code'
  | 'auth/missing-verification-code'
  | 'auth/captcha-check-failed'
  | 'auth/quota-exceeded'
  | 'auth/operation-not-allowed'
  | 'auth/code-expired'
  | 'auth/popup-closed-by-user';

/** The host translation key of each phone-auth error (anything unknown → the "unknown" one). */
export const PHONE_AUTH_MESSAGE_KEYS: Readonly<Record<PhoneAuthErrorCode, string>> = {
  'auth/invalid-phone-number': 'phone_err_invalid_phone',
  'auth/missing-phone-number': 'phone_err_missing_phone',
  'auth/too-many-requests': 'phone_err_too_many',
  'auth/internal-error': 'phone_err_unknown',
  'auth/invalid-verification-code': 'phone_err_invalid_code',
  'auth/missing-verification-code': 'phone_err_missing_code',
  'auth/captcha-check-failed': 'phone_err_captcha',
  'auth/quota-exceeded': 'phone_err_quota',
  'auth/operation-not-allowed': 'phone_err_not_allowed',
  'auth/code-expired': 'phone_err_code_expired',
  'auth/popup-closed-by-user': 'phone_err_popup_closed',
};

export function phoneAuthMessageKey(code: string): string {
  return (PHONE_AUTH_MESSAGE_KEYS as Record<string, string>)[code] ?? 'phone_err_unknown';
}

export class PhoneAuthError extends Error {
  constructor(readonly code: string, message = code) {
    super(message);
    this.name = 'PhoneAuthError';
  }
}

export const isPhoneAuthError = (e: unknown): e is PhoneAuthError => e instanceof PhoneAuthError;

/** Where the wait deadline is kept (epoch ms). */
export const WAIT_STORAGE_KEY = 'vitrine.phoneAuthWaitUntil';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The deadline the wait after "too many requests" ends at, starting `now`. */
export const retryWaitDeadline = (now: number): number => now + AUTH_RETRY_WAIT_MS;

/** Starts the wait (keeps the later deadline if one already runs). Returns the deadline. */
export function startRetryWait(store: KeyValueStore | null, now: number): number {
  const until = Math.max(retryWaitDeadline(now), readRetryWait(store, now));
  try {
    store?.setItem(WAIT_STORAGE_KEY, String(until));
  } catch {
    /* storage full or blocked: the wait then lasts while the page is open */
  }
  return until;
}

/** The running wait's deadline, or 0 when none runs (an ended or unreadable one is cleared). */
export function readRetryWait(store: KeyValueStore | null, now: number): number {
  let raw: string | null = null;
  try {
    raw = store?.getItem(WAIT_STORAGE_KEY) ?? null;
  } catch {
    return 0;
  }
  const until = Number(raw);
  // A deadline further than the wait itself is not ours (tampered or a clock moved back): ignore it.
  if (!raw || !Number.isFinite(until) || until <= now || until - now > AUTH_RETRY_WAIT_MS) {
    if (raw) {
      try {
        store?.removeItem(WAIT_STORAGE_KEY);
      } catch {
        /* ignore */
      }
    }
    return 0;
  }
  return until;
}

/** Seconds as m:ss (the wait label: "4:59"). */
export function formatWait(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The phone number as the service takes it: `+<dial>-<national>` (digits only). */
export function phoneNumberFor(dial: string, national: string): string {
  const d = dial.replace(/\D/g, '');
  const n = national.replace(/\D/g, '');
  return n ? `+${d}-${n}` : '';
}
