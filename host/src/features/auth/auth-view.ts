/**
 * Which session modal is open. One at a time: login, register, forgot password, change password
 * (forced or chosen), after-login. Opened from the header, the bus and the flows themselves.
 */
import { BehaviorSubject, Subject } from 'rxjs';
import { useSyncExternalStore } from 'react';

/** Which door a login goes through (spec section 6): player login rejects agents, agent login rejects non-agents. */
export type LoginAs = 'member' | 'agent';

export type AuthView =
  | { kind: 'login'; notice?: 'not_logged_in'; as?: LoginAs }
  | { kind: 'register'; referralCode?: string }
  | { kind: 'forgot' }
  | { kind: 'change-password'; forced: boolean; oldPassword?: string }
  | { kind: 'after-login'; firstTime: boolean }
  | null;

const view = new BehaviorSubject<AuthView>(null);

export const openAuth = (next: AuthView) => view.next(next);
export const closeAuth = () => view.next(null);
export const getAuthView = () => view.getValue();

export function useAuthView(): AuthView {
  return useSyncExternalStore(
    (onChange) => {
      const sub = view.subscribe(onChange);
      return () => sub.unsubscribe();
    },
    () => view.getValue(),
  );
}

/**
 * "After login or password change the user goes to /" (spec section 2); logout too (section 4).
 * The flows are not components (finishLogin), so they ask here and `AuthModals`, mounted inside
 * the router, navigates.
 */
const home = new Subject<void>();
export const goHome = () => home.next();
export const onGoHome = (listener: () => void) => {
  const sub = home.subscribe(listener);
  return () => sub.unsubscribe();
};
