#!/usr/bin/env node
/**
 * Draws the storefront's install icons (host/src/pwa/icons/*.png, committed): the favicon's gold V
 * on the dark theme's background. `icon-192.png` and `icon-512.png` are rounded squares
 * (purpose "any"); `icon-maskable-512.png` fills the square and keeps the V inside the central
 * 80 % safe zone (purpose "maskable"). Run again only to change the artwork:
 *   node host/scripts/pwa-icons.cjs
 * PNG encoding by pngjs (already in the repo through remote-member's qrcode).
 */
const fs = require('node:fs');
const path = require('node:path');

const { PNG } = require(require.resolve('pngjs', { paths: [path.dirname(require.resolve('qrcode', { paths: [path.join(__dirname, '..', '..', 'remote-member')] }))] }));

const BG = [0x0b, 0x10, 0x20];
const GOLD = [0xf2, 0xc1, 0x4e];
const SAMPLES = 4;

const segmentDistance = (px, py, ax, ay, bx, by) => {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
};

/** Inside a rounded square of side 1 (corner radius r)? */
const inRounded = (x, y, r) => {
  const cx = Math.min(Math.max(x, r), 1 - r);
  const cy = Math.min(Math.max(y, r), 1 - r);
  return Math.hypot(x - cx, y - cy) <= r;
};

function draw(size, { maskable }) {
  const png = new PNG({ width: size, height: size });
  // The V of the favicon (viewBox 32: M7 8 L16 25 L25 8, stroke 4), scaled into the icon.
  const scale = maskable ? 0.62 : 0.78;
  const offset = (1 - scale) / 2;
  const map = (v) => offset + (v / 32) * scale;
  const a = [map(7), map(8) + 0.02];
  const b = [map(16), map(25) + 0.02];
  const c = [map(25), map(8) + 0.02];
  const half = ((4 / 32) * scale) / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let cover = 0;
      let gold = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const u = (x + (sx + 0.5) / SAMPLES) / size;
          const v = (y + (sy + 0.5) / SAMPLES) / size;
          if (!maskable && !inRounded(u, v, 0.1875)) continue;
          cover++;
          const d = Math.min(segmentDistance(u, v, ...a, ...b), segmentDistance(u, v, ...b, ...c));
          if (d <= half) gold++;
        }
      }
      const total = SAMPLES * SAMPLES;
      const g = cover ? gold / cover : 0;
      const i = (y * size + x) * 4;
      for (let k = 0; k < 3; k++) png.data[i + k] = Math.round(BG[k] * (1 - g) + GOLD[k] * g);
      png.data[i + 3] = Math.round((cover / total) * 255);
    }
  }
  return PNG.sync.write(png);
}

const out = path.join(__dirname, '..', 'src', 'pwa', 'icons');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'icon-192.png'), draw(192, { maskable: false }));
fs.writeFileSync(path.join(out, 'icon-512.png'), draw(512, { maskable: false }));
fs.writeFileSync(path.join(out, 'icon-maskable-512.png'), draw(512, { maskable: true }));
console.log(`icons written to ${path.relative(process.cwd(), out)}`);
