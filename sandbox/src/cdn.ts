import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Sandbox } from './core/context';
import { ErrorEnvelope } from './core/http';
import { iconPng } from './cdn-png';

/** Response schemas of a route that answers an SVG image. */
const svg = { schema: { response: { 200: { description: 'Generated SVG image', content: { 'image/svg+xml': { schema: Type.String() } } }, '4xx': ErrorEnvelope } } };
/** Response schemas of a route that answers a picture: PNG for a .png name, else SVG. */
const picture = { schema: { response: { 200: { description: 'Generated picture: PNG when the file name ends in .png, else SVG', content: { 'image/png': { schema: Type.String() }, 'image/svg+xml': { schema: Type.String() } } }, '4xx': ErrorEnvelope } } };
/** Response schemas of a route that answers a file of this content type. */
const file = (type: string, description: string) => ({ schema: { response: { 200: { description, content: { [type]: { schema: Type.String() } } }, '4xx': ErrorEnvelope } } });

/** Deterministic generated SVG icons under /__sandbox/cdn (no external hosts). */
function hue(s: string): number {
  return crypto.createHash('md5').update(s).digest()[0] * 1.41;
}

const esc = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function iconSvg(key: string, label: string, w = 200, h = 200): string {
  const a = Math.round(hue(key));
  const b = (a + 60) % 360;
  const text = esc(label.slice(0, 14));
  const shape = crypto.createHash('md5').update(`${key}#`).digest()[1] % 3;
  const deco = shape === 0 ? `<circle cx="${w * 0.75}" cy="${h * 0.3}" r="${w * 0.18}" fill="#ffffff33"/>` : shape === 1 ? `<rect x="${w * 0.1}" y="${h * 0.1}" width="${w * 0.3}" height="${w * 0.3}" rx="8" fill="#ffffff2a" transform="rotate(15 ${w * 0.25} ${h * 0.25})"/>` : `<polygon points="${w * 0.5},${h * 0.08} ${w * 0.9},${h * 0.5} ${w * 0.5},${h * 0.92} ${w * 0.1},${h * 0.5}" fill="#ffffff22"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a},70%,45%)"/><stop offset="1" stop-color="hsl(${b},70%,30%)"/></linearGradient></defs><rect width="${w}" height="${h}" rx="16" fill="url(#g)"/>${deco}<text x="50%" y="${h * 0.86}" text-anchor="middle" font-family="Arial, sans-serif" font-size="${Math.max(12, Math.min(22, (w / Math.max(6, text.length)) * 1.4))}" font-weight="bold" fill="#fff">${text}</text></svg>`;
}

