/**
 * "Install as an app" (issue 13 item 4): the browser's install prompt (`beforeinstallprompt`,
 * Chromium) arrives once, early, often before the page that offers it has loaded. The host calls
 * `captureInstallPrompt()` at start; it keeps the event, and any page (the /down guide in
 * remote-member) reads the state with `useInstallPrompt()` and shows it with `promptInstall()`.
 * Where there is no prompt (iOS Safari, Firefox), the state says so and the page explains the
 * browser's own way (Share → Add to Home Screen).
 */
import { BehaviorSubject, type Observable } from 'rxjs';
import { useObservable } from '../state/use-observable';

/** The part of Chromium's BeforeInstallPromptEvent the storefront uses. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export interface InstallState {
  /** The browser offered its prompt and it has not been used yet. */
  canPrompt: boolean;
  /** Installed during this visit, or running as the installed app (display-mode standalone). */
  installed: boolean;
  /** The last prompt's answer, if any. */
  outcome: 'accepted' | 'dismissed' | null;
}

const state = new BehaviorSubject<InstallState>({ canPrompt: false, installed: false, outcome: null });
let deferred: BeforeInstallPromptEvent | null = null;
let captured = false;

export const installState$: Observable<InstallState> = state.asObservable();
export const getInstallState = (): InstallState => state.getValue();

/** Running as the installed app (standalone window, or iOS home-screen web app)? */
export function isStandalone(win: Window = window): boolean {
  try {
    return Boolean(win.matchMedia?.('(display-mode: standalone)').matches || (win.navigator as Navigator & { standalone?: boolean }).standalone);
  } catch {
    return false;
  }
}

/** Host-only, once at start: keep the browser's install prompt for the page that offers it. */
export function captureInstallPrompt(win: Window = window): void {
  if (captured) return;
  captured = true;
  if (isStandalone(win)) state.next({ ...state.getValue(), installed: true });
  win.addEventListener('beforeinstallprompt', (event) => {
    // No mini-infobar: the storefront offers the install where the player looks for the app.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    state.next({ ...state.getValue(), canPrompt: true });
  });
  win.addEventListener('appinstalled', () => {
    deferred = null;
    state.next({ ...state.getValue(), canPrompt: false, installed: true });
  });
}

/** Show the browser's install prompt. 'unavailable' when the browser offered none. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  // A prompt event can be used once.
  deferred = null;
  state.next({ ...state.getValue(), canPrompt: false });
  try {
    await event.prompt();
    const { outcome } = await event.userChoice;
    state.next({ ...state.getValue(), outcome, installed: state.getValue().installed || outcome === 'accepted' });
    return outcome;
  } catch {
    return 'unavailable';
  }
}

export function useInstallPrompt(): InstallState {
  return useObservable(installState$, getInstallState);
}

/** Tests only. */
export function resetInstallPromptForTests(): void {
  deferred = null;
  captured = false;
  state.next({ canPrompt: false, installed: false, outcome: null });
}
