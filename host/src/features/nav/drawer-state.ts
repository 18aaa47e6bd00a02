import { BehaviorSubject } from 'rxjs';
import { useObservable } from '@vitrine/shared';

const open = new BehaviorSubject(false);
export const setSideMenuOpen = (value: boolean) => open.next(value);
export function useSideMenuOpen(): boolean {
  return useObservable(open);
}
