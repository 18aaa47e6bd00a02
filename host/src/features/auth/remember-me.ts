/**
 * Remembered login (spec sections 3 and 9): last username, the password per username, the
 * remember flag, and the last SMS mobile number with its dialing code, in cookies kept 1 day.
 */
const DAY_SECONDS = 24 * 60 * 60;
const KEYS = { username: 'vt_last_user', remember: 'vt_remember', mobile: 'vt_last_mobile', dial: 'vt_last_dial' } as const;
const passwordKey = (username: string) => `vt_pw_${encodeURIComponent(username.toLowerCase())}`;

function write(name: string, value: string, maxAge = DAY_SECONDS) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Strict${secure}`;
}

function read(name: string): string | null {
  const hit = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null;
}

const remove = (name: string) => write(name, '', 0);

export interface Remembered {
  remember: boolean;
  username: string;
  password: string;
}

export function readRemembered(): Remembered {
  const username = read(KEYS.username) ?? '';
  const remember = read(KEYS.remember) === '1';
  return { remember, username, password: remember && username ? (read(passwordKey(username)) ?? '') : '' };
}

export function passwordFor(username: string): string {
  return read(KEYS.remember) === '1' ? (read(passwordKey(username)) ?? '') : '';
}

export function rememberLogin(username: string, password: string, remember: boolean): void {
  write(KEYS.username, username);
  write(KEYS.remember, remember ? '1' : '0');
  if (remember) write(passwordKey(username), password);
  else remove(passwordKey(username));
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
