import { base64Bytes, sniffImage } from './image-bytes';

const b64 = (s: string) => base64Bytes(s)!;
/** A valid 1x1 PNG. */
const PNG = b64('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==');
/** A minimal baseline JPEG header with SOF0 2x3 and EOI. */
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
  0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x03, 0x00, 0x02, 0x01, 0x01, 0x11, 0x00, 0xff, 0xd9]);
const ascii = (s: string) => new Uint8Array(Array.from(s, (c) => c.charCodeAt(0)));
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
};
/** A PNG with a tEXt chunk inserted after IHDR (CRC not checked here, as browsers sniff regardless). */
function pngWithText(text: string): Uint8Array {
  const body = ascii(`tEXt${text}`);
  const len = new Uint8Array([0, 0, 0, text.length]);
  return concat(PNG.subarray(0, 33), len, body, new Uint8Array(4), PNG.subarray(33));
}

describe('sniffImage', () => {
  it('accepts a real PNG and JPEG with their decoded dimensions', () => {
    expect(sniffImage(PNG)).toEqual({ type: 'png', width: 1, height: 1 });
    expect(sniffImage(JPEG)).toEqual({ type: 'jpeg', width: 2, height: 3 });
  });
  it('refuses HTML named .png, SVG, and text', () => {
    expect(sniffImage(ascii('<!doctype html><html><script>alert(1)</script></html>'))).toBeNull();
    expect(sniffImage(ascii('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'))).toBeNull();
    expect(sniffImage(ascii('GIF89a'))).toBeNull();
  });
  it('refuses polyglots: markup inside a chunk, or anything after IEND / EOI', () => {
    expect(sniffImage(pngWithText('Comment\0ok'))).toEqual({ type: 'png', width: 1, height: 1 });
    expect(sniffImage(pngWithText('Comment\0<script>alert(1)</script>'))).toBeNull();
    expect(sniffImage(concat(PNG, ascii('<html><script>alert(1)</script>')))).toBeNull();
    expect(sniffImage(concat(JPEG, ascii('<script>alert(1)</script>')))).toBeNull();
  });
  it('refuses a header without real dimensions', () => {
    const zero = PNG.slice();
    zero.set([0, 0, 0, 0], 16);
    expect(sniffImage(zero)).toBeNull();
    expect(sniffImage(PNG.subarray(0, 20))).toBeNull();
  });
});
