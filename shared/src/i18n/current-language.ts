import i18next from 'i18next';
import { getConfig } from '../config/config';

/** The language code sent in the `Language` header (upper-case, as the operator API expects). */
export function currentLanguage(): string {
  return (i18next.resolvedLanguage ?? i18next.language ?? getConfig().defaultLanguage).toUpperCase();
}
