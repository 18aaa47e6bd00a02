import { call, endpoints } from '@vitrine/shared';
import { mockApi } from '@vitrine/shared/testing';
import { isLoginResult, LOGIN_RESULT } from './login-result';

const good = { token: 't1', userName: 'demo', firstTimeLogin: false, passwordExpired: false, isAgent: 0, nickname: 'D', customerId: 1, merchantCode: 'v', weakPassword: false };

describe('a login answer must be a session', () => {
  it('accepts a whole answer and refuses a missing, empty or half one', () => {
    expect(isLoginResult(good)).toBe(true);
    expect(isLoginResult({ token: 't', userName: 'demo' })).toBe(true);
    for (const bad of [null, undefined, 'ok', [], {}, { ...good, token: '' }, { ...good, token: 5 }, { ...good, userName: undefined }, { ...good, firstTimeLogin: 'no' }, { ...good, isAgent: '0' }])
      expect(isLoginResult(bad)).toBe(false);
  });

  it('a success:true reply without a value is a designed malformed_response, not a crash', async () => {
    // Free play is a session call that is not encrypted (the encrypted ones need the RSA key).
    const body = { os: 'web', platform: 'W' as const, random: 'r' };
    mockApi({ [endpoints.freePlay.path]: null });
    await expect(call(endpoints.freePlay, body, LOGIN_RESULT)).rejects.toMatchObject({ code: 'malformed_response' });
    mockApi({ [endpoints.freePlay.path]: { token: 't1' } });
    await expect(call(endpoints.freePlay, body, LOGIN_RESULT)).rejects.toMatchObject({ code: 'malformed_response' });
    mockApi({ [endpoints.freePlay.path]: good });
    await expect(call(endpoints.freePlay, body, LOGIN_RESULT)).resolves.toMatchObject({ token: 't1' });
  });
});
