import { Type } from '@sinclair/typebox';
import { I, Nullable, S } from './common';

export const LotteryGameSchema = Type.Object({
  gameCode: S, gameName: S, accountTypeName: S, vassalage: S, defaultPlayType: S, drawInterval: I, nextDrawTime: S, icon: S,
});
export const LotteryMenusSchema = Type.Object({ gameMenus: Type.Array(Type.Object({ gameGroupCode: S, labelName: S, games: Type.Array(LotteryGameSchema) })) });
export const OpenedNumeroSchema = Type.Object({
  gameCode: S, gameName: S, numero: S, openTime: S, winningNumbers: Type.Array(S), prizes: Nullable(Type.Record(S, Type.Array(S))),
});
export const NearNumerosSchema = Type.Object({ current: Type.Object({ numero: S, closeTime: S, drawTime: S }), previous: Nullable(OpenedNumeroSchema) });
