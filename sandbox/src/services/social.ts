/**
 * The sandbox's fake social identity provider (Google / Facebook stand-in) and the check of its
 * ID tokens at login (`type: 'firebase'`). Sandbox only: the machine has no internet, so the
 * "provider" is a page of this server (`GET /__sandbox/oauth/:provider`) listing fixed identities.
 *
 * Tokens look like JWTs (`header.payload.signature`, HS256 with a secret made per process), last
 * SOCIAL_TOKEN_TTL_MS, are recorded in `social_tokens` when issued and may log in once.
 *
 * Unknown identities are AUTO-REGISTERED as new players (like a real social sign-up) while direct
 * registration (DIRECTREG3) is on; with it off they are refused (`social_account_not_linked`).
 * An unknown identity at the agent door is refused (`non_agent_login`) and nothing is created.
 */
import crypto from 'node:crypto';
import type { SocialProvider } from '@vitrine/shared/api/endpoints';
import type { DB } from '../db';
import type { Sandbox } from '../core/context';
import { ApiError } from '../core/errors';
import { nowIso } from '../core/util';
import { createMember, memberById, memberByName, type MemberRow } from './members';

export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['google', 'facebook'];
/** Whitelabel modules of social sign-in. SANDBOX NAMES: the spec does not name these flags. */
export const SOCIAL_MODULES: Record<SocialProvider, 'GOOGLELOGIN3' | 'FACEBOOKLOGIN3'> = { google: 'GOOGLELOGIN3', facebook: 'FACEBOOKLOGIN3' };
export const SOCIAL_LABELS: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };
export const SOCIAL_TOKEN_TTL_MS = 5 * 60_000;

export interface SocialIdentity {
  provider: SocialProvider;
  /** The provider's stable user id (`sub`). */
  sub: string;
  email: string;
  name: string;
}

/** The identities each sandbox provider offers: one linked to the demo player, one new e-mail. */
export const SOCIAL_IDENTITIES: readonly SocialIdentity[] = [
  { provider: 'google', sub: 'google-demo-0001', email: 'demo@example.com', name: 'Demo Jogador' },
  { provider: 'google', sub: 'google-new-0002', email: 'new.player@example.com', name: 'New Player' },
  { provider: 'facebook', sub: 'facebook-demo-1001', email: 'demo@example.com', name: 'Demo Jogador' },
  { provider: 'facebook', sub: 'facebook-new-1002', email: 'fan.player@example.com', name: 'Fan Player' },
];

export const identitiesOf = (provider: SocialProvider) => SOCIAL_IDENTITIES.filter((i) => i.provider === provider);

/** Seed: the demo player is linked to its Google and Facebook identities (migration 4 does the same for older databases). */
export function linkSeedIdentities(db: DB, demoId: number): void {
  for (const i of SOCIAL_IDENTITIES.filter((x) => x.email === 'demo@example.com')) {
    db.prepare('INSERT OR IGNORE INTO social_links (provider, subject, member_id, created_at) VALUES (?, ?, ?, ?)').run(i.provider, i.sub, demoId, nowIso());
  }
}

// One signing secret per process: tokens do not survive a sandbox restart (they last minutes anyway).
const SECRET = crypto.randomBytes(32);
const b64url = (b: Buffer | string) => Buffer.from(b).toString('base64url');
const sign = (data: string) => crypto.createHmac('sha256', SECRET).update(data).digest('base64url');

export interface SocialTokenClaims {
  iss: string;
  aud: string;
  sub: string;
  email: string;
  name: string;
  provider: SocialProvider;
  iat: number;
  exp: number;
  jti: string;
}

