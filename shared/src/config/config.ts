/**
 * Run-time configuration of the storefront. The host's HTML sets `window.__VITRINE_CONFIG__`
 * (from the build environment); everything else reads it through `getConfig()`.
 */
export interface StorefrontConfig {
  /** Origin (and optional prefix) of the operator API; '' means this origin (the gateway proxies it). */
  apiBase: string;
  /** Sent as the `Merchant` header. */
  merchantCode: string;
  /** Brand default language (spec: PT). */
  defaultLanguage: string;
  /** Currency symbol (spec section 9: default P). */
  currencySymbol: string;
  /** Request timeout in ms. */
  requestTimeoutMs: number;
  /**
   * Origins remote files may come from besides this page's own (the CDN), e.g.
   * `https://cdn.example.com`; from VITRINE_REMOTE_ORIGINS at the host build. A remotes.json entry
   * anywhere else is refused. Plain http is accepted only for loopback addresses.
   */
  remoteOrigins?: string[];
  /**
   * The Google tag script (gtag.js) loaded, with the brand's gtagId, only after the player's
   * consent; from VITRINE_GTAG_SCRIPT_URL at the host build (default Google's). The gateway's CSP
   * must allow its origin (ops/src/csp.ts, GTAG_ID / GTAG_SCRIPT_URL).
   */
  gtagScriptUrl?: string;
}

declare global {
  interface Window {
    __VITRINE_CONFIG__?: Partial<StorefrontConfig>;
  }
}

const defaults: StorefrontConfig = {
  apiBase: '',
  merchantCode: 'vitrine',
  defaultLanguage: 'pt',
  currencySymbol: 'P',
  requestTimeoutMs: 15000,
};

let overrides: Partial<StorefrontConfig> = {};

export function getConfig(): StorefrontConfig {
  const fromWindow = typeof window === 'undefined' ? {} : (window.__VITRINE_CONFIG__ ?? {});
  return { ...defaults, ...fromWindow, ...overrides };
}

/** Host-only (and tests): override configuration values. */
export function setConfig(values: Partial<StorefrontConfig>): void {
  overrides = { ...overrides, ...values };
}
