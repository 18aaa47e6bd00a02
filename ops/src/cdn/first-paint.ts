/**
 * The first-paint HTML of a page (issue 9): the host's index.html with the route's first screen in
 * it, composed per request from files the builds wrote (shared/build/first-paint.cjs):
 *
 * - `<host>/first-paint/chrome/<language>.<theme>.html`: the host's chrome (host build);
 * - `<cdn>/remotes/<name>/<live version>/first-paint/pages/<route>/<language>.<theme>.html`: the
 *   page, released with its remote, so `pnpm release <remote>` changes the first paint and the host
 *   is never rebuilt for it.
 *
 * Language and theme come from the `vitrine_lang` / `vitrine_theme` cookies the storefront writes
 * (else the brand's default language from the system status, else the host's default). The status
 * is asked first: maintenance (1), region restriction (2), or no answer within STATUS_TIMEOUT_MS
 * → the plain index.html, and the app shows what it always showed. Anything missing → plain too.
 * Only markup and styles are added (no script): index.html's inline scripts stay byte-identical,
 * so their CSP hashes (host/dist/inline-scripts.json) hold.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { announcements as announcementsEndpoint } from '../../../shared/src/api/endpoints/promotions';
import { directionOf, findLanguage } from '../../../shared/src/i18n/languages';
import { resolveImageUrl } from '../../../shared/src/system/boot-info';
import { createPictureAsker, escapeAttribute, fillPictures, pictureSourceOf, pictureUrls } from './first-paint-pictures';
import { acceptedEncodings, NO_CACHE } from './static';

export const LANGUAGE_COOKIE = 'vitrine_lang';
export const THEME_COOKIE = 'vitrine_theme';
const THEMES = new Set(['dark', 'light']);
export const STATUS_TIMEOUT_MS = 600;
const STATUS_TTL_MS = 5_000;
/** The hero picture's question waits this long at most; the page is sent without it after that. */
export const HERO_TIMEOUT_MS = 400;
/** Banners change rarely; the app itself keeps them 5 minutes. */
const HERO_TTL_MS = 30_000;
/** Where a page's prerender reserves the first banner's picture (BannerCarousel's loading frame). */
const HERO_SLOT = /<div\b[^>]*\bdata-fp-slot="hero-image"[^>]*>/;
const PAGE_MARKER = '<template data-fp-page=""></template>';
/** `<div id="root">`, quoted or not (html-webpack-plugin's minifier drops the quotes). */
const ROOT_MARKER = /<div id=(?:"root"|root)>/;

export interface FirstPaintOptions {
  cdnDir: string;
  hostDir: string;
  /** Backend for the status question (the gateway's). */
  backend: URL;
  log?: (line: string) => void;
}

interface Status {
  status: number;
  defaultLang?: string;
  imageCdns: string[];
  announcementTypes?: string[];
  announcementExecution?: string;
}

/** The picture the first paint shows in a page's hero slot: the first banner, checked. */
export interface Hero {
  src: string;
  alt: string;
  /** The image CDN the URL was resolved against ('' for none): the app picks the same one. */
  cdn: string;
}


/**
 * The first banner of an announcements answer as the hero picture, or null. The URL comes from a
 * server, so it goes through the storefront's own check (`resolveImageUrl`: https, or a path on this origin,
 * resolved against a checked image CDN); on a plain-http page http URLs pass too, as in the app.
 */
export function heroOf(
  answer: unknown,
  imageCdns: string[],
  options: { pageIsHttp: boolean; random?: () => number } = { pageIsHttp: false },
): Hero | null {
  const banners = (answer as { banners?: unknown })?.banners;
  if (!Array.isArray(banners)) return null;
  const first = [...banners]
    .filter((b): b is { imageUrl?: unknown; title?: unknown; sort?: unknown } => Boolean(b) && typeof b === 'object')
    .filter((b) => typeof b.imageUrl === 'string' || typeof b.title === 'string')
    .sort((a, b) => Number(a.sort ?? 0) - Number(b.sort ?? 0))[0];
  if (!first || typeof first.imageUrl !== 'string' || !first.imageUrl) return null;
  const cdn = imageCdns.length ? imageCdns[Math.floor((options.random ?? Math.random)() * imageCdns.length)] : '';
  const src = resolveImageUrl(first.imageUrl, cdn, options.pageIsHttp ? 'http:' : 'https:');
  if (!src) return null;
  return { src, alt: typeof first.title === 'string' ? first.title : '', cdn };
}

