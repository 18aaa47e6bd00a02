/**
 * The registration SMS through the phone-auth service (`firebaseChannel: 'sms'`), when the brand
 * turns it on (its module in boot's `info.phoneAuth`, unknown → off):
 * - `send(dial, mobile)` asks the service for a code; the countdown is then 60 s;
 * - "too many requests" starts the 5-minute wait (`waitLeft`), kept across modal re-opens;
 * - `idToken(code)` verifies the typed code; the token goes with the registration.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isModuleEnabled, useBoot } from '@vitrine/shared';
import { createPhoneAuthClient, type PhoneAuthClient } from './phone-auth-client';
import { PhoneAuthError, phoneNumberFor, readRetryWait, startRetryWait } from './phone-auth-rules';

const sessionStore = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

export interface FirebaseSms {
  enabled: boolean;
  /** Seconds left of the wait after "too many requests" (0 when none). */
  waitLeft: number;
  /** Whether a code was sent (to this number) and may be verified. */
  hasSession: (dial: string, mobile: string) => boolean;
  /** Sends a code; throws PhoneAuthError (too-many-requests also starts the wait). */
  send: (dial: string, mobile: string) => Promise<void>;
  /** Verifies the typed code for the number the code was sent to; throws PhoneAuthError. */
  idToken: (code: string) => Promise<string>;
}

export function useFirebaseSms(client?: PhoneAuthClient): FirebaseSms {
  const boot = useBoot();
  const config = boot?.info.phoneAuth;
  const enabled = Boolean(config && isModuleEnabled(config.moduleId, boot));
  const service = useMemo(() => client ?? (config ? createPhoneAuthClient(config) : null), [client, config]);
  const [until, setUntil] = useState(() => readRetryWait(sessionStore(), Date.now()));
  const [now, setNow] = useState(() => Date.now());
  const session = useRef<{ phone: string; sessionInfo: string; verified?: { code: string; idToken: string } } | null>(null);

  useEffect(() => {
    if (until <= now) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [until, now]);

  const send = useCallback(
    async (dial: string, mobile: string) => {
      if (!service) throw new PhoneAuthError('auth/operation-not-allowed');
      const phone = phoneNumberFor(dial, mobile);
      try {
        const sent = await service.send(phone);
        session.current = { phone, sessionInfo: sent.sessionInfo };
      } catch (e) {
        if (e instanceof PhoneAuthError && e.code === 'auth/too-many-requests') {
          const at = Date.now();
          setNow(at);
          setUntil(startRetryWait(sessionStore(), at));
        }
        throw e;
      }
    },
    [service],
  );

  const idToken = useCallback(
    async (code: string) => {
      const current = session.current;
      if (!service || !current) throw new PhoneAuthError('auth/code-expired');
      // Verified already (the registration failed for another reason): the token is still good.
      if (current.verified && current.verified.code === code) return current.verified.idToken;
      const verified = await service.verify(current.sessionInfo, code);
      current.verified = { code, idToken: verified.idToken };
      return verified.idToken;
    },
    [service],
  );

  const hasSession = useCallback((dial: string, mobile: string) => session.current?.phone === phoneNumberFor(dial, mobile), []);

  return { enabled, waitLeft: Math.max(0, Math.ceil((until - now) / 1000)), hasSession, send, idToken };
}
