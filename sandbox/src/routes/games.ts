import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import * as E from '@vitrine/shared/api/endpoints';
import type { Sandbox } from '../core/context';
import { route } from '../core/http';
import { guardPlay, touchPlay } from '../services/rg';
import { ApiError } from '../core/errors';
import { Lits, OptInt, OptStr, Paging, Str } from '../core/schemas';
import { fmtDate, fromCents, maskName, nowIso, paging } from '../core/util';
import type { GameRow } from '../services/betting';
import { HOUSE, MAIN } from '../services/ledger';
import { GAME_TYPES, VENDORS } from '../seed/data';

/** Vendors on the seamless wallet (marked in the seed). */
const SEAMLESS = new Set(VENDORS.filter((v) => v.seamless).map((v) => v.vassalage));
import {
  ClaimRebateSchema, FavoriteIdsSchema, GameClassifySchema, GameListPageSchema, GameListValueSchema, JackpotSchema, LaunchGameResultSchema, MatchListSchema,
  RebateSettingSchema, RoomListSchema, VendorLanesSchema, WinnerListSchema,
} from '../responses/games';

interface VendorRow {
  vassalage: string;
  display_name: string;
  category: E.GameCategory;
  also_in: string;
  is_hot: number;
  support_play: number;
  direct_launch: number;
  account_type_name: string | null;
  maintenance: string | null;
  sort: number;
}

/** Category as the front end sees it: SPORTS vendors on the brand esports list are ESPORTS. */
export function effectiveCategory(sb: Sandbox, vassalage: string, category: E.GameCategory): E.GameCategory {
  return category === 'SPORTS' && sb.state.brand.esports.includes(vassalage) ? 'ESPORTS' : category;
}

export function toGame(sb: Sandbox, g: GameRow): E.Game {
  return {
    nodeId: g.node_id, gameId: g.game_id, vassalage: g.vassalage, gameName: g.game_name, nodeName: g.game_name, gameType: g.game_type,
    category: effectiveCategory(sb, g.vassalage, g.category), showIcon: `/game/${g.node_id}.png`, supportPlay: g.support_play as 0 | 1,
    isHot: g.is_hot as 0 | 1, isGame: g.is_game, code: g.code, defaultPlayType: g.default_play_type, accountTypeName: g.account_type_name,
    minBet: fromCents(g.min_bet), lineNum: g.line_num, rtp: g.rtp,
  };
}

export function gameByNode(sb: Sandbox, nodeId: string): GameRow | undefined {
  return sb.db.prepare('SELECT * FROM games WHERE node_id = ?').get(nodeId) as GameRow | undefined;
}

function vendorRows(sb: Sandbox): VendorRow[] {
  return sb.db.prepare('SELECT * FROM vendors ORDER BY sort').all() as VendorRow[];
}

export function vendorLanes(sb: Sandbox): E.GameVendorLanes {
  const lanes = new Map<E.GameCategory, E.GameVendorLane>(E.GAME_CATEGORIES.map((c) => [c, { title: c, cards: [], gameClassify: GAME_TYPES[c] }]));
  const first = sb.db.prepare('SELECT node_id, game_id FROM games WHERE vassalage = ? AND parent_node_id IS NULL ORDER BY sort LIMIT 1');
  const count = sb.db.prepare('SELECT COUNT(*) AS n FROM games WHERE vassalage = ? AND parent_node_id IS NULL');
  for (const v of vendorRows(sb)) {
    const f = first.get(v.vassalage) as { node_id: string; game_id: string } | undefined;
    const cats = [effectiveCategory(sb, v.vassalage, v.category), ...(v.also_in ? (v.also_in.split(',') as E.GameCategory[]) : [])];
    for (const cat of cats) {
      lanes.get(cat)?.cards.push({
        vassalage: v.vassalage, displayName: v.display_name, smallIcon: `/vendor/${v.vassalage}.png`, showIcon: `/vendor/${v.vassalage}.png`,
        isHot: v.is_hot as 0 | 1, supportPlay: v.support_play as 0 | 1, category: cat, directLaunch: v.direct_launch === 1, seamless: SEAMLESS.has(v.vassalage),
        nodeId: v.direct_launch ? (f?.node_id ?? null) : null, gameId: v.direct_launch ? (f?.game_id ?? null) : null,
        accountTypeName: v.account_type_name, maintenance: v.maintenance ? (JSON.parse(v.maintenance) as E.VendorMaintenance) : null,
        gameCount: (count.get(v.vassalage) as { n: number }).n,
      });
    }
  }
  return { data: { lanes: [...lanes.values()].filter((l) => l.cards.length > 0) } };
}

