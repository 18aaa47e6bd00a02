/**
 * The local CDN folder's paths: `/remotes.json` (no-cache; generated per request in development),
 * `/remotes/<name>/<version>/…` (immutable) and, in development, `/__dev/<name>/…` (no-cache) from
 * each remote's build folder. Every answer carries the request's CORS headers.
 */
import type http from 'node:http';
import path from 'node:path';
import type { RemoteName } from '../paths';
import { devManifest } from './dev-manifest';
import { sendJson, sendText } from './reply';
import { IMMUTABLE, NO_CACHE, isFile, safeJoin, serveFile } from './static';

export const isCdnPath = (pathname: string): boolean =>
  pathname === '/remotes.json' || pathname.startsWith('/remotes/') || pathname.startsWith('/__dev/');

export interface CdnFilesOptions {
  cdnDir: string;
  devRemotes?: Partial<Record<RemoteName, string>>;
}

/** Answer a GET/HEAD for a CDN path; false when `pathname` is not one this serves. */
export function serveCdn(
  options: CdnFilesOptions,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  pathname: string,
  cors: Record<string, string>,
): boolean {
  if (pathname === '/remotes.json') {
    if (options.devRemotes) {
      sendJson(res, 200, devManifest(options.cdnDir, options.devRemotes), { ...cors, 'Cache-Control': NO_CACHE });
      return true;
    }
    const file = path.join(options.cdnDir, 'remotes.json');
    if (!isFile(file))
      sendJson(res, 404, { schema: 1, remotes: {}, error: 'no remote has been released yet (pnpm release <remote>)' }, cors);
    else serveFile(req, res, file, { cacheControl: NO_CACHE, headers: cors });
    return true;
  }
  if (pathname.startsWith('/remotes/')) {
    serveUnder(req, res, path.join(options.cdnDir, 'remotes'), pathname.slice('/remotes'.length), IMMUTABLE, cors);
    return true;
  }
  if (pathname.startsWith('/__dev/') && options.devRemotes) {
    const [, , name, ...rest] = pathname.split('/');
    const dir = options.devRemotes[name as RemoteName];
    if (!dir) sendText(res, 404, 'Not found', cors);
    else serveUnder(req, res, dir, `/${rest.join('/')}`, NO_CACHE, cors);
    return true;
  }
  return false;
}

function serveUnder(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  root: string,
  rest: string,
  cacheControl: string,
  cors: Record<string, string>,
): void {
  const file = safeJoin(root, rest);
  if (typeof file === 'number') return sendText(res, file, file === 400 ? 'Bad path' : 'Not found', cors);
  if (!isFile(file)) return sendText(res, 404, 'Not found', cors);
  serveFile(req, res, file, { cacheControl, headers: cors });
}
