import zlib from 'node:zlib';
import type * as E from '@vitrine/shared/api/endpoints';
import { cachedPictures, hslToRgb, iconPng, PICTURE_CACHE_LIMIT } from '../src/cdn-png';
import { makeApi, type Api } from './util';

jest.setTimeout(30_000);

/** Reads a PNG as the spec lays it out: chunks with valid CRCs, then the RGB rows unfiltered. */
function readPng(png: Buffer): { width: number; height: number; pixel: (x: number, y: number) => number[] } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let at = 8;
  const chunks: Array<{ type: string; data: Buffer }> = [];
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(zlib.crc32(png.subarray(at + 4, at + 8 + length)) >>> 0);
    chunks.push({ type, data });
    at += 12 + length;
  }
  expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  const header = chunks[0].data;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  expect([...header.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
  const raw = zlib.inflateSync(chunks[1].data);
  const stride = width * 3;
  expect(raw.length).toBe((stride + 1) * height);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    expect(raw[y * (stride + 1)]).toBe(1); // filter Sub
    const row = Buffer.alloc(stride);
    for (let i = 0; i < stride; i++) row[i] = (line[i] + (i >= 3 ? row[i - 3] : 0)) & 0xff;
    rows.push(row);
  }
  return { width, height, pixel: (x, y) => [...rows[y].subarray(x * 3, x * 3 + 3)] };
}

describe('the sandbox CDN draws its catalogue pictures as PNG files', () => {
  it('writes a valid PNG of the asked size: a gradient from one hue to the next', () => {
    const png = readPng(iconPng('game:PG-0001', 200, 100));
    expect([png.width, png.height]).toEqual([200, 100]);
    // The top-left corner is the first colour of the gradient, the bottom-right near the second.
    const [top, bottom] = [png.pixel(0, 0), png.pixel(199, 99)];
    expect(top).not.toEqual(bottom);
    expect(Math.max(...top)).toBeGreaterThan(Math.max(...bottom));
  });

  it('gives the same bytes for the same key, and other colours for another key', () => {
    expect(iconPng('vendor:PG', 240, 120).equals(iconPng('vendor:PG', 240, 120))).toBe(true);
    expect(readPng(iconPng('vendor:PG', 240, 120)).pixel(0, 0)).not.toEqual(readPng(iconPng('vendor:JILI', 240, 120)).pixel(0, 0));
  });

  it('keeps at most PICTURE_CACHE_LIMIT pictures drawn, however many names are asked for', () => {
    const first = iconPng('banner:made-up-0', 8, 8);
    for (let i = 1; i <= PICTURE_CACHE_LIMIT + 10; i++) iconPng(`banner:made-up-${i}`, 8, 8);
    expect(cachedPictures()).toBe(PICTURE_CACHE_LIMIT);
    // The oldest was let go: drawn again, the same bytes in a new buffer.
    const again = iconPng('banner:made-up-0', 8, 8);
    expect(again).not.toBe(first);
    expect(again.equals(first)).toBe(true);
  });

  it('converts HSL as CSS does', () => {
    expect(hslToRgb(0, 1, 0.5)).toEqual([255, 0, 0]);
    expect(hslToRgb(120, 1, 0.25)).toEqual([0, 128, 0]);
    expect(hslToRgb(240, 0.7, 0.45)).toEqual([34, 34, 195]);
  });

  describe('over HTTP', () => {
    let api: Api;
    beforeAll(async () => {
      api = await makeApi();
    });
    afterAll(async () => {
      await api.app.close();
    });

    it('the game list points at .png pictures, which answer image/png; the .svg names still answer the labelled SVG', async () => {
      const page = await api.v<E.GameListPage>('POST', '/wps/relay/GCSGAME_gameList', { pageNo: 1, pageSize: 2, vassalage: 'PG' });
      const icon = page.games[0].showIcon;
      expect(icon).toMatch(/^\/game\/.+\.png$/);
      const res = await fetch(`${api.base}/__sandbox/cdn${icon}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(readPng(Buffer.from(await res.arrayBuffer())).width).toBe(200);
      const svg = await api.raw('GET', `/__sandbox/cdn${icon.replace(/\.png$/, '.svg')}`);
      expect(svg.headers.get('content-type')).toBe('image/svg+xml');
      expect(svg.text).toContain('<text');
    });

    it('every picture kind answers both names, at its own size, cached for a day and open to any origin; the SVG is labelled from the catalogue', async () => {
      const page = await api.v<E.GameListPage>('POST', '/wps/relay/GCSGAME_gameList', { pageNo: 1, pageSize: 1, vassalage: 'PG' });
      const game = page.games[0];
      const nodeId = game.showIcon.replace(/^\/game\/|\.png$/g, '');
      const sizes: [string, number, number][] = [
        ['vendor/PG', 240, 120],
        [`game/${nodeId}`, 200, 200],
        ['banner/1', 1200, 400],
        ['promo/7', 600, 300],
        ['reward/3', 600, 300],
      ];
      for (const [name, w, h] of sizes) {
        const png = await fetch(`${api.base}/__sandbox/cdn/${name}.png`);
        expect(png.headers.get('content-type')).toBe('image/png');
        expect(png.headers.get('cache-control')).toBe('public, max-age=86400');
        expect(png.headers.get('access-control-allow-origin')).toBe('*');
        const { width, height } = readPng(Buffer.from(await png.arrayBuffer()));
        expect([width, height]).toEqual([w, h]);
        const svg = await api.raw('GET', `/__sandbox/cdn/${name}.svg`);
        expect(svg.headers.get('content-type')).toBe('image/svg+xml');
        expect(svg.text).toContain(`width="${w}" height="${h}"`);
      }
      const gameSvg = await api.raw('GET', `/__sandbox/cdn/game/${nodeId}.svg`);
      expect(gameSvg.text).toContain(`>${game.gameName.slice(0, 14).replace(/&/g, '&#38;')}</text>`);
      expect((await api.raw('GET', '/__sandbox/cdn/promo/7.svg')).text).toContain('>Promo 7</text>');
    });
  });
});
