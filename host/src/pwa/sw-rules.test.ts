import fs from 'node:fs';
import path from 'node:path';
import { darkTheme, lightTheme } from '@vitrine/shared';
import { OFFLINE_STRINGS } from './offline-strings';
import { OFFLINE_COLOURS, cacheNames, offlineLanguage, offlinePage, staleCaches, strategyFor, type RequestInfo } from './sw-rules';

const ORIGIN = 'https://shop.example';
const get = (url: string, extra: Partial<RequestInfo> = {}): RequestInfo => ({ url: `${ORIGIN}${url}`, method: 'GET', mode: 'cors', destination: 'script', ...extra });

describe('service worker routing', () => {
  it('pages go to the network first, with the offline page as the fallback', () => {
    expect(strategyFor(get('/', { mode: 'navigate', destination: 'document' }), ORIGIN)).toBe('navigate');
    expect(strategyFor(get('/down?x=1', { mode: 'navigate', destination: 'document' }), ORIGIN)).toBe('navigate');
    expect(strategyFor(get('/index.html', { mode: 'same-origin', destination: '' }), ORIGIN)).toBe('navigate');
    expect(strategyFor(get('/help', { mode: 'cors', destination: '', accept: 'text/html,application/xhtml+xml' }), ORIGIN)).toBe('navigate');
  });

  it('never serves a stored remote list; remote entries follow the network', () => {
    expect(strategyFor(get('/remotes.json', { destination: '' }), ORIGIN)).toBe('network-only');
    expect(strategyFor(get('/remotes/games/1.4.2/remoteEntry.js'), ORIGIN)).toBe('network-first');
    expect(strategyFor(get('/remotes/games/1.4.2/mf-manifest.json', { destination: '' }), ORIGIN)).toBe('network-first');
    expect(strategyFor(get('/mf-manifest.json', { destination: '' }), ORIGIN)).toBe('network-first');
    // The host's unhashed files: fresh when online, the stored copy only without network.
    expect(strategyFor(get('/main.js'), ORIGIN)).toBe('network-first');
    expect(strategyFor(get('/manifest.webmanifest', { destination: 'manifest' }), ORIGIN)).toBe('network-first');
  });

  it('content-hashed files and released remote chunks come from the cache first', () => {
    expect(strategyFor(get('/vendor.0123456789.js'), ORIGIN)).toBe('cache-first');
    expect(strategyFor(get('/assets/logo.abcdef0123.svg', { destination: 'image' }), ORIGIN)).toBe('cache-first');
    expect(strategyFor(get('/remotes/games/1.4.2/__federation_expose_Home.js'), ORIGIN)).toBe('cache-first');
  });

  it('leaves the API, the sandbox, other origins, non-GET, ranges and the worker itself alone', () => {
    expect(strategyFor(get('/wps/system/status', { destination: '' }), ORIGIN)).toBe('bypass');
    expect(strategyFor(get('/lgw/x'), ORIGIN)).toBe('bypass');
    expect(strategyFor(get('/lotto'), ORIGIN)).toBe('bypass');
    expect(strategyFor(get('/__sandbox/game/launch', { mode: 'navigate', destination: 'iframe' }), ORIGIN)).toBe('bypass');
    expect(strategyFor(get('/__dev/games/remoteEntry.js'), ORIGIN)).toBe('bypass');
    expect(strategyFor(get('/sw.js'), ORIGIN)).toBe('bypass');
    expect(strategyFor({ ...get('/main.js'), url: 'https://cdn.example/main.js' }, ORIGIN)).toBe('bypass');
    expect(strategyFor(get('/vendor.0123456789.js', { method: 'POST' }), ORIGIN)).toBe('bypass');
    expect(strategyFor(get('/video.0123456789.mp4', { range: true }), ORIGIN)).toBe('bypass');
    // A path that only starts like the API is not the API.
    expect(strategyFor(get('/wpsx', { mode: 'navigate', destination: 'document' }), ORIGIN)).toBe('navigate');
  });

  it("names each build's caches and drops the others", () => {
    expect(cacheNames('abc')).toEqual({ shell: 'vitrine-shell-abc', runtime: 'vitrine-runtime-abc' });
    expect(staleCaches(['vitrine-shell-old', 'vitrine-runtime-abc', 'vitrine-shell-abc', 'other-app'], 'abc')).toEqual(['vitrine-shell-old']);
  });
});

describe('offline page', () => {
  const languages = Object.keys(OFFLINE_STRINGS);

  it('has its words in all 29 languages, never the English ones elsewhere', () => {
    expect(languages).toHaveLength(29);
    for (const code of languages) {
      const s = OFFLINE_STRINGS[code];
      expect(s.title && s.body && s.retry).toBeTruthy();
      if (code !== 'en') expect(s.title).not.toBe(OFFLINE_STRINGS.en.title);
    }
  });

  it("speaks the visitor's chosen language, PT by default", () => {
    expect(offlineLanguage('en', languages)).toBe('en');
    expect(offlineLanguage('zh-tw', languages)).toBe('zh-TW');
    expect(offlineLanguage(null, languages)).toBe('pt');
    expect(offlineLanguage('xx', languages)).toBe('pt');
  });

  it('is designed in the chosen theme and direction, with a retry link and no script', () => {
    const ar = offlinePage({ language: 'ar', theme: 'light', strings: OFFLINE_STRINGS.ar, retryUrl: 'https://shop.example/down?a=1&b="2"' });
    expect(ar).toContain('lang="ar" dir="rtl"');
    expect(ar).toContain(OFFLINE_STRINGS.ar.title);
    expect(ar).toContain(`background:${lightTheme.color.bg}`);
    expect(ar).toContain('href="https://shop.example/down?a=1&amp;b=&quot;2&quot;"');
    expect(ar).not.toMatch(/<script/i);
    const pt = offlinePage({ language: 'pt', theme: null, strings: OFFLINE_STRINGS.pt, retryUrl: '/' });
    expect(pt).toContain('dir="ltr"');
    expect(pt).toContain(`background:${darkTheme.color.bg}`);
    expect(pt).toContain('Tentar de novo');
  });

  it("uses the storefront's theme colours", () => {
    for (const [name, tokens] of [['dark', darkTheme], ['light', lightTheme]] as const) {
      const c = OFFLINE_COLOURS[name];
      expect([c.bg, c.surface, c.text, c.muted, c.primary, c.primaryText]).toEqual([tokens.color.bg, tokens.color.surface, tokens.color.text, tokens.color.textMuted, tokens.color.primary, tokens.color.primaryText]);
    }
  });
});

describe('web app manifest', () => {
  const dir = path.join(__dirname);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.webmanifest'), 'utf8'));

  it('is installable: standalone, root scope, theme colours, 192/512 and maskable PNG icons that exist at their size', () => {
    expect(manifest).toMatchObject({ name: 'Vitrine', short_name: 'Vitrine', start_url: '/', scope: '/', display: 'standalone' });
    expect(manifest.theme_color).toBe(darkTheme.color.bg);
    expect(manifest.background_color).toBe(darkTheme.color.bg);
    const sizes = (manifest.icons as Array<{ src: string; sizes: string; purpose: string; type: string }>).map((icon) => {
      const png = fs.readFileSync(path.join(dir, 'icons', path.basename(icon.src)));
      expect(icon.type).toBe('image/png');
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
      expect(`${width}x${height}`).toBe(icon.sizes);
      return `${icon.sizes} ${icon.purpose}`;
    });
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  });
});
