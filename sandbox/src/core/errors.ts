import type { ApiErrorCode } from '@vitrine/shared/api/endpoints';

/** An error the API answers as `{ success:false, code, message, value? }` with an HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode | string,
    message: string,
    readonly value?: unknown,
  ) {
    super(message);
  }
}

export const notLoggedIn = () => new ApiError(401, 'CUSTOMER_NOT_LOGIN', 'Not logged in, please log in');
export const invalid = (message: string) => new ApiError(400, 'validation_error', message);
export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} not found`);
