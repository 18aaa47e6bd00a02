/** Small answers the gateway writes itself: JSON (never stored) and plain text. */
import type http from 'node:http';
import { NO_CACHE } from './static';

export function sendJson(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

export const sendText = (
  res: http.ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void => {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': NO_CACHE,
    ...headers,
  });
  res.end(`${text}\n`);
};
