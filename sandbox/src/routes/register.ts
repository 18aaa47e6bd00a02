import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import * as E from '@vitrine/shared/api/endpoints';
import type { Sandbox } from '../core/context';
import { AGENT_TYPES, route, type Ctx } from '../core/http';
import { ApiError } from '../core/errors';
import { OptStr, Str } from '../core/schemas';
import { maskName } from '../core/util';
import { createMember, loginAs, memberById, memberByMobile, memberByName, type MemberRow } from '../services/members';
import { enabledLinkByCode } from './promotions';
import { checkRules, DEFAULT_RULES } from '../services/rules';
import { checkMobile, sendSms, verifySms } from '../services/sms';
import { checkPhoneToken, markPhoneTokenUsed } from '../services/phone-auth';
import { checkCaptcha, checkGeetest, makeCaptcha, makeGeetest } from '../services/captcha';
import { Geetest } from './session';
import { LoginResultSchema, SmsSentSchema } from '../responses/session';
import { AffiliateCheckSchema, AutoUsernameSchema, CountrySchema, GeetestChallengeSchema, RegisterRulesSchema } from '../responses/register';

export const registerRules = (sb: Sandbox): E.RegisterRules => sb.state.get<E.RegisterRules>('registerRules', DEFAULT_RULES);

const RegisterBody = Type.Object({
  username: OptStr(64),
  password: Str(64),
  confirmPassword: Str(64),
  payeeName: OptStr(100),
  email: OptStr(100),
  qqNum: OptStr(32),
  mobileNum: OptStr(20),
  recommenderId: OptStr(32),
  captcha: OptStr(16),
  captchaUuid: OptStr(64),
  verificationCode: OptStr(255),
  affiliateCode: OptStr(32),
  paymentPassword: OptStr(32),
  line: OptStr(64),
  whatsapp: OptStr(32),
  facebook: OptStr(100),
  wechat: OptStr(64),
  idNumber: OptStr(32),
  referralCode: OptStr(32),
  nickname: OptStr(64),
  telegram: OptStr(64),
  zalo: OptStr(32),
  domain: OptStr(255),
  countryDialingCode: OptStr(4),
  registerUrl: OptStr(4096),
  registerMethod: Type.Optional(Type.Literal('WEB')),
  login: Type.Optional(Type.Boolean()),
  loginDeviceId: OptStr(64),
  geetest: Type.Optional(Geetest),
  firebaseChannel: Type.Optional(Type.Literal('sms')),
  firebaseIdToken: OptStr(4096),
});

const RULE_FIELDS: E.RegisterField[] = [
  'username', 'password', 'confirmPassword', 'payeeName', 'email', 'qqNum', 'mobileNum', 'recommenderId', 'affiliateCode', 'paymentPassword',
  'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'referralCode', 'nickname', 'telegram', 'zalo',
];

function agentByCode(sb: Sandbox, code: string): MemberRow | undefined {
  const m = sb.db.prepare('SELECT * FROM members WHERE referral_code = ? COLLATE NOCASE').get(code.trim()) as MemberRow | undefined;
  return m && AGENT_TYPES.has(m.type) ? m : undefined;
}

function doRegister(sb: Sandbox, ctx: Ctx, raw: E.RegisterRequest, mode: 'username' | 'mobile'): E.RegisterResult {
  const body = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as E.RegisterRequest;
  const rules = registerRules(sb);
  if (mode === 'mobile') {
    if (!body.mobileNum) throw new ApiError(400, 'validation_error', 'mobileNum is required');
    checkMobile(body.mobileNum, body.countryDialingCode || '55');
    body.username = `m${body.mobileNum}`;
  }
  const fields = mode === 'mobile' ? RULE_FIELDS.filter((f) => f !== 'username') : RULE_FIELDS;
  const msg = checkRules(mode === 'mobile' ? { ...rules, mobileNum: rules.mobileNum ? { ...rules.mobileNum, enabled: true, required: true } : undefined } : rules, body as never, fields);
  if (msg) throw new ApiError(400, 'validation_error', msg);
  if (!body.username) throw new ApiError(400, 'validation_error', 'username is required');
  if (body.password !== body.confirmPassword) throw new ApiError(400, 'validation_error', 'Incorrect confirmation entry: confirmPassword must equal password');
  if (rules.captcha?.enabled && !checkCaptcha(sb, body.captchaUuid, body.captcha)) throw new ApiError(400, 'captcha_invalid', 'Incorrect captcha, please try again');
  if (body.geetest) checkGeetest(sb, body.geetest);
  if (memberByName(sb.db, body.username)) throw new ApiError(409, 'username_exists', 'This username is already taken');
  const dial = body.countryDialingCode || '55';
  let phoneTokenId: string | null = null;
  if (body.mobileNum) {
    if (memberByMobile(sb.db, body.mobileNum, dial)) throw new ApiError(409, 'mobile_exists', 'This mobile number is already registered');
    const needCode = mode === 'mobile' || sb.state.moduleOn('REGMOBVERF3');
    if (needCode && body.firebaseChannel === 'sms') {
      // Verified by the phone-auth service (Firebase): its ID token stands for the SMS code.
      if (!sb.state.moduleOn('FIREBASESMS3')) throw new ApiError(403, 'module_disabled', 'Registration SMS by phone auth (FIREBASESMS3) is not enabled for this site');
      if (!body.firebaseIdToken) throw new ApiError(400, 'validation_error', "Invalid request: 'firebaseIdToken' is required with firebaseChannel sms");
      phoneTokenId = checkPhoneToken(sb, body.firebaseIdToken, dial, body.mobileNum);
    } else if (needCode) {
      if (!body.verificationCode) throw new ApiError(400, 'validation_error', 'verificationCode is required: request an SMS code first');
      if (!verifySms(sb, body.mobileNum, body.verificationCode, ['register'])) throw new ApiError(400, 'sms_code_invalid', 'Enter a valid verification code');
    }
  }
  let upline: MemberRow | undefined;
  if (body.affiliateCode) {
    upline = agentByCode(sb, body.affiliateCode);
    if (!upline) throw new ApiError(400, 'invitation_code_error', 'Invalid invitation code');
  }
  let referrer: MemberRow | undefined;
  let referralLinkId: number | null = null;
  if (body.referralCode) {
    referrer = sb.db.prepare('SELECT * FROM members WHERE referral_code = ? COLLATE NOCASE').get(body.referralCode) as MemberRow | undefined;
    if (!referrer) {
      // One of the referrer's links (a disabled link's code is no longer valid).
      const link = enabledLinkByCode(sb, body.referralCode);
      if (link) {
        referrer = memberById(sb.db, link.member_id);
        referralLinkId = link.id;
      }
    }
    if (!referrer) throw new ApiError(400, 'invitation_code_error', 'Invalid referral code');
    if (!upline && AGENT_TYPES.has(referrer.type)) upline = referrer;
  }
  const m = createMember(sb.db, {
    username: body.username, password: body.password, nickname: body.nickname || body.username, mobile: body.mobileNum || null, dialingCode: dial,
    email: body.email || null, payeeName: body.payeeName || null, uplineId: upline?.id ?? null, referredBy: referrer?.id ?? null,
    language: ctx.language,
  });
  if (phoneTokenId) markPhoneTokenUsed(sb, phoneTokenId);
  if (referralLinkId) sb.db.prepare('UPDATE members SET referral_link_id = ? WHERE id = ?').run(referralLinkId, m.id);
  sb.db.prepare('INSERT INTO messages (member_id, title, content, created_at) VALUES (?, ?, ?, ?)').run(m.id, 'Bem-vindo!', '<p>Sua conta foi criada.</p>', new Date().toISOString());
  if (body.login === false) {
    return { token: '', firstTimeLogin: true, passwordExpired: false, userName: m.username, nickname: m.nickname, customerId: m.id, isAgent: m.type, merchantCode: sb.state.brand.merchantCode, weakPassword: false };
  }
  return loginAs(sb.db, m, ctx.ip, sb.state.brand.merchantCode, body.password);
}

