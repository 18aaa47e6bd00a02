/**
 * The local CDN folder's paths: `/remotes.json` (no-cache; generated per request in development),
 * `/remotes/<name>/<version>/…` (immutable) and, in development, `/__dev/<name>/…` (no-cache) from
 * each remote's build folder. Every answer carries the request's CORS headers.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
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

/** Answer a GET/HEAD for a CDN path; null when `pathname` is not one this serves. */
export function serveCdn(
  options: CdnFilesOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
  cors: Record<string, string>,
): FastifyReply | null {
  if (pathname === '/remotes.json') {
    if (options.devRemotes)
      return sendJson(reply, 200, devManifest(options.cdnDir, options.devRemotes), { ...cors, 'Cache-Control': NO_CACHE });
    const file = path.join(options.cdnDir, 'remotes.json');
    if (!isFile(file))
      return sendJson(reply, 404, { schema: 1, remotes: {}, error: 'no remote has been released yet (pnpm release <remote>)' }, cors);
    return serveFile(request, reply, file, { cacheControl: NO_CACHE, headers: cors });
  }
  if (pathname.startsWith('/remotes/'))
    return serveUnder(request, reply, path.join(options.cdnDir, 'remotes'), pathname.slice('/remotes'.length), IMMUTABLE, cors);
  if (pathname.startsWith('/__dev/') && options.devRemotes) {
    const [, , name, ...rest] = pathname.split('/');
    const dir = options.devRemotes[name as RemoteName];
    if (!dir) return sendText(reply, 404, 'Not found', cors);
    return serveUnder(request, reply, dir, `/${rest.join('/')}`, NO_CACHE, cors);
  }
  return null;
}

function serveUnder(
  request: FastifyRequest,
  reply: FastifyReply,
  root: string,
  rest: string,
  cacheControl: string,
  cors: Record<string, string>,
): FastifyReply {
  const file = safeJoin(root, rest);
  if (typeof file === 'number') return sendText(reply, file, file === 400 ? 'Bad path' : 'Not found', cors);
  if (!isFile(file)) return sendText(reply, 404, 'Not found', cors);
  return serveFile(request, reply, file, { cacheControl, headers: cors });
}
