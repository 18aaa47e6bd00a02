import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import * as E from '@vitrine/shared/api/endpoints';
import type { Sandbox } from '../core/context';
import { AGENT_TYPES, jsonResponse, route, type Ctx } from '../core/http';
import { assertNotExcluded } from '../services/rg';
import { ApiError } from '../core/errors';
import { openSealedRandom } from '../core/crypto';
import { Lits, OptStr, Str } from '../core/schemas';
import { checkPassword, maskEmail, maskMobile } from '../core/util';
import { createMember, loginAs, memberById, memberByMobile, memberByName, type MemberRow } from '../services/members';
import { checkMobile, sendSms, SMS_EXPIRED_MINUTES, verifySms } from '../services/sms';
import { checkCaptcha, checkGeetest } from '../services/captcha';
import { memberForIdentity, SOCIAL_LABELS, SOCIAL_MODULES, verifyIdToken } from '../services/social';
import { HOUSE, MAIN } from '../services/ledger';
import { verifyTotp } from '../services/totp';
import { LoginResultSchema, SecurityConfigSchema, SmsSentSchema } from '../responses/session';

const MAX_FAILURES = 3;

export const Geetest = Type.Object({ challenge: Str(64, 1), x: Type.Number({ minimum: -10000, maximum: 10000 }) });

function failureCount(sb: Sandbox, key: string, m: MemberRow | undefined): number {
  return m ? m.failed_logins : (sb.failures.get(key.toLowerCase()) ?? 0);
}

function recordFailure(sb: Sandbox, key: string, m: MemberRow | undefined): number {
  if (m) {
    sb.db.prepare('UPDATE members SET failed_logins = failed_logins + 1 WHERE id = ?').run(m.id);
    return m.failed_logins + 1;
  }
  const n = (sb.failures.get(key.toLowerCase()) ?? 0) + 1;
  if (sb.failures.size > 10_000) sb.failures.clear();
  sb.failures.set(key.toLowerCase(), n);
  return n;
}

/** Wrong answers an unknown-IP verification takes before it must start again with a new login. */
export const VERIFY_MAX_WRONG = 5;

const VERIFY_PROMPT: Record<E.LoginVerificationMethod, string> = {
  SMS: 'Login from an unknown IP: enter the code sent to your phone',
  EMAIL: 'Login from an unknown IP: enter the e-mail address bound to your account',
  BANK_NAME: 'Login from an unknown IP: enter the account holder name of your bank account',
  GOOGLE_AUTH: 'Login from an unknown IP: enter the code of your Google Authenticator',
};

/** The account's verification method, when it has what that method checks (else SMS if it has a mobile, else none). */
function verificationMethod(m: MemberRow): E.LoginVerificationMethod | null {
  const has: Record<E.LoginVerificationMethod, boolean> = { SMS: !!m.mobile, EMAIL: !!m.email, BANK_NAME: !!m.payee_name, GOOGLE_AUTH: !!m.totp_secret };
  if (has[m.ip_verification_method]) return m.ip_verification_method;
  return has.SMS ? 'SMS' : null;
}

/** Names compare without case, accents or repeated spaces ("maria  da SILVA" is "Maria da Silva"). */
export function sameName(a: string, b: string): boolean {
  const norm = (s: string) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
  return norm(a) !== '' && norm(a) === norm(b);
}

/** Whether the answer to an unknown-IP challenge is right for the member's method. */
function verificationAnswerRight(sb: Sandbox, m: MemberRow, method: E.LoginVerificationMethod, answer: string): boolean {
  switch (method) {
    case 'SMS':
      return !!m.mobile && verifySms(sb, m.mobile, answer, ['login_verify']);
    case 'EMAIL':
      return !!m.email && m.email.trim().toLowerCase() === answer.trim().toLowerCase();
    case 'BANK_NAME':
      return !!m.payee_name && sameName(m.payee_name, answer);
    case 'GOOGLE_AUTH':
      return !!m.totp_secret && verifyTotp(m.totp_secret, answer, Date.now());
  }
}

