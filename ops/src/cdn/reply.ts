/** Small answers the gateway writes itself: JSON (never stored) and plain text. */
import type { FastifyReply } from 'fastify';

export function sendJson(
  reply: FastifyReply,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): FastifyReply {
  return reply
    .code(status)
    .headers({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers })
    .send(JSON.stringify(body));
}

export const sendText = (
  reply: FastifyReply,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): FastifyReply =>
  reply
    .code(status)
    .headers({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', ...headers })
    .send(`${text}\n`);
