import type { DB } from '../db';
import type { LoginResult, LoginVerificationMethod, MemberInfo, MemberType } from '@vitrine/shared/api/endpoints';
import { checkPassword, fmtDate, hashPassword, nowIso, randomToken } from '../core/util';
import { WEAK_PASSWORD } from '../core/state';

export interface MemberRow {
  id: number;
  /** 1: the operator locked the account (login refused: 'please contact your agent'). */
  locked: number;
  username: string;
  password_hash: string;
  payment_password_hash: string | null;
  nickname: string;
  type: MemberType;
  upline_id: number | null;
  mobile: string | null;
  dialing_code: string | null;
  email: string | null;
  payee_name: string | null;
  vip_level: number;
  referral_code: string;
  referred_by: number | null;
  language: string;
  avatar: string;
  avatar_type: 'CUSTOM' | 'STATIC';
  first_login: number;
  password_changed_at: string;
  password_expired: number;
  ip_verification: number;
  /** How an unknown-IP login is verified (LoginVerificationMethod). */
  ip_verification_method: LoginVerificationMethod;
  /** Base32 secret of the account's Google Authenticator, when bound. */
  totp_secret: string | null;
  known_ips: string;
  failed_logins: number;
  trial_key: string | null;
  created_at: string;
  last_login_at: string | null;
}

export const SESSION_TTL_MS = 12 * 3600 * 1000;
/** Passwords older than this count as expired (PWDEXPFORCECHANGE3). */
export const PASSWORD_MAX_AGE_DAYS = 90;

export function memberByToken(db: DB, token: string): MemberRow | null {
  if (token.length > 200) return null;
  const row = db
    .prepare('SELECT m.*, s.expires_at AS _exp FROM sessions s JOIN members m ON m.id = s.member_id WHERE s.token = ?')
    .get(token) as (MemberRow & { _exp: number }) | undefined;
  if (!row || row._exp < Date.now()) return null;
  return row;
}

export const memberById = (db: DB, id: number) => db.prepare('SELECT * FROM members WHERE id = ?').get(id) as MemberRow | undefined;
export const memberByName = (db: DB, username: string) =>
  db.prepare('SELECT * FROM members WHERE username = ?').get(username.trim()) as MemberRow | undefined;
export const memberByMobile = (db: DB, mobile: string, dialing?: string) =>
  (dialing
    ? db.prepare('SELECT * FROM members WHERE mobile = ? AND dialing_code = ?').get(mobile, dialing)
    : db.prepare('SELECT * FROM members WHERE mobile = ?').get(mobile)) as MemberRow | undefined;

