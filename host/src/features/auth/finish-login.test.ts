import { mockApi } from '@vitrine/shared/testing';
import { bus, type endpoints } from '@vitrine/shared';
import { finishLogin, runFirstLoginAction } from './finish-login';
import { getAuthView } from './auth-view';

const FIRST_LOGIN = '/wps/member/firstLogin';
const result = (over: Partial<endpoints.LoginResult> = {}): endpoints.LoginResult =>
  ({ token: 'tok', userName: 'newbie', nickname: 'Newbie', customerId: 9, isAgent: 0, merchantCode: 'vitrine', firstTimeLogin: false, passwordExpired: false, weakPassword: false, ...over }) as endpoints.LoginResult;

const firstLoginCalls = (fetchMock: jest.Mock) => fetchMock.mock.calls.filter(([input]) => new URL((input as Request).url).pathname === FIRST_LOGIN);

const answers = { [FIRST_LOGIN]: true, '/wps/member/info': { id: 9, account: 'newbie', nickname: 'Newbie', type: 0, memberLabel: [] }, '/wps/v2/wallets/balance': { sumBalance: 10 } };

describe('the first-login action', () => {
  it('runs after a login that answered firstTimeLogin: the backend call (with the token) and the bus event', async () => {
    const fetchMock = mockApi(answers);
    const seen = jest.fn();
    const off = bus.on('session/first-login', seen);
    await finishLogin(result({ firstTimeLogin: true }), 'username', 'Demo1234');
    const [call] = firstLoginCalls(fetchMock);
    expect((call[0] as Request).method).toBe('POST');
    expect((call[0] as Request).headers.get('Authorization')).toBe('tok');
    expect(seen).toHaveBeenCalledWith({ account: 'newbie' });
    expect(getAuthView()).toEqual({ kind: 'after-login', firstTime: true });
    off();
  });

  it('is not made for a returning player', async () => {
    const fetchMock = mockApi(answers);
    await finishLogin(result(), 'username', 'Demo1234');
    expect(firstLoginCalls(fetchMock)).toHaveLength(0);
  });

  it('never fails the login when the call fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({ ...answers, [FIRST_LOGIN]: () => { throw new Error('down'); } });
    await expect(runFirstLoginAction('newbie')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
