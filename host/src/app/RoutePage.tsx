import styled from '@emotion/styled';
import { useRef, type ReactNode } from 'react';
import { RemoteBoundary, type ContributedRoute, type RemotePageProps, type RouteChrome } from '@vitrine/shared';
import { Header } from '../chrome/Header';
import { Footer } from '../chrome/Footer';
import { RenderWhenNear } from '../chrome/RenderWhenNear';
import { RightBar } from '../chrome/RightBar';
import { CategoryNav } from '../features/nav/CategoryNav';
import { AnnouncementTicker } from '../features/notices/AnnouncementTicker';

const Main = styled.main`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxContent};
  margin: 0 auto;
  /* The footer starts below the fold, so content arriving late never shifts it into view (CLS). */
  min-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
`;

/**
 * The chrome a route asks for around its content. `header` replaces the header (the first-paint
 * render puts a marker there, for the signed-in and signed-out headers).
 *
 * `page` names the page it frames (its route's path). The router keeps one frame across pages, so
 * the footer, once drawn, stayed drawn: a switch shortened the content area to the next page's
 * loading state and brought the footer, with its vendor pictures, on screen at the very moment
 * that page's remote loaded, so drawing them competed with the switch. Keyed by the page, the
 * footer waits again for each page to settle, as it does on the first (RenderWhenNear).
 */
export function ChromeFrame({
  chrome,
  children,
  header,
  page,
}: {
  chrome: RouteChrome;
  children: ReactNode;
  header?: ReactNode;
  page?: string;
}) {
  const content = useRef<HTMLElement>(null);
  return (
    <>
      {chrome.header ? (header ?? <Header />) : null}
      {chrome.header && chrome.sideMenu ? <CategoryNav /> : null}
      {chrome.header && chrome.sideMenu ? <AnnouncementTicker /> : null}
      <Main id="content" ref={content}>
        {children}
      </Main>
      {chrome.footer ? (
        <RenderWhenNear key={page} placeholderHeight="480px" testId="site-footer-pending" after={content}>
          <Footer />
        </RenderWhenNear>
      ) : null}
      {chrome.sideMenu ? <RightBar /> : null}
    </>
  );
}

export const FULL_CHROME: RouteChrome = { header: true, footer: true, sideMenu: true };

/** A route contributed by a remote: its chrome, and its page inside the remote boundary. */
export function RoutePage({ route }: { route: ContributedRoute }) {
  return (
    <ChromeFrame chrome={route.chrome} page={route.path}>
      <RemoteBoundary<RemotePageProps>
        key={`${route.remote}:${route.path}`}
        remote={route.remote}
        expose={route.expose}
        kind="page"
        props={{ remote: route.remote, route }}
      />
    </ChromeFrame>
  );
}