const WRONG_ANSWER: Record<E.LoginVerificationMethod, () => ApiError> = {
  SMS: () => new ApiError(400, 'sms_code_invalid', 'Enter a valid verification code'),
  EMAIL: () => new ApiError(400, 'verification_answer_invalid', 'That is not the e-mail address bound to this account'),
  BANK_NAME: () => new ApiError(400, 'verification_answer_invalid', 'That is not the account holder name of the bound bank account'),
  GOOGLE_AUTH: () => new ApiError(400, 'google_code_invalid', 'The Google Authenticator code is wrong or has expired'),
};

/** Finishes a login: role checks, unknown-IP 2FA, session. */
export function completeLogin(sb: Sandbox, ctx: Ctx, m: MemberRow, opts: { loginAs?: 'member' | 'agent' | 'any'; password?: string; skipIpCheck?: boolean }) {
  // Responsible gaming: refused (naming the end) while a time-out or self-exclusion runs.
  assertNotExcluded(sb, m.id);
  if (m.locked) throw new ApiError(403, 'account_locked', 'This account is locked: please contact your agent');
  if (opts.loginAs === 'member' && AGENT_TYPES.has(m.type)) throw new ApiError(403, 'non_member_login', 'Non-member account unable to log in here: use the agent login');
  if (opts.loginAs === 'agent' && !AGENT_TYPES.has(m.type)) throw new ApiError(403, 'non_agent_login', 'Non-agents cannot log in');
  const method = opts.skipIpCheck || !sb.state.moduleOn('LOGINIPVERF3') || !m.ip_verification ? null : verificationMethod(m);
  if (method) {
    const known = JSON.parse(m.known_ips) as string[];
    if (!known.includes(ctx.ip)) {
      const verifyToken = crypto.randomBytes(16).toString('hex');
      sb.verifications.set(verifyToken, { memberId: m.id, method, at: Date.now(), wrong: 0 });
      const challenge: E.LoginVerificationChallenge = { verifyToken, method, maskedMobile: '', expiredMinutes: SMS_EXPIRED_MINUTES };
      if (method === 'SMS' && m.mobile) {
        sendSms(sb, m.mobile, m.dialing_code ?? '55', 'login_verify');
        challenge.maskedMobile = maskMobile(m.mobile) ?? '';
      }
      if (method === 'EMAIL') challenge.maskedEmail = maskEmail(m.email) ?? '';
      throw new ApiError(403, 'login_ip_verification_required', VERIFY_PROMPT[method], challenge);
    }
  }
  return loginAs(sb.db, m, ctx.ip, sb.state.brand.merchantCode, opts.password);
}

