import crypto from 'node:crypto';
import forge from 'node-forge';
import CryptoJS from 'crypto-js';

/** RSA keypair made at start; the client encrypts the (reversed) DES key with the public half. */
export class RsaKeys {
  readonly publicPem: string;
  private readonly privateKeyObject: crypto.KeyObject;
  private readonly privateKey: forge.pki.rsa.PrivateKey;

  constructor() {
    const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
    });
    this.publicPem = publicKey;
    this.privateKeyObject = crypto.createPrivateKey(privateKey);
    this.privateKey = forge.pki.privateKeyFromPem(privateKey);
  }

  /**
   * PKCS#1 v1.5 decrypt of a base64 cipher; throws on a bad cipher. Node 20 refuses PKCS#1 v1.5
   * padding in `privateDecrypt`, so the raw RSA operation runs natively (RSA_NO_PADDING) and the
   * type-2 padding is removed here; node-forge (pure JS, ~30× slower) is the fallback.
   */
  decrypt(b64: string): string {
    let raw: Buffer;
    try {
      raw = crypto.privateDecrypt({ key: this.privateKeyObject, padding: crypto.constants.RSA_NO_PADDING }, Buffer.from(b64, 'base64'));
    } catch {
      return this.privateKey.decrypt(forge.util.decode64(b64), 'RSAES-PKCS1-V1_5');
    }
    // EM = 0x00 || 0x02 || PS (≥ 8 non-zero bytes) || 0x00 || M
    if (raw[0] !== 0x00 || raw[1] !== 0x02) throw new Error('bad RSA padding');
    const sep = raw.indexOf(0x00, 2);
    if (sep < 10) throw new Error('bad RSA padding');
    return raw.subarray(sep + 1).toString('latin1');
  }
}

export function desEncrypt(plain: string, key: string): string {
  return CryptoJS.DES.encrypt(plain, CryptoJS.enc.Utf8.parse(key), { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 }).toString();
}

export function desDecrypt(cipherB64: string, key: string): string {
  const out = CryptoJS.DES.decrypt(cipherB64, CryptoJS.enc.Utf8.parse(key), { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 });
  return out.toString(CryptoJS.enc.Utf8);
}

/**
 * Decrypts an `Encryption: RSA` body. `rsaB64` is the RSA cipher of the reversed 16-char random
 * string; the DES key is the first 8 chars of the (un-reversed) string. Throws Error with a clear
 * message on any failure.
 */
export function decryptPayload(keys: RsaKeys, desValue: string, rsaB64: string): unknown {
  let reversed: string;
  try {
    reversed = keys.decrypt(rsaB64);
  } catch {
    throw new Error('X-RSA header could not be decrypted with the server public key (expected base64 RSA PKCS#1 v1.5)');
  }
  const random = reversed.split('').reverse().join('');
  if (random.length < 8) throw new Error('X-RSA must carry the reversed 16-character random string');
  let plain: string;
  try {
    plain = desDecrypt(desValue, random.slice(0, 8));
  } catch {
    plain = '';
  }
  if (!plain) throw new Error('Encrypted value could not be decrypted (expected base64 DES-ECB PKCS7 with the first 8 chars of the random string)');
  try {
    return JSON.parse(plain);
  } catch {
    throw new Error('Decrypted value is not JSON');
  }
}

/**
 * Opens free play's sealed random string (the client's `sealRandom`): RSA PKCS#1 v1.5 (Base64) of
 * the reversed string. Throws Error with a clear message when it is not such a cipher.
 */
export function openSealedRandom(keys: RsaKeys, sealedB64: string): string {
  let reversed: string;
  try {
    reversed = keys.decrypt(sealedB64);
  } catch {
    throw new Error('random must be the RSA cipher (PKCS#1 v1.5, Base64) of the reversed random string, with the key from /wps/session/key/rsa');
  }
  return reversed.split('').reverse().join('');
}

/** DES-encrypt a customer-service path: Base64 cipher followed by its 8-char key. */
export function encryptServicePath(path: string, key: string): string {
  return desEncrypt(path, key) + key;
}
