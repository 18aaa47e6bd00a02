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

  get serverMessage(): string {
    return this.message === this.code ? '' : this.message;
  }

  get isTokenInvalid(): boolean {
    return (TOKEN_INVALID_CODES as readonly string[]).includes(this.code);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The translation key (namespace `common`) that explains an error when the server gave no text. */
export function errorMessageKey(error: unknown): string {
  if (!isApiError(error)) return 'err_unknown';
  switch (error.code) {
    case 'network_error':
      return 'err_network';
    case 'timeout':
      return 'err_timeout';
    case 'malformed_response':
      return 'err_unknown';
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
