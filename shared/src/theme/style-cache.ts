import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

const caches = new Map<string, EmotionCache>();

/**
 * The emotion cache of one app (its own key, so styles never collide) in one direction.
 * RTL is done here by stylis, not per component.
 */
export function styleCacheFor(key: string, dir: 'ltr' | 'rtl'): EmotionCache {
  const id = `${key}-${dir}`;
  let cache = caches.get(id);
  if (!cache) {
    cache = createCache({
      key: dir === 'rtl' ? `${key}-rtl` : key,
      stylisPlugins: dir === 'rtl' ? [prefixer, rtlPlugin] : [prefixer],
    });
    caches.set(id, cache);
  }
  return cache;
}
