import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Sandbox } from './core/context';
import { ApiError } from './core/errors';
import { Str } from './core/schemas';
import { fromCents, toCents } from './core/util';
import { settleRound, type GameRow } from './services/betting';
import { guardBet } from './services/rg';
import { gameByNode } from './routes/games';
import { ErrorEnvelope, jsonResponse } from './core/http';
import { ProviderSpinSchema, ProviderStateSchema, type ProviderSpin, type ProviderState } from './responses/control';

/** Response schemas of a route that answers a page (HTML). */
export const htmlResponse = (description: string) => ({ 200: { description, content: { 'text/html': { schema: Type.String() } } }, '4xx': ErrorEnvelope });

interface Ticket {
  ticket: string;
  member_id: number | null;
  node_id: string;
  account_type: 0 | 1;
  play_balance: number;
  language: string;
  created_at: string;
}

const SYMBOLS = ['♣', '♦', '♥', '♠', '★', '7'];
/** Multiplier outcomes and probabilities (return ≈ 94.5 %). */
const OUTCOMES: [number, number][] = [[0, 0.55], [0.5, 0.15], [1, 0.12], [2, 0.1], [5, 0.06], [10, 0.015], [20, 0.005]];
const MULT_SYMBOL: Record<number, string> = { 0.5: '♣', 1: '♦', 2: '♥', 5: '♠', 10: '★', 20: '7' };
const TICKET_TTL_MS = 12 * 3600_000;

function ticketOf(sb: Sandbox, t: string): Ticket {
  const row = sb.db.prepare('SELECT * FROM launch_tickets WHERE ticket = ?').get(t) as Ticket | undefined;
  if (!row || Date.now() - new Date(row.created_at).getTime() > TICKET_TTL_MS) throw new ApiError(401, 'login.not.session', 'Game session expired: launch the game again');
  return row;
}

/** The multipliers a spin can pay (0: the bet is lost). */
export const SPIN_MULTIPLIERS = OUTCOMES.map(([m]) => m);
/** Where the control API queues the next spins' multipliers (`POST /__sandbox/spins`). */
export const SPIN_QUEUE_KEY = 'spins';

/** The next queued multiplier, if a test queued any; else a random one with OUTCOMES' odds. */
function nextMultiplier(sb: Sandbox): number {
  const queued = sb.state.get<number[]>(SPIN_QUEUE_KEY, []);
  if (queued.length > 0) {
    sb.state.set(SPIN_QUEUE_KEY, queued.slice(1));
    return queued[0];
  }
  const r = crypto.randomInt(0, 1_000_000) / 1_000_000;
  let acc = 0;
  for (const [m, p] of OUTCOMES) {
    acc += p;
    if (r < acc) return m;
  }
  return 0;
}

function spinOutcome(sb: Sandbox): { mult: number; reels: string[][] } {
  const mult = nextMultiplier(sb);
  const rnd = () => SYMBOLS[crypto.randomInt(0, SYMBOLS.length)];
  const reels = [0, 1, 2].map(() => [rnd(), rnd(), rnd()]);
  if (mult > 0) for (const reel of reels) reel[1] = MULT_SYMBOL[mult];
  else if (reels[0][1] === reels[1][1] && reels[1][1] === reels[2][1]) reels[2][1] = SYMBOLS[(SYMBOLS.indexOf(reels[2][1]) + 1) % SYMBOLS.length];
  return { mult, reels };
}

function balanceOf(sb: Sandbox, t: Ticket): number {
  return t.account_type === 0 || t.member_id === null ? t.play_balance : sb.ledger.sumBalance(t.member_id);
}

