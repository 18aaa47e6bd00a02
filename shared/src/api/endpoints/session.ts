import { defineEndpoint } from '../endpoint';

/** How a login is made: password, SMS code, or a Firebase Auth ID token (phone auth or social sign-in). */
export type LoginType = 'username' | 'sms' | 'firebase';

/** Social identity providers of a `type: 'firebase'` login. */
export type SocialProvider = 'google' | 'facebook';

/** Slider ("geetest-style") captcha answer: the challenge id and the x offset the user slid to. */
export interface GeetestResult {
  challenge: string;
  x: number;
}

export interface LoginRequest {
  /** Username, or the mobile number for `type: 'sms'`. Trimmed by the server. Required unless `type: 'firebase'`. */
  username?: string;
  /** Password, or the SMS code for `type: 'sms'`. Required unless `type: 'firebase'`. */
  password?: string;
  type: LoginType;
  /**
   * For `type: 'firebase'`: the identity provider's ID token (from the provider's sign-in popup).
   * The server verifies it; an unknown identity is registered as a new player (see the sandbox README).
   */
  firebaseIdToken?: string;
  /** For `type: 'firebase'`: which provider issued `firebaseIdToken` (named like the register call's `firebaseChannel`). */
  firebaseChannel?: SocialProvider;
  /** Browser fingerprint, 8-4-4-4-12 hex. */
  loginDeviceId?: string;
  /** Image captcha text, required once the server answered `captcha_required`. */
  captcha?: string;
  /** The `uuid` the image captcha was fetched with (GET /wps/captcha?uuid=…). */
  captchaUuid?: string;
  geetest?: GeetestResult;
  /** For `type: 'sms'`: the country dialing code of the mobile number, e.g. `55`. */
  countryDialingCode?: string;
  /** `any` (default) lets every real or trial account in; `member` rejects agents (`non_member_login`); `agent` rejects non-agents (`non_agent_login`). */
  loginAs?: 'member' | 'agent' | 'any';
}

/** Agent/player type: 0 player, 1/2/41/42 agent types, 4 trial account. */
export type MemberType = 0 | 1 | 2 | 4 | 41 | 42;

export interface LoginResult {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  userName: string;
  /** Not shown in the spec: the sandbox also answers the session fields the front end stores. */
  nickname: string;
  customerId: number;
  isAgent: MemberType;
  merchantCode: string;
  /** True when the password equals the weak password the spec calls {secret}. */
  weakPassword: boolean;
}

/**
 * How an unknown-IP login is verified (spec section 4: "mobile-code 2FA, bound e-mail, bank
 * account name, or Google verification"); the backend picks one per account:
 * - `SMS`: a code sent to the bound mobile number;
 * - `EMAIL`: the bound e-mail address, typed in full (the challenge shows it masked);
 * - `BANK_NAME`: the account holder's name of the bound bank account;
 * - `GOOGLE_AUTH`: the 6-digit code of the account's Google Authenticator (TOTP, RFC 6238).
 * The answer always goes in `LoginVerifyRequest.verificationCode`.
 */
export type LoginVerificationMethod = 'SMS' | 'EMAIL' | 'BANK_NAME' | 'GOOGLE_AUTH';

/**
 * When the login comes from an IP the account has never used and LOGINIPVERF3 is on, login
 * answers `{ success:false, code:'login_ip_verification_required', value: LoginVerificationChallenge }`
 * (and, for `SMS`, a code is sent to the bound mobile number).
 */
export interface LoginVerificationChallenge {
  verifyToken: string;
  method: LoginVerificationMethod;
  /** `SMS`: the bound mobile, masked; empty for the other methods. */
  maskedMobile: string;
  /** `EMAIL`: the bound e-mail, masked (`se***@example.com`). */
  maskedEmail?: string;
  /** How long the challenge stays open. */
  expiredMinutes: number;
}

/** When login answers `captcha_required`, `value` carries this (the client then fetches /wps/captcha). */
export interface CaptchaRequiredInfo {
  failures: number;
}

export interface LoginVerifyRequest {
  verifyToken: string;
  verificationCode: string;
}

export interface FreePlayLoginRequest {
  os: string;
  platform: 'W';
  /**
   * A random string the client makes and keeps (8–64 chars), sent encrypted as the spec says: the
   * client seals it (`sealedFields`: RSA of the reversed string with the `/wps/session/key/rsa`
   * key) and the sandbox refuses it plain. The same string logs the same trial account in again;
   * `seed-trial` is the seeded `trial` account.
   */
  random: string;
}

export interface SmsSent {
  expiredMinutes: number;
}

export interface LoginCodeRequest {
  mobileNum: string;
  countryDialingCode: string;
}

export interface SecurityConfig {
  mobileBound: boolean;
  maskedMobile: string | null;
  emailBound: boolean;
  maskedEmail: string | null;
  hasPaymentPassword: boolean;
  /** Whether the brand offers a payment password at all (absent: offered). */
  paymentPasswordEnabled?: boolean;
  googleAuthBound: boolean;
  /** Date the password was last changed (ISO). */
  passwordChangedAt: string;
}

export interface UpdateLanguageRequest {
  language: string;
}

/** PEM public key (SubjectPublicKeyInfo) used to encrypt the DES key of encrypted calls. */
export const rsaKey = defineEndpoint<void, string>({ name: 'rsaKey', method: 'GET', path: '/wps/session/key/rsa', token: 'none' });

export const login = defineEndpoint<LoginRequest, LoginResult>({
  name: 'login', method: 'POST', path: '/wps/session/login', moduleId: 'COMM3', encrypted: true, token: 'none',
});

export const loginVerify = defineEndpoint<LoginVerifyRequest, LoginResult>({
  name: 'loginVerify', method: 'POST', path: '/wps/session/login/verification', moduleId: 'LOGINIPVERF3', encrypted: true, token: 'none',
});

/** Creates (or reuses, per `random`) a trial account (isAgent 4) and logs it in. */
export const freePlay = defineEndpoint<FreePlayLoginRequest, LoginResult>({
  name: 'freePlay', method: 'POST', path: '/wps/session/login/freeplay', moduleId: 'FREEPLAY3', token: 'none',
  headers: { 'X-Gateway-Version': '3' },
  sealedFields: ['random'],
});

export const logout = defineEndpoint<void, boolean>({ name: 'logout', method: 'DELETE', path: '/wps/session/logout', moduleId: 'COMM3', token: 'required' });

/** SMS code for SMS login (throttled to one per second per number). */
export const loginCode = defineEndpoint<LoginCodeRequest, SmsSent>({
  name: 'loginCode', method: 'POST', path: '/wps/verification/sms/noLogin', moduleId: 'VERIFICATION3', token: 'none',
});

export const securityConfig = defineEndpoint<void, SecurityConfig>({
  name: 'securityConfig', method: 'GET', path: '/wps/v2/member/securityConfig', moduleId: 'COMM3', token: 'required',
});

export const updateLanguage = defineEndpoint<UpdateLanguageRequest, boolean>({
  name: 'updateLanguage', method: 'POST', path: '/wps/member/language', moduleId: 'COMM3', token: 'required',
});
