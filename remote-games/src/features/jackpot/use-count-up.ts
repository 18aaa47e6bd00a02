import { useEffect, useRef, useState, type RefObject } from 'react';
import { COUNT_UP_MS, COUNT_UP_STEP_MS, countUpStart, countUpValue } from './count-up';

/**
 * Counts up to `target` in steps of COUNT_UP_STEP_MS (an odometer's), on a timer. React renders two
 * values only: where a count starts, and the target once it has settled. The steps in between write
 * the amount's text node directly (`element`'s only child), so a count is one React render at each
 * end rather than one per step (issue 9, blocking time). A timer, not requestAnimationFrame: a
 * frame callback asked the browser for a frame at every vsync (some 74 for a 1.2 s count, while the
 * page was still starting, each a main-thread task and a compositor frame) to change the text a
 * dozen times; a step now wakes the page only when the text changes. Under reduced motion the
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
    if (from === null) {
      settle();
      return;
    }
    onScreen.current = from;
    setShown(from);
    const began = performance.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const step = () => {
      const value = countUpValue(from, target, performance.now() - began, COUNT_UP_MS);
      if (value === target) return settle();
      onScreen.current = value;
      const text = element.current?.firstChild;
      const label = formatRef.current(value);
      if (text?.nodeType === Node.TEXT_NODE && text.nodeValue !== label) text.nodeValue = label;
      timer = setTimeout(step, COUNT_UP_STEP_MS);
    };
    timer = setTimeout(step, COUNT_UP_STEP_MS);
    return () => clearTimeout(timer);
  }, [target, reducedMotion, element]);

  if (target === null) return null;
  if (reducedMotion) return target;
  return shown ?? countUpStart(null, target, false) ?? target;
}
