/** Error codes that end the session and send the player to log in (api-notes, Session). */
export const TOKEN_INVALID_CODES = [
  'token_ip_different',
  'user.or.token.invalid',
  'login.not.session',
  'CUSTOMER_NOT_LOGIN',
] as const;

/** Codes the client itself produces (no server answer to report). */
export type ClientErrorCode = 'network_error' | 'timeout' | 'malformed_response' | 'not_logged_in' | 'http_error';

/**
 * A failed call: the server said `success: false`, or the call never got a usable answer.
 * `message` is the server's text (already in the player's language thanks to the Language header)
 * or empty; use `errorMessageKey` for a translated fallback.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly endpoint: string;
  readonly value: unknown;

  constructor(init: { code: string; message?: string; status?: number; endpoint: string; value?: unknown }) {
    super(init.message || init.code);
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status ?? 0;
    this.endpoint = init.endpoint;
    this.value = init.value;
  }

  /**
   * The server's text for the player, or ''. The gateway's own answers (`gateway_*`, when the API
   * is unreachable or slow) are infrastructure text in English: the caller shows its own.
   */
  get serverMessage(): string {
    if (this.code.startsWith('gateway_')) return '';
    return this.message === this.code ? '' : this.message;
  }

  get isTokenInvalid(): boolean {
    return (TOKEN_INVALID_CODES as readonly string[]).includes(this.code);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Codes meaning the request may have reached the server and been done, though no usable answer came back. */
const OUTCOME_UNKNOWN_CODES: readonly string[] = ['timeout', 'network_error', 'malformed_response', 'gateway_unavailable', 'gateway_timeout'];

/**
 * Whether a failed money call may nevertheless have been carried out: a timeout, a dropped
 * connection, an unreadable answer or a 5xx (from the server or the gateway). The form must then
 * re-read the balance and records and retry only with the same idempotency key.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return OUTCOME_UNKNOWN_CODES.includes(error.code) || error.status >= 500;
}

/**
 * Server codes whose meaning is fixed, with the key (namespace `common`) explaining them. They are
 * shown in the player's language by code, never as the server's own text (which may not be in
 * the player's language). Add a code here to localise it everywhere `useErrorText` is used.
 */
export const CODE_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  username_or_email_not_found: 'err_username_or_email',
  account_locked: 'err_contact_agent',
  non_member_login: 'err_non_member_login',
  non_agent_login: 'err_non_agent_login',
};

/** The `common` key of a server code with a fixed meaning (CODE_MESSAGE_KEYS), else null. */
export function localisedErrorKey(error: unknown): string | null {
  return isApiError(error) ? (CODE_MESSAGE_KEYS[error.code] ?? null) : null;
}

/** The translation key (namespace `common`) that explains an error when the server gave no text. */
export function errorMessageKey(error: unknown): string {
  if (!isApiError(error)) return 'err_unknown';
  const known = CODE_MESSAGE_KEYS[error.code];
  if (known) return known;
  switch (error.code) {
    case 'network_error':
      return 'err_network';
    case 'timeout':
      return 'err_timeout';
    case 'malformed_response':
    case 'http_error':
    case 'gateway_unavailable':
    case 'gateway_timeout':
      return 'err_server';
    case 'not_logged_in':
    case 'CUSTOMER_NOT_LOGIN':
    case 'login.not.session':
    case 'user.or.token.invalid':
    case 'token_ip_different':
      return 'err_not_logged_in';
    default:
      return 'err_unknown';
  }
}
