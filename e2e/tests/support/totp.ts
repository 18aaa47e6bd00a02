import crypto from 'node:crypto';

/**
 * What an authenticator app shows (RFC 6238: HMAC-SHA1, 30 s steps, 6 digits) for a Base32
 * secret: the test stands in for the player's phone. Written apart from the sandbox's own
 * implementation so each checks the other.
 */
export function authenticatorCode(secretBase32: string, nowMs = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of secretBase32.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(nowMs / 30_000)));
  const mac = crypto.createHmac('sha1', key).update(counter).digest();
  const offset = mac[19] & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** The Google Authenticator secret the sandbox seeds for `securegoogle`. */
export const SECUREGOOGLE_SECRET = 'JBSWY3DPEHPK3PXPVITRINE2';