export function createSession(db: DB, memberId: number, ip: string): string {
  const token = randomToken();
  db.prepare('INSERT INTO sessions (token, member_id, ip, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(token, memberId, ip, nowIso(), Date.now() + SESSION_TTL_MS);
  return token;
}

export function passwordExpired(m: MemberRow): boolean {
  if (m.password_expired) return true;
  return Date.now() - new Date(m.password_changed_at).getTime() > PASSWORD_MAX_AGE_DAYS * 86400_000;
}

/** Starts a session and answers the login result (first-login flag is consumed). */
export function loginAs(db: DB, m: MemberRow, ip: string, merchantCode: string, password?: string): LoginResult {
  const token = createSession(db, m.id, ip);
  const ips = new Set<string>(JSON.parse(m.known_ips) as string[]);
  ips.add(ip);
  db.prepare('UPDATE members SET first_login = 0, failed_logins = 0, last_login_at = ?, known_ips = ? WHERE id = ?').run(nowIso(), JSON.stringify([...ips].slice(-20)), m.id);
  return {
    token,
    firstTimeLogin: m.first_login === 1,
    passwordExpired: passwordExpired(m),
    userName: m.username,
    nickname: m.nickname,
    customerId: m.id,
    isAgent: m.type,
    merchantCode,
    weakPassword: password !== undefined ? password === WEAK_PASSWORD : checkPassword(WEAK_PASSWORD, m.password_hash),
  };
}

export interface NewMember {
  username: string;
  password: string;
  nickname?: string;
  type?: MemberType;
  uplineId?: number | null;
  mobile?: string | null;
  dialingCode?: string | null;
  email?: string | null;
  payeeName?: string | null;
  vipLevel?: number;
  referredBy?: number | null;
  language?: string;
  trialKey?: string | null;
  createdAt?: string;
  firstLogin?: boolean;
  ipVerification?: boolean;
  ipVerificationMethod?: LoginVerificationMethod;
  totpSecret?: string | null;
}

export function referralCodeFor(id: number): string {
  return `R${(id * 7919 + 104729).toString(36).toUpperCase()}`;
}

export function createMember(db: DB, n: NewMember): MemberRow {
  const at = n.createdAt ?? nowIso();
  const info = db
    .prepare(
      `INSERT INTO members (username, password_hash, nickname, type, upline_id, mobile, dialing_code, email, payee_name, vip_level,
        referral_code, referred_by, language, first_login, password_changed_at, ip_verification, ip_verification_method, totp_secret, trial_key, created_at, known_ips)
       VALUES (@username, @hash, @nickname, @type, @upline, @mobile, @dial, @email, @payee, @vip, @ref, @refBy, @lang, @first, @changed, @ipv, @ipvMethod, @totp, @trial, @at, '[]')`,
    )
    .run({
      username: n.username.trim(), hash: hashPassword(n.password), nickname: n.nickname ?? n.username.trim(), type: n.type ?? 0,
      upline: n.uplineId ?? null, mobile: n.mobile ?? null, dial: n.mobile ? (n.dialingCode ?? '55') : null, email: n.email ?? null,
      payee: n.payeeName ?? null, vip: n.vipLevel ?? 0, ref: `TMP${Math.random()}`, refBy: n.referredBy ?? null,
      lang: n.language ?? 'PT', first: n.firstLogin === false ? 0 : 1, at, changed: nowIso(), ipv: n.ipVerification ? 1 : 0, ipvMethod: n.ipVerificationMethod ?? 'SMS', totp: n.totpSecret ?? null, trial: n.trialKey ?? null,
    });
  const id = Number(info.lastInsertRowid);
  db.prepare('UPDATE members SET referral_code = ? WHERE id = ?').run(referralCodeFor(id), id);
  return memberById(db, id)!;
}

export function vipLabel(db: DB, level: number): string {
  const r = db.prepare('SELECT label_name FROM vip_ranks WHERE rank_level = ?').get(level) as { label_name: string } | undefined;
  return r?.label_name ?? `VIP${level}`;
}

export function memberInfo(db: DB, m: MemberRow, currency: string): MemberInfo {
  const upline = m.upline_id ? memberById(db, m.upline_id) : undefined;
  const labels: MemberInfo['memberLabel'] = [];
  if (m.vip_level >= 5) labels.push({ labelId: 1, labelName: 'VIP', color: '#d4a017' });
  if (m.type === 4) labels.push({ labelId: 2, labelName: 'TRIAL', color: '#888888' });
  if ([1, 2, 41, 42].includes(m.type)) labels.push({ labelId: 3, labelName: 'AGENT', color: '#1f6feb' });
  return {
    id: m.id,
    account: m.username,
    nickname: m.nickname,
    type: m.type,
    toUpline: upline?.username ?? null,
    clubLabel: { labelName: vipLabel(db, m.vip_level), rankLevel: m.vip_level },
    memberLabel: labels,
    customerId: m.id,
    email: m.email,
    mobileNum: m.mobile,
    countryDialingCode: m.dialing_code,
    language: m.language,
    currency,
    registerTime: fmtDate(m.created_at),
    lastLoginTime: m.last_login_at ? fmtDate(m.last_login_at) : null,
    referralCode: m.referral_code,
    cpw: passwordExpired(m) || checkPassword(WEAK_PASSWORD, m.password_hash),
  };
}

/** All members below `id` (any depth). */
export function teamIds(db: DB, id: number): number[] {
  const rows = db
    .prepare('WITH RECURSIVE t(id) AS (SELECT id FROM members WHERE upline_id = ? UNION ALL SELECT m.id FROM members m JOIN t ON m.upline_id = t.id) SELECT id FROM t')
    .all(id) as { id: number }[];
  return rows.map((r) => r.id);
}
