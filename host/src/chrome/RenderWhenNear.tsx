import { startTransition, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

/** How far below the screen a deferred part starts rendering, so it is drawn before it scrolls in. */
const AHEAD = '800px';
/** The longest a deferred part waits for the content above it to finish loading. */
export const BUSY_WAIT_MS = 4000;
const BUSY = '[aria-busy="true"]';

/**
 * Draws `children` once their place comes within AHEAD of the screen; until then an empty box of
 * `placeholderHeight`. For what starts below the fold (the footer: the content area is at least a
 * screen tall), so a page's first render, and the code and requests that part brings, are not
 * spent on what nobody sees yet (issue 9: blocking time). Without IntersectionObserver (the
 * first-paint render, old browsers) it draws at once.
 *
 * `after`: the content above. While it shows a loading state (`aria-busy="true"`, as a page that
 * is still loading does) the part waits, for at most BUSY_WAIT_MS. A route switch shortens the
 * content area to the loading page, which brings the footer near at the very moment the new page
 * needs the network and the main thread: drawn then, it held the page back by about 100 ms.
 * The drawing itself is a transition, rendered in slices.
 */
export function RenderWhenNear({
  children,
  placeholderHeight,
  testId,
  after,
}: {
  children: ReactNode;
  placeholderHeight: string;
  testId: string;
  after?: RefObject<HTMLElement | null>;
}) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (near || !place.current) return;
    let watcher: MutationObserver | undefined;
    let cap: ReturnType<typeof setTimeout> | undefined;
    const stopWaiting = () => {
      watcher?.disconnect();
      clearTimeout(cap);
    };
    const draw = () => {
      stopWaiting();
      startTransition(() => setNear(true));
    };
    const drawWhenSettled = () => {
      const content = after?.current;
      if (!content?.querySelector(BUSY)) return draw();
      watcher = new MutationObserver(() => !content.querySelector(BUSY) && draw());
      watcher.observe(content, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
      cap = setTimeout(draw, BUSY_WAIT_MS);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        drawWhenSettled();
      },
      { rootMargin: `${AHEAD} 0px` },
    );
    observer.observe(place.current);
    return () => {
      observer.disconnect();
      stopWaiting();
    };
  }, [near, after]);
  return near ? <>{children}</> : <div ref={place} style={{ minHeight: placeholderHeight }} data-testid={testId} aria-hidden="true" />;
}