function qrSvg(key: string): string {
  const bytes = crypto.createHash('sha256').update(key).digest();
  let cells = '';
  for (let y = 0; y < 21; y++) for (let x = 0; x < 21; x++) {
    const finder = (x < 7 && y < 7) || (x > 13 && y < 7) || (x < 7 && y > 13);
    const on = finder ? (x % 6 === 0 || y % 6 === 0 || (x % 14 >= 2 && x % 14 <= 4 && y % 14 >= 2 && y % 14 <= 4)) : (bytes[(x * 21 + y) % 32] >> (x % 8)) & 1;
    if (on) cells += `<rect x="${x * 6 + 12}" y="${y * 6 + 12}" width="6" height="6"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="150" viewBox="0 0 150 150"><rect width="150" height="150" fill="#fff"/><g fill="#000">${cells}</g></svg>`;
}

const GTAG_STAND_IN = `(function () {
  var src = document.currentScript && document.currentScript.src;
  var id = src ? new URL(src).searchParams.get('id') : null;
  window.dataLayer = window.dataLayer || [];
  window.__gtagStandIn = { id: id, loaded: true, events: window.dataLayer };
  document.cookie = '_ga=GA1.1.' + Date.now() + '; path=/; max-age=63072000; samesite=lax';
})();
`;

export function cdnRoutes(app: FastifyInstance, sb: Sandbox): void {
  const send = (reply: import('fastify').FastifyReply, body: string | Buffer, type = 'image/svg+xml') =>
    reply.header('content-type', type).header('cache-control', 'public, max-age=86400').header('access-control-allow-origin', '*').send(body);
  /**
   * The catalogue's pictures, one route per kind: `<name>.png` answers a PNG (what the API's rows
   * point at, as an operator's CDN serves raster files), `<name>.svg` the labelled SVG icon.
   */
  const pictures: { kind: string; w: number; h: number; label: (name: string) => string }[] = [
    {
      kind: 'vendor',
      w: 240,
      h: 120,
      label: (v) => (sb.db.prepare('SELECT display_name FROM vendors WHERE vassalage = ?').get(v) as { display_name: string } | undefined)?.display_name ?? v,
    },
    {
      kind: 'game',
      w: 200,
      h: 200,
      label: (n) => (sb.db.prepare('SELECT game_name FROM games WHERE node_id = ?').get(n) as { game_name: string } | undefined)?.game_name ?? n,
    },
    { kind: 'banner', w: 1200, h: 400, label: (n) => `Vitrine ${n}` },
    { kind: 'promo', w: 600, h: 300, label: (n) => `Promo ${n}` },
    { kind: 'reward', w: 600, h: 300, label: (n) => `Reward ${n}` },
  ];
  for (const { kind, w, h, label } of pictures)
    app.get(`/__sandbox/cdn/${kind}/:file`, picture, async (req, reply) => {
      const { file } = req.params as { file: string };
      const name = file.replace(/\.(svg|png)$/, '');
      const key = `${kind}:${name}`;
      return file.endsWith('.png') ? send(reply, iconPng(key, w, h), 'image/png') : send(reply, iconSvg(key, label(name), w, h));
    });
  app.get('/__sandbox/cdn/qr/:file', svg, async (req, reply) => send(reply, qrSvg((req.params as { file: string }).file)));
  app.get('/__sandbox/cdn/COUNTRY_FLAG/:file', svg, async (req, reply) => {
    const c = (req.params as { file: string }).file.replace(/\.(png|svg)$/, '').slice(0, 3);
    return send(reply, iconSvg(`flag:${c}`, c, 48, 32));
  });
  app.get('/__sandbox/cdn/avatar/:file', svg, async (req, reply) => {
    const n = (req.params as { file: string }).file.replace(/\.svg$/, '');
    return send(reply, iconSvg(`avatar:${n}`, n.replace('avatar-', '#'), 96, 96));
  });
  // The apps the download page offers (sandbox stand-ins): the iOS lite app is a real web-clip
  // configuration profile that adds the storefront to the home screen; the iOS and Android "apps"
  // are labelled sandbox builds.
  app.get('/__sandbox/cdn/app/vitrine.mobileconfig', file('application/x-apple-aspen-config', 'Web-clip configuration profile (iOS lite app)'), async (req, reply) => {
    const origin = `${req.protocol}://${req.headers.host ?? 'localhost'}`;
    reply.header('content-type', 'application/x-apple-aspen-config').header('content-disposition', 'attachment; filename="vitrine.mobileconfig"').send(webClipProfile(origin));
  });
  app.get('/__sandbox/cdn/app/vitrine.apk', file('application/vnd.android.package-archive', 'Stand-in Android build'), async (_req, reply) =>
    reply.header('content-type', 'application/vnd.android.package-archive').header('content-disposition', 'attachment; filename="vitrine-sandbox.apk"').send(Buffer.from('Vitrine sandbox: no real Android build is published here.\n')));
  app.get('/__sandbox/cdn/app/ios.html', file('text/html', 'Stand-in App Store page'), async (_req, reply) =>
    reply.header('content-type', 'text/html; charset=utf-8').send('<!doctype html><html lang="en"><meta charset="utf-8"><title>Vitrine for iOS (sandbox)</title><h1>Vitrine for iOS</h1><p>Sandbox: the App Store page of the operator\'s app would open here.</p></html>'));
  // A stand-in for gtag.js (Google's tag script), so tests need no internet: it keeps the page's
  // dataLayer, marks itself loaded with the id from its own URL, and sets a _ga cookie as the real
  // script does, so a test can tell "loaded" (accept) from "never loaded" (decline).
  app.get('/__sandbox/cdn/gtag/js', file('application/javascript', 'Stand-in for gtag.js'), async (_req, reply) =>
    reply.header('content-type', 'application/javascript; charset=utf-8').header('cache-control', 'no-store').header('access-control-allow-origin', '*').send(GTAG_STAND_IN));
  app.get('/__sandbox/cdn/ping.svg', svg, async (_req, reply) => reply.header('content-type', 'image/svg+xml').header('cache-control', 'no-store').send('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'));
}

/** A web-clip configuration profile (the IOS-LITE-APP): installs a home-screen icon opening the storefront full screen. */
function webClipProfile(origin: string): string {
  const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
<key>PayloadContent</key><array><dict>
<key>FullScreen</key><true/><key>IsRemovable</key><true/><key>Label</key><string>Vitrine</string>
<key>PayloadIdentifier</key><string>example.vitrine.webclip</string><key>PayloadType</key><string>com.apple.webClip.managed</string>
<key>PayloadUUID</key><string>6F1C3E52-0B8A-4C7E-9D55-3A0F2B7C9E11</string><key>PayloadVersion</key><integer>1</integer>
<key>URL</key><string>${esc(origin)}/index</string>
</dict></array>
<key>PayloadDisplayName</key><string>Vitrine (lite app)</string><key>PayloadIdentifier</key><string>example.vitrine.profile</string>
<key>PayloadType</key><string>Configuration</string><key>PayloadUUID</key><string>0D7A5B21-4E6F-4A8B-8C3D-5E9F1A2B3C4D</string><key>PayloadVersion</key><integer>1</integer>
</dict></plist>
`;
}
