/**
 * CORS for the CDN paths (`/remotes.json`, `/remotes/…`, `/__dev/…`): other origins allowed to load
 * the remotes (option, else env CDN_ALLOW_ORIGINS, comma-separated; `*` for any).
 */
import type http from 'node:http';

/** The allowed origins: the option when given, else env CDN_ALLOW_ORIGINS. */
export const allowedOrigins = (option?: string[]): string[] =>
  option ??
  (process.env.CDN_ALLOW_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);

/** The CORS headers for a request: none without an Origin header or when it is not allowed. */
export const corsHeadersFor =
  (allowOrigins: string[]) =>
  (req: http.IncomingMessage): Record<string, string> => {
    const origin = req.headers.origin;
    if (!origin || !allowOrigins.length) return {};
    const allowed = allowOrigins.includes('*') ? '*' : allowOrigins.includes(origin) ? origin : null;
    if (!allowed) return {};
    return {
      'Access-Control-Allow-Origin': allowed,
      'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
      'Access-Control-Max-Age': '86400',
      'Timing-Allow-Origin': allowed,
      ...(allowed === '*' ? {} : { Vary: 'Origin' }),
    };
  };
