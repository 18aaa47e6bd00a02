import { Type } from '@sinclair/typebox';
import { B, I, MemberType, Nullable, S } from './common';

export const LoginResultSchema = Type.Object({
  token: S, firstTimeLogin: B, passwordExpired: B, userName: S, nickname: S, customerId: I, isAgent: MemberType, merchantCode: S, weakPassword: B,
});

export const SmsSentSchema = Type.Object({ expiredMinutes: I });

export const SecurityConfigSchema = Type.Object({
  mobileBound: B, maskedMobile: Nullable(S), emailBound: B, maskedEmail: Nullable(S), hasPaymentPassword: B, paymentPasswordEnabled: Type.Optional(B), googleAuthBound: B, passwordChangedAt: S,
});
