/**
 * The host's files as built: hashed files cached forever, the service worker, the web app manifest
 * and everything else revalidated; extension-less paths fall back to index.html (the SPA), answered
 * with their first-paint HTML when there is one. The HTML carries the CSP and the other policies.
 */
import type http from 'node:http';
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
export function serveHost(options: HostFilesOptions, req: http.IncomingMessage, res: http.ServerResponse, pathname: string): void {
  const { hostDir, firstPaint } = options;
  const file = safeJoin(hostDir, pathname);
  if (file === 400) return sendText(res, 400, 'Bad path');
  const index = path.join(hostDir, 'index.html');
  // HTML: the CSP (its script hashes from the file as served), Referrer- and Permissions-Policy.
  const html = {
    cacheControl: NO_CACHE,
    headers: isFile(index) ? options.htmlHeaders(index) : {},
  };
  if (file !== 404 && isFile(file)) {
    if (file === index) return serveFile(req, res, file, html);
    // The service worker and the web app manifest are never cached (REVALIDATED); hashed files forever.
    const immutable = !options.hostNoCache && !REVALIDATED.has(pathname) && HASHED.test(path.basename(file));
    return serveFile(req, res, file, { cacheControl: immutable ? IMMUTABLE : NO_CACHE });
  }
  const last = pathname.split('/').pop() ?? '';
  if (file !== 404 && !last.includes('.') && isFile(index)) {
    if (!firstPaint) return serveFile(req, res, index, html);
    void firstPaint
      .respond(req, res, pathname, html.headers)
      .catch(() => false)
      .then((done) => {
        if (!done && !res.headersSent) serveFile(req, res, index, html);
      });
    return;
  }
  if (!isFile(index)) return sendText(res, 503, 'The host is not built yet (pnpm --filter @vitrine/host build)');
  return sendText(res, 404, 'Not found');
}
