import { generateKeyPairSync } from 'node:crypto';
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
    // Free play: its body is not encrypted, only its random string is sealed with the RSA key.
    const key = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const rsa = { '/wps/session/key/rsa': key };
    const body = { os: 'web', platform: 'W' as const, random: 'random-01' };
    mockApi({ ...rsa, [endpoints.freePlay.path]: null });
    await expect(call(endpoints.freePlay, body, LOGIN_RESULT)).rejects.toMatchObject({ code: 'malformed_response' });
    mockApi({ ...rsa, [endpoints.freePlay.path]: { token: 't1' } });
    await expect(call(endpoints.freePlay, body, LOGIN_RESULT)).rejects.toMatchObject({ code: 'malformed_response' });
    mockApi({ ...rsa, [endpoints.freePlay.path]: good });
    await expect(call(endpoints.freePlay, body, LOGIN_RESULT)).resolves.toMatchObject({ token: 't1' });
  });
});
