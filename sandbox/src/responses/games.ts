import { Type } from '@sinclair/typebox';
import { B, Flag01, GameCategory, I, Lits, N, Nullable, S } from './common';

const VendorSchema = Type.Object({
  vassalage: S, displayName: S, smallIcon: S, showIcon: S, isHot: Flag01, supportPlay: Flag01, category: GameCategory, directLaunch: B, nodeId: Nullable(S), gameId: Nullable(S),
  accountTypeName: Nullable(S), maintenance: Nullable(Type.Object({ startTime: S, endTime: S })), gameCount: I, seamless: Type.Optional(B),
});
export const GameClassifySchema = Type.Object({ gameType: S, name: S });
export const VendorLanesSchema = Type.Object({
  data: Type.Object({ lanes: Type.Array(Type.Object({ title: GameCategory, cards: Type.Array(VendorSchema), gameClassify: Type.Array(GameClassifySchema) })) }),
});

export const GameSchema = Type.Object({
  nodeId: S, gameId: S, vassalage: S, gameName: S, nodeName: S, gameType: S, category: GameCategory, showIcon: S, supportPlay: Flag01, isHot: Flag01,
  isGame: Lits('VASSALAGE', 'GAME'), code: Nullable(S), defaultPlayType: Nullable(S), accountTypeName: Nullable(S), minBet: N, lineNum: I,
  rtp: Type.Optional(Nullable(N)),
});
export const GameListPageSchema = Type.Object({ games: Type.Array(GameSchema), pageNum: I, pageSize: I, total: I, totalPages: I });
export const GameListValueSchema = Type.Object({ list: Type.Array(GameSchema) });

export const RoomListSchema = Type.Object({
  content: Type.Array(Type.Object({
    roomId: S, roomName: S, nodeId: S, gameId: S, vassalage: S, minBet: N, maxBet: N, players: I, maxPlayers: I, status: Lits('OPEN', 'FULL'),
  })),
});
export const LaunchGameResultSchema = Type.Object({ content: Type.Object({ game_url: S, game_url2: Type.Optional(S) }) });
export const FavoriteIdsSchema = Type.Object({ nodeIds: Type.Array(S) });
export const MatchListSchema = Type.Object({
  list: Type.Array(Type.Object({
    matchId: S, sport: S, league: S, home: S, away: S, startTime: S, featured: B, odds: Type.Object({ home: N, draw: Nullable(N), away: N }),
  })),
});
export const WinnerListSchema = Type.Object({ list: Type.Array(Type.Object({ username: S, gameName: S, vassalage: S, amount: N, multiplier: N, time: S })) });
export const JackpotSchema = Type.Object({ amount: N, currency: S, updatedAt: S });
export const RebateSettingSchema = Type.Object({ productType: GameCategory, rate: N, pending: N });
export const ClaimRebateSchema = Type.Object({ amount: N, sumBalance: N });
