import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import { MERCHANT_KEYS, SESSION_KEYS, TRIAL_ACCOUNT, ACCOUNT_CENTRE_ROLES, type SessionKey } from './keys';

/** What the session knows about the player, read from sessionStorage. */
export interface SessionState {
  token: string | null;
  account: string | null;
  nickname: string | null;
  isAgent: number | null;
  /** cpw: the player must change the password (firstTimeLogin, or expired with forced change). */
  mustChangePassword: boolean;
}

/** Member info and balance as the host loaded them (null when logged out or not loaded yet). */
export interface MemberSummary {
  id: string;
  account: string;
  nickname: string;
  type: number;
  rankLevel: number;
  rankLabel: string;
  /** The avatar image URL (static or custom), '' when none or not loaded. */
  avatar?: string;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readSessionValue(key: SessionKey): string | null {
  return storage()?.getItem(key) ?? null;
}

function readState(): SessionState {
  const isAgent = readSessionValue('isAgent');
  return {
    token: readSessionValue('token'),
    account: readSessionValue('account'),
    nickname: readSessionValue('nickname'),
    isAgent: isAgent === null || isAgent === '' ? null : Number(isAgent),
    mustChangePassword: readSessionValue('cpw') === 'true',
  };
}

const state = new BehaviorSubject<SessionState>(readState());
const member = new BehaviorSubject<MemberSummary | null>(null);
const balance = new BehaviorSubject<number | null>(null);

/** The session, as it changes. */
export const session$: Observable<SessionState> = state.asObservable();
export const loggedIn$: Observable<boolean> = state.pipe(
  map((s) => Boolean(s.token)),
  distinctUntilChanged(),
);
export const member$: Observable<MemberSummary | null> = member.asObservable();
export const balance$: Observable<number | null> = balance.asObservable();

export const getSession = (): SessionState => state.getValue();
export const getToken = (): string | null => state.getValue().token;
export const getMember = (): MemberSummary | null => member.getValue();
export const getBalance = (): number | null => balance.getValue();

/** Spec section 6 access rules. */
export const isTrialAccount = (s: SessionState = getSession()): boolean => s.isAgent === TRIAL_ACCOUNT;
export const canOpenMemberCentre = (s: SessionState = getSession()): boolean =>
  Boolean(s.token) && s.isAgent !== TRIAL_ACCOUNT;
export const canOpenAccountCentre = (s: SessionState = getSession()): boolean =>
  Boolean(s.token) && (ACCOUNT_CENTRE_ROLES as readonly number[]).includes(s.isAgent ?? -1);

/** Host-only writers (exported through @vitrine/shared/internal). */
export const sessionWriters = {
  store(values: Partial<Record<SessionKey, string | number | boolean>>): void {
    const s = storage();
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) continue;
      s?.setItem(key, String(value));
    }
    state.next(readState());
  },
  /** Clear the session, keeping merchant values (spec section 4, logout). */
  clear(): void {
    const s = storage();
    for (const key of SESSION_KEYS) if (!MERCHANT_KEYS.includes(key)) s?.removeItem(key);
    member.next(null);
    balance.next(null);
    state.next(readState());
  },
  setMember(value: MemberSummary | null): void {
    member.next(value);
  },
  setBalance(value: number | null): void {
    balance.next(value);
  },
  /** Re-read sessionStorage (another tab, tests). */
  reload(): void {
    state.next(readState());
  },
};
