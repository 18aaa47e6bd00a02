import { useCallback, useSyncExternalStore } from 'react';
import type { BehaviorSubject, Observable } from 'rxjs';

/**
 * Read an observable's current value in a component and re-render when it changes (React's
 * `useSyncExternalStore` over an RxJS subscription). A `BehaviorSubject` is read with `getValue()`;
 * any other observable needs `read`, which returns its current value (the same value while nothing
 * changed, so React does not loop). The server render reads the same value.
 *
 * `read` may also pick a part of the state (a flag, one count): the component then renders again
 * only when that part changes, since each emission is a synchronous render of every reader.
 */
export function useObservable<T>(source: BehaviorSubject<T>): T;
export function useObservable<R>(source: Observable<unknown>, read: () => R): R;
export function useObservable<T>(source: Observable<unknown>, read?: () => T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = source.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [source],
  );
  const current = read ?? (() => (source as BehaviorSubject<T>).getValue());
  return useSyncExternalStore(subscribe, current, current);
}
