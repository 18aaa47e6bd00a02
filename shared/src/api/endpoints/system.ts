import { defineEndpoint } from '../endpoint';
import type { ModuleId } from '../endpoint';
import type { RegisterRules } from './register';

/** 0 normal, 1 maintenance page, 2 region-restricted page. */
export type SystemStatusCode = 0 | 1 | 2;

/** One node of the whitelabel tree. `enabled` is `'1'` when on, `'0'` when off. */
export interface WhitelabelNode {
  modId: ModuleId | string;
  name: string;
  enabled: '0' | '1';
  childrenNodes: WhitelabelNode[];
}

/** App download and social resources (right bar QR codes). */
export interface Resource {
  resourceType: 'IOS' | 'ANDROID' | 'MOBILECONFIG' | 'SOCIAL' | 'EMAIL';
  url: string;
  qrCodeUrl: string;
  labelNameEn: string;
}

/**
 * Customer-service channel. `csType` 1 live chat, 2 VIP channel (rankLevel above 4), 3 link.
 * `path` is plain for types 1 and 2; for type 3 it is DES-ECB encrypted: Base64 cipher followed by
 * its 8-character key (see `servicePathList`).
 */
export interface CustomerServiceEntry {
  csType: 1 | 2 | 3;
  name: string;
  path: string;
}

export interface DomainRoute {
  domain: string;
  /** `MAIN` the canonical domain; `SPARE` alternatives for the speed test. */
  type: 'MAIN' | 'SPARE';
  /** URL to fetch for a speed test (a tiny resource). */
  speedTestUrl: string;
}

export interface Location {
  ip: string;
  /** ISO 3166 alpha-2 country code. */
  country: string;
}

export interface MaintenanceInfo {
  startTime: string;
  endTime: string;
  message: string;
}

export interface RegionRestrictionInfo {
  ip: string;
  country: string;
  message: string;
}

/**
 * A social sign-in provider the operator offers (only while its whitelabel module is on). The
 * storefront opens `authUrl` in a popup (adding `?origin=<page origin>&state=<nonce>`); the
 * provider page posts `{ type: 'vitrine-social', provider, idToken, state }` back to the opener.
 * `authUrl` may be relative (served through the storefront's gateway, same origin).
 */
export interface SocialLoginProvider {
  provider: 'google' | 'facebook';
  /** The whitelabel module that turns this provider on. */
  moduleId: ModuleId | string;
  authUrl: string;
}

/** The `info` block of system status ("Boot" in the API notes). */
export interface BootInfo {
  customerService: CustomerServiceEntry[];
  domainRoute: DomainRoute[];
  resources: Resource[];
  whitelabel: WhitelabelNode[];
  register: RegisterRules;
  mainDomain: string;
  analytics: { gtagId: string };
  /** Base URLs; pick one at random. Image paths are appended (`/vendor/…svg`). */
  imageCDNs: string[];
  launchGameCDNs: string[];
  location: Location;
  maintenance: MaintenanceInfo | null;
  regionRestriction: RegionRestrictionInfo | null;
  /** The brand settings, so boot needs one call (same as `settings`). */
  brand: BrandSettings;
  /** Social sign-in providers (absent on operators without social sign-in). */
  socialLogin?: SocialLoginProvider[];
  /** The phone-auth service (Firebase) for registration SMS (absent on operators without it). */
  phoneAuth?: PhoneAuthConfig;
}

/**
 * The phone-auth service (Firebase phone sign-in): `POST {baseUrl}/send` `{ phoneNumber }` →
 * `{ sessionInfo }`, `POST {baseUrl}/verify` `{ sessionInfo, code }` → `{ idToken, phoneNumber }`;
 * failures carry the service's `auth/…` code. `baseUrl` may be relative (same origin).
 */
export interface PhoneAuthConfig {
  /** The whitelabel module that turns it on. */
  moduleId: ModuleId | string;
  baseUrl: string;
}

export interface SystemStatus {
  status: SystemStatusCode;
  info: BootInfo;
}

export interface SystemStatusRequest {
  /** The current page host (the shipped build adds it for `permission`). */
  url?: string;
}

