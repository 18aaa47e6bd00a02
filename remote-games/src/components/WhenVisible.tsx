import { startTransition, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

/** How far below the viewport a section starts to mount (so it is ready when scrolled to). */
export const WHEN_VISIBLE_MARGIN = '0px 0px 400px 0px';

/**
 * What mounts every waiting section at once: the keyboard (Tab, arrow keys, a browser's find
 * shortcut), focus moving into the page (a screen reader, a dialog) and printing. A player who
 * reads the page by anything but scrolling then gets all of it. Focus that a press of the mouse or
 * a finger gave (POINTER_FOCUS_MS) does not count: that player scrolls, and a click on a header link
 * focuses the link as it leaves the page.
 */
export const REVEAL_ALL_EVENTS = ['keydown', 'focusin', 'beforeprint'] as const;

/**
 * How long after a pointer press a focus counts as the press's own. A mouse focuses at the press;
 * a tap focuses after the finger lifts, with the compatibility mouse events. Without this, clicking
 * the header's link to another page would mount every waiting home section (the vendor lanes'
 * pictures and hundreds of fibers) on a page the player is leaving, while the next page loads.
 */
export const POINTER_FOCUS_MS = 1000;

/** When the last pointer press began (performance.now()), or -Infinity. */
let pointerPressedAt = -Infinity;

function notePointerPress() {
  pointerPressedAt = performance.now();
}

const waiting = new Set<() => void>();

/**
 * Set at the first REVEAL_ALL_EVENTS event of the visit. A home drawn later in the same visit
 * (after a login, or coming back to it) then mounts all its sections at once: the player reads by
 * keyboard or a screen reader, and should not have to scroll to reach the rest.
 */
let revealedAll = false;

/** Forget that the visit used the keyboard (each test starts as a fresh visit). */
export function forgetRevealAll(): void {
  revealedAll = false;
  pointerPressedAt = -Infinity;
}

function listen(on: boolean) {
  const change = on ? window.addEventListener.bind(window) : window.removeEventListener.bind(window);
  for (const event of REVEAL_ALL_EVENTS) change(event, revealAll, true);
  change('pointerdown', notePointerPress, true);
}

function revealAll(event: Event) {
  if (event.type === 'focusin' && performance.now() - pointerPressedAt < POINTER_FOCUS_MS) return;
  revealedAll = true;
  const shows = [...waiting];
  waiting.clear();
  listen(false);
  for (const show of shows) show();
}

/** Calls `show` on the first REVEAL_ALL_EVENTS event; returns the cancel. */
function onRevealAll(show: () => void): () => void {
  if (waiting.size === 0) listen(true);
  waiting.add(show);
  return () => {
    waiting.delete(show);
    if (waiting.size === 0) listen(false);
  };
}

/**
 * Mounts a below-the-fold section when it nears the viewport, in a transition, so React renders
 * it in small slices. Until then a placeholder of `minHeight` keeps its place (no layout shift).
 * Nothing below the fold is rendered at boot: on a phone the home is about eight screens tall,
 * and mounting it all once the page was idle made the longest tasks of the load (the hot games
 * alone are some 550 React fibers; issue 9, blocking time). Keyboard use, focus and printing
 * mount every waiting section at once (REVEAL_ALL_EVENTS), so keyboard and screen-reader users,
 * find-in-page by shortcut and print see the whole page; once one of them has happened, later
 * sections of the visit mount at once too.
 *
 * Mounted, the section sits in a `content-visibility: auto` box: while it is off screen the
 * browser keeps it in the DOM and the accessibility tree but skips its style, layout and paint.
 * `minHeight` stands in for its size until it has been drawn once.
 */
export function WhenVisible({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (shown || !ref.current) return;
    const show = () => startTransition(() => setShown(true));
    if (revealedAll) {
      show();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) show();
      },
      { rootMargin: WHEN_VISIBLE_MARGIN },
    );
    observer.observe(ref.current);
    const stopWaiting = onRevealAll(show);
    return () => {
      observer.disconnect();
      stopWaiting();
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
