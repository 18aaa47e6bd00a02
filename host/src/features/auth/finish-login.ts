/**
 * What follows a successful login, registration or phone reset (spec section 4): store the
 * session, run the first-login action, then either the forced password change (weak password,
 * or expired while PWDEXPFORCECHANGE3 is on; never after an SMS or social login) or load the
 * member and open the after-login modal. A login (not a registration) goes to / (spec section 2:
 * "After login or password change the user goes to /"); a forced change goes there once done.
 */
import { bus, call, endpoints, isModuleEnabled } from '@vitrine/shared';
import { loadMember, refreshBalance, storeSession, type LoginMethod } from '../../session/session-actions';
import { goHome, openAuth } from './auth-view';
import { markForcedChange } from './forced-change';

/** How the session was obtained: the session's methods plus social sign-in (Google/Facebook through `type: 'firebase'`). */
export type AuthMethod = LoginMethod | 'social';

export function mustChangePassword(result: endpoints.LoginResult, method: AuthMethod): boolean {
  // A social account has no password the player typed (or knows): never force a change.
  if (method === 'sms' || method === 'social' || method === 'free-play' || method === 'register' || method === 'phone-reset') return false;
  return result.weakPassword || (result.passwordExpired && isModuleEnabled('PWDEXPFORCECHANGE3'));
}

/**
 * The first-login action (spec section 4: "run the first-login action if firstTimeLogin"): the
 * backend's first-login call, and the bus event for whoever greets a new player. It never holds
 * up the login; a failure is only logged (the backend counts it on the next first login).
 */
export function runFirstLoginAction(account: string): Promise<void> {
  bus.publish('session/first-login', { account });
  return call(endpoints.firstLogin).then(
    () => undefined,
    (error: unknown) => console.warn('[vitrine] first-login call failed', error),
  );
}

export async function finishLogin(result: endpoints.LoginResult, method: AuthMethod, password?: string): Promise<'change-password' | 'after-login' | 'done'> {
  storeSession(result);
  if (result.firstTimeLogin) runFirstLoginAction(result.userName);
  if (mustChangePassword(result, method)) {
    markForcedChange();
    openAuth({ kind: 'change-password', forced: true, oldPassword: password });
    void refreshBalance().catch(() => undefined);
    return 'change-password';
  }
  await Promise.allSettled([loadMember(), refreshBalance()]);
  if (method !== 'register') goHome();
  if (method === 'phone-reset' || method === 'register') {
    openAuth(null);
    return 'done';
  }
  openAuth({ kind: 'after-login', firstTime: result.firstTimeLogin });
  return 'after-login';
}