const PAGE = (ticket: string, game: GameRow, free: boolean) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${game.game_name.replace(/[<>&]/g, '')} · Sandbox provider</title>
<style>
body{margin:0;font-family:system-ui,Arial,sans-serif;background:#12131a;color:#eee;display:flex;align-items:center;justify-content:center;min-height:100vh}
.m{background:#1d1f2b;border-radius:16px;padding:20px;width:min(420px,94vw);box-shadow:0 8px 30px #0008;text-align:center}
h1{font-size:18px;margin:0 0 4px}.mode{font-size:12px;color:${free ? '#f1c40f' : '#2ecc71'}}
.reels{display:flex;gap:8px;justify-content:center;margin:16px 0}.reel{background:#0d0e14;border-radius:10px;padding:6px 10px;font-size:34px;line-height:48px}
.reel div{width:40px}.reel div:nth-child(2){background:#ffffff14;border-radius:6px}
.s7{color:#e74c3c;font-weight:bold}.sh{color:#e84393}.sd{color:#f39c12}.ss{color:#f1c40f}
.row{display:flex;gap:8px;justify-content:center;align-items:center;margin:8px 0}
button{background:#1f6feb;color:#fff;border:0;border-radius:8px;padding:10px 22px;font-size:16px;cursor:pointer}button:disabled{opacity:.5}
select{padding:8px;border-radius:8px;background:#0d0e14;color:#eee;border:1px solid #333}
.msg{min-height:22px;font-size:14px}.win{color:#2ecc71}.err{color:#e74c3c}
</style></head><body><div class="m">
<h1 id="name"></h1><div class="mode">${free ? 'FREE PLAY · play balance, nothing real' : 'REAL MONEY'}</div>
<div class="reels" id="reels"></div>
<div class="row">Balance: <b id="bal">…</b></div>
<div class="row"><select id="bet"><option>1</option><option>2</option><option>5</option><option>10</option><option>50</option></select><button id="spin">SPIN</button></div>
<div class="msg" id="msg"></div></div>
<script>
(function(){
var T=${JSON.stringify(ticket)},N=${JSON.stringify(game.game_name)};
document.getElementById('name').textContent=N;
var reels=document.getElementById('reels'),bal=document.getElementById('bal'),msg=document.getElementById('msg'),btn=document.getElementById('spin'),bet=document.getElementById('bet');
function draw(r){reels.innerHTML='';r.forEach(function(col){var d=document.createElement('div');d.className='reel';col.forEach(function(s){var x=document.createElement('div');x.textContent=s;x.className={'7':'s7','♥':'sh','♦':'sd','★':'ss'}[s]||'';d.appendChild(x)});reels.appendChild(d)})}
draw([['♣','♥','♦'],['♠','7','★'],['♦','♣','♥']]);
function state(){fetch('/__sandbox/provider/state?t='+T).then(function(r){return r.json()}).then(function(j){if(j.success){bal.textContent=j.value.balance.toFixed(2)}else{msg.className='msg err';msg.textContent=j.message}})}
btn.onclick=function(){btn.disabled=true;msg.textContent='';
fetch('/__sandbox/provider/spin',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({t:T,bet:Number(bet.value)})})
.then(function(r){return r.json()}).then(function(j){btn.disabled=false;
if(!j.success){msg.className='msg err';msg.textContent=j.message;return}
draw(j.value.reels);bal.textContent=j.value.balance.toFixed(2);
msg.className='msg'+(j.value.win>0?' win':'');msg.textContent=j.value.win>0?('WIN '+j.value.win.toFixed(2)):'No win';
try{parent.postMessage({type:'vitrine:game:balance',balance:j.value.balance},'*')}catch(e){}
}).catch(function(){btn.disabled=false;msg.className='msg err';msg.textContent='Network link abnormal'})};
state();
})();
</script></body></html>`;

const CS_PAGE = (title: string) => `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title><style>body{font-family:system-ui;background:#f6f7fb;margin:0;padding:24px}.b{background:#fff;border-radius:12px;padding:16px;max-width:420px}</style></head><body><div class="b"><h2>${title}</h2><p>Sandbox customer service. An agent would answer here.</p></div></body></html>`;

export function providerRoutes(app: FastifyInstance, sb: Sandbox): void {
  const html = (reply: import('fastify').FastifyReply, body: string) =>
    reply.header('content-type', 'text/html; charset=utf-8').header('content-security-policy', "default-src 'self'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'").send(body);

  app.get('/__sandbox/provider/game', { schema: { querystring: Type.Object({ t: Str(64, 1) }), response: htmlResponse('The demo slot page of a launch ticket') } }, async (req, reply) => {
    const t = ticketOf(sb, (req.query as { t: string }).t);
    const g = gameByNode(sb, t.node_id);
    if (!g) throw new ApiError(404, 'not_found', 'Game not found');
    return html(reply, PAGE(t.ticket, g, t.account_type === 0 || t.member_id === null));
  });

  app.get('/__sandbox/provider/state', { schema: { querystring: Type.Object({ t: Str(64, 1) }), response: jsonResponse(ProviderStateSchema) } }, async (req) => {
    const t = ticketOf(sb, (req.query as { t: string }).t);
    const g = gameByNode(sb, t.node_id)!;
    const value: ProviderState = { balance: fromCents(balanceOf(sb, t)), free: t.account_type === 0, gameName: g.game_name, minBet: fromCents(g.min_bet) };
    return { success: true as const, value };
  });

  app.post('/__sandbox/provider/spin', { schema: { body: Type.Object({ t: Str(64, 1), bet: Type.Number({ minimum: 0.1, maximum: 1000 }) }), response: jsonResponse(ProviderSpinSchema) } }, async (req) => {
    const body = req.body as { t: string; bet: number };
    const t = ticketOf(sb, body.t);
    const g = gameByNode(sb, t.node_id)!;
    const betCents = toCents(body.bet);
    if (betCents < g.min_bet) throw new ApiError(400, 'validation_error', `bet must be at least ${fromCents(g.min_bet)}`);
    const { mult, reels } = spinOutcome(sb);
    const winCents = Math.floor(betCents * mult);
    let balance: number;
    if (t.account_type === 0 || t.member_id === null) {
      if (t.play_balance < betCents) throw new ApiError(400, 'balance_not_enough', 'Play balance is used up: relaunch the free game');
      balance = t.play_balance - betCents + winCents;
      sb.db.prepare('UPDATE launch_tickets SET play_balance = ? WHERE ticket = ?').run(balance, t.ticket);
    } else {
      const memberId = t.member_id;
      // Responsible gaming: a bet that could cross a loss limit, or after the day's session time, is refused.
      balance = guardBet(sb, memberId, betCents, () => ({ out: settleRound(sb.db, sb.ledger, memberId, g, betCents, winCents, sb.clock.iso()).sumBalance, winCents }));
    }
    const value: ProviderSpin = { reels, bet: fromCents(betCents), win: fromCents(winCents), multiplier: mult, balance: fromCents(balance) };
    return { success: true as const, value };
  });

  app.get('/__sandbox/cs/:kind', { schema: { response: htmlResponse('Customer-service page (chat, vip, link)') } }, async (req, reply) => {
    const kind = (req.params as { kind: string }).kind;
    return html(reply, CS_PAGE(kind === 'vip' ? 'VIP customer service' : kind === 'chat' ? 'Live chat' : 'Customer service'));
  });
}
