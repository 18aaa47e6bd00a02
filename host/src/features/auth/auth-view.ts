/**
 * Which session modal is open. One at a time: login, register, forgot password, change password
 * (forced or chosen), after-login. Opened from the header, the bus and the flows themselves.
 */
import { BehaviorSubject } from 'rxjs';
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
