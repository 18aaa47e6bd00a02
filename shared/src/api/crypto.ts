/**
 * The operator API's payload encryption (api-notes, "Encrypted calls"), with crypto-js and
 * jsencrypt. Loaded lazily by the client: only encrypted calls pay for it.
 */
import CryptoJS from 'crypto-js/core';
import 'crypto-js/tripledes'; // registers CryptoJS.DES (and TripleDES)
import 'crypto-js/mode-ecb';
import JSEncrypt from 'jsencrypt';

const { DES, mode, pad, enc } = CryptoJS;
const ECB = mode.ECB;
const Pkcs7 = pad.Pkcs7;
const Utf8 = enc.Utf8;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random 16-character string from the platform's CSPRNG. */
export function randomKey(length = 16): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** DES-ECB, PKCS7, Base64 out; the key is the first 8 characters of `key`. */
export function desEncrypt(plain: string, key: string): string {
  return DES.encrypt(plain, Utf8.parse(key.slice(0, 8)), { mode: ECB, padding: Pkcs7 }).toString();
}

export function desDecrypt(cipherBase64: string, key: string): string {
  return DES.decrypt(cipherBase64, Utf8.parse(key.slice(0, 8)), { mode: ECB, padding: Pkcs7 }).toString(Utf8);
}

export interface EncryptedBody {
  /** JSON body to send: `{ value: <DES cipher> }`. */
  body: { value: string };
  /** Headers to send with it. */
  headers: Record<string, string>;
}

/** Encrypt a JSON body for a call marked encrypted. */
export function encryptBody(payload: unknown, publicKeyPem: string): EncryptedBody {
  const random = randomKey(16);
  const digest = desEncrypt(JSON.stringify(payload ?? {}), random);
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKeyPem);
  const reversed = random.split('').reverse().join('');
  const sealed = rsa.encrypt(reversed);
  if (!sealed) throw new Error('RSA encryption failed: bad public key');
  return {
    body: { value: digest },
    headers: { Encryption: 'RSA', 'X-RSA': sealed, 'X-Digest': digest },
  };
}

/**
 * The customer-service path (type 3): Base64 DES cipher followed by its 8-character key.
 * Returns the plain URL, or null when it does not decrypt to one.
 */
export function decryptServicePath(path: string): string | null {
  if (!path || path.length <= 8) return null;
  const key = path.slice(-8);
  const cipher = path.slice(0, -8);
  try {
    const plain = desDecrypt(cipher, key);
    return plain ? plain : null;
  } catch {
    return null;
  }
}