export function launchTicket(sb: Sandbox, memberId: number | null, nodeId: string, accountType: 0 | 1, language: string): string {
  const ticket = crypto.randomBytes(16).toString('hex');
  sb.db.prepare('INSERT INTO launch_tickets (ticket, member_id, node_id, account_type, play_balance, language, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    ticket, memberId, nodeId, accountType, accountType === 0 ? 200_000 : 0, language, nowIso(),
  );
  return ticket;
}

/** The demo provider's page of a ticket, on the provider's own origin (one of boot's launchGameCDNs). */
const gameUrl = (sb: Sandbox, ticket: string) => `${sb.providerOrigin()}/__sandbox/provider/game?t=${ticket}`;

function resolveGame(sb: Sandbox, b: { nodeId?: string; gameId?: string; roomId?: string; vassalage: string; gameCode?: string }): GameRow {
  let g: GameRow | undefined;
  if (b.nodeId) g = gameByNode(sb, b.nodeId);
  else if (b.roomId) g = gameByNode(sb, b.roomId.replace(/-R\d+$/, ''));
  else if (b.gameId) g = sb.db.prepare('SELECT * FROM games WHERE game_id = ? AND vassalage = ?').get(b.gameId, b.vassalage) as GameRow | undefined;
  else if (b.gameCode) g = sb.db.prepare('SELECT * FROM games WHERE code = ?').get(b.gameCode) as GameRow | undefined;
  else g = sb.db.prepare('SELECT * FROM games WHERE vassalage = ? AND parent_node_id IS NULL ORDER BY sort LIMIT 1').get(b.vassalage) as GameRow | undefined;
  if (!g) throw new ApiError(404, 'not_found', 'Game not found');
  if (g.vassalage !== b.vassalage) throw new ApiError(400, 'validation_error', `Game ${g.node_id} does not belong to vendor ${b.vassalage}`);
  if (g.is_game === 'VASSALAGE') throw new ApiError(400, 'validation_error', 'This entry is a group: launch one of its sub-games (gameList with parentNodeId)');
  const v = sb.db.prepare('SELECT maintenance FROM vendors WHERE vassalage = ?').get(g.vassalage) as { maintenance: string | null };
  if (v.maintenance) {
    const mt = JSON.parse(v.maintenance) as E.VendorMaintenance;
    throw new ApiError(400, 'vendor_under_maintenance', `Game under maintenance from ${mt.startTime} to ${mt.endTime}; try another game`, mt);
  }
  return g;
}

function rooms(sb: Sandbox, vassalage?: string, gameId?: string): E.PvpRoom[] {
  const games = sb.db.prepare(`SELECT * FROM games WHERE category = 'PVP' AND parent_node_id IS NULL ${vassalage ? 'AND vassalage = ?' : ''} ${gameId ? 'AND game_id = ?' : ''} ORDER BY vassalage, sort LIMIT 40`)
    .all(...[vassalage, gameId].filter((x): x is string => !!x)) as GameRow[];
  const minute = Math.floor(Date.now() / 60_000);
  return games.flatMap((g) =>
    [1, 2, 3].map((r) => {
      const players = (g.sort * 7 + r * 3 + minute) % 7;
      const max = 6;
      return {
        roomId: `${g.node_id}-R${r}`, roomName: `${g.game_name} · ${['Iniciante', 'Intermediário', 'VIP'][r - 1]}`, nodeId: g.node_id, gameId: g.game_id,
        vassalage: g.vassalage, minBet: [1, 10, 100][r - 1], maxBet: [100, 1000, 10000][r - 1], players, maxPlayers: max, status: players >= max ? ('FULL' as const) : ('OPEN' as const),
      };
    }),
  );
}

