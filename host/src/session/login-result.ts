import type { endpoints } from '@vitrine/shared';

/**
 * The shape of a `success: true` login (and register, free play, verification) answer. A reply
 * without a token and the session fields is refused by the API client as `malformed_response`
 * (the player sees the localised server-error message and the form keeps what was typed) instead
 * of half a session being stored.
 */
export function isLoginResult(value: unknown): value is endpoints.LoginResult {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.token === 'string' &&
    v.token.length > 0 &&
    typeof v.userName === 'string' &&
    // Flags an operator may leave out when false; present, they must be what they say.
    (v.firstTimeLogin === undefined || typeof v.firstTimeLogin === 'boolean') &&
    (v.passwordExpired === undefined || typeof v.passwordExpired === 'boolean') &&
    (v.isAgent === undefined || typeof v.isAgent === 'number')
  );
}

/** Call options for every call whose answer is a session. */
export const LOGIN_RESULT = { check: isLoginResult } as const;
