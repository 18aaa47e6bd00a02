import en from '../../../locales/en.json';
import pt from '../../../locales/pt.json';
import { smsCountdownSeconds } from '../use-countdown';
import {
  AUTH_RETRY_WAIT_MS, FIREBASE_SMS_COUNTDOWN_S, PHONE_AUTH_MESSAGE_KEYS, WAIT_STORAGE_KEY, formatWait, phoneAuthMessageKey, phoneNumberFor, readRetryWait, retryWaitDeadline, startRetryWait,
} from './phone-auth-rules';

/** A Storage stand-in (a Map), like session storage across a modal re-open. */
const memoryStore = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k), map };
};

describe('phone-auth rules', () => {
  it('the firebase SMS countdown is 60 s whatever the code lifetime', () => {
    expect(FIREBASE_SMS_COUNTDOWN_S).toBe(60);
    expect(smsCountdownSeconds(5, { firebase: true })).toBe(FIREBASE_SMS_COUNTDOWN_S);
    expect(smsCountdownSeconds(5)).toBe(300);
  });

  it('maps the eleven phone-auth errors to their own message, anything else to "unknown"', () => {
    const codes = Object.keys(PHONE_AUTH_MESSAGE_KEYS);
    expect(codes).toHaveLength(11);
    const keys = new Set(codes.map(phoneAuthMessageKey));
    // Internal error is the "unknown" message; every other error has its own text.
    expect(keys.size).toBe(11);
    for (const key of keys) {
      expect((en as Record<string, string>)[key]).toBeTruthy();
      expect((pt as Record<string, string>)[key]).toBeTruthy();
    }
    expect(phoneAuthMessageKey('auth/something-new')).toBe('phone_err_unknown');
    expect(en[phoneAuthMessageKey('auth/too-many-requests') as keyof typeof en]).toMatch(/5 minutes/);
    expect(pt[phoneAuthMessageKey('auth/too-many-requests') as keyof typeof pt]).toMatch(/5 minutos/);
    expect(en[phoneAuthMessageKey('auth/quota-exceeded') as keyof typeof en]).toMatch(/customer service/);
    expect(en[phoneAuthMessageKey('auth/code-expired') as keyof typeof en]).toMatch(/new one/);
  });

  it('the wait after "too many requests" lasts 5 minutes and survives a re-open (only the deadline is kept)', () => {
    const store = memoryStore();
    const t0 = Date.UTC(2026, 0, 1, 12, 0, 0);
    expect(AUTH_RETRY_WAIT_MS).toBe(300_000);
    expect(retryWaitDeadline(t0)).toBe(t0 + 300_000);
    expect(readRetryWait(store, t0)).toBe(0);
    const until = startRetryWait(store, t0);
    expect(until).toBe(t0 + 300_000);
    expect([...store.map.entries()]).toEqual([[WAIT_STORAGE_KEY, String(t0 + 300_000)]]);
    // A re-opened modal reads the same deadline, 2 minutes in.
    expect(readRetryWait(store, t0 + 120_000)).toBe(until);
    expect(readRetryWait(store, t0 + 299_999)).toBe(until);
    // Over: nothing left, and the stale deadline is cleared.
    expect(readRetryWait(store, t0 + 300_000)).toBe(0);
    expect(store.map.size).toBe(0);
  });

  it('ignores a deadline further away than the wait, or unreadable; a new refusal never shortens a running wait', () => {
    const store = memoryStore();
    const t0 = 1_000_000;
    store.setItem(WAIT_STORAGE_KEY, String(t0 + AUTH_RETRY_WAIT_MS + 1));
    expect(readRetryWait(store, t0)).toBe(0);
    store.setItem(WAIT_STORAGE_KEY, 'soon');
    expect(readRetryWait(store, t0)).toBe(0);
    expect(readRetryWait(null, t0)).toBe(0);
    const first = startRetryWait(store, t0);
    expect(startRetryWait(store, t0 + 1000)).toBe(first + 1000);
  });

  it('formats the wait as m:ss and the number as +dial-national', () => {
    expect(formatWait(300)).toBe('5:00');
    expect(formatWait(299.2)).toBe('5:00');
    expect(formatWait(61)).toBe('1:01');
    expect(formatWait(0)).toBe('0:00');
    expect(phoneNumberFor('55', '(11) 91234-5678')).toBe('+55-11912345678');
    expect(phoneNumberFor('55', '')).toBe('');
  });
});
