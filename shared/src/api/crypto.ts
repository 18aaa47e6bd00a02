/**
 * The operator API's payload encryption (api-notes, "Encrypted calls"), with crypto-js and
 * jsencrypt. Loaded lazily by the client: only encrypted calls pay for it.
 */
import JSEncrypt from 'jsencrypt';
import { desEncrypt } from './des';

export { desEncrypt, desDecrypt, decryptServicePath } from './des';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random 16-character string from the platform's CSPRNG. */
export function randomKey(length = 16): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
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
 * Free-play login's "encrypted random string" (spec section 7): sealed the way the encrypted calls
 * seal their random string (api-notes, "Encrypted calls", step 3): RSA PKCS#1 v1.5 of the
 * reversed string with the server's public key, Base64. The sandbox opens it with its private key.
 */
export function sealRandom(random: string, publicKeyPem: string): string {
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKeyPem);
  const sealed = rsa.encrypt(random.split('').reverse().join(''));
  if (!sealed) throw new Error('RSA encryption failed: bad public key');
  return sealed;
}
