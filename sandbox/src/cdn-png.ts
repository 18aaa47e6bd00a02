import crypto from 'node:crypto';
import zlib from 'node:zlib';

/**
 * Generated raster pictures for the sandbox's CDN (games, vendors, banners, promotions, rewards):
 * the same colours and shape as the SVG icons (cdn.ts), as PNG files. An operator's CDN serves its
 * pictures as raster files; a browser decodes those off the page's main thread, where each SVG
 * picture is a document of its own, parsed, laid out and painted on it. So the storefront's speed
 * measured against the sandbox is the speed a player meets.
 */

/**
 * Pictures drawn, by key and size, oldest first. Bounded: the names come from request paths, so a
 * client asking for endless made-up names must not grow the sandbox's memory without end.
 */
export const PICTURE_CACHE_LIMIT = 512;
const cache = new Map<string, Buffer>();

/** How many pictures are kept drawn (tests). */
export function cachedPictures(): number {
  return cache.size;
}

/** Bytes of a PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGB colour from hue (degrees), saturation and lightness (0–1). */
export function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

/** Whether (x, y) lies in the picture's decoration (0 circle, 1 square, 2 diamond). */
function inShape(shape: number, x: number, y: number, w: number, h: number): boolean {
  if (shape === 0) return (x - w * 0.75) ** 2 + (y - h * 0.3) ** 2 <= (w * 0.18) ** 2;
  if (shape === 1) return x >= w * 0.1 && x <= w * 0.4 && y >= h * 0.1 && y <= h * 0.1 + w * 0.3;
  return Math.abs(x - w * 0.5) / (w * 0.4) + Math.abs(y - h * 0.5) / (h * 0.42) <= 1;
}

/**
 * A w×h PNG for `key`: a diagonal gradient between two hues taken from the key, with a light
 * decoration. The same key always gives the same bytes.
 */
export function iconPng(key: string, w: number, h: number): Buffer {
  const id = `${key}@${w}x${h}`;
  const hit = cache.get(id);
  if (hit) return hit;
  const digest = crypto.createHash('md5').update(key).digest();
  const a = Math.round(digest[0] * 1.41);
  const from = hslToRgb(a, 0.7, 0.45);
  const to = hslToRgb((a + 60) % 360, 0.7, 0.3);
  const shape = crypto.createHash('md5').update(`${key}#`).digest()[1] % 3;
  const stride = w * 3;
  const raw = Buffer.alloc((stride + 1) * h);
  const row = Buffer.alloc(stride);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const t = (x / w + y / h) / 2;
      const light = inShape(shape, x, y, w, h) ? 0.15 : 0;
      for (let c = 0; c < 3; c++) {
        const v = from[c] + (to[c] - from[c]) * t;
        row[x * 3 + c] = Math.round(v + (255 - v) * light);
      }
    }
    // Filter "Sub" (each byte less the one to its left): a gradient compresses to almost nothing.
    const at = y * (stride + 1);
    raw[at] = 1;
    for (let i = 0; i < stride; i++) raw[at + 1 + i] = (row[i] - (i >= 3 ? row[i - 3] : 0)) & 0xff;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  if (cache.size >= PICTURE_CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(id, png);
  return png;
}
