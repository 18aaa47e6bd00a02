import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { decryptServicePath, desDecrypt, desEncrypt, encryptBody, randomKey, sealRandom } from './crypto';
import { call, resetApiClientCache } from './client';
import { freePlay } from './endpoints/session';
import { mockApi } from '../testing';

describe('payload encryption (api-notes, Encrypted calls)', () => {
  it('makes 16-character random keys from the CSPRNG', () => {
    const a = randomKey();
    const b = randomKey();
    expect(a).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(a).not.toEqual(b);
  });

  it('DES-ECB round-trips with the first 8 characters as key', () => {
    const cipher = desEncrypt('{"username":"demo"}', 'abcdefghXXXXXXXX');
    expect(cipher).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(desDecrypt(cipher, 'abcdefghYYYYYYYY')).toBe('{"username":"demo"}');
  });

  it('seals a body as {value} with the RSA of the reversed key in X-RSA', () => {
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const sealed = encryptBody({ username: 'demo', password: 'x' }, pem);
    expect(sealed.headers.Encryption).toBe('RSA');
    expect(Buffer.from(sealed.headers['X-RSA'], 'base64')).toHaveLength(256);
    expect(sealed.headers['X-Digest']).toBe(sealed.body.value);
  });
});

describe('customer-service path (type 3)', () => {
  it('decrypts the Base64 cipher with the key in its last 8 characters', () => {
    const key = 'k3yK3y99';
    const path = desEncrypt('https://chat.example.test/room?id=7', key) + key;
    expect(decryptServicePath(path)).toBe('https://chat.example.test/room?id=7');
  });

  it('answers null for a path that is too short or does not decrypt', () => {
    expect(decryptServicePath('short')).toBeNull();
    expect(decryptServicePath('bm90IGEgY2lwaGVy' + '12345678')).toBeNull();
  });
});

describe("free play's encrypted random string", () => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  /** What the server does: RSA (PKCS#1 v1.5 padding removed by hand, as the sandbox does), then un-reverse. */
  const open = (b64: string) => {
    const raw = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, Buffer.from(b64, 'base64'));
    expect([raw[0], raw[1]]).toEqual([0, 2]);
    return raw.subarray(raw.indexOf(0, 2) + 1).toString('latin1').split('').reverse().join('');
  };

  it('sealRandom: the RSA of the reversed string, a fresh cipher each time, opening to the string', () => {
    const a = sealRandom('0123456789abcdef', publicKey);
    const b = sealRandom('0123456789abcdef', publicKey);
    expect(a).not.toBe(b);
    expect(Buffer.from(a, 'base64')).toHaveLength(256);
    expect(open(a)).toBe('0123456789abcdef');
    expect(open(b)).toBe('0123456789abcdef');
    expect(() => sealRandom('x', 'not a key')).toThrow(/RSA/);
  });

  it('the free-play call sends its random string sealed, the rest of the body and the gateway header as they are', async () => {
    resetApiClientCache();
    let sent: { body: Record<string, string> } | null = null;
    const fetchMock = mockApi({
      '/wps/session/key/rsa': publicKey,
      [freePlay.path]: (body: unknown) => {
        sent = { body: body as Record<string, string> };
        return { token: 't1', userName: 'trial_1' };
      },
    });
    await call(freePlay, { os: 'Linux', platform: 'W', random: 'kept-random-0001' });
    expect(sent!.body.os).toBe('Linux');
    expect(sent!.body.platform).toBe('W');
    expect(sent!.body.random).not.toContain('kept-random');
    expect(open(sent!.body.random)).toBe('kept-random-0001');
    const requests = fetchMock.mock.calls.map(([input, init]) => (input instanceof Request ? input : new Request(String(input), init)));
    expect(requests.find((r) => r.url.includes('/freeplay'))?.headers.get('X-Gateway-Version')).toBe('3');
  });
});
