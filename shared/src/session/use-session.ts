import { useObservable } from '../state/use-observable';
import { balance$, getBalance, getMember, getSession, member$, session$ } from './session';

export const useSession = () => useObservable(session$, getSession);
export const useMember = () => useObservable(member$, getMember);
export const useBalance = () => useObservable(balance$, getBalance);
