import type { ModuleId } from '@vitrine/shared/api/endpoints';
import type { BrandSettings, Location, SystemStatusCode, WhitelabelNode } from '@vitrine/shared/api/endpoints';
import type { DB } from '../db';

/** The whitelabel tree the sandbox answers: every module of the contract, grouped. */
export const WHITELABEL_TREE: { modId: ModuleId; name: string; children: { modId: ModuleId; name: string }[] }[] = [
  {
    modId: 'COMM3', name: 'Common', children: [
      { modId: 'CAPTCHA3', name: 'Image captcha' },
      { modId: 'GEETEST3', name: 'Slider captcha' },
      { modId: 'VERIFICATION3', name: 'SMS without login' },
      { modId: 'MOBILEVERCODELOGIN3', name: 'SMS login' },
      { modId: 'LOGINIPVERF3', name: 'Unknown-IP verification' },
      { modId: 'FREEPLAY3', name: 'Free play' },
      { modId: 'PROFPIC3', name: 'Profile picture' },
      { modId: 'INBOX3', name: 'Inbox' },
      { modId: 'CBS3', name: 'Chat room' },
      { modId: 'FEEDBACK3', name: 'Feedback' },
      { modId: 'AGEANNOUNCE3', name: 'Lottery announcements' },
      // Sandbox names: the spec does not name the social sign-in flags (see sandbox/README.md).
      { modId: 'GOOGLELOGIN3', name: 'Google sign-in' },
      { modId: 'FACEBOOKLOGIN3', name: 'Facebook sign-in' },
      // Sandbox name: registration SMS through the phone-auth service (Firebase); off unless turned on.
      { modId: 'FIREBASESMS3', name: 'Registration SMS by phone auth (Firebase)' },
    ],
  },
  {
    modId: 'REG3', name: 'Registration', children: [
      { modId: 'DIRECTREG3', name: 'Direct registration' },
      { modId: 'USERNAMEREG3', name: 'Username registration' },
      { modId: 'MOBILENUMREG3', name: 'Mobile registration' },
      { modId: 'MOBILENUMPASSREG3', name: 'Mobile registration with password' },
      { modId: 'REGMOBVERF3', name: 'Registration phone verification' },
      { modId: 'AFFMAN3', name: 'Affiliate codes' },
      { modId: 'REFERRAL3', name: 'Referral' },
    ],
  },
  {
    modId: 'PASS3', name: 'Password', children: [
      { modId: 'PWDEXPFORCECHANGE3', name: 'Force change of expired password' },
      { modId: 'PWRESETSMS3', name: 'Password reset by SMS' },
      { modId: 'CHNGPASSVERIF3', name: 'Set password by phone' },
    ],
  },
  {
    modId: 'GAMELO3', name: 'Game lobby', children: [
      { modId: 'GAMELOREC3', name: 'Recent games' },
      { modId: 'GAMELOHOT3', name: 'Hot games' },
    ],
  },
  {
    modId: 'REWCEN3', name: 'Reward centre', children: [
      { modId: 'PROMO3', name: 'Promotions' },
      { modId: 'MISSION3', name: 'Missions' },
      { modId: 'PTSYS3', name: 'Points system' },
      { modId: 'MEMTRANS3', name: 'Points transactions' },
      { modId: 'VIP3', name: 'VIP' },
      { modId: 'MANPLAYREB3', name: 'Manual rebate (cashback)' },
    ],
  },
  {
    modId: 'SIGNCONDIV3', name: 'Dividend contracts', children: [
      { modId: 'DAILYSALCONT3', name: 'Daily salary contracts' },
      { modId: 'HOURSAL3', name: 'Hourly salary contracts' },
      { modId: 'RTSALARY3', name: 'Real-time salary contracts' },
    ],
  },
];

export const ALL_MODULES: ModuleId[] = WHITELABEL_TREE.flatMap((g) => [g.modId, ...g.children.map((c) => c.modId)]);

export const WEAK_PASSWORD = '123456';

export const DEFAULT_BRAND: BrandSettings = {
  platform: 'W',
  merchant: 'vitrine',
  merchantCode: 'VITRINE',
  lotteryType: 'SEA',
  device: 'web',
  defaultLang: 'PT',
  supportLanguages: ['EN', 'PT'],
  chatHeaderColor: '#1f6feb',
  prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
  announcementTypes: ['B', 'PL', 'PU', 'PR', 'H'],
  announcementExecution: 'B',
  esports: ['IMES', 'TF', 'IA'],
  loginedToHomePage: false,
  currencySymbol: 'P',
  currency: 'BRL',
  theme: 'dark',
  copyright: '© 2026 Vitrine Sandbox. All rights reserved.',
};

/**
 * The brand's analytics (`analytics.gtagId` of the status answer). SANDBOX_GTAG_ID overrides the
 * default, '' meaning "not configured" (the e2e stack, so no consent banner covers other specs);
 * `POST /__sandbox/analytics` changes it for a run.
 */
export const defaultAnalytics = (env: NodeJS.ProcessEnv = process.env): { gtagId: string } => ({ gtagId: env.SANDBOX_GTAG_ID ?? 'G-SANDBOX000' });

export interface StatusState {
  status: SystemStatusCode;
  /** Overrides the detected location when set. */
  location: Location | null;
}

/** Modules a fresh sandbox starts with turned off (every other one starts on). */
export const OFF_BY_DEFAULT: readonly string[] = ['FIREBASESMS3'];

/** Brand, whitelabel flags and system status: kept in the `kv` table and cached here. */
export class SandboxState {
  brand: BrandSettings = DEFAULT_BRAND;
  flags: Record<string, boolean> = {};
  status: StatusState = { status: 0, location: null };
  analytics: { gtagId: string } = defaultAnalytics();

  constructor(private readonly db: DB) {
    this.load();
  }

  load(): void {
    this.brand = { ...DEFAULT_BRAND, ...this.get<Partial<BrandSettings>>('brand', {}) };
    this.flags = { ...Object.fromEntries(ALL_MODULES.map((m) => [m, !OFF_BY_DEFAULT.includes(m)])), ...this.get<Record<string, boolean>>('flags', {}) };
    this.status = { status: 0, location: null, ...this.get<Partial<StatusState>>('status', {}) };
    this.analytics = { ...defaultAnalytics(), ...this.get<Partial<{ gtagId: string }>>('analytics', {}) };
  }

  get<T>(key: string, fallback: T): T {
    const row = this.db.prepare('SELECT value FROM kv WHERE key = ?').get(key) as { value: string } | undefined;
    return row ? (JSON.parse(row.value) as T) : fallback;
  }

  set(key: string, value: unknown): void {
    this.db.prepare('INSERT INTO kv (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, JSON.stringify(value));
    this.load();
  }

  moduleOn(id: string): boolean {
    return this.flags[id] !== false;
  }

  whitelabelTree(): WhitelabelNode[] {
    const node = (modId: string, name: string, childrenNodes: WhitelabelNode[]): WhitelabelNode => ({
      modId, name, enabled: this.moduleOn(modId) ? '1' : '0', childrenNodes,
    });
    return WHITELABEL_TREE.map((g) => node(g.modId, g.name, g.children.map((c) => node(c.modId, c.name, []))));
  }
}
