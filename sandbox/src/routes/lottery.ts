import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import * as E from '@vitrine/shared/api/endpoints';
import type { Sandbox } from '../core/context';
import { route } from '../core/http';
import { ApiError } from '../core/errors';
import { Lits, OptInt, OptStr, Str } from '../core/schemas';
import type { GameRow } from '../services/betting';
import { LotteryGameSchema, LotteryMenusSchema, NearNumerosSchema, OpenedNumeroSchema } from '../responses/lottery';
import { Nullable } from '../responses/common';

const Query = { prizeMode: Type.Optional(Lits('LOTT', 'ELOTT')), device: OptStr(32), language: OptStr(8) };

function interval(g: GameRow): number {
  return g.vassalage === 'TCG_LOTTO_VN' ? 86400 : [60, 180, 300][g.sort % 3];
}

function toLottery(g: GameRow): E.LotteryGame {
  const iv = interval(g);
  const next = (Math.floor(Date.now() / 1000 / iv) + 1) * iv * 1000;
  return {
    gameCode: g.code ?? g.node_id, gameName: g.game_name, accountTypeName: g.account_type_name ?? 'LOTT', vassalage: g.vassalage,
    defaultPlayType: g.default_play_type ?? 'STANDARD', drawInterval: iv, nextDrawTime: new Date(next).toISOString(), icon: `/game/${g.node_id}.png`,
  };
}

function numeroOf(iv: number, idx: number): string {
  const d = new Date(idx * iv * 1000);
  const day = d.toISOString().slice(0, 10).replace(/-/g, '');
  const n = Math.floor((idx * iv * 1000 - Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())) / 1000 / iv) + 1;
  return `${day}-${String(n).padStart(4, '0')}`;
}

function drawOf(g: GameRow, idx: number): E.OpenedNumero {
  const iv = interval(g);
  const h = crypto.createHash('sha256').update(`${g.node_id}:${idx}`).digest();
  const vn = g.vassalage === 'TCG_LOTTO_VN';
  const digits = (o: number, n: number) => Array.from({ length: n }, (_, i) => String(h[(o + i) % 32] % 10)).join('');
  const prizes = vn
    ? { DB: [digits(0, 5)], G1: [digits(5, 5)], G2: [digits(10, 5), digits(12, 5)], G3: [digits(14, 5), digits(16, 5), digits(18, 5)], G7: [digits(20, 2), digits(22, 2), digits(24, 2), digits(26, 2)] }
    : null;
  return {
    gameCode: g.code ?? g.node_id, gameName: g.game_name, numero: numeroOf(iv, idx), openTime: new Date(idx * iv * 1000).toISOString(),
    winningNumbers: vn ? [prizes!.DB[0]] : Array.from({ length: 5 }, (_, i) => String(h[i] % 10)), prizes,
  };
}

function lastIdx(g: GameRow): number {
  return Math.floor(Date.now() / 1000 / interval(g));
}

