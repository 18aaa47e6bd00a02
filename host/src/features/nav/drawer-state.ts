import { BehaviorSubject } from 'rxjs';
import { useSyncExternalStore } from 'react';

const open = new BehaviorSubject(false);
export const setSideMenuOpen = (value: boolean) => open.next(value);
export function useSideMenuOpen(): boolean {
  return useSyncExternalStore(
    (cb) => {
      const sub = open.subscribe(cb);
      return () => sub.unsubscribe();
    },
    () => open.getValue(),
  );
}
