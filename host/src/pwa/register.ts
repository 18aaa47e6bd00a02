/**
 * Install as an app: keep the browser's install prompt for the /down page, and register the
 * service worker (`/sw.js`, root scope) in production builds only: `pnpm dev` serves no worker,
 * and a worker left from a production build would serve stale files there.
 */
import { captureInstallPrompt } from '@vitrine/shared/internal';
import { afterFirstPage } from '../boot/after-first-page';

/**
 * The worker serves the next visit, so it installs well after the first page is on screen: a
 * pause for that page's data and pictures, then an idle moment. Registered at `load`, it
 * installed, precached and took control while the app was still booting (issue 9).
 */
export const SW_REGISTER_DELAY_MS = 3000;

export function startPwa(win: Window = window): void {
  captureInstallPrompt(win);
  if (process.env.NODE_ENV !== 'production') return;
  const container = win.navigator.serviceWorker;
  if (!container || !win.isSecureContext) return;
  const register = () => {
    container.register('/sw.js', { scope: '/' }).catch(() => {
      /* no worker (private mode, blocked): the storefront works as a plain site */
    });
  };
  void afterFirstPage(win, { delayMs: SW_REGISTER_DELAY_MS, idleTimeoutMs: 10_000 }).then(register);
}
