import { defineEndpoint } from '../endpoint';
import type { Flag01, GameCategory, PageRequest } from './common';

export interface VendorMaintenance {
  startTime: string;
  endTime: string;
}

/** One vendor card of a lane. */
export interface GameVendor {
  vassalage: string;
  displayName: string;
  /** Icon path relative to an image CDN of `imageCDNs` (e.g. `/vendor/PG.svg` → `/__sandbox/cdn/vendor/PG.svg`). */
  smallIcon: string;
  showIcon: string;
  isHot: Flag01;
  /** 0 = free trial available. */
  supportPlay: Flag01;
  category: GameCategory;
  /**
   * `true` for vendor-list categories whose click launches a game at once (SPORTS, ESPORTS,
   * ELOTT, LOTT): launch `nodeId`/`gameId`. Otherwise the vendor page lists games.
   */
  directLaunch: boolean;
  nodeId: string | null;
  gameId: string | null;
  /** For lottery vendors: TCG_SEA, TCG_LOTTO_VN, LOTT, ELOTT. */
  accountTypeName: string | null;
  maintenance: VendorMaintenance | null;
  gameCount: number;
  /** Seamless wallet: its games play straight from the main wallet, no transfer (the /seamless lobby). Absent: false. */
  seamless?: boolean;
}

/** Classification tab of a lane or vendor (`gameType`). */
export interface GameClassify {
  gameType: string;
  name: string;
}

export interface GameVendorLane {
  title: GameCategory;
  cards: GameVendor[];
  gameClassify: GameClassify[];
}

/** `value` of gameVendor: `value.data.lanes`, in server order (ESPORTS split from SPORTS). */
export interface GameVendorLanes {
  data: { lanes: GameVendorLane[] };
}

export interface GameVendorRequest {
  language?: string;
  platform?: string;
}

export interface Game {
  /** Favourites and launches are keyed by nodeId. */
  nodeId: string;
  gameId: string;
  vassalage: string;
  gameName: string;
  nodeName: string;
  gameType: string;
  category: GameCategory;
  /** Icon path relative to an image CDN of `imageCDNs` (e.g. `/game/PG-0001.svg`). */
  showIcon: string;
  /** 0 = free trial available. */
  supportPlay: Flag01;
  isHot: Flag01;
  /** `VASSALAGE` opens a popup of sub-games (gameList with `parentNodeId`); `GAME` launches. */
  isGame: 'VASSALAGE' | 'GAME';
  code: string | null;
  defaultPlayType: string | null;
  accountTypeName: string | null;
  minBet: number;
  lineNum: number;
  /**
   * The game's theoretical return to player, as a fraction (0.965 = 96.5%). Shown on tiles for
   * responsible gaming; absent or null when the operator does not publish it (check the value
   * before showing it: the games remote's `readRtp`).
   */
  rtp?: number | null;
}

export interface GameListRequest extends PageRequest {
  clientType?: number;
  platform?: string;
  channel?: string;
  merchant?: string;
  /** Case-insensitive substring. */
  gameName?: string;
  minBet?: number;
  minLineNum?: number;
  vassalage?: string;
  language?: string;
  gameType?: string;
  /** Sub-games of a `VASSALAGE` parent. */
  parentNodeId?: string;
}

