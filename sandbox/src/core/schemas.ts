import { Type, type TSchema } from '@sinclair/typebox';
import { WHOLE_CENTS_KEYWORD } from './cents';

/** A string with a length cap (every string input has one: no unbounded input). */
export const Str = (max = 255, min = 0) => Type.String({ maxLength: max, minLength: min });
export const OptStr = (max = 255) => Type.Optional(Type.String({ maxLength: max }));
export const Int = (min = 0, max = 1_000_000_000) => Type.Integer({ minimum: min, maximum: max });
export const OptInt = (min = 0, max = 1_000_000_000) => Type.Optional(Type.Integer({ minimum: min, maximum: max }));
/** An amount in whole cents (see core/cents.ts: `multipleOf: 0.01` refuses 19.99 through float rounding). */
export const Money = (min = 0.01, max = 100_000_000) => Type.Number({ minimum: min, maximum: max, [WHOLE_CENTS_KEYWORD]: true });
export const Lits = <T extends string | number>(...values: T[]) => Type.Union(values.map((v) => Type.Literal(v)));
export const Paging = { pageNo: OptInt(1, 100_000), pageSize: OptInt(1, 200) };
export const DateStr = Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 }));
export const Range = { startDate: DateStr, endDate: DateStr };
export const Obj = <T extends Record<string, TSchema>>(props: T) => Type.Object(props);
