import { defineEndpoint } from '../endpoint';
import type { GeetestResult, LoginResult, SmsSent } from './session';

/** The fields the server rule set may enable (spec section 3, registration user). */
export type RegisterField =
  | 'username'
  | 'password'
  | 'confirmPassword'
  | 'payeeName'
  | 'email'
  | 'qqNum'
  | 'mobileNum'
  | 'recommenderId'
  | 'captcha'
  | 'verificationCode'
  | 'affiliateCode'
  | 'paymentPassword'
  | 'line'
  | 'whatsapp'
  | 'facebook'
  | 'wechat'
  | 'idNumber'
  | 'referralCode'
  | 'nickname'
  | 'telegram'
  | 'zalo';

/** Pattern message ids 0–20 of spec section 5 (`reg_pattern_N`). */
export type PatternId =
  | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20;

/**
 * One server rule. A value is valid only if it matches `acceptedPattern` (a JavaScript regular
 * expression source, or `*` for any) and its length is within minLength..maxLength.
 */
export interface RegisterRule {
  enabled: boolean;
  required: boolean;
  minLength: number;
  maxLength: number;
  acceptedPattern: string;
  patternId: PatternId;
}

/** Rule per field. Fields absent or `enabled: false` are not shown. */
export type RegisterRules = Partial<Record<RegisterField, RegisterRule>>;

export interface RegisterRequest {
  username?: string;
  password: string;
  confirmPassword: string;
  payeeName?: string;
  email?: string;
  qqNum?: string;
  mobileNum?: string;
  recommenderId?: string;
  captcha?: string;
  captchaUuid?: string;
  verificationCode?: string;
  affiliateCode?: string;
  paymentPassword?: string;
  line?: string;
  whatsapp?: string;
  facebook?: string;
  wechat?: string;
  idNumber?: string;
  referralCode?: string;
  nickname?: string;
  telegram?: string;
  zalo?: string;
  domain?: string;
  countryDialingCode?: string;
  registerUrl?: string;
  registerMethod?: 'WEB';
  /** When true (the front end always sends it) the answer carries a session. */
  login?: boolean;
  loginDeviceId?: string;
  geetest?: GeetestResult;
  firebaseChannel?: 'sms';
  firebaseIdToken?: string;
}

/** Register answers a fresh session (as login does) when `login: true`. */
export type RegisterResult = LoginResult;

export interface AffiliateRequest {
  code: string;
  domain?: string;
}

/** Affiliate check. Unknown codes answer `valid: false` (the client then shows the field). */
export interface AffiliateCheck {
  valid: boolean;
  /** Agent account the code belongs to, masked. */
  agentName: string | null;
}

export interface CaptchaRequest {
  /** Client-made id (e.g. a UUID); echo it as `captchaUuid` with login/register. */
  uuid: string;
}

/** `value` of GET /wps/captcha: a base64 data URL of an SVG image (`data:image/svg+xml;base64,…`). */
export type CaptchaImage = string;

/**
 * Slider captcha challenge. The client shows `background` with a gap and `piece` at `pieceY`; the
 * user slides the piece; the x offset is sent as `geetest: { challenge, x }` with login/register.
 * The sandbox accepts x within ±6 px of the gap.
 */
export interface GeetestChallenge {
  challenge: string;
  background: string;
  piece: string;
  pieceY: number;
  width: number;
  height: number;
}

export interface RegisterSmsRequest {
  countryDialingCode: string;
  mobileNo: string;
}

export interface Country {
  countryCode: string;
  countryDialingCode: string;
  name: string;
  /** `/COUNTRY_FLAG/{countryCode}.png` on an image CDN. */
  flagPath: string;
}

export interface AutoUsername {
  username: string;
}

export const register = defineEndpoint<RegisterRequest, RegisterResult>({
  name: 'register', method: 'PUT', path: '/wps/member/register', moduleId: 'REG3', encrypted: true, token: 'none',
});

/** Mobile registration: `mobileNum`, `countryDialingCode`, `verificationCode`, password. Username derived from the number. */
export const registerMobile = defineEndpoint<RegisterRequest, RegisterResult>({
  name: 'registerMobile', method: 'PUT', path: '/wps/member/register/mobile', moduleId: 'MOBILENUMREG3', encrypted: true, token: 'none',
});

export const registerAuto = defineEndpoint<void, AutoUsername>({
  name: 'registerAuto', method: 'GET', path: '/wps/member/register/autoUsername', moduleId: 'REG3', token: 'none',
});

export const setRegister = defineEndpoint<void, RegisterRules>({
  name: 'setRegister', method: 'GET', path: '/wps/system/setting/register', moduleId: 'REG3', token: 'none',
});

export const affiliate = defineEndpoint<AffiliateRequest, AffiliateCheck>({
  name: 'affiliate', method: 'GET', path: '/wps/agent/affiliate', moduleId: 'AFFMAN3', token: 'none',
});

/** Image captcha; refresh limited to once per second per uuid (`rate_limited`). */
export const captcha = defineEndpoint<CaptchaRequest, CaptchaImage>({
  name: 'captcha', method: 'GET', path: '/wps/captcha', moduleId: 'CAPTCHA3', token: 'none',
});

export const captchaGeetest = defineEndpoint<void, GeetestChallenge>({
  name: 'captchaGeetest', method: 'GET', path: '/wps/captcha/geetest', moduleId: 'GEETEST3', token: 'none',
});

/** Registration SMS (throttled to one per second per number). Same path as `mobileRegSms`. */
export const phoneCode = defineEndpoint<RegisterSmsRequest, SmsSent>({
  name: 'phoneCode', method: 'POST', path: '/wps/verification/sms/register', moduleId: 'REGMOBVERF3', token: 'none',
});

export const mobileRegSms = defineEndpoint<RegisterSmsRequest, SmsSent>({
  name: 'mobileRegSMS', method: 'POST', path: '/wps/verification/sms/register', moduleId: 'MOBILENUMREG3', token: 'none',
});

export const countryCode = defineEndpoint<void, Country[]>({
  name: 'countryCode', method: 'GET', path: '/wps/system/country', moduleId: 'COMM3', token: 'none',
});
