import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { styleCacheFor } from './style-cache';
import { directionOf } from '../i18n/languages';

/** Gives the subtree its own emotion cache (per app key), switched with the text direction. */
export function StyleScope({ cacheKey, children }: { cacheKey: string; children: ReactNode }) {
  const { i18n } = useTranslation();
  const dir = directionOf(i18n.resolvedLanguage ?? i18n.language ?? 'pt');
  return <CacheProvider value={styleCacheFor(cacheKey, dir)}>{children}</CacheProvider>;
}
