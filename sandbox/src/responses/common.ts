import { Type, type TSchema } from '@sinclair/typebox';
import * as E from '@vitrine/shared/api/endpoints';
import { Lits } from '../core/schemas';

/**
 * Building blocks of the response schemas (`value` of the 200 answer). Fastify serialises every
 * answer with its route's schema (fields not in it are dropped), `route()` makes `tsc` fail when
 * `Static<schema>` and the declaration's response type differ, and the tests check every answer
 * against its schema (`checkResponses`).
 */
export const S = Type.String();
export const N = Type.Number();
export const I = Type.Integer();
export const B = Type.Boolean();
export const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
export { Lits };
export const Flag01 = Lits<E.Flag01>(0, 1);
export const MemberType = Lits<E.MemberType>(0, 1, 2, 4, 41, 42);
export const GameCategory = Lits<E.GameCategory>(...E.GAME_CATEGORIES);

const pageProps = <T extends TSchema>(item: T) => ({ list: Type.Array(item), pageNo: I, pageSize: I, total: I, totalPages: I });
/** `Page<T>` of the relay list calls. */
export const PageOf = <T extends TSchema>(item: T) => Type.Object(pageProps(item));
/** `Page<T>` plus more fields (`BetRecordPage`, `TeamBetPage`). */
export const PageWith = <T extends TSchema, X extends Record<string, TSchema>>(item: T, extra: X) => Type.Object({ ...pageProps(item), ...extra });

export const SumBalance = Type.Object({ sumBalance: N });

/** Compile-time check for schemas outside `route()`: `sameType<Static<typeof X>, T>()` does not compile when the two types differ. */
export const sameType = <A, B>(..._mismatch: [A] extends [B] ? ([B] extends [A] ? [] : [never]) : [never]): void => undefined;