export interface GameListPage {
  games: Game[];
  pageNum: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export interface HotGamesRequest {
  merchantCode?: string;
  isPlatform?: number;
  vassalage?: string;
  platform?: string;
  language?: string;
}

export interface GameListValue {
  list: Game[];
}

export interface VassGameTypeRequest {
  vassalage: string;
}

export interface PvpRoom {
  roomId: string;
  roomName: string;
  nodeId: string;
  gameId: string;
  vassalage: string;
  minBet: number;
  maxBet: number;
  players: number;
  maxPlayers: number;
  status: 'OPEN' | 'FULL';
}

export interface RoomListRequest {
  vassalage?: string;
  gameId?: string;
}

export interface RoomList {
  content: PvpRoom[];
}

export interface LaunchGameRequest {
  gameId?: string;
  roomId?: string;
  nodeId?: string;
  /** 1 real money, 0 free play. */
  accountType: 0 | 1;
  confirmTrans?: 0 | 1;
  vassalage: string;
  /** `GLS` for games (required), `LOTT` for lottery. */
  launchMode: 'GLS' | 'LOTT';
  platform?: string;
  clientType?: number;
  username?: string;
  token?: string;
  merchantCode?: string;
  language?: string;
  lottoArea?: 'VN';
  lottoView?: 'lobby' | 'betting';
  backUrl?: string;
  gameCode?: string;
  playType?: string;
}

export interface LaunchGameResult {
  content: { game_url: string; game_url2?: string };
}

export interface TrialLaunchRequest {
  nodeId: string;
  vassalage: string;
  language?: string;
}

export interface FavoriteRequest {
  nodeId: string;
}

export interface FavoriteIds {
  nodeIds: string[];
}

export interface Match {
  matchId: string;
  sport: string;
  league: string;
  home: string;
  away: string;
  startTime: string;
  featured: boolean;
  odds: { home: number; draw: number | null; away: number };
}

export interface WinnerEntry {
  /** Masked, e.g. `de***o`. */
  username: string;
  gameName: string;
  vassalage: string;
  amount: number;
  multiplier: number;
  time: string;
}

export interface WinnerBoardRequest {
  /** `WIN` recent winners, `BIG` biggest wins. Default WIN. */
  type?: 'WIN' | 'BIG';
  size?: number;
}

export interface Jackpot {
  amount: number;
  currency: string;
  updatedAt: string;
}

export interface RebateSetting {
  productType: GameCategory;
  rate: number;
  /** Rebate accumulated since last claim for this product (manual rebate / cashback). */
  pending: number;
}

export const gameVendor = defineEndpoint<GameVendorRequest, GameVendorLanes>({
  name: 'gameVendor', method: 'POST', path: '/wps/relay/GCSGAME_gameVendor', moduleId: 'COMM3', token: 'optional',
});

export const vassGameType = defineEndpoint<VassGameTypeRequest, GameClassify[]>({
  name: 'vassGameType', method: 'POST', path: '/wps/relay/GLS2_getVassGameType', moduleId: 'GAMELO3', token: 'optional',
});

/** The spec's name for the same call. */
export const gameType = defineEndpoint<VassGameTypeRequest, GameClassify[]>({
  name: 'gameType', method: 'POST', path: '/wps/relay/GCSGAME_getVassGameType', moduleId: 'GAMELO3', token: 'optional',
});

export const gameList = defineEndpoint<GameListRequest, GameListPage>({
  name: 'userGame', method: 'POST', path: '/wps/relay/GCSGAME_gameList', moduleId: 'GAMELO3', token: 'optional',
});

export const hotGames = defineEndpoint<HotGamesRequest, GameListValue>({
  name: 'gameHot', method: 'POST', path: '/wps/relay/GCSGAME_hotGamesV2', moduleId: 'GAMELOHOT3', token: 'none',
});

export const rooms = defineEndpoint<RoomListRequest, RoomList>({
  name: 'rooms', method: 'POST', path: '/wps/relay/GLS2_roomList', token: 'optional',
});

export const launchGame = defineEndpoint<LaunchGameRequest, LaunchGameResult>({
  name: 'launchGame', method: 'POST', path: '/wps/game/launchGame', moduleId: 'GAMELO3', token: 'required',
});

/** Free trial without login (games with supportPlay 0). */
export const trialGame = defineEndpoint<TrialLaunchRequest, LaunchGameResult>({
  name: 'trialGame', method: 'POST', path: '/wps/relay/GCS_gameTrialLaunch', token: 'none',
});

export const recentGames = defineEndpoint<PageRequest, GameListValue>({
  name: 'getRecentGameList', method: 'POST', path: '/wps/relay/GCS_recentGame', moduleId: 'GAMELOREC3', token: 'required',
});

/** The member's favourite nodeIds (to mark hearts). */
export const favoriteGames = defineEndpoint<void, FavoriteIds>({
  name: 'getFavGames', method: 'POST', path: '/wps/relay/MCSFE_getFavoriteGames', token: 'required',
});

export const favoriteGamesList = defineEndpoint<PageRequest, GameListValue>({
  name: 'getFavGameList', method: 'POST', path: '/wps/relay/MCSFE_getFavoriteGamesList', token: 'required',
});

export const addFavorite = defineEndpoint<FavoriteRequest, FavoriteIds>({
  name: 'addFavorite', method: 'POST', path: '/wps/relay/MCSFE_addFavoriteGameV2', moduleId: 'GAMELO3', token: 'required',
});

export const removeFavorite = defineEndpoint<FavoriteRequest, FavoriteIds>({
  name: 'removeFavorite', method: 'POST', path: '/wps/relay/MCSFE_removeFavoriteGameV2', moduleId: 'GAMELO3', token: 'required',
});

/** Hot and featured sports matches for the home page. */
export const gameMatch = defineEndpoint<void, { list: Match[] }>({
  name: 'getGameMatchV2', method: 'POST', path: '/wps/relay/GCSGAME_getGameMatchV2', token: 'none',
});

export const winnerBoard = defineEndpoint<WinnerBoardRequest, { list: WinnerEntry[] }>({
  name: 'getWinnerBoard', method: 'POST', path: '/wps/relay/ODSFE2_getWinnerBoard', moduleId: 'COMM3', token: 'none',
});

/** The spec's winner board path (same answer). */
export const rankList = defineEndpoint<WinnerBoardRequest, { list: WinnerEntry[] }>({
  name: 'getRankList', method: 'POST', path: '/wps/relay/GCSGAME_getRankList', token: 'none',
});

export const jackpot = defineEndpoint<void, Jackpot>({
  name: 'getJackpot', method: 'POST', path: '/wps/relay/VIS_getJackpot', moduleId: 'COMM3', token: 'none',
});

export const rebateSettings = defineEndpoint<void, RebateSetting[]>({
  name: 'getRebate', method: 'POST', path: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType', token: 'required',
});

/** Claim all pending manual rebate (cashback) into the main wallet. */
export const claimRebate = defineEndpoint<void, { amount: number; sumBalance: number }>({
  name: 'claimRebate', method: 'POST', path: '/wps/relay/MCSFE_claimManualRebate', moduleId: 'MANPLAYREB3', token: 'required',
  idempotent: true,
});
