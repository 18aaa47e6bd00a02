/**
 * Install as an app: keep the browser's install prompt for the /down page, and register the
 * service worker (`/sw.js`, root scope) in production builds only: `pnpm dev` serves no worker,
 * and a worker left from a production build would serve stale files there.
 */
import { captureInstallPrompt } from '@vitrine/shared/internal';

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
  // After the page's own loads: installing the worker never competes with the first render.
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
