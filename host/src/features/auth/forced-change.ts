/**
 * A forced password change (weak password, or expired with PWDEXPFORCECHANGE3) survives a reload:
 * the tab remembers it until the change succeeds or the player logs out (logout clears session
 * storage). Kept apart from the spec's `cpw` flag, which is also true on every first login, when
 * the spec does not force a change.
 */
const KEY = 'vitrine.forcedPasswordChange';

export function markForcedChange(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    /* storage off: the change is still forced for this page's life */
  }
}

export function clearForcedChange(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* nothing to clear */
  }
}

export function isForcedChangePending(): boolean {
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}
