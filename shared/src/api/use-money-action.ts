/**
 * One money call from a form (withdraw, transfers, redeem, convert, promotion apply, claims…),
 * safe against the three ways a player gets paid twice or loses the form (issue 12):
 *
 * - **Double submit**: a second submit while one is in flight is dropped at once, by a ref (render
 *   state arrives a render too late: two quick clicks both saw `isPending === false`).
 * - **Retries**: the call carries an `Idempotency-Key` made on the first submit and kept until it
 *   succeeds or the input changes (a different request body gets a new key), so a retry after a
 *   lost answer gets the server's stored answer instead of a second posting.
 * - **Unknown outcome**: after a timeout, a dropped connection, an unreadable answer or a 5xx the
 *   money may have moved. The action is `uncertain`: it re-reads the balance and records
 *   (`refresh`, and the header balance through the bus) and offers `retry` with the same key only.
 */
import { useCallback, useRef, useState } from 'react';
import { bus } from '../bus/bus';
import { call, newIdempotencyKey } from './client';
import type { Endpoint } from './endpoint';
import { ApiError, isOutcomeUnknown } from './errors';

export type MoneyActionStatus = 'idle' | 'pending' | 'success' | 'error' | 'uncertain';

export interface MoneyActionOptions<Req, Res> {
  /** Shape check of a `success: true` value; a bad one is an unknown outcome (`malformed_response`). */
  check?: (value: Res) => boolean;
  onSuccess?: (data: Res, request: Req) => void;
  /** Re-read what the call changes (funds, records), after a success and after an unknown outcome. */
  refresh?: () => unknown;
}

export interface MoneyAction<Req, Res> {
  status: MoneyActionStatus;
  isPending: boolean;
  isSuccess: boolean;
  /** A definite refusal (the server answered and did nothing): fix the input and submit again. */
  isError: boolean;
  /** No usable answer: it may have been done. Offer `retry` (same key), never a fresh submit. */
  isUncertain: boolean;
  /** While the balance and records are being re-read after an unknown outcome. */
  checking: boolean;
  data: Res | undefined;
  error: ApiError | null;
  variables: Req | undefined;
  /** Submit (dropped while one is in flight). Same input as before: same key. */
  mutate: (request: Req, options?: { onSuccess?: (data: Res) => void; onError?: (error: ApiError) => void }) => void;
  /** Send the last request again with its key and its per-call callbacks (after an unknown outcome). */
  retry: () => void;
  /** Back to idle (after a success: "do it again" starts with a new key). */
  reset: () => void;
  /** The key the next submit of the same input would send (tests, logs). */
  readonly idempotencyKey: string | null;
}

interface State<Req, Res> {
  status: MoneyActionStatus;
  checking: boolean;
  data: Res | undefined;
  error: ApiError | null;
  variables: Req | undefined;
}

const toApiError = (error: unknown, endpoint: Endpoint<unknown, unknown>): ApiError =>
  error instanceof ApiError ? error : new ApiError({ code: 'unknown_error', message: (error as Error)?.message, endpoint: endpoint.path });

export function useMoneyAction<Req, Res>(endpoint: Endpoint<Req, Res>, options: MoneyActionOptions<Req, Res> = {}): MoneyAction<Req, Res> {
  const [state, setState] = useState<State<Req, Res>>({ status: 'idle', checking: false, data: undefined, error: null, variables: undefined });
  const inFlight = useRef(false);
  const key = useRef<{ key: string; body: string } | null>(null);
  // The last request and its per-call callbacks, boxed (a call without a body, a claim or a raffle
  // draw, has `undefined` for its request): a retry repeats both, so the form that asked hears how
  // its retried call ended.
  type Once = { onSuccess?: (data: Res) => void; onError?: (error: ApiError) => void };
  const last = useRef<{ request: Req; once?: Once } | null>(null);
  const latest = useRef(options);
  latest.current = options;

  const send = useCallback(
    (request: Req, once?: Once) => {
      if (inFlight.current) return;
      inFlight.current = true;
      last.current = { request, once };
      const body = JSON.stringify(request ?? null);
      if (!key.current || key.current.body !== body) key.current = { key: newIdempotencyKey(), body };
      const idempotencyKey = key.current.key;
      setState({ status: 'pending', checking: false, data: undefined, error: null, variables: request });
      const check = latest.current.check as ((value: unknown) => boolean) | undefined;
      call(endpoint, request, { idempotencyKey, check })
        .then((data) => {
          key.current = null;
          inFlight.current = false;
          setState({ status: 'success', checking: false, data, error: null, variables: request });
          bus.publish('wallet/refresh-requested', {});
          latest.current.onSuccess?.(data, request);
          once?.onSuccess?.(data);
          void Promise.resolve(latest.current.refresh?.()).catch(() => undefined);
        })
        .catch((raw: unknown) => {
          inFlight.current = false;
          const error = toApiError(raw, endpoint as Endpoint<unknown, unknown>);
          if (!isOutcomeUnknown(error)) {
            setState({ status: 'error', checking: false, data: undefined, error, variables: request });
            once?.onError?.(error);
            return;
          }
          setState({ status: 'uncertain', checking: true, data: undefined, error, variables: request });
          bus.publish('wallet/refresh-requested', {});
          void Promise.resolve(latest.current.refresh?.())
            .catch(() => undefined)
            .finally(() => setState((s) => (s.status === 'uncertain' && s.error === error ? { ...s, checking: false } : s)));
        });
    },
    [endpoint],
  );

  const retry = useCallback(() => {
    if (last.current) send(last.current.request, last.current.once);
  }, [send]);

  const reset = useCallback(() => {
    if (inFlight.current) return;
    key.current = null;
    last.current = null;
    setState({ status: 'idle', checking: false, data: undefined, error: null, variables: undefined });
  }, []);

  return {
    ...state,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    isUncertain: state.status === 'uncertain',
    mutate: send,
    retry,
    reset,
    get idempotencyKey() {
      return key.current?.key ?? null;
    },
  };
}
