/**
 * Remembered login (spec sections 3 and 9): the last username, the remember flag, and the last SMS
 * mobile number with its dialing code, in cookies kept 1 day. The password is never stored: the
 * login form carries `autocomplete="username"` / `"current-password"` so the browser's password
 * manager keeps it. Older builds wrote `vt_pw_<username>` cookies with the password in clear;
 * `purgeStoredPasswords` (run on every boot) deletes them.
 */
const DAY_SECONDS = 24 * 60 * 60;
const KEYS = { username: 'vt_last_user', remember: 'vt_remember', mobile: 'vt_last_mobile', dial: 'vt_last_dial' } as const;
const LEGACY_PASSWORD_PREFIX = 'vt_pw_';

function write(name: string, value: string, maxAge = DAY_SECONDS) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Strict${secure}`;
}

function read(name: string): string | null {
  const hit = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null;
}

const remove = (name: string) => write(name, '', 0);

/** Deletes every `vt_pw_*` cookie an older build left (the password in clear, sent with every request). */
export function purgeStoredPasswords(): number {
  const names = document.cookie
    .split('; ')
    .map((part) => part.slice(0, part.indexOf('=') >= 0 ? part.indexOf('=') : part.length))
    .filter((name) => name.startsWith(LEGACY_PASSWORD_PREFIX));
  for (const name of names) {
    // Written with Path=/; an old cookie without a path is also cleared on the current one.
    document.cookie = `${name}=; Max-Age=0; Path=/`;
    document.cookie = `${name}=; Max-Age=0`;
  }
  return names.length;
}

export interface Remembered {
  remember: boolean;
  username: string;
}

export function readRemembered(): Remembered {
  const remember = read(KEYS.remember) === '1';
  return { remember, username: remember ? (read(KEYS.username) ?? '') : '' };
}

/** Remember-me keeps the username for a day; without it the username is forgotten too. */
export function rememberLogin(username: string, remember: boolean): void {
  purgeStoredPasswords();
  write(KEYS.remember, remember ? '1' : '0');
  if (remember) write(KEYS.username, username);
  else remove(KEYS.username);
}

export function rememberMobile(mobile: string, dial: string): void {
  write(KEYS.mobile, mobile);
  write(KEYS.dial, dial);
}

export function readRememberedMobile(): { mobile: string; dial: string } {
  return { mobile: read(KEYS.mobile) ?? '', dial: read(KEYS.dial) ?? '' };
}

/** The login door last used (player or agent), so an agent is not asked again tomorrow. */
export function rememberLoginAs(door: 'member' | 'agent'): void {
  write('vt_login_as', door);
}

export function readLoginAs(): 'member' | 'agent' {
  return read('vt_login_as') === 'agent' ? 'agent' : 'member';
}
