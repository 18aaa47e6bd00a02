/**
 * Brand config rules (issue 14 item 17): values from the status answer's `brand` and `analytics`
 * are server data, so each is checked before it reaches CSS or a script URL.
 */
import { BehaviorSubject, type Observable } from 'rxjs';
import { useObservable } from '../state/use-observable';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(?:0|1|0?\.\d+)\s*)?\)$/i;

/**
 * A colour the brand may put in CSS: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, or `rgb()`/`rgba()` with
 * channels 0–255. Anything else (names, `url(…)`, `;`, `}`, expressions) is refused: null.
 */
export function parseCssColor(value: unknown): Rgb | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const hex = HEX.exec(text);
  if (hex) {
    const digits = hex[1].length <= 4 ? [...hex[1].slice(0, 3)].map((d) => d + d) : [hex[1].slice(0, 2), hex[1].slice(2, 4), hex[1].slice(4, 6)];
    const [r, g, b] = digits.map((d) => parseInt(d, 16));
    return { r, g, b };
  }
  const rgb = RGB.exec(text);
  if (rgb) {
    const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map(Number);
    return r <= 255 && g <= 255 && b <= 255 ? { r, g, b } : null;
  }
  return null;
}

/** The colour as given when it passes `parseCssColor`, else null. */
export function safeCssColor(value: unknown): string | null {
  return parseCssColor(value) ? (value as string).trim() : null;
}

function luminance({ r, g, b }: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/**
 * The chat header's colours from the brand's `chatHeaderColor`: the background as configured and
 * whichever of near-white or near-black text reads better on it (WCAG contrast). Null when the value
 * is not a colour (the header keeps the theme's look).
 */
export function headerColors(value: unknown): { background: string; text: string } | null {
  const rgb = parseCssColor(value);
  if (!rgb) return null;
  const l = luminance(rgb);
  const onWhite = 1.05 / (l + 0.05);
  const onBlack = (l + 0.05) / 0.05;
  return { background: (value as string).trim(), text: onWhite >= onBlack ? '#ffffff' : '#111111' };
}

/** Google tag ids: GA4 `G-XXXXXXX` and Universal Analytics `UA-1234567-1`. */
const GTAG_ID = /^(?:G-[A-Z0-9]{4,20}|UA-\d{4,10}-\d{1,4})$/;

export function isGtagId(value: unknown): value is string {
  return typeof value === 'string' && GTAG_ID.test(value);
}

export const DEFAULT_GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/**
 * The gtag script URL for an id, or null: the id must be a Google tag id and the base an https URL
 * (plain http only on loopback, the tests' stand-in) without credentials, query or fragment.
 */
export function gtagScriptSrc(id: unknown, base: string = DEFAULT_GTAG_SCRIPT_URL): string | null {
  if (!isGtagId(id)) return null;
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return null;
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.test(url.hostname));
  if (!secure || url.username || url.password || url.search || url.hash) return null;
  url.searchParams.set('id', id);
  return url.href;
}

/** The player's analytics choice; null until they answer the banner. */
export type AnalyticsConsent = 'granted' | 'denied';

export const CONSENT_STORAGE_KEY = 'vitrine.analyticsConsent';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The remembered choice; anything else stored counts as no answer. */
export function readConsent(store: Pick<Storage, 'getItem'> | null = storage()): AnalyticsConsent | null {
  let value: string | null = null;
  try {
    value = store?.getItem(CONSENT_STORAGE_KEY) ?? null;
  } catch {
    value = null;
  }
  return value === 'granted' || value === 'denied' ? value : null;
}

export interface ConsentState {
  choice: AnalyticsConsent | null;
  /** The banner is open: no answer yet, or the player reopened it from the footer. */
  open: boolean;
}

const consent = new BehaviorSubject<ConsentState>({ choice: readConsent(), open: false });
export const consent$: Observable<ConsentState> = consent.asObservable();
export const getConsent = (): ConsentState => consent.getValue();

/** Remember the player's answer and close the banner. */
export function setConsent(choice: AnalyticsConsent, store: Pick<Storage, 'setItem'> | null = storage()): void {
  try {
    store?.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // Private mode: the choice holds for this page only.
  }
  consent.next({ choice, open: false });
}

/** Reopen the banner to change the answer (the footer's cookie-settings link). */
export function openConsentSettings(): void {
  consent.next({ ...consent.getValue(), open: true });
}

/** Re-read storage (tests, another tab's change). */
export function reloadConsent(store: Pick<Storage, 'getItem'> | null = storage()): void {
  consent.next({ choice: readConsent(store), open: false });
}

export function useConsent(): ConsentState {
  return useObservable(consent$, getConsent);
}
