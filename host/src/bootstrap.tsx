import { startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeRoot, initI18n, initialLanguage, changeLanguage, prepareMoneyFormat } from '@vitrine/shared/internal';
import { findLanguage } from '@vitrine/shared';
import './i18n';
import { bootStorefront } from './boot/boot';
import { App } from './app/App';
import { queryClient } from './app/query-client';
import { prefetchAnnouncements } from './features/notices/use-announcements';
import { purgeStoredPasswords } from './features/auth/remember-me';
import { startCrossTabLogout } from './session/cross-tab';
import { startPwa } from './pwa/register';

async function start() {
  // Older builds kept the password in a `vt_pw_*` cookie (clear text, sent with every request).
  purgeStoredPasswords();
  // A logout in one tab logs out the others.
  startCrossTabLogout();
  // The install prompt is kept for /down; the service worker registers after the page has loaded.
  startPwa();
  // Status, manifest and the first locale files load in parallel.
  const booting = bootStorefront();
  // Amounts are on the first screen (the jackpot, a balance): their number format, the page's
  // first and costly one, is built in a task of its own while the boot waits for the network.
  setTimeout(() => prepareMoneyFormat(initialLanguage()), 0);
  await initI18n({ language: initialLanguage(), namespaces: ['common', 'host'] });
  const result = await booting;
  // No stored choice: the brand's default language wins over the build default.
  const brandDefault = result.kind === 'ready' ? findLanguage(result.boot.info.brand?.defaultLang)?.code : undefined;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem('vitrine.language');
  } catch {
    stored = null;
  }
  if (!stored && brandDefault && brandDefault !== initialLanguage()) await changeLanguage(brandDefault);
  // The ticker's announcements (the home carousel reads the same entry) start with the render,
  // not after the page's remote has loaded.
  if (result.kind === 'ready' && result.boot.status !== 1 && result.boot.status !== 2)
    prefetchAnnouncements(queryClient, result.boot);

  // A transition: React renders the app in slices and yields to the browser between them, so the
  // first screen (the first-paint HTML, on screen meanwhile) stays responsive instead of one long task.
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <ThemeRoot>
          <Suspense fallback={null}>
            <App result={result} />
          </Suspense>
        </ThemeRoot>
      </StrictMode>,
    ),
  );
}

void start();
