/**
 * The phone-auth service (Firebase phone sign-in) behind one adapter: `send` a code to a number,
 * `verify` the typed code for an ID token the registration call carries. The service is a third
 * party (not the operator API), so it is reached with fetch at the `baseUrl` boot names; the
 * sandbox serves a stand-in (sandbox/src/phone-auth.ts). Failures throw PhoneAuthError with the
 * service's `auth/…` code; a dropped connection is `network_error`.
 */
import type { endpoints } from '@vitrine/shared';
import { PhoneAuthError } from './phone-auth-rules';

export interface PhoneAuthClient {
  send(phoneNumber: string): Promise<{ sessionInfo: string }>;
  verify(sessionInfo: string, code: string): Promise<{ idToken: string }>;
}

async function post<T>(url: string, body: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'omit' });
  } catch {
    throw new PhoneAuthError('network_error');
  }
  let json: { success?: boolean; value?: T; code?: string; message?: string };
  try {
    json = (await res.json()) as typeof json;
  } catch {
    throw new PhoneAuthError('auth/internal-error');
  }
  if (!json.success || json.value === undefined) throw new PhoneAuthError(typeof json.code === 'string' ? json.code : 'auth/internal-error', json.message);
  return json.value;
}

export function createPhoneAuthClient(config: endpoints.PhoneAuthConfig): PhoneAuthClient {
  const base = config.baseUrl.replace(/\/+$/, '');
  return {
    send: (phoneNumber) => post(`${base}/send`, { phoneNumber }),
    verify: (sessionInfo, code) => post(`${base}/verify`, { sessionInfo, code }),
  };
}
