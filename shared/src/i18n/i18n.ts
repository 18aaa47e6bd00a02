/**
 * One i18next for the whole page (i18next and react-i18next are federation singletons).
 * Each app owns a namespace and registers a lazy loader for its locale files; i18next asks the
 * loader for (language, namespace) when a component first uses the namespace.
 */
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getConfig } from '../config/config';
import { directionOf, findLanguage, LANGUAGE_CODES } from './languages';
import { PREFERENCE_COOKIES, writePreferenceCookie } from '../system/preference-cookie';

export type LocaleLoader = (language: string) => Promise<{ default: Record<string, unknown> } | Record<string, unknown>>;

const loaders = new Map<string, LocaleLoader>();
export const LANGUAGE_STORAGE_KEY = 'vitrine.language';

/** Register the lazy locale loader of a namespace (call at module top level, before render). */
export function registerLocales(namespace: string, loader: LocaleLoader): void {
  loaders.set(namespace, loader);
}

/**
 * Host-only: register a namespace's loader from a remote's published locale files
 * (`<base>/locales/<language>.json`), unless the remote's own code registered one already.
 * Lets the host and other remotes show a remote's contributed labels before its code loads.
 */
export function registerPublishedLocales(namespace: string, base: string): void {
  if (loaders.has(namespace)) return;
  loaders.set(namespace, async (language) => {
    const response = await fetch(new URL(`locales/${language}.json`, base), { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${namespace}/${language}: HTTP ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  });
}

/** The last fallback: a namespace's English file carries every key (ops/scripts/check-locales.mjs). */
const FALLBACK_LANGUAGE = 'en';

/**
 * Namespaces whose English file was not fetched: a page in another language gets an empty English
 * bundle instead (issue 9: one language's strings per page). Every namespace's files carry every
 * key, so English is only a safety net; it is fetched when a key is missing (`fillFallback`) or
 * when the player switches to English.
 */
const deferredFallbacks = new Set<string>();
const fallbackLoads = new Map<string, Promise<void>>();

/** The language being shown or switched to (the backend is asked while a switch is under way). */
const currentLanguage = (): string | undefined => (i18next as { isLanguageChangingTo?: string }).isLanguageChangingTo ?? i18next.language;

function unwrap(mod: { default: Record<string, unknown> } | Record<string, unknown>): Record<string, unknown> {
  return ('default' in mod ? mod.default : mod) as Record<string, unknown>;
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const loader = loaders.get(namespace);
    if (!loader) {
      callback(new Error(`no locale loader registered for namespace "${namespace}"`), false);
      return;
    }
    if (language === FALLBACK_LANGUAGE && currentLanguage() && currentLanguage() !== FALLBACK_LANGUAGE) {
      deferredFallbacks.add(namespace);
      callback(null, {});
      return;
    }
    loader(language)
      .then((mod) => callback(null, unwrap(mod) as Record<string, string>))
      .catch((error: Error) => callback(error, false));
  },
};

/**
 * Fetch a namespace's English file that was deferred, and add it. When it brings keys the shown
 * language lacks, the page renders again (react-i18next listens to `languageChanged`) so the gaps
 * show English rather than keys. One fetch per namespace; a failed one may be tried again.
 */
export function fillFallback(namespace: string): Promise<void> {
  if (!deferredFallbacks.has(namespace)) return Promise.resolve();
  let pending = fallbackLoads.get(namespace);
  if (!pending) {
    const loader = loaders.get(namespace)!;
    pending = loader(FALLBACK_LANGUAGE)
      .then((mod) => {
        const english = unwrap(mod);
        i18next.addResourceBundle(FALLBACK_LANGUAGE, namespace, english, true, true);
        deferredFallbacks.delete(namespace);
        const shown = i18next.language;
        const own = i18next.getResourceBundle(shown, namespace) as Record<string, unknown> | undefined;
        if (shown !== FALLBACK_LANGUAGE && Object.keys(english).some((key) => own?.[key] === undefined))
          i18next.emit('languageChanged', shown);
      })
      .finally(() => fallbackLoads.delete(namespace));
    fallbackLoads.set(namespace, pending);
  }
  return pending;
}

/** The stored choice, else the brand default (spec section 1). */
export function initialLanguage(brandDefault = getConfig().defaultLanguage): string {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    stored = null;
  }
  return findLanguage(stored)?.code ?? findLanguage(brandDefault)?.code ?? 'pt';
}

export function applyDocumentLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/** Host-only: start i18next. Namespaces load lazily through the registered loaders. */
export async function initI18n(options: { language?: string; namespaces?: string[] } = {}): Promise<typeof i18next> {
  const language = options.language ?? initialLanguage();
  if (!i18next.isInitialized) {
    await i18next
      .use(lazyBackend)
      .use(initReactI18next)
      .init({
        lng: language,
        fallbackLng: { 'pt-BR': ['pt', 'en'], default: ['en'] },
        supportedLngs: LANGUAGE_CODES,
        load: 'currentOnly',
        ns: options.namespaces ?? ['common'],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        returnNull: false,
        react: { useSuspense: true },
        // A key missing from the shown language fetches the namespace's deferred English file.
        saveMissing: true,
        // Not for a lookup that brings its own default (a key that may well not exist), nor while
        // the shown language's file of that namespace is still on its way (not a gap, just early).
        missingKeyHandler: (_languages, namespace, _key, _fallback, _update, options?: { defaultValue?: unknown }) => {
          if (options?.defaultValue !== undefined || !i18next.hasResourceBundle(i18next.language, namespace)) return;
          fillFallback(namespace).catch(() => undefined);
        },
      });
  }
  applyDocumentLanguage(language);
  return i18next;
}

/** Host-only: switch language, store the choice, set `<html lang dir>`. */
export async function changeLanguage(language: string): Promise<void> {
  const code = findLanguage(language)?.code ?? language;
  // English bundles left empty while another language was shown are fetched before showing English.
  // One that cannot be fetched (its remote is down) never holds the switch back: it stays deferred,
  // its texts fall back to what the page carries, and a later missing key asks for it again.
  if (code === FALLBACK_LANGUAGE) await Promise.allSettled([...deferredFallbacks].map((namespace) => fillFallback(namespace)));
  await i18next.changeLanguage(code);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    /* storage may be unavailable (private mode); the choice then lasts for this page */
  }
  writePreferenceCookie(PREFERENCE_COOKIES.language, code);
  applyDocumentLanguage(code);
}

export { i18next };
