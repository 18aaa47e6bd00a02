/**
 * Time-based one-time passwords (RFC 6238, as Google Authenticator makes them): HMAC-SHA1 over the
 * 30-second step counter, dynamically truncated to 6 digits. The secret is Base32 (RFC 4648) as
 * an authenticator app scans it. A code is accepted in its own step and one step either side
 * (clock drift between the phone and the server).
 */
import crypto from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const TOTP_STEP_SECONDS = 30;

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`not Base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** HOTP (RFC 4226) of `counter` with `digits` digits. */
export function hotp(key: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = crypto.createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const code = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(code).padStart(digits, '0');
}

/** The code for a Base32 secret at `nowMs`. */
export function totp(secret: string, nowMs: number, digits = 6): string {
  return hotp(base32Decode(secret), Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS), digits);
}

/** Whether `code` is the secret's code now, or one step before or after. */
export function verifyTotp(secret: string, code: string, nowMs: number): boolean {
  const typed = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(typed)) return false;
  const key = base32Decode(secret);
  const step = Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS);
  return [-1, 0, 1].some((d) => crypto.timingSafeEqual(Buffer.from(hotp(key, step + d)), Buffer.from(typed)));
}