export type AnnouncementType = 'B' | 'PL' | 'PU' | 'PR' | 'H';
export type PrizeMode = 'Lott' | 'ZY' | 'Elott' | 'SEA';

/** Brand config (spec section 3). */
export interface BrandSettings {
  platform: string;
  merchant: string;
  merchantCode: string;
  lotteryType: 'SEA';
  device: string;
  defaultLang: string;
  supportLanguages: string[];
  chatHeaderColor: string;
  prizeModes: PrizeMode[];
  announcementTypes: AnnouncementType[];
  announcementExecution: 'B';
  /** Vendor vassalages moved from SPORTS into ESPORTS. */
  esports: string[];
  loginedToHomePage: boolean;
  currencySymbol: string;
  currency: string;
  theme: 'dark' | 'light';
  copyright: string;
}

/**
 * Stable keys of the help topics the storefront links to: the footer's seven about links, the
 * deposit tutorial, and the terms/privacy links of the sign-up forms (`/help?topic=<key>`).
 */
export const HELP_TOPIC_KEYS = [
  'about_company',
  'contact_us',
  'general_terms',
  'responsible_gaming',
  'privacy_policy',
  'affiliates',
  'refund_policy',
  'deposit_tutorial',
] as const;
export type HelpTopicKey = (typeof HELP_TOPIC_KEYS)[number];

/** The seven about links of the footer (spec section 2), in the spec's order. */
export const ABOUT_TOPIC_KEYS: readonly HelpTopicKey[] = HELP_TOPIC_KEYS.slice(0, 7);

export interface HelpArticle {
  id: number;
  title: string;
  /** HTML (sanitize before showing). */
  content: string;
  /** Stable topic key for deep links (`/help?topic=<key>`); absent on articles nobody links to. */
  key?: string;
}

/** A group of help articles, in the language of the call's `Language` header. */
export interface HelpCategory {
  id: number;
  title: string;
  articles: HelpArticle[];
  /** Stable key of the group. */
  key?: string;
}

export interface TemplatesRequest {
  /** Banner group, e.g. `w_login`, `w_register`; all when omitted. */
  group?: string;
}

export interface Template {
  group: string;
  title: string;
  url: string;
  /** HTML; empty for image-only banners. */
  content: string;
}

export interface ServicePath {
  /** 3 = customer-service link; 1 = FAQ page; 2 = e-mail. */
  type: 1 | 2 | 3;
  /** Type 3: Base64 DES-ECB cipher followed by its 8-character key. Others plain. */
  path: string;
}

export interface CustomerServiceScript {
  version: { pathList: ServicePath[] };
}

export const status = defineEndpoint<SystemStatusRequest, SystemStatus>({
  name: 'status', method: 'GET', path: '/wps/system/status', moduleId: 'COMM3', token: 'optional',
});

/** Same call as `status` (the notes list both names). */
export const permission = status;

export const whitelabel = defineEndpoint<void, WhitelabelNode[]>({
  name: 'menu', method: 'GET', path: '/wps/system/whitelabel', moduleId: 'COMM3', token: 'none',
});

export const settings = defineEndpoint<void, BrandSettings>({
  name: 'settings', method: 'GET', path: '/wps/system/settings/consolidated', moduleId: 'COMM3', token: 'none',
});

export const location = defineEndpoint<void, Location>({
  name: 'location', method: 'GET', path: '/wps/system/location', moduleId: 'COMM3', token: 'none',
});

export const domainRoute = defineEndpoint<void, DomainRoute[]>({
  name: 'routers', method: 'GET', path: '/wps/system/domainRoute', moduleId: 'COMM3', token: 'none',
});

export const helpCenter = defineEndpoint<void, HelpCategory[]>({
  name: 'getHelp', method: 'GET', path: '/wps/system/helpCenter', moduleId: 'COMM3', token: 'none',
});

export const templates = defineEndpoint<TemplatesRequest, Template[]>({
  name: 'templates', method: 'GET', path: '/wps/system/templates', moduleId: 'COMM3', token: 'none',
});

export const customerServiceScript = defineEndpoint<void, CustomerServiceScript>({
  name: 'getCustomerServiceScript', method: 'POST', path: '/wps/relay/WPSCORE_getCustomerServiceScript', token: 'none',
});
