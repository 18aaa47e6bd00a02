/**
 * The sandbox's stand-in for the phone-auth service (Firebase Auth phone sign-in, which this
 * machine cannot reach). The storefront asks it to send a code to a phone number, then to verify
 * the code; the answer is an ID token the registration call carries (`firebaseChannel: 'sms'`,
 * `firebaseIdToken`). Codes go to the SMS outbox (purpose `firebase`, read them with the control
 * API's `GET /__sandbox/sms/last`).
 *
 * Errors are answered with the service's own codes (`auth/...`, spec section 8's eleven phone-auth
 * errors). Besides the natural ones (missing or malformed number, missing / wrong / expired code,
 * more than SEND_LIMIT codes to one number within SEND_WINDOW_MS), the fictional numbers in
 * FICTIONAL_ERRORS always answer their error, so every message can be shown on demand.
 *
 * Sessions and tokens live in memory (one signing secret per process), like the social tokens.
 */
import crypto from 'node:crypto';
import type { Sandbox } from '../core/context';
import { ApiError } from '../core/errors';

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

/** National numbers (any dialing code) that always answer one error when a code is sent to them. */
export const FICTIONAL_ERRORS: Readonly<Record<string, PhoneAuthErrorCode>> = {
  '11900000001': 'auth/too-many-requests',
  '11900000002': 'auth/quota-exceeded',
  '11900000003': 'auth/captcha-check-failed',
  '11900000004': 'auth/operation-not-allowed',
  '11900000005': 'auth/internal-error',
  '11900000007': 'auth/popup-closed-by-user',
};
/** A fictional number whose codes expire at once (verifying answers auth/code-expired). */
export const EXPIRING_NUMBER = '11900000006';

export const PHONE_CODE_TTL_MS = 5 * 60_000;
export const PHONE_TOKEN_TTL_MS = 5 * 60_000;
export const SEND_LIMIT = 5;
export const SEND_WINDOW_MS = 10 * 60_000;

const MESSAGES: Record<PhoneAuthErrorCode, string> = {
  'auth/invalid-phone-number': 'The format of the phone number provided is incorrect',
  'auth/missing-phone-number': 'A phone number is required',
  'auth/too-many-requests': 'Too many requests from this device: try again in 5 minutes',
  'auth/internal-error': 'An internal error has occurred',
  'auth/invalid-verification-code': 'The SMS verification code is invalid',
  'auth/missing-verification-code': 'The SMS verification code is empty',
  'auth/captcha-check-failed': 'The reCAPTCHA response is invalid',
  'auth/quota-exceeded': 'The SMS quota for this project has been exceeded',
  'auth/operation-not-allowed': 'Phone sign-in is not enabled for this project',
  'auth/code-expired': 'The SMS code has expired: resend the verification code',
  'auth/popup-closed-by-user': 'The verification popup was closed by the user',
};

const STATUS: Partial<Record<PhoneAuthErrorCode, number>> = { 'auth/too-many-requests': 429, 'auth/operation-not-allowed': 403, 'auth/quota-exceeded': 429 };

export const phoneAuthError = (code: PhoneAuthErrorCode) => new ApiError(STATUS[code] ?? 400, code, MESSAGES[code]);

interface Session { phone: string; national: string; dial: string; code: string; expiresAt: number; used: boolean }
interface PhoneAuthState { sessions: Map<string, Session>; sends: Map<string, number[]>; usedTokens: Set<string> }

const states = new WeakMap<Sandbox, PhoneAuthState>();
const stateOf = (sb: Sandbox): PhoneAuthState => {
  let s = states.get(sb);
  if (!s) {
    s = { sessions: new Map(), sends: new Map(), usedTokens: new Set() };
    states.set(sb, s);
  }
  return s;
};

const E164 = /^\+(\d{1,4})-?(\d{6,15})$/;

