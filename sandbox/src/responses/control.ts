import { Type, type Static } from '@sinclair/typebox';
import type * as E from '@vitrine/shared/api/endpoints';
import { B, I, Lits, N, Nullable, S } from './common';
import { BrandSettingsSchema, LocationSchema } from './system';

/** Answers of the control API (`/__sandbox/*`) and the demo game provider: no contract declaration, so the types are `Static<>` of these. */

export const StatusStateSchema = Type.Object({ status: Lits<E.SystemStatusCode>(0, 1, 2), location: Nullable(LocationSchema) });
export const FlagsSchema = Type.Record(S, B);
export const FaultSchema = Type.Object({ count: I, status: I, delayMs: I, malformed: B, body: Type.Union([Type.Literal('envelope'), Type.Literal('html'), Type.Literal('no-value')]) });
export const FaultsSchema = Type.Record(S, FaultSchema);
/** The demo provider's next spins, as queued by the control API (multipliers, in order). */
export const SpinQueueSchema = Type.Object({ multipliers: Type.Array(N) });
export const ControlStateSchema = Type.Object({ status: StatusStateSchema, flags: FlagsSchema, brand: BrandSettingsSchema, faults: FaultsSchema });
export const SmsLastSchema = Type.Object({ mobile: S, countryDialingCode: S, code: S, purpose: S, sentAt: S, expiresAt: S, used: B });
export const CaptchaLastSchema = Type.Object({ text: S });
export const FirstLoginRecordSchema = Type.Object({ username: S, recordedAt: S, ip: S, calls: I });
export const GeetestAnswerSchema = Type.Object({ x: N });
export const SettleResultSchema = Type.Object({ paid: N });
export const ResetResultSchema = Type.Object({ reset: Type.Literal(true) });

export const ProviderStateSchema = Type.Object({ balance: N, free: B, gameName: S, minBet: N });
export const ProviderSpinSchema = Type.Object({ reels: Type.Array(Type.Array(S)), bet: N, win: N, multiplier: N, balance: N });

/** `POST /__sandbox/oauth/:provider/token`: the sandbox identity provider's ID token for one identity. */
export const SocialTokenSchema = Type.Object({ idToken: S, expiresIn: I });

export type ControlState = Static<typeof ControlStateSchema>;
export type ProviderState = Static<typeof ProviderStateSchema>;
export type ProviderSpin = Static<typeof ProviderSpinSchema>;
