/**
 * The phone-auth service stand-in's endpoints (Firebase Auth phone sign-in, unreachable from this
 * machine): `POST /__sandbox/phone-auth/send` `{ phoneNumber: '+55-11912345678' }` answers a
 * `sessionInfo`; `POST /__sandbox/phone-auth/verify` `{ sessionInfo, code }` answers an ID token
 * for the registration call. Failures answer `{ success: false, code: 'auth/…', message }`.
 * Public like the identity provider pages (no control key): see services/phone-auth.ts.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Sandbox } from './core/context';
import { jsonResponse } from './core/http';
import { OptStr } from './core/schemas';
import { sendPhoneCode, verifyPhoneCode } from './services/phone-auth';

export const PhoneAuthSentSchema = Type.Object({ sessionInfo: Type.String() });
export const PhoneAuthVerifiedSchema = Type.Object({ idToken: Type.String(), phoneNumber: Type.String() });

export function phoneAuthRoutes(app: FastifyInstance, sb: Sandbox): void {
  app.post('/__sandbox/phone-auth/send', {
    schema: { body: Type.Object({ phoneNumber: OptStr(32), recaptchaToken: OptStr(512) }), response: jsonResponse(PhoneAuthSentSchema) },
  }, async (req) => ({ success: true as const, value: sendPhoneCode(sb, (req.body as { phoneNumber?: string }).phoneNumber) }));

  app.post('/__sandbox/phone-auth/verify', {
    schema: { body: Type.Object({ sessionInfo: OptStr(64), code: OptStr(255) }), response: jsonResponse(PhoneAuthVerifiedSchema) },
  }, async (req) => {
    const b = req.body as { sessionInfo?: string; code?: string };
    return { success: true as const, value: verifyPhoneCode(sb, b.sessionInfo, b.code) };
  });
}
