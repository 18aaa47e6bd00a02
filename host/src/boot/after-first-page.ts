/**
 * Work for later — the service worker (it serves the next visit) and the code of the pages a
 * player may open next — waits until the first page is on screen: the app has replaced the first
 * paint (revealApp), the window has loaded, an optional pause has passed, and the browser then has
 * an idle moment.
 *
 * The window's `load` alone is too early here. The first paint is HTML with the app's scripts
 * started after it, so `load` fires before the app has rendered anything (about 0.5 s into a 3 s
 * load on a phone-speed trace). Work started there competes with the page the player is waiting
 * for (issue 9: total blocking time).
 */

import { whenIdle } from './when-idle';

let markShown: () => void = () => undefined;
let shown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/** The app has replaced the first paint (called by revealApp). Safe to call more than once. */
export function markFirstPageShown(): void {
  markShown();
}

export interface AfterFirstPageOptions {
  /** A pause after the page is shown and loaded, before waiting for idle: its data and pictures arrive then. */
  delayMs?: number;
  /** The longest wait for an idle moment (then the work runs anyway). */
  idleTimeoutMs?: number;
}

/** Resolves once the first page is shown, the window has loaded, `delayMs` has passed and the browser is idle. */
export function afterFirstPage(win: Window = window, { delayMs = 0, idleTimeoutMs = 4000 }: AfterFirstPageOptions = {}): Promise<void> {
  const loaded =
    win.document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => win.addEventListener('load', () => resolve(), { once: true }));
  return Promise.all([shown, loaded])
    .then(() => (delayMs > 0 ? new Promise<void>((resolve) => win.setTimeout(resolve, delayMs)) : undefined))
    .then(
      () =>
        new Promise<void>((resolve) => {
          whenIdle(resolve, idleTimeoutMs, win);
        }),
    );
}

/** Tests only: back to "not shown yet". */
export function resetFirstPageShown(): void {
  shown = new Promise<void>((resolve) => {
    markShown = resolve;
  });
}
