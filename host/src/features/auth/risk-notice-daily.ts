/**
 * Responsible gaming: the risk notice and the age rule are shown at sign-up and once per day after
 * login (issue 15, Portaria SPA/MF 1.231/2024), per account, by the player's local calendar day.
 * Where storage is unavailable the notice is shown at every login: too often, never too rarely.
 */
const KEY = 'vitrine.riskNoticeSeen';
/** Accounts remembered on one device; the oldest day is dropped first. */
const MAX_ACCOUNTS = 20;

type Seen = Record<string, string>;

function defaultStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The local calendar day, YYYY-MM-DD. */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function read(storage: Storage | undefined): Seen {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** Whether this account has not yet seen the notice today. */
export function riskNoticeDue(account: string, now = new Date(), storage = defaultStorage()): boolean {
  return read(storage)[account] !== localDay(now);
}

/** Remember that the account saw the notice today. */
export function markRiskNoticeShown(account: string, now = new Date(), storage = defaultStorage()): void {
  const seen = { ...read(storage), [account]: localDay(now) };
  const kept = Object.entries(seen)
    .sort((a, b) => b[1].localeCompare(a[1]))
    .slice(0, MAX_ACCOUNTS);
  try {
    storage?.setItem(KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Full or blocked storage: the notice simply shows again next login.
  }
}
