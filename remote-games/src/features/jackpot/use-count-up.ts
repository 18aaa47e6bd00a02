import { useEffect, useRef, useState, type RefObject } from 'react';
import { COUNT_UP_MS, COUNT_UP_STEP_MS, countUpStart, countUpValue } from './count-up';

/**
 * Counts up to `target` with requestAnimationFrame. React renders two values only: where a count
 * starts, and the target once it has settled. The frames in between write the amount's text node
 * directly (`element`'s only child), so a count is one React render at each end rather than one per
 * frame: a count of 1.2 s no longer re-renders the ticker some seventy times while the page is still
 * starting (issue 9, blocking time). And they write it at most every COUNT_UP_STEP_MS, not at every
 * frame: a frame that changes nothing has nothing to lay out or paint. Under reduced motion the
 * target shows at once. Returns the value React should render (null while there is no target yet).
 */
export function useCountUp(
  target: number | null,
  reducedMotion: boolean,
  element: RefObject<HTMLElement | null>,
  format: (value: number) => string,
): number | null {
  const [shown, setShown] = useState<number | null>(() => (target === null ? null : (countUpStart(null, target, reducedMotion) ?? target)));
  /** The value on screen, frames included: where the next count starts. */
  const onScreen = useRef(shown);
  const formatRef = useRef(format);
  formatRef.current = format;

  useEffect(() => {
    if (target === null) return;
    const from = countUpStart(onScreen.current, target, reducedMotion);
    const settle = () => {
      onScreen.current = target;
      setShown(target);
    };
    if (from === null || typeof requestAnimationFrame !== 'function') {
      settle();
      return;
    }
    onScreen.current = from;
    setShown(from);
    let frame = 0;
    let began: number | null = null;
    let written = -Infinity;
    const step = (now: number) => {
      began ??= now;
      const elapsed = now - began;
      const value = countUpValue(from, target, elapsed, COUNT_UP_MS);
      if (value === target) return settle();
      if (elapsed - written >= COUNT_UP_STEP_MS) {
        written = elapsed;
        onScreen.current = value;
        const text = element.current?.firstChild;
        const label = formatRef.current(value);
        if (text?.nodeType === Node.TEXT_NODE && text.nodeValue !== label) text.nodeValue = label;
      }
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, reducedMotion, element]);

  if (target === null) return null;
  if (reducedMotion) return target;
  return shown ?? countUpStart(null, target, false) ?? target;
}
