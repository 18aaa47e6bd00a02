import crypto from 'node:crypto';

/** mulberry32: small deterministic PRNG for the seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)];

/** Money travels as numbers with 2 decimals and is stored as integer cents. */
export const toCents = (n: number): number => Math.round(n * 100);
export const fromCents = (c: number): number => Math.round(c) / 100;

export const nowIso = (): string => new Date().toISOString();

/** `yyyy-MM-dd HH:mm:ss` (UTC). */
export function fmtDate(d: Date | string): string {
  const x = typeof d === 'string' ? new Date(d) : d;
  return x.toISOString().replace('T', ' ').slice(0, 19);
}

export const dayOf = (d: Date = new Date()): string => d.toISOString().slice(0, 10);

export function hashPassword(password: string): string {
  const salt = crypto.randomBytes(8).toString('hex');
  return `${salt}$${crypto.createHash('sha256').update(salt + password).digest('hex')}`;
}

export function checkPassword(password: string, stored: string): boolean {
  const [salt, hash] = stored.split('$');
  const h = crypto.createHash('sha256').update(salt + password).digest('hex');
  return h.length === hash.length && crypto.timingSafeEqual(Buffer.from(h), Buffer.from(hash));
}

export const randomToken = (): string => crypto.randomBytes(24).toString('hex');
export const randomId = (prefix: string): string => `${prefix}${Date.now().toString(36)}${crypto.randomBytes(5).toString('hex')}`;

export function maskName(s: string): string {
  if (s.length <= 2) return `${s[0] ?? ''}***`;
  return `${s.slice(0, 2)}***${s.slice(-1)}`;
}

export function maskMobile(s: string | null): string | null {
  if (!s) return null;
  return s.length <= 4 ? '****' : `${s.slice(0, 2)}****${s.slice(-3)}`;
}

export function maskEmail(s: string | null): string | null {
  if (!s) return null;
  const [u, d] = s.split('@');
  return `${u.slice(0, 2)}***@${d ?? ''}`;
}

export interface Paging {
  pageNo: number;
  pageSize: number;
  offset: number;
}

export function paging(q: { pageNo?: number; pageSize?: number }, defSize = 20): Paging {
  const pageNo = Math.max(1, Math.floor(q.pageNo ?? 1));
  const pageSize = Math.min(200, Math.max(1, Math.floor(q.pageSize ?? defSize)));
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
}

export function page<T>(list: T[], total: number, p: Paging) {
  return { list, pageNo: p.pageNo, pageSize: p.pageSize, total, totalPages: Math.ceil(total / p.pageSize) };
}
