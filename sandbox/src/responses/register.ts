import { Type, type TOptional } from '@sinclair/typebox';
import type * as E from '@vitrine/shared/api/endpoints';
import { B, I, Nullable, S } from './common';

const FIELDS = [
  'username', 'password', 'confirmPassword', 'payeeName', 'email', 'qqNum', 'mobileNum', 'recommenderId', 'captcha', 'verificationCode', 'affiliateCode',
  'paymentPassword', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'referralCode', 'nickname', 'telegram', 'zalo',
] as const satisfies readonly E.RegisterField[];
/** Fails to compile when a RegisterField is missing from FIELDS. */
const allFields: [Exclude<E.RegisterField, (typeof FIELDS)[number]>] extends [never] ? true : false = true;
void allFields;

/** Pattern ids 0–20: an integer range (serialises as a plain integer), typed as the union. */
const PatternIdSchema = Type.Unsafe<E.PatternId>(Type.Integer({ minimum: 0, maximum: 20 }));

export const RegisterRuleSchema = Type.Object({ enabled: B, required: B, minLength: I, maxLength: I, acceptedPattern: S, patternId: PatternIdSchema });
/** `Partial<Record<RegisterField, RegisterRule>>` as an object of optional properties (a TypeBox Record over a literal array loses its keys). */
export const RegisterRulesSchema = Type.Object(
  Object.fromEntries(FIELDS.map((f) => [f, Type.Optional(RegisterRuleSchema)])) as { [K in (typeof FIELDS)[number]]: TOptional<typeof RegisterRuleSchema> },
);

export const AutoUsernameSchema = Type.Object({ username: S });
export const AffiliateCheckSchema = Type.Object({ valid: B, agentName: Nullable(S) });
export const GeetestChallengeSchema = Type.Object({ challenge: S, background: S, piece: S, pieceY: I, width: I, height: I });
export const CountrySchema = Type.Object({ countryCode: S, countryDialingCode: S, name: S, flagPath: S });
