import type { FastifyInstance } from 'fastify';
import type { Sandbox } from './core/context';
import { memberByToken } from './services/members';
import { fromCents } from './core/util';
import { Type, type Static } from '@sinclair/typebox';
import { BALANCE_SOCKET_PATH, type BalancePush, type BalanceSocketAuth } from '@vitrine/shared/api/endpoints';
import { BalancePushSchema } from './responses/wallet';
import { ErrorEnvelope } from './core/http';
import { sameType } from './responses/common';

sameType<Static<typeof BalancePushSchema>, BalancePush>();

/** How long a new socket may take to send its auth message. */
export const SOCKET_AUTH_MS = 5000;

/** No HTTP body: 101 upgrades (messages are BalancePush, or `{type:'pong'}` after `ping`); a plain GET answers an empty 404. */
const socketResponse = {
  101: { description: 'Switching to a WebSocket. The client first sends {type:"auth", token}; then messages: BalancePush after every balance change, {type:"pong"} after "ping".', content: { 'application/json': { schema: Type.Union([BalancePushSchema, Type.Object({ type: Type.Literal('pong') })]) } } },
  '4xx': ErrorEnvelope,
};

/** The token of a first message `{type:'auth', token}`, or null. */
function authToken(data: Buffer): string | null {
  try {
    const message = JSON.parse(data.toString()) as Partial<BalanceSocketAuth>;
    return message.type === 'auth' && typeof message.token === 'string' && message.token ? message.token : null;
  } catch {
    return null;
  }
}

/**
 * Live balance: `GET /wps/ws/balance` upgrades to a WebSocket. The client's first message is
 * `{type:'auth', token}` (the token is never in the URL: a `?token=` is refused); then it sends the
 * balance at once, and `{type:'balance', sumBalance}` after every ledger change of that member. No
 * auth message within 5 s, a bad one or a bad token closes with code 4401 reason
 * CUSTOMER_NOT_LOGIN. Client messages `ping` are answered `{type:'pong'}`.
 */
export function socketRoutes(app: FastifyInstance, sb: Sandbox): void {
  app.get(BALANCE_SOCKET_PATH, { websocket: true, schema: { response: socketResponse } }, (socket, req) => {
    const refuse = () => socket.close(4401, 'CUSTOMER_NOT_LOGIN');
    if ((req.query as { token?: string }).token !== undefined) return refuse();
    let off: (() => void) | undefined;
    const timer = setTimeout(refuse, SOCKET_AUTH_MS);
    const stop = () => {
      clearTimeout(timer);
      off?.();
    };
    socket.on('close', stop);
    socket.on('error', stop);
    socket.on('message', (data: Buffer) => {
      if (off) {
        if (data.toString() === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
        return;
      }
      clearTimeout(timer);
      const token = authToken(data);
      const member = token ? memberByToken(sb.db, token) : null;
      if (!member) return refuse();
      off = sb.bus.add(member.id, socket);
      const first: BalancePush = { type: 'balance', sumBalance: fromCents(sb.ledger.sumBalance(member.id)) };
      socket.send(JSON.stringify(first));
    });
  });
}
