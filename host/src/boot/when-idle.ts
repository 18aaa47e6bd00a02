/**
 * Work that can wait runs at the browser's next idle moment, or after `timeoutMs` at the latest.
 * Where the browser has no idle callback (Safari), it runs after a plain timer of
 * min(timeoutMs, IDLE_FALLBACK_MS): a guess at "after the current burst of work". The one helper
 * for the boot's deferred work (afterFirstPage) and the route prefetch.
 */
export const IDLE_FALLBACK_MS = 1000;

/** Calls `fn` once the browser is idle (or the timeout passed). Returns the cancel. */
export function whenIdle(fn: () => void, timeoutMs: number, win: Window = window): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const id = win.requestIdleCallback(() => fn(), { timeout: timeoutMs });
    return () => win.cancelIdleCallback?.(id);
  }
  const id = win.setTimeout(fn, Math.min(timeoutMs, IDLE_FALLBACK_MS));
  return () => win.clearTimeout(id);
}