export function sessionRoutes(app: FastifyInstance, sb: Sandbox): void {
  app.get('/wps/session/key/rsa', { schema: { response: jsonResponse(Type.String()) } }, async () => ({
    success: true as const,
    value: sb.keys.publicPem,
  }));

  route(app, sb, E.login, {
    response: LoginResultSchema,
    schema: Type.Object({
      username: OptStr(64),
      password: OptStr(64),
      type: Lits('username', 'sms', 'firebase'),
      firebaseIdToken: Type.Optional(Str(4096, 1)),
      firebaseChannel: Type.Optional(Lits('google', 'facebook')),
      loginDeviceId: OptStr(64),
      captcha: OptStr(16),
      captchaUuid: OptStr(64),
      geetest: Type.Optional(Geetest),
      countryDialingCode: OptStr(4),
      loginAs: Type.Optional(Lits('member', 'agent', 'any')),
    }),
  }, (body, ctx) => {
    if (body.type === 'firebase') {
      // Social sign-in: an ID token of the sandbox identity provider (services/social.ts). Firebase phone auth is not offered.
      if (!body.firebaseChannel) throw new ApiError(400, 'validation_error', "Invalid request: 'firebaseChannel' is required for a firebase login (firebase phone login is not available on this site)");
      if (!body.firebaseIdToken) throw new ApiError(400, 'validation_error', "Invalid request: 'firebaseIdToken' is required for a firebase login");
      const mod = SOCIAL_MODULES[body.firebaseChannel];
      if (!sb.state.moduleOn(mod)) throw new ApiError(403, 'module_disabled', `${SOCIAL_LABELS[body.firebaseChannel]} sign-in (${mod}) is not enabled for this site`);
      if (body.geetest) checkGeetest(sb, body.geetest);
      const claims = verifyIdToken(sb, body.firebaseChannel, body.firebaseIdToken);
      const m = memberForIdentity(sb, claims, body.loginAs);
      // The provider verified the person: no unknown-IP SMS step (as for an SMS login).
      return completeLogin(sb, ctx, m, { loginAs: body.loginAs, skipIpCheck: true });
    }
    // Same wording as the schema check gave when both were required.
    if (body.username === undefined) throw new ApiError(400, 'validation_error', "Invalid request: 'username' is required");
    if (body.password === undefined) throw new ApiError(400, 'validation_error', "Invalid request: 'password' is required");
    const username = body.username.trim();
    // A password is compared exactly as sent (never trimmed); an SMS code may carry stray spaces.
    const password = body.type === 'sms' ? body.password.trim() : body.password;
    if (!username) throw new ApiError(400, 'validation_error', 'Enter username and password: username is required');
    if (!password) throw new ApiError(400, 'validation_error', 'Enter username and password: password is required');
    if (body.geetest) checkGeetest(sb, body.geetest);
    if (body.type === 'sms') {
      if (!sb.state.moduleOn('MOBILEVERCODELOGIN3')) throw new ApiError(403, 'module_disabled', 'SMS login (MOBILEVERCODELOGIN3) is not enabled for this site');
      const m = memberByMobile(sb.db, username, body.countryDialingCode || undefined);
      if (!m || !verifySms(sb, username, password, ['login'])) throw new ApiError(400, 'sms_code_invalid', 'Enter a valid verification code');
      return completeLogin(sb, ctx, m, { loginAs: body.loginAs, skipIpCheck: true });
    }
    const m = memberByName(sb.db, username);
    const failures = failureCount(sb, username, m);
    if (failures >= MAX_FAILURES && sb.state.moduleOn('CAPTCHA3')) {
      if (!body.captcha) throw new ApiError(400, 'captcha_required', 'Enter the captcha', { failures } satisfies E.CaptchaRequiredInfo);
      if (!checkCaptcha(sb, body.captchaUuid, body.captcha)) throw new ApiError(400, 'captcha_invalid', 'Incorrect captcha, please try again', { failures });
    }
    if (!m || !checkPassword(password, m.password_hash)) {
      const n = recordFailure(sb, username, m);
      if (n >= MAX_FAILURES && sb.state.moduleOn('CAPTCHA3')) {
        throw new ApiError(400, 'captcha_required', 'Incorrect username or password; enter the captcha to try again', { failures: n });
      }
      throw new ApiError(400, 'login_failed', 'Incorrect username or password');
    }
    return completeLogin(sb, ctx, m, { loginAs: body.loginAs, password });
  });

  route(app, sb, E.loginVerify, {
    response: LoginResultSchema,
    schema: Type.Object({ verifyToken: Str(64, 1), verificationCode: Str(255, 1) }),
  }, (body, ctx) => {
    const v = sb.verifications.get(body.verifyToken);
    if (!v || Date.now() - v.at > SMS_EXPIRED_MINUTES * 60_000) {
      if (v) sb.verifications.delete(body.verifyToken);
      throw new ApiError(400, 'verification_expired', 'Verification expired: log in again');
    }
    const m = memberById(sb.db, v.memberId);
    if (!m) throw new ApiError(400, 'validation_error', 'Account no longer exists');
    if (!verificationAnswerRight(sb, m, v.method, body.verificationCode)) {
      v.wrong += 1;
      if (v.wrong >= VERIFY_MAX_WRONG) {
        sb.verifications.delete(body.verifyToken);
        throw new ApiError(400, 'verification_expired', 'Too many wrong answers: log in again');
      }
      throw WRONG_ANSWER[v.method]();
    }
    sb.verifications.delete(body.verifyToken);
    return completeLogin(sb, ctx, m, { skipIpCheck: true });
  });

  route(app, sb, E.freePlay, {
    response: LoginResultSchema,
    // `random` arrives encrypted (spec: "encrypted random string"): RSA of the reversed string.
    schema: Type.Object({ os: Str(64), platform: Type.Literal('W'), random: Str(1024, 16) }),
  }, (body, ctx) => {
    let random: string;
    try {
      random = openSealedRandom(sb.keys, body.random);
    } catch (e) {
      throw new ApiError(400, 'bad_cipher', (e as Error).message);
    }
    if (random.length < 8 || random.length > 64) throw new ApiError(400, 'validation_error', 'The random string must be 8 to 64 characters before encryption');
    let m = sb.db.prepare('SELECT * FROM members WHERE trial_key = ?').get(random) as MemberRow | undefined;
    if (!m) {
      const name = `trial_${crypto.createHash('sha1').update(random).digest('hex').slice(0, 8)}`;
      m = createMember(sb.db, { username: name, password: crypto.randomBytes(12).toString('hex'), nickname: 'Trial', type: 4, trialKey: random, firstLogin: false });
      sb.ledger.memberHouse('DEPOSIT', m.id, MAIN, HOUSE.PROMO, 200_000, 'Trial play money');
    }
    return loginAs(sb.db, m, ctx.ip, sb.state.brand.merchantCode);
  });

  route(app, sb, E.logout, { response: Type.Boolean() }, (_b, ctx) => {
    sb.db.prepare('DELETE FROM sessions WHERE token = ?').run(ctx.token);
    return true;
  });

  route(app, sb, E.loginCode, {
    response: SmsSentSchema,
    schema: Type.Object({ mobileNum: Str(15, 1), countryDialingCode: Str(4, 1) }),
  }, (body) => {
    checkMobile(body.mobileNum, body.countryDialingCode);
    if (!memberByMobile(sb.db, body.mobileNum, body.countryDialingCode)) throw new ApiError(400, 'mobile_not_bound', 'No account is bound to this mobile number');
    return sendSms(sb, body.mobileNum, body.countryDialingCode, 'login');
  });

  route(app, sb, E.securityConfig, { response: SecurityConfigSchema }, (_b, ctx) => {
    const m = ctx.me();
    return {
      mobileBound: !!m.mobile, maskedMobile: maskMobile(m.mobile), emailBound: !!m.email, maskedEmail: maskEmail(m.email),
      hasPaymentPassword: !!m.payment_password_hash, paymentPasswordEnabled: sb.state.get<boolean>('paymentPasswordEnabled', true), googleAuthBound: !!m.totp_secret, passwordChangedAt: m.password_changed_at,
    };
  });

  route(app, sb, E.updateLanguage, { schema: Type.Object({ language: Str(8, 2) }), response: Type.Boolean() }, (body, ctx) => {
    const lang = body.language.toUpperCase();
    if (!sb.state.brand.supportLanguages.map((l) => l.toUpperCase()).includes(lang)) {
      throw new ApiError(400, 'validation_error', `language must be one of ${sb.state.brand.supportLanguages.join(', ')}`);
    }
    sb.db.prepare('UPDATE members SET language = ? WHERE id = ?').run(lang, ctx.me().id);
    return true;
  });
}