export function lotteryRoutes(app: FastifyInstance, sb: Sandbox): void {
  const games = (vassalages?: string[]) =>
    (vassalages
      ? sb.db.prepare(`SELECT * FROM games WHERE vassalage IN (${vassalages.map(() => '?').join(',')}) ORDER BY vassalage, sort`).all(...vassalages)
      : sb.db.prepare("SELECT * FROM games WHERE category IN ('ELOTT','LOTT') ORDER BY vassalage, sort").all()) as GameRow[];
  const byCode = (code: string) => {
    const g = sb.db.prepare("SELECT * FROM games WHERE code = ? AND category IN ('ELOTT','LOTT')").get(code) as GameRow | undefined;
    if (!g) throw new ApiError(404, 'not_found', `Lottery game ${code} not found`);
    return g;
  };
  const menus = (vs?: string[]): E.LotteryMenus => {
    const groups = new Map<string, E.LotteryMenu>();
    for (const g of games(vs)) {
      const label = (sb.db.prepare('SELECT display_name FROM vendors WHERE vassalage = ?').get(g.vassalage) as { display_name: string }).display_name;
      if (!groups.has(g.vassalage)) groups.set(g.vassalage, { gameGroupCode: g.vassalage, labelName: label, games: [] });
      groups.get(g.vassalage)!.games.push(toLottery(g));
    }
    return { gameMenus: [...groups.values()] };
  };
  const recent = (memberId: number, vs?: string[]) =>
    (sb.db.prepare(`SELECT g.* FROM recent_games r JOIN games g ON g.node_id = r.node_id WHERE r.member_id = ? AND g.category IN ('ELOTT','LOTT') ORDER BY r.played_at DESC LIMIT 10`).all(memberId) as GameRow[])
      .filter((g) => !vs || vs.includes(g.vassalage))
      .map(toLottery);
  const opened = (q: E.OpenedNumeroRequest, vs?: string[]) => {
    const count = Math.min(200, q.count ?? 20);
    if (q.gameCode) {
      const g = byCode(q.gameCode);
      const last = lastIdx(g);
      return Array.from({ length: count }, (_, i) => drawOf(g, last - i));
    }
    return games(vs).slice(0, count).map((g) => drawOf(g, lastIdx(g)));
  };
  const OpenedQ = Type.Object({ ...Query, gameCode: OptStr(64), count: OptInt(1, 200) });

  const Games = Type.Array(LotteryGameSchema);
  const Draws = Type.Array(OpenedNumeroSchema);
  route(app, sb, E.lotteryGames, { schema: Type.Object(Query), response: Games }, () => games().map(toLottery));
  route(app, sb, E.gameMenus, { schema: Type.Object(Query), response: LotteryMenusSchema }, () => menus());
  route(app, sb, E.recentLottGame, { schema: Type.Object(Query), response: Games }, (_q, ctx) => recent(ctx.me().id));
  // Popular: the most played lottery games first (bets on each game), count 20 unless asked.
  const popular = (count: number) => sb.db.prepare(
    `SELECT g.* FROM games g LEFT JOIN (SELECT node_id, COUNT(*) AS n FROM bets GROUP BY node_id) b ON b.node_id = g.node_id
     WHERE g.category IN ('ELOTT','LOTT') ORDER BY COALESCE(b.n, 0) DESC, g.vassalage, g.sort LIMIT ?`,
  ).all(count) as GameRow[];
  route(app, sb, E.popular, { schema: Type.Object({ ...Query, count: OptInt(1, 100) }), response: Games }, (q) =>
    popular(q.count ?? 20).map(toLottery),
  );
  route(app, sb, E.openedNumero, { schema: OpenedQ, response: Draws }, (q) => opened(q));
  route(app, sb, E.lottOpenedNumero, { schema: OpenedQ, response: Draws }, (q) => opened(q));
  route(app, sb, E.vnLottMenus, { schema: Type.Object(Query), response: LotteryMenusSchema }, () => menus(['TCG_LOTTO_VN']));
  route(app, sb, E.vnRecentMenus, { schema: Type.Object(Query), response: Games }, (_q, ctx) => recent(ctx.me().id, ['TCG_LOTTO_VN']));
  route(app, sb, E.vnLotteryList, { schema: OpenedQ, response: Draws }, (q) => {
    const count = Math.min(200, q.count ?? 100);
    if (q.gameCode) return opened({ ...q, count });
    const vn = games(['TCG_LOTTO_VN']);
    const out: E.OpenedNumero[] = [];
    for (let back = 0; out.length < count && back < 60; back++) for (const g of vn) if (out.length < count) out.push(drawOf(g, lastIdx(g) - back));
    return out;
  });
  route(app, sb, E.draw, { schema: Type.Object({ gameCode: Str(64, 1) }), response: Draws }, (q) => opened({ gameCode: q.gameCode, count: 10 }));
  route(app, sb, E.lottoDraw, { params: Type.Object({ gameCode: Str(64, 1) }), response: Nullable(OpenedNumeroSchema) }, (_q, ctx) => {
    const g = byCode((ctx.req.params as { gameCode: string }).gameCode);
    return drawOf(g, lastIdx(g));
  });
  route(app, sb, E.issue, { schema: Type.Object({ gameCode: Str(64, 1) }), response: NearNumerosSchema }, (q) => {
    const g = byCode(q.gameCode);
    const iv = interval(g);
    const idx = lastIdx(g) + 1;
    return {
      current: { numero: numeroOf(iv, idx), closeTime: new Date(idx * iv * 1000 - 10_000).toISOString(), drawTime: new Date(idx * iv * 1000).toISOString() },
      previous: drawOf(g, idx - 1),
    };
  });
}
