/**
 * Serving one file, on @fastify/static: content type, cache policy, a content-based ETag + 304,
 * precompressed `.br` / `.gz` siblings chosen by Accept-Encoding (its `preCompressed`; `Vary` on
 * every compressible file; a sibling older than its original is never offered), HEAD.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isCompressible } from '../fsutil';
import { sendText } from './reply';

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
}

/** The type of the file as named (not of its `.br` / `.gz` sibling), per answer. */
const typeOf = new WeakMap<FastifyReply, string>();

/** Register @fastify/static (`reply.sendFile`, no routes of its own) and the answer's last touches. */
export async function staticFiles(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.resolve('/'),
    serve: false,
    preCompressed: true,
    etag: false,
    lastModified: true,
    cacheControl: false,
    dotfiles: 'allow',
    index: false,
    acceptRanges: false,
    setHeaders: (res, file, stat) => {
      const encoding = file.endsWith('.br') ? 'br' : file.endsWith('.gz') ? 'gzip' : null;
      res.setHeader('ETag', etagOf(file, stat, encoding));
    },
  });
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const type = typeOf.get(reply);
    if (!type || reply.statusCode !== 200) return payload;
    if (matches(request.headers['if-none-match'], String(reply.getHeader('etag') ?? ''))) {
      (payload as Readable | null)?.destroy?.();
      reply.code(304);
      reply.removeHeader('content-length');
      reply.removeHeader('content-encoding');
      reply.removeHeader('content-type');
      return null;
    }
    reply.header('Content-Type', type);
    return payload;
  });
}

/**
 * Serve `file` (a 404 when it is not there). Only fresh siblings are offered to the plugin's
 * negotiation: one older than its original is stale (the file was rebuilt since).
 */
export function serveFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  { cacheControl, headers = {} }: ServeOptions,
): FastifyReply {
  const stat = isFile(file);
  if (!stat) return sendText(reply, 404, 'Not found');
  const compressible = isCompressible(file);
  const offered = compressible
    ? [...acceptedEncodings(request.headers['accept-encoding'])].filter((token) => {
        if (token !== 'br' && token !== 'gzip') return false;
        const sibling = isFile(file + (token === 'br' ? '.br' : '.gz'));
        return !sibling || sibling.mtimeMs >= stat.mtimeMs;
      })
    : [];
  if (offered.length) request.headers['accept-encoding'] = offered.join(', ');
  else delete request.headers['accept-encoding'];
  typeOf.set(reply, contentType(file));
  const vary = [compressible ? 'Accept-Encoding' : '', headers.Vary ?? ''].filter(Boolean).join(', ');
  reply.headers({
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
    ...headers,
    ...(vary ? { Vary: vary } : {}),
  });
  return reply.sendFile(path.basename(file), path.dirname(file));
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
