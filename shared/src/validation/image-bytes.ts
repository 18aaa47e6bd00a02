/**
 * What an uploaded image really is, from its bytes (not its name, `File.type` or data-URL prefix):
 * a PNG or a JPEG whose header decodes to real dimensions, with nothing that a browser could run
 * as markup. SVG, HTML and polyglots (an image with an HTML/script payload inside or after it)
 * are refused. Used by the apply form and the payout proof (client) and by the sandbox.
 * Pure and dependency-free, so the sandbox imports it too (`@vitrine/shared/image-bytes`).
 */
export interface SniffedImage {
  type: 'png' | 'jpeg';
  width: number;
  height: number;
}

/** Largest side we accept (a decoded header beyond this is a forged or absurd image). */
const MAX_SIDE = 20_000;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Markup a browser would run when the bytes are served or sniffed as HTML/SVG. */
const ACTIVE_MARKUP = /<\s*(?:script|html|svg|iframe|body|object|embed|img|a\s|meta|link|style|!doctype)|javascript:|onerror\s*=|onload\s*=/i;

const u32 = (b: Uint8Array, i: number) => ((b[i] << 24) | (b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]) >>> 0;
const u16 = (b: Uint8Array, i: number) => (b[i] << 8) | b[i + 1];

function sniffPng(b: Uint8Array): SniffedImage | null {
  if (b.length < 33 || PNG_SIGNATURE.some((v, i) => b[i] !== v)) return null;
  // The first chunk must be IHDR (length 13): width and height, 1 .. 2^31.
  if (u32(b, 8) !== 13 || String.fromCharCode(b[12], b[13], b[14], b[15]) !== 'IHDR') return null;
  const width = u32(b, 16);
  const height = u32(b, 20);
  // Walk the chunks to IEND; anything after it is a payload riding on the image.
  let i = 8;
  while (i + 12 <= b.length) {
    const length = u32(b, i);
    const type = String.fromCharCode(b[i + 4], b[i + 5], b[i + 6], b[i + 7]);
    const next = i + 12 + length;
    if (next > b.length) return null;
    if (type === 'IEND') {
      if (next !== b.length) return null;
      return { type: 'png', width, height };
    }
    i = next;
  }
  return null;
}

function sniffJpeg(b: Uint8Array): SniffedImage | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null;
  // Find a start-of-frame marker (SOF0..SOF15 except DHT/JPG/DAC) for the dimensions.
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01 || marker === 0xff) {
      i += marker === 0xff ? 1 : 2;
      continue;
    }
    const length = u16(b, i + 2);
    if (length < 2) return null;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = u16(b, i + 5);
      const width = u16(b, i + 7);
      // It must end with EOI (a trailing payload after the image is refused by the markup scan).
      if (b[b.length - 2] !== 0xff || b[b.length - 1] !== 0xd9) return null;
      return { type: 'jpeg', width, height };
    }
    i += 2 + length;
  }
  return null;
}

function hasActiveMarkup(b: Uint8Array): boolean {
  // Latin-1 view of the bytes: markup is ASCII wherever it hides (a text chunk, a comment, the tail).
  const step = 1 << 15;
  let text = '';
  for (let i = 0; i < b.length; i += step) text += String.fromCharCode(...b.subarray(i, i + step));
  return ACTIVE_MARKUP.test(text);
}

/** The image the bytes hold, or null when they are not a clean PNG/JPEG with real dimensions. */
export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  const image = sniffPng(bytes) ?? sniffJpeg(bytes);
  if (!image) return null;
  if (image.width < 1 || image.height < 1 || image.width > MAX_SIDE || image.height > MAX_SIDE) return null;
  if (hasActiveMarkup(bytes)) return null;
  return image;
}

/** Decodes the Base64 of a `data:` URL (no Buffer/atob dependency: works in browsers and Node). */
export function base64Bytes(base64: string): Uint8Array | null {
  const clean = base64.replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 !== 0) return null;
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const pad = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  const out = new Uint8Array((clean.length / 4) * 3 - pad);
  let o = 0;
  for (let i = 0; i < clean.length; i += 4) {
    const n = (alphabet.indexOf(clean[i]) << 18) | (alphabet.indexOf(clean[i + 1]) << 12) | ((alphabet.indexOf(clean[i + 2]) & 63) << 6) | (alphabet.indexOf(clean[i + 3]) & 63);
    if (o < out.length) out[o++] = (n >> 16) & 255;
    if (o < out.length) out[o++] = (n >> 8) & 255;
    if (o < out.length) out[o++] = n & 255;
  }
  return out;
}
