import crypto from 'node:crypto';
import type { Sandbox } from '../core/context';
import { ApiError } from '../core/errors';
import { throttle } from './sms';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const TTL = 5 * 60_000;

const b64svg = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** A 4-character image captcha keyed by a client uuid; refresh at most once per second. */
export function makeCaptcha(sb: Sandbox, uuid: string): string {
  throttle(sb, `captcha:${uuid}`, 1000, 'rate_limited', 'Captcha refreshed too fast');
  const text = Array.from(crypto.randomBytes(4), (b) => ALPHABET[b % ALPHABET.length]).join('');
  sb.captchas.set(uuid, { text, at: Date.now() });
  if (sb.captchas.size > 5000) sb.captchas.delete(sb.captchas.keys().next().value as string);
  const chars = [...text]
    .map((c, i) => `<text x="${14 + i * 24}" y="${30 + ((i * 7) % 9)}" transform="rotate(${(i % 2 ? 1 : -1) * (8 + i * 3)} ${20 + i * 24} 26)" font-family="monospace" font-size="26" font-weight="bold" fill="#${['c0392b', '2471a3', '1e8449', '7d3c98'][i]}">${c}</text>`)
    .join('');
  const noise = Array.from({ length: 5 }, (_, i) => `<line x1="${i * 23}" y1="${(i * 13) % 40}" x2="${110 - i * 11}" y2="${40 - ((i * 17) % 40)}" stroke="#999" stroke-width="1"/>`).join('');
  return b64svg(`<svg xmlns="http://www.w3.org/2000/svg" width="110" height="40" viewBox="0 0 110 40"><rect width="110" height="40" fill="#f4f4f4"/>${noise}${chars}</svg>`);
}

/** Checks (and consumes) an image captcha answer, case-insensitive. */
export function checkCaptcha(sb: Sandbox, uuid: string | undefined, answer: string | undefined): boolean {
  if (!uuid || !answer) return false;
  const c = sb.captchas.get(uuid);
  sb.captchas.delete(uuid);
  return !!c && Date.now() - c.at < TTL && c.text.toUpperCase() === answer.trim().toUpperCase();
}

export function makeGeetest(sb: Sandbox) {
  const challenge = crypto.randomBytes(12).toString('hex');
  const x = 80 + crypto.randomInt(0, 160);
  const y = 20 + crypto.randomInt(0, 60);
  sb.geetest.set(challenge, { x, at: Date.now() });
  if (sb.geetest.size > 5000) sb.geetest.delete(sb.geetest.keys().next().value as string);
  const bg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="150"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#1f6feb"/><stop offset="1" stop-color="#8e44ad"/></linearGradient></defs><rect width="300" height="150" fill="url(#g)"/><circle cx="60" cy="40" r="25" fill="#fff3"/><circle cx="230" cy="110" r="35" fill="#0003"/><rect x="${x}" y="${y}" width="40" height="40" rx="6" fill="#000a" stroke="#fff" stroke-width="2"/></svg>`;
  const piece = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" rx="6" fill="#ffffffcc" stroke="#1f6feb" stroke-width="2"/></svg>`;
  return { challenge, background: b64svg(bg), piece: b64svg(piece), pieceY: y, width: 300, height: 150 };
}

/** Verifies a slider answer (±6 px); throws captcha_invalid. */
export function checkGeetest(sb: Sandbox, g: { challenge: string; x: number }): void {
  const c = sb.geetest.get(g.challenge);
  sb.geetest.delete(g.challenge);
  if (!c || Date.now() - c.at > TTL || Math.abs(c.x - g.x) > 6) throw new ApiError(400, 'captcha_invalid', 'Captcha check failed, please try again');
}

export function geetestAnswer(sb: Sandbox, challenge: string): number | null {
  return sb.geetest.get(challenge)?.x ?? null;
}
