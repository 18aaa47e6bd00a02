import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the screen a deferred part starts rendering, so it is drawn before it scrolls in. */
const AHEAD = '800px';

/**
 * Draws `children` once their place comes within AHEAD of the screen; until then an empty box of
 * `placeholderHeight`. For what starts below the fold (the footer: the content area is at least a
 * screen tall), so a page's first render, and the code and requests that part brings, are not
 * spent on what nobody sees yet (issue 9: blocking time). Without IntersectionObserver (the
 * first-paint render, old browsers) it draws at once.
 */
export function RenderWhenNear({ children, placeholderHeight, testId }: { children: ReactNode; placeholderHeight: string; testId: string }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (near || !place.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: `${AHEAD} 0px` });
    observer.observe(place.current);
    return () => observer.disconnect();
  }, [near]);
  return near ? <>{children}</> : <div ref={place} style={{ minHeight: placeholderHeight }} data-testid={testId} aria-hidden="true" />;
}
