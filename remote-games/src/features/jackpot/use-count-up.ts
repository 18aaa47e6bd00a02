import { useEffect, useRef, useState } from 'react';
import { COUNT_UP_MS, countUpStart, countUpValue } from './count-up';

/**
 * The value to show while counting up to `target` with requestAnimationFrame (one state update per
 * frame, none once settled). Under reduced motion the target shows at once. Null while there is no
 * target yet.
 */
export function useCountUp(target: number | null, reducedMotion: boolean): number | null {
  const start = target === null ? null : countUpStart(null, target, reducedMotion);
  const [shown, setShown] = useState<number | null>(start ?? target);
  const shownRef = useRef(shown);
  shownRef.current = shown;

  useEffect(() => {
    if (target === null) return;
    const from = countUpStart(shownRef.current, target, reducedMotion);
    if (from === null || typeof requestAnimationFrame !== 'function') {
      setShown(target);
      return;
    }
    setShown(from);
    let frame = 0;
    let began: number | null = null;
    const step = (now: number) => {
      began ??= now;
      const value = countUpValue(from, target, now - began, COUNT_UP_MS);
      setShown(value);
      if (value !== target) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, reducedMotion]);

  if (target === null) return null;
  if (reducedMotion) return target;
  // The first frame with a value, before the effect ran: where the count will start.
  return shown ?? countUpStart(null, target, false) ?? target;
}