/** Sends a code to `+<dial>-<national>` (the dash separates the dialing code). Returns the session. */
export function sendPhoneCode(sb: Sandbox, phoneNumber: string | undefined, now = Date.now()): { sessionInfo: string } {
  const phone = (phoneNumber ?? '').replace(/\s+/g, '');
  if (!phone || phone === '+') throw phoneAuthError('auth/missing-phone-number');
  const m = E164.exec(phone);
  if (!m) throw phoneAuthError('auth/invalid-phone-number');
  const [, dial, national] = m;
  const fictional = FICTIONAL_ERRORS[national];
  if (fictional) throw phoneAuthError(fictional);
  const st = stateOf(sb);
  const key = `${dial}-${national}`;
  const recent = (st.sends.get(key) ?? []).filter((t) => now - t < SEND_WINDOW_MS);
  if (recent.length >= SEND_LIMIT) throw phoneAuthError('auth/too-many-requests');
  st.sends.set(key, [...recent, now]);
  const code = String(100000 + crypto.randomInt(900000));
  const expiresAt = national === EXPIRING_NUMBER ? now : now + PHONE_CODE_TTL_MS;
  sb.db.prepare('INSERT INTO sms_outbox (mobile, dialing_code, code, purpose, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)').run(national, dial, code, 'firebase', now, expiresAt);
  const sessionInfo = crypto.randomBytes(16).toString('hex');
  st.sessions.set(sessionInfo, { phone: `+${dial}${national}`, national, dial, code, expiresAt, used: false });
  if (st.sessions.size > 10_000) st.sessions.clear();
  return { sessionInfo };
}

const SECRET = crypto.randomBytes(32);
const sign = (data: string) => crypto.createHmac('sha256', SECRET).update(data).digest('base64url');
const b64url = (s: string) => Buffer.from(s).toString('base64url');

export interface PhoneTokenClaims { iss: 'sandbox-phone-auth'; aud: string; phone_number: string; iat: number; exp: number; jti: string }

/** Checks the code of a session; the answer is a signed ID token for the phone number. */
export function verifyPhoneCode(sb: Sandbox, sessionInfo: string | undefined, code: string | undefined, now = Date.now()): { idToken: string; phoneNumber: string } {
  const typed = (code ?? '').trim();
  if (!typed) throw phoneAuthError('auth/missing-verification-code');
  const session = sessionInfo ? stateOf(sb).sessions.get(sessionInfo) : undefined;
  if (!session) throw phoneAuthError('auth/code-expired');
  if (session.used || now >= session.expiresAt) throw phoneAuthError('auth/code-expired');
  if (typed !== session.code) throw phoneAuthError('auth/invalid-verification-code');
  session.used = true;
  sb.db.prepare("UPDATE sms_outbox SET used = 1 WHERE mobile = ? AND code = ? AND purpose = 'firebase'").run(session.national, session.code);
  const claims: PhoneTokenClaims = {
    iss: 'sandbox-phone-auth', aud: sb.state.brand.merchantCode, phone_number: session.phone,
    iat: Math.floor(now / 1000), exp: Math.floor((now + PHONE_TOKEN_TTL_MS) / 1000), jti: crypto.randomBytes(12).toString('hex'),
  };
  const body = `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: 'sandbox-phone' }))}.${b64url(JSON.stringify(claims))}`;
  return { idToken: `${body}.${sign(body)}`, phoneNumber: session.phone };
}

const tokenInvalid = (why: string) => new ApiError(400, 'phone_token_invalid', `Phone verification failed: ${why}`);

/** Checks a registration's `firebaseIdToken` for `+<dial><mobile>`; returns its id (mark it used once the account exists). */
export function checkPhoneToken(sb: Sandbox, token: string, dial: string, mobile: string, now = Date.now()): string {
  const parts = token.split('.');
  if (parts.length !== 3) throw tokenInvalid('the ID token is not a signed token');
  const expected = Buffer.from(sign(`${parts[0]}.${parts[1]}`));
  const given = Buffer.from(parts[2]);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) throw tokenInvalid('the ID token signature does not verify');
  let claims: PhoneTokenClaims;
  try {
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as PhoneTokenClaims;
  } catch {
    throw tokenInvalid('the ID token payload is unreadable');
  }
  if (claims.iss !== 'sandbox-phone-auth' || claims.aud !== sb.state.brand.merchantCode) throw tokenInvalid('the ID token was not issued for this site');
  if (now >= claims.exp * 1000) throw tokenInvalid('the ID token has expired, verify the phone number again');
  if (claims.phone_number !== `+${dial}${mobile}`) throw tokenInvalid('the ID token is for another phone number');
  if (stateOf(sb).usedTokens.has(claims.jti)) throw tokenInvalid('the ID token was already used');
  return claims.jti;
}

/** A phone-auth ID token may register one account. */
export function markPhoneTokenUsed(sb: Sandbox, jti: string): void {
  stateOf(sb).usedTokens.add(jti);
}
