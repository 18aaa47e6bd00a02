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

/** Whether two member summaries say the same (the host reloads member info after each login and refresh). */
function sameMember(a: MemberSummary | null, b: MemberSummary | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a) as (keyof MemberSummary)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

const sameState = (a: SessionState, b: SessionState): boolean =>
  a.token === b.token &&
  a.account === b.account &&
  a.nickname === b.nickname &&
  a.isAgent === b.isAgent &&
  a.mustChangePassword === b.mustChangePassword;

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

/**
 * Publish only a change. Every reader of the session (the menus, the header, each remote's pages)
 * renders again, synchronously, when one of these emits: the member info and balance the host
 * reloads after each login and on every balance push usually say what they said before (issue 9:
 * those renders were long tasks of a logged-in load).
 */
function nextState(value: SessionState): void {
  if (!sameState(state.getValue(), value)) state.next(value);
}

/** Host-only writers (exported through @vitrine/shared/internal). */
export const sessionWriters = {
  store(values: Partial<Record<SessionKey, string | number | boolean>>): void {
    const s = storage();
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) continue;
      s?.setItem(key, String(value));
    }
    nextState(readState());
  },
  /** Clear the session, keeping merchant values (spec section 4, logout). */
  clear(): void {
    const s = storage();
    for (const key of SESSION_KEYS) if (!MERCHANT_KEYS.includes(key)) s?.removeItem(key);
    if (member.getValue() !== null) member.next(null);
    if (balance.getValue() !== null) balance.next(null);
    nextState(readState());
  },
  setMember(value: MemberSummary | null): void {
    if (!sameMember(member.getValue(), value)) member.next(value);
  },
  setBalance(value: number | null): void {
    if (!Object.is(balance.getValue(), value)) balance.next(value);
  },
  /** Re-read sessionStorage (another tab, tests). */
  reload(): void {
    nextState(readState());
  },
};