/** Issues (and records) an ID token for an identity. `now` lets tests make an expired one. */
export function issueIdToken(sb: Sandbox, identity: SocialIdentity, now = Date.now()): string {
  const claims: SocialTokenClaims = {
    iss: `sandbox-oauth/${identity.provider}`, aud: sb.state.brand.merchantCode, sub: identity.sub, email: identity.email, name: identity.name,
    provider: identity.provider, iat: Math.floor(now / 1000), exp: Math.floor((now + SOCIAL_TOKEN_TTL_MS) / 1000), jti: crypto.randomBytes(12).toString('hex'),
  };
  sb.db.prepare('INSERT INTO social_tokens (jti, provider, subject, issued_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(claims.jti, identity.provider, identity.sub, now, now + SOCIAL_TOKEN_TTL_MS);
  const body = `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: 'sandbox' }))}.${b64url(JSON.stringify(claims))}`;
  return `${body}.${sign(body)}`;
}

const invalid = (why: string) => new ApiError(400, 'social_token_invalid', `Social sign-in failed: ${why}`);

/** Verifies an ID token for `provider` and marks it used. Throws social_token_invalid / _expired / _used. */
export function verifyIdToken(sb: Sandbox, provider: SocialProvider, token: string, now = Date.now()): SocialTokenClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw invalid('the ID token is not a signed token');
  const expected = Buffer.from(sign(`${parts[0]}.${parts[1]}`));
  const given = Buffer.from(parts[2]);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) throw invalid('the ID token signature does not verify');
  let claims: SocialTokenClaims;
  try {
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as SocialTokenClaims;
  } catch {
    throw invalid('the ID token payload is unreadable');
  }
  if (claims.provider !== provider || claims.iss !== `sandbox-oauth/${provider}`) throw invalid(`the ID token was not issued by ${SOCIAL_LABELS[provider]}`);
  if (claims.aud !== sb.state.brand.merchantCode) throw invalid('the ID token was issued for another site');
  const row = sb.db.prepare('SELECT used_at, expires_at FROM social_tokens WHERE jti = ?').get(claims.jti) as { used_at: number | null; expires_at: number } | undefined;
  if (!row) throw invalid('the ID token is unknown to the provider');
  if (now >= row.expires_at || now >= claims.exp * 1000) throw new ApiError(400, 'social_token_expired', 'Social sign-in failed: the ID token has expired, sign in again');
  if (row.used_at !== null) throw new ApiError(400, 'social_token_used', 'Social sign-in failed: the ID token was already used, sign in again');
  sb.db.prepare('UPDATE social_tokens SET used_at = ? WHERE jti = ?').run(now, claims.jti);
  return claims;
}

function freeUsername(db: DB, email: string): string {
  let base = email.split('@')[0].replace(/[^a-z0-9]/gi, '').toLowerCase().slice(0, 12) || 'player';
  if (!/^[a-z]/.test(base)) base = `p${base}`.slice(0, 12);
  for (let n = 1; ; n += 1) {
    const name = n === 1 ? base : `${base}${n}`;
    if (!memberByName(db, name)) return name;
  }
}

/**
 * The member of a verified identity: the linked one, else (sign-up open, player door) a new
 * player linked to it. `loginAs` is checked by the caller for linked members.
 */
export function memberForIdentity(sb: Sandbox, claims: SocialTokenClaims, loginAs: 'member' | 'agent' | 'any' | undefined): MemberRow {
  const link = sb.db.prepare('SELECT member_id FROM social_links WHERE provider = ? AND subject = ?').get(claims.provider, claims.sub) as { member_id: number } | undefined;
  const linked = link ? memberById(sb.db, link.member_id) : undefined;
  if (linked) return linked;
  if (loginAs === 'agent') throw new ApiError(403, 'non_agent_login', 'Non-agents cannot log in');
  if (!sb.state.moduleOn('REG3') || !sb.state.moduleOn('DIRECTREG3')) {
    throw new ApiError(403, 'social_account_not_linked', `This ${SOCIAL_LABELS[claims.provider]} account is not linked to any account and sign-up is closed`);
  }
  return sb.db.transaction(() => {
    const m = createMember(sb.db, { username: freeUsername(sb.db, claims.email), password: crypto.randomBytes(18).toString('hex'), nickname: claims.name.slice(0, 32), email: claims.email, firstLogin: true });
    sb.db.prepare('INSERT INTO social_links (provider, subject, member_id, created_at) VALUES (?, ?, ?, ?)').run(claims.provider, claims.sub, m.id, nowIso());
    return m;
  })();
}

/**
 * `?origin=` of the provider page: where the token is posted (`postMessage` target origin). Must be
 * a bare http(s) origin on a loopback host or the host this page is served from (a real provider
 * checks it against the origins registered for the client id).
 */
export function checkOpenerOrigin(origin: string, requestHost: string | undefined): string {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new ApiError(400, 'validation_error', "Invalid request: 'origin' must be an origin like http://localhost:8080");
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin) {
    throw new ApiError(400, 'validation_error', "Invalid request: 'origin' must be a bare http(s) origin (no path, query or trailing slash)");
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (!loopback && url.host !== requestHost) throw new ApiError(400, 'validation_error', `Invalid request: origin ${origin} is not registered with the sandbox provider`);
  return url.origin;
}
