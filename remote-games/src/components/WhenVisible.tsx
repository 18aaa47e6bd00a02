import { startTransition, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

/** How far below the viewport a section starts to mount (so it is ready when scrolled to). */
export const WHEN_VISIBLE_MARGIN = '0px 0px 400px 0px';
/** Longest wait for an idle moment before mounting anyway. */
export const WHEN_VISIBLE_IDLE_MS = 2000;

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * Mounts a below-the-fold section when it nears the viewport or, failing that, once the browser
 * is idle after the first render — in a transition, so React renders it in small slices. The
 * home's first paint (the banner, its LCP) then waits for less React work, and nothing is left
 * unmounted for long (find-in-page, tests and assistive technology see the whole page).
 *
 * Mounted, the section sits in a `content-visibility: auto` box: while it is off screen the
 * browser keeps it in the DOM and the accessibility tree but skips its style, layout and paint
 * (the home is about eight screens tall on a phone; laying all of it out at once was a long task
 * after the idle mount, issue 9). `minHeight` stands in for its size until it has been drawn once.
 */
export function WhenVisible({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (shown || !ref.current) return;
    const show = () => startTransition(() => setShown(true));
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) show();
      },
      { rootMargin: WHEN_VISIBLE_MARGIN },
    );
    observer.observe(ref.current);
    const w = window as IdleWindow;
    const idle = w.requestIdleCallback
      ? w.requestIdleCallback(show, { timeout: WHEN_VISIBLE_IDLE_MS })
      : window.setTimeout(show, 200);
    return () => {
      observer.disconnect();
      if (w.cancelIdleCallback) w.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [shown]);
  if (shown) return <div style={offScreenSkipped(minHeight)}>{children}</div>;
  return <div ref={ref} style={{ minHeight }} aria-hidden="true" />;
}

/**
 * Style of a box whose content is not rendered while off screen; `height` until first drawn. Only
 * the block size is given: a width would become the box's minimum width and overflow a phone.
 */
export function offScreenSkipped(height: number): CSSProperties {
  return { contentVisibility: 'auto', containIntrinsicBlockSize: `auto ${height}px` };
}
