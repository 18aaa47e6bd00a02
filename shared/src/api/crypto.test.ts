import { generateKeyPairSync } from 'node:crypto';
import { decryptServicePath, desDecrypt, desEncrypt, encryptBody, randomKey } from './crypto';

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
