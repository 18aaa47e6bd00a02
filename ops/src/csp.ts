/**
 * The storefront's Content-Security-Policy and the other headers of its HTML, one definition for
 * the Node gateway (per response, from the index.html it serves) and for nginx (`pnpm csp`
 * writes the `set $vitrine_csp …;` include from the deployed index.html).
 *
 * Inline scripts are allowed by their sha256, computed from the HTML as served (the host's inline
 * boot script, and whatever a later build inlines): nothing is hard-coded here. Other origins come
 * from configuration (env below), never from the request.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';

export interface CspConfig {
  /** Origins scripts (remote entries and chunks) may load from besides 'self' (CSP_SCRIPT_SRC; CDN_PUBLIC_URL's origin). */
  scriptSrc?: string[];
  /** fetch/XHR/WebSocket origins besides 'self' (CSP_CONNECT_SRC; CDN_PUBLIC_URL's origin; the API when on another origin). */
  connectSrc?: string[];
  /** Image CDNs besides 'self' (CSP_IMG_SRC). */
  imgSrc?: string[];
  /** Framed pages: launch CDNs and chat (CSP_FRAME_SRC). */
  frameSrc?: string[];
}

/** The sha256 sources of every inline `<script>` (no src) of an HTML page, in order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  const script = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  for (let match = script.exec(html); match; match = script.exec(html)) {
    const attributes = match[1];
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    // Data blocks (JSON, templates) are not scripts and need no hash.
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue;
    hashes.push(`'sha256-${crypto.createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/** A source list from env: comma- or space-separated; each an origin (path dropped), a scheme or a CSP keyword. */
export function sourceList(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      if (/^'.+'$/.test(s) || /^[a-z][a-z0-9+.-]*:$/i.test(s) || s.includes('*')) return s;
      try {
        const url = new URL(s);
        if (url.protocol !== 'http:' && url.protocol !== 'https:' && url.protocol !== 'wss:' && url.protocol !== 'ws:')
          throw new Error(`not an http(s)/ws(s) origin: ${s}`);
        return url.origin;
      } catch (error) {
        throw new Error(`CSP source ${JSON.stringify(s)}: ${(error as Error).message}`);
      }
    });
}

/** Google tag ids (GA4 `G-…`, Universal Analytics `UA-…-…`), as shared/src/system/brand.ts isGtagId checks them. */
const GTAG_ID = /^(?:G-[A-Z0-9]{4,20}|UA-\d{4,10}-\d{1,4})$/;

export const GOOGLE_GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

/**
 * What Google analytics needs (issue 14 item 17), only when the operator configures its gtagId
 * (GTAG_ID, the same id as the brand's `analytics.gtagId`); nothing otherwise. The script's origin
 * comes from GTAG_SCRIPT_URL (default Google's; the e2e stack points it at the sandbox's loopback
 * stand-in), and with Google's own script, the collection endpoints Google documents for GA4.
 */
export function analyticsCsp(env: NodeJS.ProcessEnv = process.env): CspConfig {
  const id = env.GTAG_ID?.trim();
  if (!id) return {};
  if (!GTAG_ID.test(id)) throw new Error(`GTAG_ID ${JSON.stringify(id)}: not a Google tag id (G-XXXXXXX or UA-1234567-1)`);
  const [origin] = sourceList(env.GTAG_SCRIPT_URL || GOOGLE_GTAG_SCRIPT_URL);
  if (origin !== new URL(GOOGLE_GTAG_SCRIPT_URL).origin) return { scriptSrc: [origin], connectSrc: [origin] };
  const google = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
  return { scriptSrc: [origin], connectSrc: google, imgSrc: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'] };
}

/** The configuration from env (CSP_SCRIPT_SRC, CSP_CONNECT_SRC, CSP_IMG_SRC, CSP_FRAME_SRC, CDN_PUBLIC_URL, GTAG_ID, GTAG_SCRIPT_URL). */
export function cspConfigFromEnv(env: NodeJS.ProcessEnv = process.env): CspConfig {
  const cdn = env.CDN_PUBLIC_URL ? sourceList(env.CDN_PUBLIC_URL) : [];
  const analytics = analyticsCsp(env);
  return {
    scriptSrc: [...cdn, ...sourceList(env.CSP_SCRIPT_SRC), ...(analytics.scriptSrc ?? [])],
    connectSrc: [...cdn, ...sourceList(env.CSP_CONNECT_SRC), ...(analytics.connectSrc ?? [])],
    imgSrc: [...sourceList(env.CSP_IMG_SRC), ...(analytics.imgSrc ?? [])],
    frameSrc: sourceList(env.CSP_FRAME_SRC),
  };
}

/** Merge configurations (later lists add to earlier ones). */
export function mergeCsp(...configs: Array<CspConfig | undefined>): CspConfig {
  const out: Required<CspConfig> = { scriptSrc: [], connectSrc: [], imgSrc: [], frameSrc: [] };
  for (const c of configs)
    for (const key of Object.keys(out) as Array<keyof CspConfig>) out[key].push(...(c?.[key] ?? []));
  return out;
}

const uniq = (list: string[]): string => [...new Set(list)].join(' ');

/** The policy for a page whose inline scripts have these hashes. */
export function contentSecurityPolicy(hashes: string[], config: CspConfig = {}): string {
  return [
    "default-src 'self'",
    `script-src ${uniq(["'self'", ...hashes, ...(config.scriptSrc ?? [])])}`,
    // emotion writes its rules into <style> elements at run time, and React sets style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${uniq(["'self'", 'data:', 'blob:', ...(config.imgSrc ?? [])])}`,
    "font-src 'self' data:",
    `connect-src ${uniq(["'self'", ...(config.connectSrc ?? [])])}`,
    `frame-src ${uniq(["'self'", ...(config.frameSrc ?? [])])}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "media-src 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** Features the storefront never uses; games keep theirs through the frame's `allow`. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=()';

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Every security header of an HTML answer. */
export function htmlSecurityHeaders(html: string, config: CspConfig = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(inlineScriptHashes(html), config),
    'Referrer-Policy': REFERRER_POLICY,
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
  };
}

/** Headers of an HTML file, recomputed only when the file changes (a new host build). */
export function htmlHeadersOf(config: CspConfig): (file: string) => Record<string, string> {
  let cached: { key: string; headers: Record<string, string> } | undefined;
  return (file) => {
    const stat = fs.statSync(file);
    const key = `${file}:${stat.mtimeMs}:${stat.size}`;
    if (cached?.key !== key) cached = { key, headers: htmlSecurityHeaders(fs.readFileSync(file, 'utf8'), config) };
    return cached.headers;
  };
}

/** The nginx include (`set $vitrine_csp "…";`) for a deployed index.html. */
export function nginxCspInclude(html: string, config: CspConfig = {}): string {
  const policy = contentSecurityPolicy(inlineScriptHashes(html), config);
  if (policy.includes('"')) throw new Error('a CSP source contains a double quote');
  return `# Generated by \`pnpm csp\` from the deployed index.html: regenerate after every host release.\nset $vitrine_csp "${policy}";\n`;
}