const TEAMS = ['Flamengo', 'Palmeiras', 'Corinthians', 'São Paulo', 'Grêmio', 'Benfica', 'Porto', 'Sporting', 'Real Madrid', 'Barcelona', 'Liverpool', 'Arsenal'];

export function gameRoutes(app: FastifyInstance, sb: Sandbox): void {
  route(app, sb, E.gameVendor, { schema: Type.Object({ language: OptStr(8), platform: OptStr(32) }), response: VendorLanesSchema }, () => {
    const key = `lanes|${sb.state.brand.esports.join(',')}`;
    const hit = sb.cache.get(key) as E.GameVendorLanes | undefined;
    if (hit) return hit;
    const value = vendorLanes(sb);
    sb.cache.set(key, value);
    return value;
  });

  for (const ep of [E.vassGameType, E.gameType]) {
    route(app, sb, ep, { schema: Type.Object({ vassalage: Str(32, 1) }), response: Type.Array(GameClassifySchema) }, (b) => {
      const v = sb.db.prepare('SELECT category FROM vendors WHERE vassalage = ?').get(b.vassalage) as { category: E.GameCategory } | undefined;
      if (!v) throw new ApiError(404, 'not_found', `Vendor ${b.vassalage} not found`);
      const types = new Set((sb.db.prepare('SELECT DISTINCT game_type FROM games WHERE vassalage = ?').all(b.vassalage) as { game_type: string }[]).map((r) => r.game_type));
      return GAME_TYPES[effectiveCategory(sb, b.vassalage, v.category)].filter((t) => types.has(t.gameType));
    });
  }

  route(app, sb, E.gameList, {
    schema: Type.Object({
      clientType: OptInt(0, 100), platform: OptStr(32), channel: OptStr(32), merchant: OptStr(64), gameName: OptStr(100),
      minBet: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000 })), minLineNum: OptInt(0, 10_000), ...Paging,
      vassalage: OptStr(32), language: OptStr(8), gameType: OptStr(32), parentNodeId: OptStr(64),
    }),
    response: GameListPageSchema,
  }, (q) => {
    const p = paging(q, 24);
    // The catalogue is static between resets: answers are cached per query (and esports list).
    const key = `gl|${sb.state.brand.esports.join(',')}|${p.pageNo}|${p.pageSize}|${q.parentNodeId ?? ''}|${q.vassalage ?? ''}|${q.gameType ?? ''}|${q.gameName?.trim().toLowerCase() ?? ''}|${q.minBet ?? ''}|${q.minLineNum ?? ''}`;
    const hit = sb.cache.get(key) as E.GameListPage | undefined;
    if (hit) return hit;
    if (sb.cache.size > 2000) sb.cache.clear();
    const where: string[] = [];
    const args: (string | number)[] = [];
    if (q.parentNodeId) {
      where.push('parent_node_id = ?');
      args.push(q.parentNodeId);
    } else where.push('parent_node_id IS NULL');
    if (q.vassalage) {
      where.push('vassalage = ?');
      args.push(q.vassalage);
    }
    if (q.gameType) {
      where.push('game_type = ?');
      args.push(q.gameType);
    }
    if (q.gameName?.trim()) {
      where.push("game_name LIKE ? ESCAPE '\\'");
      args.push(`%${q.gameName.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    }
    if (q.minBet) {
      where.push('min_bet >= ?');
      args.push(Math.round(q.minBet * 100));
    }
    if (q.minLineNum) {
      where.push('line_num >= ?');
      args.push(q.minLineNum);
    }
    const w = where.join(' AND ');
    const total = (sb.db.prepare(`SELECT COUNT(*) AS n FROM games WHERE ${w}`).get(...args) as { n: number }).n;
    const rows = sb.db.prepare(`SELECT * FROM games WHERE ${w} ORDER BY is_hot DESC, sort, node_id LIMIT ? OFFSET ?`).all(...args, p.pageSize, p.offset) as GameRow[];
    const value = { games: rows.map((g) => toGame(sb, g)), pageNum: p.pageNo, pageSize: p.pageSize, total, totalPages: Math.ceil(total / p.pageSize) };
    sb.cache.set(key, value);
    return value;
  });

  route(app, sb, E.hotGames, {
    schema: Type.Object({ merchantCode: OptStr(64), isPlatform: OptInt(0, 10), vassalage: OptStr(32), platform: OptStr(32), language: OptStr(8) }),
    response: GameListValueSchema,
  }, (q) => {
    const rows = (q.vassalage
      ? sb.db.prepare('SELECT * FROM games WHERE is_hot = 1 AND parent_node_id IS NULL AND vassalage = ? ORDER BY sort LIMIT 30').all(q.vassalage)
      : sb.db.prepare("SELECT * FROM games WHERE is_hot = 1 AND parent_node_id IS NULL AND category IN ('RNG','LIVE','FISH','PVP') ORDER BY sort, node_id LIMIT 30").all()) as GameRow[];
    return { list: rows.map((g) => toGame(sb, g)) };
  });

  route(app, sb, E.rooms, { schema: Type.Object({ vassalage: OptStr(32), gameId: OptStr(64) }), response: RoomListSchema }, (q) => ({ content: rooms(sb, q.vassalage, q.gameId) }));

  route(app, sb, E.launchGame, {
    response: LaunchGameResultSchema,
    schema: Type.Object({
      gameId: OptStr(64), roomId: OptStr(80), nodeId: OptStr(64), accountType: Lits(0, 1), confirmTrans: Type.Optional(Lits(0, 1)),
      vassalage: Str(32, 1), launchMode: Lits('GLS', 'LOTT'), platform: OptStr(32), clientType: OptInt(0, 100), username: OptStr(64),
      token: OptStr(200), merchantCode: OptStr(64), language: OptStr(8), lottoArea: Type.Optional(Type.Literal('VN')),
      lottoView: Type.Optional(Lits('lobby', 'betting')), backUrl: OptStr(4096), gameCode: OptStr(64), playType: OptStr(32),
    }),
  }, (b, ctx) => {
    const m = ctx.me();
    const g = resolveGame(sb, b);
    const isLottery = g.category === 'ELOTT' || g.category === 'LOTT';
    if (b.launchMode === 'LOTT' && !isLottery) throw new ApiError(400, 'validation_error', "launchMode must be 'GLS' for this game");
    if (b.accountType === 0 && g.support_play !== 0) throw new ApiError(400, 'validation_error', 'Free trial is not available for this game (supportPlay 1)');
    // Responsible gaming: no real-money launch once a loss limit or the day's session time is used up.
    if (b.accountType === 1) guardPlay(sb, m.id, 'LAUNCH');
    if (b.accountType === 1 && Math.max(sb.ledger.walletBalance(m.id, MAIN), sb.ledger.walletBalance(m.id, g.vassalage)) < g.min_bet) {
      throw new ApiError(400, 'launch_game_balance_not_enough', 'Your balance is not enough to play this game: deposit first');
    }
    if (b.accountType === 1) {
      sb.db.prepare('INSERT INTO recent_games (member_id, node_id, played_at) VALUES (?, ?, ?) ON CONFLICT(member_id, node_id) DO UPDATE SET played_at = excluded.played_at').run(m.id, g.node_id, nowIso());
    }
    const ticket = launchTicket(sb, m.id, g.node_id, b.accountType, b.language ?? ctx.language);
    if (b.accountType === 1) touchPlay(sb, m.id);
    return { content: { game_url: gameUrl(sb, ticket), game_url2: gameUrl(sb, ticket) } };
  });

  route(app, sb, E.trialGame, { schema: Type.Object({ nodeId: Str(64, 1), vassalage: Str(32, 1), language: OptStr(8) }), response: LaunchGameResultSchema }, (b, ctx) => {
    const g = resolveGame(sb, b);
    if (g.support_play !== 0) throw new ApiError(400, 'validation_error', 'Free trial is not available for this game (supportPlay 1)');
    return { content: { game_url: gameUrl(sb, launchTicket(sb, null, g.node_id, 0, b.language ?? ctx.language)) } };
  });

  route(app, sb, E.recentGames, { schema: Type.Object({ ...Paging }), response: GameListValueSchema }, (q, ctx) => {
    const p = paging(q, 20);
    const rows = sb.db.prepare('SELECT g.* FROM recent_games r JOIN games g ON g.node_id = r.node_id WHERE r.member_id = ? ORDER BY r.played_at DESC LIMIT ? OFFSET ?').all(ctx.me().id, p.pageSize, p.offset) as GameRow[];
    return { list: rows.map((g) => toGame(sb, g)) };
  });

  const favIds = (memberId: number) => ({
    nodeIds: (sb.db.prepare('SELECT node_id FROM favourites WHERE member_id = ? ORDER BY created_at DESC').all(memberId) as { node_id: string }[]).map((r) => r.node_id),
  });
  route(app, sb, E.favoriteGames, { response: FavoriteIdsSchema }, (_b, ctx) => favIds(ctx.me().id));
  route(app, sb, E.favoriteGamesList, { schema: Type.Object({ ...Paging }), response: GameListValueSchema }, (q, ctx) => {
    const p = paging(q, 50);
    const rows = sb.db.prepare('SELECT g.* FROM favourites f JOIN games g ON g.node_id = f.node_id WHERE f.member_id = ? ORDER BY f.created_at DESC LIMIT ? OFFSET ?').all(ctx.me().id, p.pageSize, p.offset) as GameRow[];
    return { list: rows.map((g) => toGame(sb, g)) };
  });
  route(app, sb, E.addFavorite, { schema: Type.Object({ nodeId: Str(64, 1) }), response: FavoriteIdsSchema }, (b, ctx) => {
    if (!gameByNode(sb, b.nodeId)) throw new ApiError(404, 'not_found', `Game ${b.nodeId} not found`);
    sb.db.prepare('INSERT OR IGNORE INTO favourites (member_id, node_id, created_at) VALUES (?, ?, ?)').run(ctx.me().id, b.nodeId, nowIso());
    return favIds(ctx.me().id);
  });
  route(app, sb, E.removeFavorite, { schema: Type.Object({ nodeId: Str(64, 1) }), response: FavoriteIdsSchema }, (b, ctx) => {
    sb.db.prepare('DELETE FROM favourites WHERE member_id = ? AND node_id = ?').run(ctx.me().id, b.nodeId);
    return favIds(ctx.me().id);
  });

  route(app, sb, E.gameMatch, { response: MatchListSchema }, () => {
    const day = Math.floor(Date.now() / 86400_000);
    return {
      list: Array.from({ length: 8 }, (_, i) => ({
        matchId: `M${day}-${i}`, sport: i < 6 ? 'Football' : 'Basketball', league: i < 4 ? 'Brasileirão' : i < 6 ? 'Liga Portugal' : 'NBB',
        home: TEAMS[(day + i * 2) % TEAMS.length], away: TEAMS[(day + i * 2 + 1) % TEAMS.length], startTime: new Date((day + 1) * 86400_000 + i * 7200_000).toISOString(),
        featured: i < 3, odds: { home: 1.5 + ((i * 37) % 20) / 10, draw: i < 6 ? 3.1 + (i % 3) / 10 : null, away: 2.2 + ((i * 53) % 25) / 10 },
      })),
    };
  });

  const winners = (q: E.WinnerBoardRequest) => {
    const size = Math.min(50, q.size ?? 20);
    const rows = sb.db.prepare(
      `SELECT m.username, b.game_name, b.vassalage, b.win_amount, b.bet_amount, b.created_at FROM bets b JOIN members m ON m.id = b.member_id
       WHERE b.win_amount > b.bet_amount ORDER BY ${q.type === 'BIG' ? 'b.win_amount DESC' : 'b.created_at DESC'} LIMIT ?`,
    ).all(size) as { username: string; game_name: string; vassalage: string; win_amount: number; bet_amount: number; created_at: string }[];
    return {
      list: rows.map((r) => ({ username: maskName(r.username), gameName: r.game_name, vassalage: r.vassalage, amount: fromCents(r.win_amount), multiplier: Math.round((r.win_amount / r.bet_amount) * 100) / 100, time: fmtDate(r.created_at) })),
    };
  };
  const winnerSchema = Type.Object({ type: Type.Optional(Lits('WIN', 'BIG')), size: OptInt(1, 50) });
  route(app, sb, E.winnerBoard, { schema: winnerSchema, response: WinnerListSchema }, winners);
  route(app, sb, E.rankList, { schema: winnerSchema, response: WinnerListSchema }, winners);

  route(app, sb, E.jackpot, { response: JackpotSchema }, () => ({
    amount: Math.round((1_234_567 + ((Date.now() / 1000) % 1_000_000) * 0.37) * 100) / 100,
    currency: sb.state.brand.currency,
    updatedAt: nowIso(),
  }));

  const pendingRebate = (memberId: number, vip: number) => {
    const rate = (sb.db.prepare('SELECT rebate_rate FROM vip_ranks WHERE rank_level = ?').get(vip) as { rebate_rate: number } | undefined)?.rebate_rate ?? 0.003;
    const since = (sb.db.prepare("SELECT MAX(created_at) AS at FROM txns WHERE member_id = ? AND type = 'REBATE'").get(memberId) as { at: string | null }).at ?? '';
    const rows = sb.db.prepare('SELECT category, SUM(valid_bet) AS v FROM bets WHERE member_id = ? AND created_at > ? GROUP BY category').all(memberId, since) as { category: string; v: number }[];
    // Cents owed per shown category (esports split from sports by the brand list), rounded down.
    const valid = new Map<E.GameCategory, number>();
    for (const r of rows) {
      const c = effectiveCategory(sb, '', r.category as E.GameCategory);
      valid.set(c, (valid.get(c) ?? 0) + r.v);
    }
    const byCategory = new Map([...valid].map(([c, v]) => [c, Math.floor(v * rate)] as const));
    return { rate, byCategory };
  };
  route(app, sb, E.rebateSettings, { response: Type.Array(RebateSettingSchema) }, (_b, ctx) => {
    const m = ctx.me();
    const { rate, byCategory } = pendingRebate(m.id, m.vip_level);
    return E.GAME_CATEGORIES.map((c) => ({ productType: c, rate, pending: fromCents(byCategory.get(c) ?? 0) }));
  });
  route(app, sb, E.claimRebate, { realAccount: true, response: ClaimRebateSchema }, (_b, ctx) => {
    const m = ctx.me();
    // Pays exactly what the settings showed: the sum of each category's rounded-down cashback.
    const { byCategory } = pendingRebate(m.id, m.vip_level);
    const cents = [...byCategory.values()].reduce((s, v) => s + v, 0);
    if (cents <= 0) throw new ApiError(400, 'validation_error', 'No cashback to claim yet');
    const p = sb.ledger.memberHouse('REBATE', m.id, MAIN, HOUSE.PROMO, cents, 'Manual rebate');
    return { amount: fromCents(cents), sumBalance: fromCents(p.balances.get(m.id) ?? 0) };
  });
}
