import { defineEndpoint } from '../endpoint';

export type LotteryPrizeMode = 'LOTT' | 'ELOTT';

export interface LotteryQuery {
  prizeMode?: LotteryPrizeMode;
  device?: string;
  language?: string;
}

export interface LotteryGame {
  gameCode: string;
  gameName: string;
  /** `TCG_SEA`, `TCG_LOTTO_VN`, `LOTT`, `ELOTT`. */
  accountTypeName: string;
  vassalage: string;
  defaultPlayType: string;
  /** Seconds between draws. */
  drawInterval: number;
  /** ISO time of the next draw. */
  nextDrawTime: string;
  icon: string;
}

export interface LotteryMenu {
  gameGroupCode: string;
  labelName: string;
  games: LotteryGame[];
}

export interface LotteryMenus {
  gameMenus: LotteryMenu[];
}

export interface PopularRequest extends LotteryQuery {
  count?: number;
}

export interface OpenedNumeroRequest extends LotteryQuery {
  gameCode?: string;
  count?: number;
}

/** One drawn issue. */
export interface OpenedNumero {
  gameCode: string;
  gameName: string;
  numero: string;
  openTime: string;
  /** Winning numbers; VN games carry prizes by tier in `prizes`. */
  winningNumbers: string[];
  prizes: Record<string, string[]> | null;
}

export interface DrawRequest {
  gameCode: string;
}

export interface NearNumeros {
  current: { numero: string; closeTime: string; drawTime: string };
  previous: OpenedNumero | null;
}

export const lotteryGames = defineEndpoint<LotteryQuery, LotteryGame[]>({
  name: 'game', method: 'GET', path: '/lgw/games', moduleId: 'COMM3', token: 'none',
});

export const gameMenus = defineEndpoint<LotteryQuery, LotteryMenus>({
  name: 'gameMenu', method: 'GET', path: '/lgw/games/game_menus', moduleId: 'COMM3', token: 'none',
});

export const recentLottGame = defineEndpoint<LotteryQuery, LotteryGame[]>({
  name: 'recentLottGame', method: 'GET', path: '/lgw/games/game_menus/recent', moduleId: 'COMM3', token: 'required',
});

export const popular = defineEndpoint<PopularRequest, LotteryGame[]>({
  name: 'popular', method: 'GET', path: '/lgw/games/popular', moduleId: 'AGEANNOUNCE3', token: 'none',
});

export const openedNumero = defineEndpoint<OpenedNumeroRequest, OpenedNumero[]>({
  name: 'openedNumero', method: 'GET', path: '/lotto/lgw/games/opened/numero', moduleId: 'COMM3', token: 'none',
});

export const lottOpenedNumero = defineEndpoint<OpenedNumeroRequest, OpenedNumero[]>({
  name: 'lottOpenedNumero', method: 'GET', path: '/lgw/games/opened/numero', moduleId: 'COMM3', token: 'required',
});

export const vnLottMenus = defineEndpoint<LotteryQuery, LotteryMenus>({
  name: 'vnlottMenus', method: 'GET', path: '/lgw/vn/games/game_menu', moduleId: 'COMM3', token: 'none',
});

export const vnRecentMenus = defineEndpoint<LotteryQuery, LotteryGame[]>({
  name: 'vnRecent', method: 'GET', path: '/lgw/vn/games/game_menu/recent', moduleId: 'COMM3', token: 'required',
});

/** Vietnam numbers (count 100 by default). */
export const vnLotteryList = defineEndpoint<OpenedNumeroRequest, OpenedNumero[]>({
  name: 'vnLotteryList', method: 'GET', path: '/lgw/vn/numeros/opened/game', moduleId: 'AGEANNOUNCE3', token: 'none',
});

export const draw = defineEndpoint<DrawRequest, OpenedNumero[]>({
  name: 'draw', method: 'GET', path: '/lgw/draw', moduleId: 'COMM3', token: 'none',
});

/** `/lgw/draw/code/:gameCode` — the latest draw of one game. */
export const lottoDraw = defineEndpoint<DrawRequest, OpenedNumero | null>({
  name: 'lottoDraw', method: 'GET', path: '/lgw/draw/code/:gameCode', token: 'none',
});

export const issue = defineEndpoint<DrawRequest, NearNumeros>({
  name: 'issue', method: 'GET', path: '/lgw/numeros/near', token: 'none',
});
