/**
 * The host's files as built: hashed files cached forever, the service worker, the web app manifest
 * and everything else revalidated; extension-less paths fall back to index.html (the SPA), answered
 * with their first-paint HTML when there is one. The HTML carries the CSP and the other policies.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import path from 'node:path';
import type { createFirstPaint } from './first-paint';
import { sendText } from './reply';
import { IMMUTABLE, NO_CACHE, isFile, safeJoin, serveFile } from './static';

const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
/** Install as an app: the service worker (root scope) and the web app manifest, always revalidated. */
export const REVALIDATED = new Set(['/sw.js', '/manifest.webmanifest']);

export interface HostFilesOptions {
  hostDir: string;
  /** Development: every host file no-cache. */
  hostNoCache?: boolean;
  firstPaint: ReturnType<typeof createFirstPaint> | null;
  /** The HTML's headers (CSP with the script hashes of `index.html` as served, other policies). */
  htmlHeaders: (index: string) => Record<string, string>;
}

/** Answer a GET/HEAD for a host path (a file, the SPA fallback, 404 or "not built yet"). */
export async function serveHost(
  options: HostFilesOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
): Promise<FastifyReply> {
  const { hostDir, firstPaint } = options;
  const file = safeJoin(hostDir, pathname);
  if (file === 400) return sendText(reply, 400, 'Bad path');
  const index = path.join(hostDir, 'index.html');
  // HTML: the CSP (its script hashes from the file as served), Referrer- and Permissions-Policy.
  const html = {
    cacheControl: NO_CACHE,
    headers: isFile(index) ? options.htmlHeaders(index) : {},
  };
  if (file !== 404 && isFile(file)) {
    if (file === index) return serveFile(request, reply, file, html);
    // The service worker and the web app manifest are never cached (REVALIDATED); hashed files forever.
    const immutable = !options.hostNoCache && !REVALIDATED.has(pathname) && HASHED.test(path.basename(file));
    return serveFile(request, reply, file, { cacheControl: immutable ? IMMUTABLE : NO_CACHE });
  }
  const last = pathname.split('/').pop() ?? '';
  if (file !== 404 && !last.includes('.') && isFile(index)) {
    const page = firstPaint ? await firstPaint.respond(request.raw, pathname, html.headers).catch(() => null) : null;
    if (page) return reply.code(page.status).headers(page.headers).send(page.body ?? null);
    return serveFile(request, reply, index, html);
  }
  if (!isFile(index)) return sendText(reply, 503, 'The host is not built yet (pnpm --filter @vitrine/host build)');
  return sendText(reply, 404, 'Not found');
}