/** The hero `<img>` for the page's slot (the same box, URL and text as the app's first banner). */
export function heroImage(hero: Hero): string {
  return `<img class="fp-hero" src="${escapeAttribute(hero.src)}" alt="${escapeAttribute(hero.alt)}" width="1200" height="400" fetchpriority="high" decoding="sync" />`;
}

/** What the gateway sends for a first paint (Content-Length from the body). */
export interface FirstPaintAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  body?: Buffer;
}

interface Composed {
  body: Buffer;
  etag: string;
  encoded: Map<string, Buffer>;
}

/** Cookie header → name/value pairs (first wins; values URI-decoded when they can be). */
export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    if (name in out) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}

type Manifest = {
  remotes?: Record<
    string,
    {
      version: string;
      entry: string;
      integrity?: string;
      contribution?: { namespace?: string; routes?: Array<{ path: string; expose?: string }> };
    }
  >;
};

/**
 * What `read` makes of a file, cached by the file's size and mtime (null when the file is missing
 * or `read` throws). At most `limit` files are kept.
 */
function fileCache<T>(read: (file: string) => T, limit = 2000) {
  const cache = new Map<string, { key: string; value: T }>();
  return (file: string): T | null => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return null;
    }
    const key = `${stat.size}:${stat.mtimeMs}`;
    const hit = cache.get(file);
    if (hit?.key === key) return hit.value;
    try {
      const value = read(file);
      if (cache.size >= limit) cache.clear();
      cache.set(file, { key, value });
      return value;
    } catch {
      return null;
    }
  };
}

