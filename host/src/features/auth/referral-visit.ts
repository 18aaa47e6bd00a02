import { useEffect } from 'react';
import { call, endpoints } from '@vitrine/shared';

const KEY = 'vitrine.referralVisit.';

/**
 * Counts one visit of a referral link (`/register?referralCode=CODE`) on the server: once per
 * browser session and code (a reload is not a new visit; the server also counts one per address
 * in half an hour). Best effort: a failure never gets in the way of the registration.
 */
export function countReferralVisit(code: string, storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeSession()): void {
  const trimmed = code.trim();
  if (!trimmed || trimmed.length > 32) return;
  const key = KEY + trimmed.toUpperCase();
  try {
    if (storage?.getItem(key)) return;
    storage?.setItem(key, '1');
  } catch {
    // storage refused (private mode): count anyway
  }
  void call(endpoints.referralVisit, { code: trimmed }).catch(() => undefined);
}

function safeSession(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Counts the visit of the referral code in the address, for a visitor (not a logged-in player). */
export function useReferralVisit(code: string, visitor: boolean): void {
  useEffect(() => {
    if (visitor && code) countReferralVisit(code);
  }, [code, visitor]);
}
