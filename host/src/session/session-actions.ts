/**
 * The host's session flows: log in, load the member, keep the balance live, log out.
 * (The full login modal, captcha, SMS and forced password change build on these.)
 */
import { avatarUrl, bus, call, endpoints, getSession, getToken, isModuleEnabled } from '@vitrine/shared';
import { sessionWriters } from '@vitrine/shared/internal';
import { deviceId } from './device-id';
import { LOGIN_RESULT } from './login-result';

/** How a session was obtained: the forced password change never follows an SMS login. */
export type LoginMethod = 'username' | 'sms' | 'register' | 'phone-reset' | 'ip-verification' | 'free-play';

/**
 * Store a fresh session (spec section 3 keys). `cpw` is true when firstTimeLogin, or when the
 * password expired while the forced change (PWDEXPFORCECHANGE3) is on.
 */
export function storeSession(result: endpoints.LoginResult): void {
  sessionWriters.store({
    token: result.token,
    account: result.userName,
    username: result.userName,
    nickname: result.nickname,
    customerId: result.customerId,
    isAgent: result.isAgent,
    merchantCode: result.merchantCode,
    cpw: result.firstTimeLogin || (result.passwordExpired && isModuleEnabled('PWDEXPFORCECHANGE3')),
  });
  bus.publish('session/logged-in', { account: result.userName, isAgent: result.isAgent });
}

export async function logIn(username: string, password: string, extra: Partial<endpoints.LoginRequest> = {}): Promise<endpoints.LoginResult> {
  const result = await call(endpoints.login, {
    username: username.trim(),
    password,
    type: 'username',
    loginDeviceId: deviceId(),
    ...extra,
  }, LOGIN_RESULT);
  storeSession(result);
  await Promise.allSettled([loadMember(), refreshBalance()]);
  return result;
}

export async function loadMember(): Promise<void> {
  if (!getToken()) return;
  // The avatar is decoration: without it the header shows the initial.
  const [info, avatar] = await Promise.all([call(endpoints.memberInfo), call(endpoints.playerAvatar).catch(() => null)]);
  sessionWriters.store({ nickname: info.nickname, isAgent: info.type, toUpline: info.toUpline ?? '', memberLabel: JSON.stringify(info.memberLabel) });
  sessionWriters.setMember({
    id: String(info.id),
    account: info.account,
    nickname: info.nickname,
    type: info.type,
    rankLevel: info.clubLabel?.rankLevel ?? 0,
    rankLabel: info.clubLabel?.labelName ?? '',
    avatar: avatarUrl(avatar),
  });
}

export async function refreshBalance(): Promise<void> {
  if (!getToken()) return;
  const value = await call(endpoints.balance);
  sessionWriters.setBalance(value.sumBalance);
  bus.publish('wallet/balance-changed', { sumBalance: value.sumBalance });
}

/** Logout: server call, clear session (keeping merchant values), reset state (spec section 4). */
export async function logOut(): Promise<void> {
  if (getSession().token) {
    await call(endpoints.logout).catch(() => undefined);
  }
  sessionWriters.clear();
  bus.publish('session/logged-out', { reason: 'logout' });
}

/** Close code of the balance socket when the token is not (or no longer) logged in. */
const NOT_LOGGED_IN_CLOSE = 4401;

/**
 * The live balance socket: pushes `{type:'balance', sumBalance}` for this member. Reconnects with
 * backoff after a dropped connection, but never after a not-logged-in close (4401: the token is
 * dead, retrying forever would only hammer the server) or once the session has ended.
 */
export function connectBalanceSocket(): () => void {
  let socket: WebSocket | null = null;
  let stopped = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const open = () => {
    const token = getToken();
    if (stopped || !token) return;
    const url = new URL(endpoints.BALANCE_SOCKET_PATH, location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    // The token goes in the first message, never in the URL (URLs end up in access logs).
    const opened = new WebSocket(url);
    socket = opened;
    opened.onopen = () => {
      attempt = 0;
      const auth: endpoints.BalanceSocketAuth = { type: 'auth', token: getToken() ?? token };
      opened.send(JSON.stringify(auth));
    };
    socket.onmessage = (event) => {
      try {
        const data = JSON.parse(String(event.data)) as { type?: string; sumBalance?: number };
        if (data.type === 'balance' && typeof data.sumBalance === 'number') {
          sessionWriters.setBalance(data.sumBalance);
          bus.publish('wallet/balance-changed', { sumBalance: data.sumBalance });
        }
      } catch {
        /* ignore malformed frames */
      }
    };
    socket.onclose = (event) => {
      if (stopped) return;
      if (event?.code === NOT_LOGGED_IN_CLOSE || getToken() !== token) {
        stopped = true;
        return;
      }
      attempt += 1;
      timer = setTimeout(open, Math.min(30000, 1000 * 2 ** attempt));
    };
  };
  // Opened in a task of its own: the effect that connects runs with the page's other effects after
  // a logged-in page's first commit, one long task already (issue 9: 1-3 ms at 1x for the socket).
  timer = setTimeout(open, 0);
  return () => {
    stopped = true;
    clearTimeout(timer);
    socket?.close();
  };
}
