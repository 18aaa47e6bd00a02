import type { Sandbox } from '../core/context';
import { ApiError } from '../core/errors';

export const SMS_EXPIRED_MINUTES = 5;

/** 1 request per second per key (spec: SMS and image captcha throttle 1000 ms). */
export function throttle(sb: Sandbox, key: string, ms = 1000, code = 'rate_limited', what = 'Too many requests'): void {
  const now = Date.now();
  const last = sb.throttle.get(key);
  if (last !== undefined && now - last < ms) throw new ApiError(429, code, `${what}: wait ${Math.ceil((ms - (now - last)) / 1000)} s`);
  sb.throttle.set(key, now);
  if (sb.throttle.size > 10_000) sb.throttle.clear();
}

/** "Sends" an SMS code: writes it to the outbox (read it with GET /__sandbox/sms/last?mobile=…). */
export function sendSms(sb: Sandbox, mobile: string, dialing: string, purpose: string): { expiredMinutes: number } {
  throttle(sb, `sms:${mobile}`, 1000, 'sms_throttled', 'SMS already sent');
  const code = String(100000 + Math.floor(Math.random() * 900000));
  const now = Date.now();
  sb.db.prepare('INSERT INTO sms_outbox (mobile, dialing_code, code, purpose, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    mobile, dialing, code, purpose, now, now + SMS_EXPIRED_MINUTES * 60_000,
  );
  return { expiredMinutes: SMS_EXPIRED_MINUTES };
}

/** Consumes a matching, unexpired code. */
export function verifySms(sb: Sandbox, mobile: string, code: string, purposes: string[]): boolean {
  const row = sb.db
    .prepare(`SELECT id FROM sms_outbox WHERE mobile = ? AND code = ? AND used = 0 AND expires_at > ? AND purpose IN (${purposes.map(() => '?').join(',')}) ORDER BY id DESC LIMIT 1`)
    .get(mobile, code.trim(), Date.now(), ...purposes) as { id: number } | undefined;
  if (!row) return false;
  sb.db.prepare('UPDATE sms_outbox SET used = 1 WHERE id = ?').run(row.id);
  return true;
}

export const MOBILE_RE = /^\d{6,15}$/;
export const DIAL_RE = /^\d{1,4}$/;

export function checkMobile(mobile: string, dial: string): void {
  if (!MOBILE_RE.test(mobile)) throw new ApiError(400, 'validation_error', 'A valid phone number is required (6–15 digits)');
  if (!DIAL_RE.test(dial)) throw new ApiError(400, 'validation_error', 'countryDialingCode must be 1–4 digits');
}