const COUNTRIES: [string, string, string][] = [
  ['BR', '55', 'Brasil'], ['PT', '351', 'Portugal'], ['US', '1', 'United States'], ['GB', '44', 'United Kingdom'], ['VN', '84', 'Việt Nam'],
  ['TH', '66', 'ประเทศไทย'], ['PH', '63', 'Philippines'], ['ID', '62', 'Indonesia'], ['MY', '60', 'Malaysia'], ['IN', '91', 'India'],
  ['MX', '52', 'México'], ['AR', '54', 'Argentina'], ['CO', '57', 'Colombia'], ['MM', '95', 'Myanmar'], ['KH', '855', 'Cambodia'],
];

export function registerRoutes(app: FastifyInstance, sb: Sandbox): void {
  route(app, sb, E.register, { schema: RegisterBody, response: LoginResultSchema }, (body, ctx) => {
    if (!sb.state.moduleOn('USERNAMEREG3')) throw new ApiError(403, 'module_disabled', 'Username registration (USERNAMEREG3) is not enabled for this site');
    return doRegister(sb, ctx, body, 'username');
  });
  route(app, sb, E.registerMobile, { schema: RegisterBody, response: LoginResultSchema }, (body, ctx) => doRegister(sb, ctx, body, 'mobile'));

  route(app, sb, E.registerAuto, { response: AutoUsernameSchema }, () => {
    for (;;) {
      const username = `user${crypto.randomInt(100000, 999999)}`;
      if (!memberByName(sb.db, username)) return { username };
    }
  });

  route(app, sb, E.setRegister, { response: RegisterRulesSchema }, () => registerRules(sb));

  route(app, sb, E.affiliate, { schema: Type.Object({ code: Str(32, 1), domain: OptStr(255) }), response: AffiliateCheckSchema }, (q) => {
    const a = agentByCode(sb, q.code);
    return { valid: !!a, agentName: a ? maskName(a.username) : null };
  });

  route(app, sb, E.captcha, { schema: Type.Object({ uuid: Str(64, 1) }), response: Type.String() }, (q) => makeCaptcha(sb, q.uuid));
  route(app, sb, E.captchaGeetest, { response: GeetestChallengeSchema }, () => makeGeetest(sb));

  route(app, sb, E.phoneCode, {
    response: SmsSentSchema,
    anyModule: ['REGMOBVERF3', 'MOBILENUMREG3'],
    schema: Type.Object({ countryDialingCode: Str(4, 1), mobileNo: Str(15, 1) }),
  }, (body) => {
    checkMobile(body.mobileNo, body.countryDialingCode);
    if (memberByMobile(sb.db, body.mobileNo, body.countryDialingCode)) throw new ApiError(409, 'mobile_exists', 'This mobile number is already registered');
    return sendSms(sb, body.mobileNo, body.countryDialingCode, 'register');
  });

  route(app, sb, E.countryCode, { response: Type.Array(CountrySchema) }, () =>
    COUNTRIES.map(([countryCode, countryDialingCode, name]) => ({ countryCode, countryDialingCode, name, flagPath: `/COUNTRY_FLAG/${countryCode}.png` })),
  );
}

