/**
 * Google analytics (the status answer's `analytics.gtagId`, issue 14 item 17), loaded only after
 * the player's consent: no script and no cookie before they accept or after they decline. The
 * script URL is built by `gtagScriptSrc` (a checked id and base) and the gateway's CSP allows its
 * origin only when GTAG_ID is configured (ops/src/csp.ts).
 */
import { getConfig, gtagScriptSrc, isGtagId, type AnalyticsConsent } from '@vitrine/shared';

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void } & Record<string, unknown>;

const SCRIPT_ATTR = 'data-vitrine-gtag';

/** Delete the analytics cookies gtag sets (`_ga`, `_ga_<id>`, `_gid`, `_gat…`) on this host and its parents. */
export function clearAnalyticsCookies(doc: Document = document): void {
  const names = doc.cookie
    .split(';')
    .map((c) => c.split('=')[0].trim())
    .filter((n) => /^(?:_ga|_gid|_gat)(?:_|$)/.test(n));
  const host = doc.location?.hostname ?? '';
  const parts = host.split('.');
  const domains = ['', ...parts.slice(0, -1).map((_, i) => `; domain=.${parts.slice(i).join('.')}`)];
  for (const name of names)
    for (const domain of domains) doc.cookie = `${name}=; path=/; max-age=0${domain}`;
}

/**
 * Apply the consent to the page: granted with a valid id loads the script once; denied (or no valid
 * id) loads nothing, disables a script loaded earlier this page and removes its cookies.
 * Answers what it did, for tests.
 */
export function applyAnalytics(choice: AnalyticsConsent | null, gtagId: unknown, win: GtagWindow = window as unknown as GtagWindow): 'loaded' | 'already' | 'off' {
  const doc = win.document;
  const src = choice === 'granted' ? gtagScriptSrc(gtagId, getConfig().gtagScriptUrl) : null;
  if (!src) {
    if (isGtagId(gtagId)) win[`ga-disable-${gtagId}`] = true;
    doc.querySelectorAll(`script[${SCRIPT_ATTR}]`).forEach((s) => s.remove());
    if (choice === 'denied') clearAnalyticsCookies(doc);
    return 'off';
  }
  const id = gtagId as string;
  win[`ga-disable-${id}`] = false;
  if (doc.querySelector(`script[${SCRIPT_ATTR}="${id}"]`)) return 'already';
  win.dataLayer = win.dataLayer ?? [];
  win.gtag = function gtag() {
    // gtag.js reads `arguments` objects from the dataLayer, as Google's snippet pushes them.
    // eslint-disable-next-line prefer-rest-params
    win.dataLayer!.push(arguments);
  };
  win.gtag('js', new Date());
  win.gtag('config', id, { anonymize_ip: true });
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  script.setAttribute(SCRIPT_ATTR, id);
  doc.head.appendChild(script);
  return 'loaded';
}