/** Read a JSON file, cached by its size and mtime. */
const jsonCache = <T>() => fileCache((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as T);

/** A remote's mf-manifest.json: each exposed module's own script files. */
type RemoteFiles = { exposes?: Array<{ name?: string; assets?: { js?: { sync?: string[]; async?: string[] } } }> };

const FILE_NAME = /^[\w.-]+\.js$/;

/** The sha256 integrity of a released file (what the remote's runtime sets on its script). */
const integrityOf = fileCache((file) => `sha256-${crypto.createHash('sha256').update(fs.readFileSync(file)).digest('base64')}`);

/**
 * Preloads for the opened route's own module: its exposed module's script files, then its texts in
 * the page's language (`locale-<namespace>-<language>-json.*.js`), from the release's
 * mf-manifest.json. They download while the host's scripts start, instead of one after another once
 * the app asks (issue 9: the LCP of /rng and /promotions waits for that chain). Each carries the
 * integrity and CORS mode the remote's runtime loads it with, so the browser reuses the download.
 */
export function routeModulePreloads(
  remoteFiles: RemoteFiles | null,
  releaseDir: string,
  releasePath: string,
  expose: string,
  namespace: string,
  language: string,
  /** Behind a hero picture (the page's largest paint): the picture's bytes go first. */
  behindHero = false,
): string[] {
  const name = expose.replace(/^\.\//, '');
  const assets = remoteFiles?.exposes?.find((e) => e.name === name)?.assets?.js;
  if (!assets) return [];
  const texts = (assets.async ?? []).find((f) => f.startsWith(`locale-${namespace}-${language}-json.`));
  const links: string[] = [];
  for (const file of [...(assets.sync ?? []), ...(texts ? [texts] : [])]) {
    if (!FILE_NAME.test(file)) continue;
    const integrity = integrityOf(path.join(releaseDir, file));
    if (!integrity) continue;
    links.push(
      `<link rel="preload" href="${escapeAttribute(`${releasePath}/${file}`)}" as="script" crossorigin="anonymous" integrity="${integrity}"${behindHero ? ' fetchpriority="low"' : ''} />`,
    );
  }
  return links;
}

/** A folder's file names, cached by the folder's mtime (a build rewrites the folder). */
const listingOf = fileCache((dir) => fs.readdirSync(dir), 50);

/**
 * Preloads for the host's own texts in the page's language (`locale-common-<language>-json.*.js`,
 * `locale-host-…`): the app asks for them as soon as it starts, one hop after its scripts.
 */
export function hostTextPreloads(hostDir: string, language: string, behindHero = false): string[] {
  const names = listingOf(hostDir) ?? [];
  return ['common', 'host'].flatMap((namespace) => {
    const prefix = `locale-${namespace}-${language}-json.`;
    const file = names.find((name) => name.startsWith(prefix) && FILE_NAME.test(name));
    return file ? [`<link rel="preload" href="/${escapeAttribute(file)}" as="script"${behindHero ? ' fetchpriority="low"' : ''} />`] : [];
  });
}

const readText = (file: string): string | null => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

/** The route's remote as remotes.json lists it (first contributor wins, as in the host). */
export function routeOwner(manifest: Manifest | null, route: string) {
  for (const [name, remote] of Object.entries(manifest?.remotes ?? {})) {
    if (remote.contribution?.routes?.some((r) => r.path === route)) return { name, ...remote };
  }
  return null;
}

export function createFirstPaint(options: FirstPaintOptions) {
  const log = options.log ?? (() => undefined);
  const manifestOf = jsonCache<Manifest>();
  const indexOf = jsonCache<{ routes?: Array<{ path: string; dir: string }>; languages?: string[] }>();
  const remoteFilesOf = jsonCache<RemoteFiles>();
  const composed = new Map<string, Composed>();
  /** A released page file: its text and the picture source in it, read again only when the file changes. */
  const pageFileOf = fileCache((file) => {
    const html = fs.readFileSync(file, 'utf8');
    return { html, pictureSource: pictureSourceOf(html) };
  }, 500);
  const statuses = new Map<string, { at: number; value: Promise<Status | null> }>();

  function askStatus(req: http.IncomingMessage, merchant: string, language: string): Promise<Status | null> {
    const ip = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
    const key = `${ip}|${req.headers['x-forwarded-for'] ?? ''}|${req.headers.host ?? ''}`;
    const hit = statuses.get(key);
    if (hit && Date.now() - hit.at < STATUS_TTL_MS) return hit.value;
    const url = new URL('/wps/system/status', options.backend);
    url.searchParams.set('url', String(req.headers.host ?? ''));
    const value = fetch(url, {
      headers: {
        Merchant: merchant,
        Device: 'web',
        Language: language.toUpperCase(),
        'X-Forwarded-For': req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${ip}` : ip,
        'X-Forwarded-Host': String(req.headers.host ?? ''),
      },
      signal: AbortSignal.timeout(STATUS_TIMEOUT_MS),
    })
      .then(async (response) => {
        const envelope = (await response.json()) as {
          success?: boolean;
          value?: {
            status?: number;
            info?: {
              imageCDNs?: unknown;
              brand?: { defaultLang?: string; announcementTypes?: unknown; announcementExecution?: unknown };
            };
          };
        };
        if (!envelope.success || typeof envelope.value?.status !== 'number') return null;
        const info = envelope.value.info;
        const strings = (x: unknown) => (Array.isArray(x) ? x.filter((v): v is string => typeof v === 'string') : []);
        return {
          status: envelope.value.status,
          defaultLang: info?.brand?.defaultLang,
          imageCdns: strings(info?.imageCDNs),
          announcementTypes: Array.isArray(info?.brand?.announcementTypes) ? strings(info.brand.announcementTypes) : undefined,
          announcementExecution:
            typeof info?.brand?.announcementExecution === 'string' ? info.brand.announcementExecution : undefined,
        };
      })
      .catch(() => null);
    statuses.set(key, { at: Date.now(), value });
    // No answer (slow or failed) is remembered for a second only: the next page asks again soon.
    void value.then((answer) => {
      if (!answer && statuses.get(key)?.value === value) statuses.set(key, { at: Date.now() - STATUS_TTL_MS + 1_000, value });
    });
    if (statuses.size > 2000) statuses.clear();
    return value;
  }

  const heroes = new Map<string, { at: number; value: Promise<unknown> }>();
  const askPictures = createPictureAsker();

  /**
   * The banner announcements (the request the app makes for its carousel: the brand's types with
   * B, platform W), cached per host, merchant and language; null when slow or failed.
   */
  function askBanners(req: http.IncomingMessage, merchant: string, language: string, status: Status): Promise<unknown> {
    const configured = status.announcementTypes;
    const types = !configured ? 'B,PL,PU,PR' : configured.includes('B') ? configured.join(',') : 'B';
    const key = `${req.headers.host ?? ''}|${merchant}|${language}|${types}`;
    const hit = heroes.get(key);
    if (hit && Date.now() - hit.at < HERO_TTL_MS) return hit.value;
    const value = fetch(new URL(announcementsEndpoint.path, options.backend), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Merchant: merchant, Device: 'web', Language: language.toUpperCase() },
      body: JSON.stringify({ types, platform: 'W', execution: status.announcementExecution ?? 'B' }),
      signal: AbortSignal.timeout(HERO_TIMEOUT_MS),
    })
      .then(async (response) => {
        const envelope = (await response.json()) as { success?: boolean; value?: unknown };
        return envelope.success ? envelope.value : null;
      })
      .catch(() => null);
    heroes.set(key, { at: Date.now(), value });
    if (heroes.size > 500) heroes.clear();
    return value;
  }

  /** The composed page, or null when there is no first paint for it (then serve index.html). */
  async function compose(req: http.IncomingMessage, pathname: string): Promise<Composed | null> {
    const route = pathname === '/' ? '/index' : pathname.replace(/\/+$/, '');
    const owner = routeOwner(manifestOf(path.join(options.cdnDir, 'remotes.json')), route);
    if (!owner) return null;
    const entryPath = new URL(owner.entry, 'http://cdn.local').pathname;
    if (!entryPath.startsWith('/remotes/')) return null;
    const releaseDir = path.join(options.cdnDir, path.dirname(entryPath));
    const pages = indexOf(path.join(releaseDir, 'first-paint', 'index.json'));
    const page = pages?.routes?.find((r) => r.path === route);
    if (!page) return null;

    const indexFile = path.join(options.hostDir, 'index.html');
    const index = readText(indexFile);
    if (!index || !ROOT_MARKER.test(index)) return null;
    const config = index.match(/"merchantCode":"([^"]*)".*?"defaultLanguage":"([^"]*)"/);
    const cookies = parseCookies(req.headers.cookie);
    const chosen = findLanguage(cookies[LANGUAGE_COOKIE])?.code;
    const status = await askStatus(req, config?.[1] ?? 'vitrine', chosen ?? config?.[2] ?? 'pt');
    // Maintenance and region pages win; so does not knowing.
    if (!status || status.status !== 0) return null;
    const language = chosen ?? findLanguage(status.defaultLang)?.code ?? findLanguage(config?.[2])?.code ?? 'pt';
    const theme = THEMES.has(cookies[THEME_COOKIE]) ? cookies[THEME_COOKIE] : 'dark';
    const variant = `${language}.${theme}.html`;
    const files = [
      indexFile,
      path.join(options.hostDir, 'first-paint', 'chrome', variant),
      path.join(releaseDir, 'first-paint', page.dir, variant),
    ];
    const stats = files.map((f) => {
      try {
        return fs.statSync(f);
      } catch {
        return null;
      }
    });
    if (stats.some((s) => !s)) return null;
    const chrome = readText(files[1]);
    const pageFile = pageFileOf(files[2]);
    if (!chrome?.includes(PAGE_MARKER) || !pageFile) return null;
    let pageHtml = pageFile.html;
    // The page's largest element, the first banner, in the HTML itself (issue 9: LCP from the HTML).
    const forwardedProto = String(req.headers['x-forwarded-proto'] ?? '').split(',')[0].trim();
    const pageIsHttp = forwardedProto ? forwardedProto === 'http' : !(req.socket as { encrypted?: boolean }).encrypted;
    let hero: Hero | null = null;
    if (HERO_SLOT.test(pageHtml)) {
      hero = heroOf(await askBanners(req, config?.[1] ?? 'vitrine', language, status), status.imageCdns, { pageIsHttp });
    }
    // Pictures the page asks for by name (its first tiles or cards). Not for an address with a
    // query: `?page=<vendor>` opens another list than the page's first.
    let pictures: Array<string | null> = [];
    const pictureSource = hero || String(req.url ?? '').includes('?') ? null : pageFile.pictureSource;
    const imageCdn = hero?.cdn ?? (status.imageCdns.length ? status.imageCdns[Math.floor(Math.random() * status.imageCdns.length)] : '');
    if (pictureSource) {
      const values = await askPictures(pictureSource, {
        backend: options.backend,
        merchant: config?.[1] ?? 'vitrine',
        language,
        host: String(req.headers.host ?? ''),
      });
      pictures = values ? pictureUrls(values, imageCdn, pageIsHttp) : [];
    }
    const lead = hero?.src ?? pictures[0] ?? undefined;
    const pageCdn = hero?.cdn ?? (pictures.some(Boolean) ? imageCdn : '');
    const key = `${route}|${variant}|${owner.integrity ?? ''}|${hero ? `${hero.src}|${hero.alt}` : ''}|${pictures.join(' ')}|${files.map((f, i) => `${f}:${stats[i]!.mtimeMs}`).join('|')}`;
    const cached = composed.get(key);
    if (cached) return cached;
    if (hero) {
      const image = heroImage(hero);
      pageHtml = pageHtml.replace(HERO_SLOT, (open) => `${open}${image}`);
    }
    if (pictures.some(Boolean)) pageHtml = fillPictures(pageHtml, pictures);
    const dir = directionOf(language);
    const preloads = [`<link rel="preload" href="${owner.entry}" as="fetch" crossorigin="anonymous" />`];
    if (lead) preloads.unshift(`<link rel="preload" href="${escapeAttribute(lead)}" as="image" fetchpriority="high" />`);
    if (owner.integrity) {
      preloads.push(
        `<link rel="preload" href="${new URL('remoteEntry.js', new URL(owner.entry, 'http://cdn.local')).pathname}" as="script" crossorigin="anonymous" integrity="${owner.integrity}" />`,
      );
      const opened = owner.contribution?.routes?.find((r) => r.path === route);
      if (opened?.expose)
        preloads.push(
          ...routeModulePreloads(remoteFilesOf(path.join(releaseDir, 'mf-manifest.json')), releaseDir, path.posix.dirname(entryPath), opened.expose, owner.contribution?.namespace ?? owner.name, language, Boolean(lead)),
        );
    }
    preloads.push(...hostTextPreloads(options.hostDir, language, Boolean(lead)));
    const html = index
      .replace(
        /<html\b[^>]*>/,
        `<html lang="${language}" dir="${dir}" data-fp="${language} ${theme}"${pageCdn ? ` data-fp-image-cdn="${escapeAttribute(pageCdn)}"` : ''}>`,
      )
      .replace('</head>', `    ${preloads.join('\n    ')}\n  </head>`)
      .replace(ROOT_MARKER, (root) => `<div id="fp" inert>${chrome.replace(PAGE_MARKER, () => pageHtml)}</div>${root}`);
    const body = Buffer.from(html);
    const result: Composed = {
      body,
      etag: `"fp-${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      encoded: new Map(),
    };
    if (composed.size > 300) composed.clear();
    composed.set(key, result);
    return result;
  }

  /** The first-paint answer (200, or 304 to its ETag); null when there is none (the caller serves index.html). */
  async function respond(
    req: http.IncomingMessage,
    pathname: string,
    headers: Record<string, string>,
  ): Promise<FirstPaintAnswer | null> {
    let page: Composed | null;
    try {
      page = await compose(req, pathname);
    } catch (error) {
      log(`first paint of ${pathname}: ${(error as Error).message}`);
      return null;
    }
    if (!page) return null;
    const common = {
      'Cache-Control': NO_CACHE,
      ETag: page.etag,
      Vary: 'Accept-Encoding, Cookie',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    };
    const inm = req.headers['if-none-match'];
    if (inm && inm.split(',').some((t) => t.trim() === page.etag)) return { status: 304, headers: common };
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
    let body = page.body;
    if (encoding) {
      let encoded = page.encoded.get(encoding);
      if (!encoded) {
        encoded =
          encoding === 'br'
            ? zlib.brotliCompressSync(page.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
            : zlib.gzipSync(page.body, { level: 9 });
        page.encoded.set(encoding, encoded);
      }
      body = encoded;
    }
    return {
      status: 200,
      headers: {
        ...common,
        'Content-Type': 'text/html; charset=utf-8',
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      },
      body,
    };
  }

  return { compose, respond };
}
