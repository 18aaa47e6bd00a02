/**
 * The pictures a prerendered page asks for in its first paint (issue 9): the first game tiles of
 * /rng, the first promotion card of /promotions. The page names its requests and places
 * (shared/src/federation/first-paint-pictures.ts); this module asks them at the backend, picks the
 * URLs, checks them and puts one `<img>` in each place.
 */
import { PICTURE_SOURCE_ATTRIBUTE, type PictureSource } from '../../../shared/src/federation/first-paint-pictures';
import { bodyWithPrevious, parsePictureSource, pickValues } from '../../../shared/src/federation/first-paint-pictures-reader';
import { resolveImageUrl } from '../../../shared/src/system/boot-info';

/** All of a page's requests together wait this long at most; the page is sent without them after. */
export const PICTURES_TIMEOUT_MS = 400;
const PICTURES_TTL_MS = 30_000;
/** At most this many places are filled (the first screen's tiles). */
export const MAX_PICTURES = 8;

const SOURCE = new RegExp(`\\b${PICTURE_SOURCE_ATTRIBUTE}="([^"]*)"`);
const SLOT = /<(?:div|span)\b[^>]*\bdata-fp-slot="picture"[^>]*>/g;

const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
/** Text for a double-quoted HTML attribute. */
export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page's picture source, or null when it names none (or a malformed one). */
export function pictureSourceOf(pageHtml: string): PictureSource | null {
  const found = pageHtml.match(SOURCE);
  return found ? parsePictureSource(unescapeAttribute(found[1])) : null;
}

export interface PictureRequestContext {
  backend: URL;
  merchant: string;
  language: string;
  /** Cache partition: the host the page was asked on. */
  host: string;
}

/**
 * Asks a source's requests in turn and returns the picked values of the last one (raw, unchecked),
 * or null when any request fails, answers unsuccessfully or takes too long.
 */
export function createPictureAsker(fetchImpl: typeof fetch = fetch) {
  const cache = new Map<string, { at: number; value: Promise<unknown[] | null> }>();
  return function ask(source: PictureSource, context: PictureRequestContext): Promise<unknown[] | null> {
    const key = `${context.host}|${context.merchant}|${context.language}|${JSON.stringify(source)}`;
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < PICTURES_TTL_MS) return hit.value;
    const signal = AbortSignal.timeout(PICTURES_TIMEOUT_MS);
    const value = (async () => {
      let previous: unknown;
      let picked: unknown[] = [];
      for (const step of source.steps) {
        const body = bodyWithPrevious(step.body, previous);
        if (!body) return null;
        const response = await fetchImpl(new URL(step.path, context.backend), {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Merchant: context.merchant,
            Device: 'web',
            Language: context.language.toUpperCase(),
          },
          body: JSON.stringify(body),
          signal,
        });
        const envelope = (await response.json()) as { success?: boolean; value?: unknown };
        if (!response.ok || !envelope.success) return null;
        picked = pickValues(envelope.value, step.pick);
        previous = picked[0];
      }
      return picked;
    })().catch(() => null);
    cache.set(key, { at: Date.now(), value });
    // A failed or slow answer is remembered for a second only.
    void value.then((answer) => {
      if (!answer && cache.get(key)?.value === value) cache.set(key, { at: Date.now() - PICTURES_TTL_MS + 1_000, value });
    });
    if (cache.size > 500) cache.clear();
    return value;
  };
}

/**
 * The picked values as checked picture URLs (https, or this origin; http only on an http page),
 * place for place: a value that is not a usable URL leaves its place empty (null), so no picture
 * ever lands in another item's place.
 */
export function pictureUrls(values: unknown[], imageCdn: string, pageIsHttp: boolean): Array<string | null> {
  return values.slice(0, MAX_PICTURES).map((value) =>
    typeof value === 'string' && value ? resolveImageUrl(value, imageCdn, pageIsHttp ? 'http:' : 'https:') || null : null,
  );
}

/**
 * The page with one `<img>` in each picture place, in order. The first is the page's lead picture
 * (`fp-hero`: high priority, and index.html's boot waits for it before running the app).
 */
export function fillPictures(pageHtml: string, urls: Array<string | null>): string {
  let index = 0;
  return pageHtml.replace(SLOT, (open) => {
    const src = urls[index];
    const lead = index === 0;
    index += 1;
    if (!src) return open;
    return `${open}<img class="${lead ? 'fp-hero' : 'fp-picture'}" src="${escapeAttribute(src)}" alt="" ${
      lead ? 'fetchpriority="high" decoding="sync"' : 'decoding="async"'
    } />`;
  });
}
