import { useCallback, useSyncExternalStore } from 'react';
import type { BehaviorSubject, Observable } from 'rxjs';

/**
 * Read an observable's current value in a component and re-render when it changes (React's
 * `useSyncExternalStore` over an RxJS subscription). A `BehaviorSubject` is read with `getValue()`;
 * any other observable needs `read`, which returns its current value (the same value while nothing
 * changed, so React does not loop). The server render reads the same value.
 */
export function useObservable<T>(source: BehaviorSubject<T>): T;
export function useObservable<T>(source: Observable<T>, read: () => T): T;
export function useObservable<T>(source: Observable<T>, read?: () => T): T {
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
