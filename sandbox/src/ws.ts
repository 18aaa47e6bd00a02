import type { FastifyInstance } from 'fastify';
import type { Sandbox } from './core/context';
import { memberByToken } from './services/members';
import { fromCents } from './core/util';
import { Type, type Static } from '@sinclair/typebox';
import { BALANCE_SOCKET_PATH, type BalancePush } from '@vitrine/shared/api/endpoints';
import { BalancePushSchema } from './responses/wallet';
import { ErrorEnvelope } from './core/http';
import { sameType } from './responses/common';

sameType<Static<typeof BalancePushSchema>, BalancePush>();

/** No HTTP body: 101 upgrades (messages are BalancePush, or `{type:'pong'}` after `ping`); a plain GET answers an empty 404. */
const socketResponse = {
  101: { description: 'Switching to a WebSocket. Messages: BalancePush after every balance change, {type:"pong"} after "ping".', content: { 'application/json': { schema: Type.Union([BalancePushSchema, Type.Object({ type: Type.Literal('pong') })]) } } },
  '4xx': ErrorEnvelope,
};

/**
 * Live balance: `GET /wps/ws/balance?token=…` upgrades to a WebSocket. It sends the balance at once,
 * then `{type:'balance', sumBalance}` after every ledger change of that member. A bad token closes
 * with code 4401 reason CUSTOMER_NOT_LOGIN. Client messages `ping` are answered `{type:'pong'}`.
 */
export function socketRoutes(app: FastifyInstance, sb: Sandbox): void {
  app.get(BALANCE_SOCKET_PATH, { websocket: true, schema: { response: socketResponse } }, (socket, req) => {
    const token = (req.query as { token?: string }).token ?? '';
    const member = token ? memberByToken(sb.db, token) : null;
    if (!member) {
      socket.close(4401, 'CUSTOMER_NOT_LOGIN');
      return;
    }
    const off = sb.bus.add(member.id, socket);
    socket.on('close', off);
    socket.on('error', off);
    socket.on('message', (data: Buffer) => {
      if (data.toString() === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
    });
    const first: BalancePush = { type: 'balance', sumBalance: fromCents(sb.ledger.sumBalance(member.id)) };
    socket.send(JSON.stringify(first));
  });
}
