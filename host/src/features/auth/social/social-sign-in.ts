/**
 * Social sign-in (spec section 2, "Social sign-in (Google, Facebook) where the operator enables
 * it") behind one adapter: `signIn(provider)` resolves the provider's ID token, which the login
 * modal sends to login as `type: 'firebase'`.
 *
 * The popup implementation opens the provider's sign-in page (`authUrl` from boot's
 * `info.socialLogin`, with `?origin=<this page's origin>&state=<nonce>`) and waits for the page to
 * post `{ type: 'vitrine-social', provider, idToken, state }` back. Only a message from the popup
 * window itself, from the origin of `authUrl`, with our nonce counts. It fails with a typed code
 * when the popup is blocked, closed by the user, or takes longer than the timeout.
 */
import type { endpoints } from '@vitrine/shared';

export type SocialProvider = endpoints.SocialProvider;
export type SocialProviderConfig = endpoints.SocialLoginProvider;

export interface SocialSignInResult {
  idToken: string;
}

export interface SocialSignIn {
  signIn(provider: SocialProvider): Promise<SocialSignInResult>;
}

export type SocialSignInErrorCode = 'popup_blocked' | 'popup_closed' | 'timeout' | 'not_configured' | 'provider_error';

export class SocialSignInError extends Error {
  constructor(
    readonly code: SocialSignInErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'SocialSignInError';
  }
}

export const isSocialSignInError = (e: unknown): e is SocialSignInError => e instanceof SocialSignInError;

/** The message the provider page posts to its opener. */
export const SOCIAL_MESSAGE_TYPE = 'vitrine-social';

interface SocialMessage {
  type: typeof SOCIAL_MESSAGE_TYPE;
  provider: SocialProvider;
  state?: string;
  idToken?: string;
  error?: string;
}

export interface PopupSignInOptions {
  /** The providers the operator offers (read at sign-in time, so a later boot is seen). */
  providers: () => readonly SocialProviderConfig[];
  /** The window that opens the popup and receives the message (tests pass a fake). */
  win?: Window;
  /** Give up after this long (default 120 s, the spec's load timeout). */
  timeoutMs?: number;
  /** How often to check whether the user closed the popup. */
  pollMs?: number;
  /** After the popup is seen closed, wait this long for a message already on its way. */
  closeGraceMs?: number;
  /** Nonce maker (tests pass a fixed one). */
  makeState?: () => string;
}

function randomState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function popupFeatures(win: Window): string {
  const width = 480;
  const height = 640;
  const left = Math.max(0, Math.round((win.screenX ?? 0) + ((win.outerWidth || width) - width) / 2));
  const top = Math.max(0, Math.round((win.screenY ?? 0) + ((win.outerHeight || height) - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

function isSocialMessage(data: unknown): data is SocialMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SOCIAL_MESSAGE_TYPE;
}

export function createPopupSignIn(options: PopupSignInOptions): SocialSignIn {
  const { timeoutMs = 120_000, pollMs = 500, closeGraceMs = 300, makeState = randomState } = options;
  return {
    signIn(provider) {
      const win = options.win ?? window;
      const config = options.providers().find((p) => p.provider === provider);
      if (!config) return Promise.reject(new SocialSignInError('not_configured', `${provider} sign-in is not offered`));
      const url = new URL(config.authUrl, win.location.href);
      const expectedOrigin = url.origin;
      const state = makeState();
      url.searchParams.set('origin', win.location.origin);
      url.searchParams.set('state', state);
      // No `noopener`: the provider page answers through window.opener.
      const popup = win.open(url.toString(), `vitrine-social-${provider}`, popupFeatures(win));
      if (!popup || popup.closed) return Promise.reject(new SocialSignInError('popup_blocked', 'The sign-in popup was blocked'));
      try {
        popup.focus();
      } catch {
        // Focus is a nicety.
      }

      return new Promise<SocialSignInResult>((resolve, reject) => {
        let settled = false;
        let grace: ReturnType<typeof setTimeout> | null = null;
        const finish = (outcome: () => void, closePopup: boolean) => {
          if (settled) return;
          settled = true;
          win.removeEventListener('message', onMessage);
          clearInterval(poll);
          clearTimeout(timer);
          if (grace) clearTimeout(grace);
          if (closePopup) {
            try {
              if (!popup.closed) popup.close();
            } catch {
              // Already gone.
            }
          }
          outcome();
        };
        const onMessage = (event: MessageEvent) => {
          // Only the popup we opened, from the provider's origin, answering our nonce.
          if (event.origin !== expectedOrigin || event.source !== popup) return;
          const data: unknown = event.data;
          if (!isSocialMessage(data) || data.provider !== provider || data.state !== state) return;
          if (data.error || typeof data.idToken !== 'string' || !data.idToken) {
            finish(() => reject(new SocialSignInError('provider_error', data.error || 'The provider answered without a token')), true);
            return;
          }
          const idToken = data.idToken;
          finish(() => resolve({ idToken }), true);
        };
        const poll = setInterval(() => {
          if (settled || grace || !popup.closed) return;
          grace = setTimeout(() => finish(() => reject(new SocialSignInError('popup_closed', 'popup closed by user, login failed')), false), closeGraceMs);
        }, pollMs);
        const timer = setTimeout(() => finish(() => reject(new SocialSignInError('timeout', 'The sign-in took too long')), true), timeoutMs);
        win.addEventListener('message', onMessage);
      });
    },
  };
}
