/**
 * The jackpot's count-up (issue 14 item 15): pure rules, driven step by step by useCountUp.
 * The amount counts up with an ease-out curve; under prefers-reduced-motion, and when the amount
 * went down (a jackpot was won and reset), the new value shows at once.
 */

/** How long one count takes. */
export const COUNT_UP_MS = 1200;

/**
 * The amount on screen changes once per this many ms while it counts: an odometer's step. Each
 * change is a style, layout and paint of the page's frame; at every frame (60 a second) a count
 * cost some 60 frames, 350 ms of main-thread work, while the page was still starting (issue 9).
 */
export const COUNT_UP_STEP_MS = 100;

/** The first count starts this far below the amount, so the ticker visibly runs up once. */
export const FIRST_COUNT_FROM = 0.9;

/** Ease-out cubic on 0..1 (fast at first, settling on the value). */
export function easeOutCubic(progress: number): number {
  const p = Math.min(1, Math.max(0, progress));
  return 1 - (1 - p) ** 3;
}

/** The value shown `elapsed` ms into a count from `from` to `to`, in whole cents. */
export function countUpValue(from: number, to: number, elapsed: number, duration = COUNT_UP_MS): number {
  if (!(duration > 0) || elapsed >= duration) return to;
  if (elapsed <= 0) return from;
  return Math.round((from + (to - from) * easeOutCubic(elapsed / duration)) * 100) / 100;
}

/**
 * Where a count to `target` starts: the value on screen; for the first value, FIRST_COUNT_FROM of
 * it. Null means "no count: show the target now" (reduced motion, a drop, or no change).
 */
export function countUpStart(shown: number | null, target: number, reducedMotion: boolean): number | null {
  if (reducedMotion || !Number.isFinite(target)) return null;
  if (shown === null) return target > 0 ? Math.floor(target * FIRST_COUNT_FROM * 100) / 100 : null;
  if (target <= shown) return null;
  return shown;
}
