/**
 * Host-only entry: the setters that create and write shared state. Remotes never import this
 * (lint forbids it); they read through `@vitrine/shared`.
 */
export { sessionWriters } from './session/session';
export { federationWriters, type LoadOptions } from './federation/loader';
export { initI18n, changeLanguage, initialLanguage, applyDocumentLanguage, registerPublishedLocales, i18next } from './i18n/i18n';
export { setThemeName } from './theme/theme-state';
export { captureInstallPrompt } from './pwa/install-prompt';
export { setConfig } from './config/config';
export { prepareMoneyFormat } from './ui/Money';
export { ThemeRoot } from './theme/ThemeRoot';
export { styleCacheFor } from './theme/style-cache';
export { resetApiClientCache } from './api/client';
/** The customer-service path decryption (DES, crypto-js), loaded on first use: a separate chunk. */
export const loadServicePathDecryptor = (): Promise<(path: string) => string | null> =>
  import(/* webpackChunkName: "service-path-des" */ './api/des').then((m) => m.decryptServicePath);
export { bootWriters, toBootState } from './system/boot-info';
