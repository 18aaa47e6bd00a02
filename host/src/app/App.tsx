import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { bus, contributedRoutes, ErrorState, errorMessageKey, useBoot, useBusEvent, useManifest, useSession } from '@vitrine/shared';
import type { BootResult } from '../boot/boot';
import { MaintenancePage } from '../pages/MaintenancePage';
import { RegionRestrictedPage } from '../pages/RegionRestrictedPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { StatusLayout } from '../pages/StatusPage';
import { ConsentBanner } from '../features/analytics/ConsentBanner';
import { ChromeFrame, FULL_CHROME, RoutePage } from './RoutePage';
import { CentreSlots } from './CentreSlots';
import { Toaster } from '../chrome/Toaster';
import { AuthModals } from '../features/auth/AuthModals';
import { ChatRoom } from '../features/chat-room/ChatRoom';
import { SideMenu } from '../features/nav/SideMenu';
import { RoutePrefetch } from '../features/prefetch/RoutePrefetch';
import { setSideMenuOpen, useSideMenuOpen } from '../features/nav/drawer-state';
import { LoginPage } from '../pages/LoginPage';
import { NoticePage } from '../features/notices/NoticePage';
import { guardRedirect, isUnavailableSpecPage } from './spec-routes';
import { connectBalanceSocket, loadMember, refreshBalance } from '../session/session-actions';
import { queryClient } from './query-client';
import { revealApp, revealWhenSettled } from '../boot/first-paint';

// The registration page carries the register form (react-hook-form, captchas): a lazy chunk, so
// the home page does not load it.
const RegisterPage = lazy(() =>
  import(/* webpackChunkName: "register-page" */ '../pages/RegisterPage').then((m) => ({ default: m.RegisterPage })),
);

function SessionEffects() {
  const { token } = useSession();
  useEffect(() => {
    if (!token) return;
    void loadMember().catch(() => undefined);
    void refreshBalance().catch(() => undefined);
    return connectBalanceSocket();
  }, [token]);
  useBusEvent('wallet/refresh-requested', () => void refreshBalance().catch(() => undefined));
  useBusEvent('session/member-changed', () => void loadMember().catch(() => undefined));
  useBusEvent('session/logged-out', () => queryClient.removeQueries({ predicate: (q) => q.queryKey[4] === true }));
  return null;
}

/** `/` → `/index`, every time it is navigated to (a repeated push to `/` would otherwise stay blank). */
function RedirectHome() {
  const location = useLocation();
  return <Navigate key={location.key} to={{ pathname: '/index', search: location.search }} replace />;
}

/** The optional loginedToHomePage guard (brand setting): visitors go to /login unless exempt. */
function LoginGuard() {
  const location = useLocation();
  const { token } = useSession();
  const boot = useBoot();
  const to = guardRedirect(location.pathname, Boolean(token), Boolean(boot?.info.brand?.loginedToHomePage));
  return to ? <Navigate to={to} replace /> : null;
}

function SideMenuSlot() {
  const open = useSideMenuOpen();
  return <SideMenu open={open} onClose={closeSideMenu} />;
}
const closeSideMenu = () => setSideMenuOpen(false);

/** A path nobody serves: a spec page whose remote is not live (refused from remotes.json) is "unavailable", any other "not found". */
function Fallback({ manifestFailed }: { manifestFailed: boolean }) {
  const { t } = useTranslation('host');
  const { pathname } = useLocation();
  return (
    <ChromeFrame chrome={FULL_CHROME} page={pathname}>
      {isUnavailableSpecPage(pathname, manifestFailed) ? <NotFoundPage title={t('remotes_unavailable_title')} body={t('remotes_unavailable_body')} /> : <NotFoundPage />}
    </ChromeFrame>
  );
}

function Storefront({ manifestError }: { manifestError: string | null }) {
  const manifest = useManifest();
  const routes = useMemo(() => contributedRoutes(manifest), [manifest]);
  const fallback = <Fallback manifestFailed={Boolean(manifestError)} />;
  const contributed = new Set(routes.map((r) => r.path));
  const hostPage = (path: string, element: ReactNode) => (
    <ChromeFrame chrome={FULL_CHROME} page={path}>
      {element}
    </ChromeFrame>
  );
  return (
    <>
      <SessionEffects />
      <LoginGuard />
      <Routes>
        <Route path="/" element={<RedirectHome />} />
        {['/register', '/register.html'].map((path) => (
          <Route
            key={path}
            path={path}
            element={hostPage(
              path,
              <Suspense fallback={null}>
                <RegisterPage />
              </Suspense>,
            )}
          />
        ))}
        <Route path="/login" element={hostPage('/login', <LoginPage />)} />
        {contributed.has('/noticePage') ? null : <Route path="/noticePage" element={hostPage('/noticePage', <NoticePage />)} />}
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
        ))}
        <Route path="*" element={fallback} />
      </Routes>
      <CentreSlots />
      <AuthModals />
      <ChatRoom />
      <SideMenuSlot />
      <RoutePrefetch />
      <Toaster />
      <ConsentBanner />
    </>
  );
}

function BootFailed({ error }: { error: unknown }) {
  const { t } = useTranslation('host');
  const { t: tc } = useTranslation('common');
  return (
    <StatusLayout testId="boot-failed">
      <ErrorState title={t('boot_failed_title')} message={tc(errorMessageKey(error))} onRetry={() => location.reload()} />
    </StatusLayout>
  );
}

export function App({ result }: { result: BootResult }) {
  const storefront = result.kind === 'ready' && result.boot.status !== 1 && result.boot.status !== 2;
  useEffect(() => {
    // Status pages (and a failed boot) replace the first paint at once; the storefront when its page is drawn.
    if (!storefront) {
      revealApp();
      return;
    }
    return revealWhenSettled(document.getElementById('root')!);
  }, [storefront]);
  useEffect(() => {
    document.getElementById('splash')?.remove();
    bus.publish('i18n/language-changed', { language: document.documentElement.lang, dir: document.documentElement.dir as 'ltr' | 'rtl' });
  }, []);
  let content;
  if (result.kind === 'failed') content = <BootFailed error={result.error} />;
  else if (result.boot.status === 1) content = <MaintenancePage boot={result.boot} />;
  else if (result.boot.status === 2) content = <RegionRestrictedPage boot={result.boot} />;
  else content = <Storefront manifestError={result.manifestError} />;
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>{content}</BrowserRouter>
    </QueryClientProvider>
  );
}
