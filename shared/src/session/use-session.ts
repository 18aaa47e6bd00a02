import { useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';
import { balance$, getBalance, getMember, getSession, member$, session$ } from './session';

function useObservable<T>(source: Observable<T>, read: () => T): T {
  return useSyncExternalStore(
    (onChange) => {
      const sub = source.subscribe(onChange);
      return () => sub.unsubscribe();
    },
    read,
    read,
  );
}

export const useSession = () => useObservable(session$, getSession);
export const useMember = () => useObservable(member$, getMember);
export const useBalance = () => useObservable(balance$, getBalance);
