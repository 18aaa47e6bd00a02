import type { endpoints } from '@vitrine/shared';

/** A game as the API answers it. */
export const game = (n: number, overrides: Partial<endpoints.Game> = {}): endpoints.Game => ({
  nodeId: `PG-${String(n).padStart(4, '0')}`,
  gameId: `pg_${n}`,
  vassalage: 'PG',
  gameName: `Game ${n}`,
  nodeName: `Game ${n}`,
  gameType: 'SLOT',
  category: 'RNG',
  showIcon: `/game/PG-${n}.svg`,
  supportPlay: 1,
  isHot: 0,
  isGame: 'GAME',
  code: null,
  defaultPlayType: null,
  accountTypeName: null,
  minBet: 0.1,
  lineNum: 20,
  ...overrides,
});

/** A server that pages `games` like GCSGAME_gameList (pageNo, pageSize, filters). */
export function pagedGames(all: endpoints.Game[]) {
  return (body: unknown) => {
    const q = body as endpoints.GameListRequest;
    const filtered = all.filter(
      (g) => (!q.vassalage || g.vassalage === q.vassalage) && (!q.gameType || g.gameType === q.gameType),
    );
    const pageNo = q.pageNo ?? 1;
    const pageSize = q.pageSize ?? 24;
    return {
      games: filtered.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      pageNum: pageNo,
      pageSize,
      total: filtered.length,
      totalPages: Math.ceil(filtered.length / pageSize),
    };
  };
}

export const vendorCard = (
  vassalage: string,
  displayName: string,
  overrides: Partial<endpoints.GameVendor> = {},
): endpoints.GameVendor => ({
  vassalage,
  displayName,
  smallIcon: `/vendor/${vassalage}.svg`,
  showIcon: `/vendor/${vassalage}.svg`,
  isHot: 0,
  supportPlay: 0,
  category: 'RNG',
  directLaunch: false,
  nodeId: null,
  gameId: null,
  accountTypeName: null,
  maintenance: null,
  gameCount: 60,
  ...overrides,
});
