/**
 * DES-ECB with crypto-js: the half of the operator API's payload encryption that the
 * customer-service path (type 3) needs too. Kept apart from ./crypto (which adds jsencrypt for
 * the RSA seal) so a module that only decrypts a service path does not pull RSA in.
 */
import CryptoJS from 'crypto-js/core';
import 'crypto-js/tripledes'; // registers CryptoJS.DES (and TripleDES)
import 'crypto-js/mode-ecb';

const { DES, mode, pad, enc } = CryptoJS;
const ECB = mode.ECB;
const Pkcs7 = pad.Pkcs7;
const Utf8 = enc.Utf8;

/** DES-ECB, PKCS7, Base64 out; the key is the first 8 characters of `key`. */
export function desEncrypt(plain: string, key: string): string {
  return DES.encrypt(plain, Utf8.parse(key.slice(0, 8)), { mode: ECB, padding: Pkcs7 }).toString();
}

export function desDecrypt(cipherBase64: string, key: string): string {
  return DES.decrypt(cipherBase64, Utf8.parse(key.slice(0, 8)), { mode: ECB, padding: Pkcs7 }).toString(Utf8);
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
