import { useCallback, useEffect, useState } from 'react';

/** Seconds left before the SMS button may be pressed again. `start(seconds)` starts it. */
export function useCountdown(): { left: number; start: (seconds: number) => void } {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [until, now]);
  const start = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setUntil(at + Math.max(0, seconds) * 1000);
  }, []);
  return { left: Math.max(0, Math.ceil((until - now) / 1000)), start };
}

/**
 * The countdown of spec section 4: expiredMinutes × 60 seconds (60 for firebase SMS); the
 * forgot-password countdown is shortened by half the request round trip.
 */
export function smsCountdownSeconds(expiredMinutes: number, options: { firebase?: boolean; roundTripMs?: number } = {}): number {
  const base = options.firebase ? 60 : Math.round(expiredMinutes * 60);
  return Math.max(1, Math.round(base - (options.roundTripMs ?? 0) / 2000));
}
