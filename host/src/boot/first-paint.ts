/**
 * The hand-over from the first-paint HTML (`#fp`, composed by the gateway from prerendered files)
 * to the app. The app renders unseen in `#root` (index.html's styles hide it while `<html>` has
 * `data-fp`); once the page has drawn its content (or its failure and retry), the first paint is
 * removed and the app shows in the same place. A remote that hangs never holds the app back
 * longer than REVEAL_TIMEOUT_MS.
 */
import { allowRuntimePreloads } from '../federation/runtime-plugin';
import { markFirstPageShown } from './after-first-page';

export const REVEAL_TIMEOUT_MS = 4000;

/**
 * Show the app: drop the first paint. Safe to call more than once. From here on the federation
 * runtime preloads a module's chunks beside its entry again (declined while the page boots), and
 * the work for later (afterFirstPage) may start.
 */
export function revealApp(): void {
  allowRuntimePreloads();
  document.documentElement.removeAttribute('data-fp');
  document.getElementById('fp')?.remove();
  markFirstPageShown();
}

/**
 * Whether the app's page is ready to replace the first paint: the content area is drawn, and a
 * remote page in it is past its loading state (mounted, or failed with its retry).
 */
export function pageSettled(root: ParentNode): boolean {
  const content = root.querySelector('#content');
  if (!content) return false;
  const mount = content.querySelector('[data-remote-mount]');
  if (!mount) return content.childElementCount > 0;
  return mount.childElementCount > 0 && !mount.querySelector(':scope > [data-testid="remote-loading"]');
}

/** Reveal the app once its page has settled (or after the timeout). Returns a cancel. */
export function revealWhenSettled(root: HTMLElement, timeoutMs = REVEAL_TIMEOUT_MS): () => void {
  if (!document.getElementById('fp')) {
    revealApp();
    return () => undefined;
  }
  let done = false;
  let soon: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(() => check());
  const timer = setTimeout(() => finish(), timeoutMs);
  function finish() {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    clearTimeout(soon);
    revealApp();
  }
  // The page settles inside React's work (its commit, or the effects after it, which are one long
  // task on a page's first load): the swap, dropping the first paint's some 800 nodes, runs in a
  // task of its own right after, not in that one (issue 9: total blocking time).
  function check() {
    if (soon === undefined && pageSettled(root)) soon = setTimeout(finish, 0);
  }
  observer.observe(root, { childList: true, subtree: true });
  check();
  return () => {
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    clearTimeout(soon);
  };
}
