/**
 * Serving one file: content type, cache policy, ETag + 304, precompressed `.br` / `.gz` siblings
 * chosen by Accept-Encoding (with `Vary`), HEAD. No framework; `node:http` only.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { isCompressible } from '../fsutil';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

export const contentType = (file: string): string =>
  TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** The encodings a client accepts (q > 0), from its Accept-Encoding header. */
export function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const part of value.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(token);
  }
  if (accepted.has('*')) ['br', 'gzip'].forEach((e) => accepted.add(e));
  return accepted;
}

const hashes = new Map<string, string>();

/**
 * A strong ETag from the content (files up to 4 MB; cached per file version), else from size and
 * time. Content-based, so a swapped `remotes.json` of the same size never looks unchanged.
 */
function etagOf(file: string, stat: fs.Stats, encoding: string | null): string {
  const suffix = encoding ? `-${encoding}` : '';
  if (stat.size > 4 * 1024 * 1024)
    return `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${suffix}"`;
  const key = `${file}\0${stat.ino}\0${stat.size}\0${stat.mtimeMs}`;
  let hash = hashes.get(key);
  if (!hash) {
    hash = crypto.createHash('sha1').update(fs.readFileSync(file)).digest('base64url').slice(0, 22);
    if (hashes.size > 5000) hashes.clear();
    hashes.set(key, hash);
  }
  return `"${hash}${suffix}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

const isFile = (file: string): fs.Stats | null => {
  try {
    const stat = fs.statSync(file);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
};

export interface ServeOptions {
  cacheControl: string;
  headers?: Record<string, string>;
  status?: number;
}

/** Serve `file` (which must exist). Picks a precompressed sibling when the client accepts it. */
export function serveFile(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  file: string,
  { cacheControl, headers = {}, status = 200 }: ServeOptions,
): void {
  let stat = isFile(file);
  if (!stat) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_CACHE });
    res.end('Not found\n');
    return;
  }
  let body = file;
  let encoding: string | null = null;
  const compressible = isCompressible(file);
  if (compressible) {
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    for (const [token, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      const sibling = accepted.has(token) ? isFile(file + suffix) : null;
      // A sibling older than its original is stale (the file was rebuilt since): skip it.
      if (sibling && sibling.mtimeMs >= stat.mtimeMs) {
        body = file + suffix;
        stat = sibling;
        encoding = token;
        break;
      }
    }
  }
  const etag = etagOf(body, stat, encoding);
  const common: Record<string, string> = {
    'Cache-Control': cacheControl,
    ETag: etag,
    'Last-Modified': stat.mtime.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
    ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
    ...headers,
  };
  if (status === 200 && matches(req.headers['if-none-match'], etag)) {
    res.writeHead(304, common);
    res.end();
    return;
  }
  res.writeHead(status, {
    ...common,
    'Content-Type': contentType(file),
    'Content-Length': String(stat.size),
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = fs.createReadStream(body);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

/**
 * Map a URL path below `root` to a file path. Returns 400 when it tries to leave `root` (`..`,
 * encoded or not, backslashes, NUL) or cannot be decoded, 404 for hidden names (`.lock`, temp
 * folders). `rest` is the path after the mount point.
 */
export function safeJoin(root: string, rest: string): string | 400 | 404 {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    return 400;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return 400;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((s) => s === '..' || s === '.')) return 400;
  if (segments.some((s) => s.startsWith('.'))) return 404;
  const resolved = path.resolve(root, ...segments);
  const base = path.resolve(root);
  if (resolved !== base && !resolved.startsWith(base + path.sep)) return 400;
  return resolved;
}

export { isFile };
