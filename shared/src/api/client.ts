/**
 * The one HTTP client. Turns an endpoint declaration into a request (headers of the api-notes,
 * encryption, token), and the `{success, value, message, code}` envelope into a typed value or
 * a typed `ApiError`. Token-invalid codes clear the session and ask for a login.
 */
import ky, { HTTPError, TimeoutError, type Options } from 'ky';
import type { Endpoint, Envelope } from './endpoint';
import { ApiError } from './errors';
import { getConfig } from '../config/config';
import { getToken, sessionWriters } from '../session/session';
import { bus } from '../bus/bus';
import { currentLanguage } from '../i18n/current-language';
import { requestTurn } from './request-turns';

export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Values for `:param` segments of the path. */
  params?: Record<string, string | number>;
  /** Extra headers for this call. */
  headers?: Record<string, string>;
  /**
   * The `Idempotency-Key` of a money call (`endpoint.idempotent`): made when the form is first
   * submitted and sent again on every retry of the same input (see `useMoneyAction`). Without one a
   * money call gets a fresh key (safe against a transport-level repeat, not against a retry).
   */
  idempotencyKey?: string;
  /**
   * Checks the shape of `value` in a `success: true` answer; false rejects with
   * `malformed_response` (a designed error) instead of handing a broken value to the render.
   */
  check?: (value: unknown) => boolean;
}

/** A new random key (RFC 4122 v4 where the browser has it). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c?.getRandomValues) c.getRandomValues(bytes);
  else for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const RSA_KEY_PATH = '/wps/session/key/rsa';
/** The HTTP status of a parsed answer, kept beside it (not enumerable). */
const HTTP_STATUS = Symbol('httpStatus');
let rsaKey: Promise<string> | null = null;

function fetchRsaKey(): Promise<string> {
  rsaKey ??= rawJson<Envelope<string>>('GET', RSA_KEY_PATH, {})
    .then((envelope) => {
      if (!envelope.success || typeof envelope.value !== 'string') {
        throw new ApiError({ code: envelope.code ?? 'rsa_key_unavailable', message: envelope.message, endpoint: RSA_KEY_PATH });
      }
      return envelope.value;
    })
    .catch((error) => {
      rsaKey = null;
      throw error;
    });
  return rsaKey;
}

function baseHeaders(): Record<string, string> {
  const config = getConfig();
  return { Merchant: config.merchantCode, Device: 'web', Language: currentLanguage() };
}

async function rawJson<T>(method: string, path: string, options: Options): Promise<T> {
  const config = getConfig();
  const url = `${config.apiBase}${path}`;
  let response: Response;
  let status = 0;
  await requestTurn();
  try {
    response = await ky(url, {
      method,
      retry: method === 'GET' ? { limit: 1, statusCodes: [502, 503, 504] } : 0,
      timeout: config.requestTimeoutMs,
      throwHttpErrors: false,
      ...options,
      headers: { ...baseHeaders(), ...(options.headers as Record<string, string>) },
    });
  } catch (error) {
    if (error instanceof TimeoutError) throw new ApiError({ code: 'timeout', endpoint: path });
    if (error instanceof HTTPError) throw new ApiError({ code: 'http_error', status: error.response.status, endpoint: path });
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError({ code: 'network_error', endpoint: path });
  }
  status = response.status;
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    // The connection dropped while the body was arriving.
    throw new ApiError({ code: 'network_error', status, endpoint: path });
  }
  try {
    const parsed = JSON.parse(text) as T;
    if (parsed && typeof parsed === 'object') Object.defineProperty(parsed, HTTP_STATUS, { value: status });
    return parsed;
  } catch {
    throw new ApiError({ code: response.ok ? 'malformed_response' : 'http_error', status: response.status, endpoint: path });
  }
}

function fillPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}

function toSearchParams(request: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (request && typeof request === 'object') {
    for (const [key, value] of Object.entries(request)) {
      if (value === undefined || value === null) continue;
      out[key] = Array.isArray(value) ? value.join(',') : String(value);
    }
  }
  return out;
}

/** Make one call. Resolves with the envelope's `value`; rejects with `ApiError`. */
export async function call<Req, Res>(endpoint: Endpoint<Req, Res>, request?: Req, options: CallOptions = {}): Promise<Res> {
  const path = fillPath(endpoint.path, options.params);
  const token = getToken();
  if (endpoint.token === 'required' && !token) {
    bus.publish('session/login-required', { reason: endpoint.name });
    throw new ApiError({ code: 'not_logged_in', endpoint: path });
  }
  const headers: Record<string, string> = { ...endpoint.headers, ...options.headers };
  if (token && endpoint.token !== 'none') headers.Authorization = token;
  if (endpoint.idempotent) headers['Idempotency-Key'] = options.idempotencyKey ?? newIdempotencyKey();

  if (endpoint.sealedFields?.length && request && typeof request === 'object') {
    const [{ sealRandom }, publicKey] = await Promise.all([import('./crypto'), fetchRsaKey()]);
    const sealed: Record<string, unknown> = { ...(request as Record<string, unknown>) };
    for (const field of endpoint.sealedFields) {
      if (typeof sealed[field] === 'string') sealed[field] = sealRandom(sealed[field] as string, publicKey);
    }
    request = sealed as Req;
  }
  const kyOptions: Options = { headers, signal: options.signal };
  if (options.timeoutMs) kyOptions.timeout = options.timeoutMs;
  if (endpoint.body === 'query') {
    kyOptions.searchParams = toSearchParams(request);
  } else if (endpoint.body === 'form') {
    kyOptions.body = new URLSearchParams(toSearchParams(request));
  } else if (endpoint.encrypted) {
    const [{ encryptBody }, publicKey] = await Promise.all([import('./crypto'), fetchRsaKey()]);
    const sealed = encryptBody(request ?? {}, publicKey);
    kyOptions.json = sealed.body;
    Object.assign(headers, sealed.headers);
  } else {
    kyOptions.json = request ?? {};
  }

  const envelope = await rawJson<Envelope<Res>>(endpoint.method, path, kyOptions);
  if (!envelope || typeof envelope !== 'object' || typeof envelope.success !== 'boolean') {
    throw new ApiError({ code: 'malformed_response', endpoint: path });
  }
  if (!envelope.success) {
    const error = new ApiError({
      code: envelope.code ?? 'unknown_error',
      message: envelope.message,
      status: (envelope as { [HTTP_STATUS]?: number })[HTTP_STATUS],
      endpoint: path,
      value: envelope.value,
    });
    // Only the session the call was made with ends: a late "token invalid" for an old token must
    // not log out a player who has logged in again since.
    if (error.isTokenInvalid && token && getToken() === token) {
      sessionWriters.clear();
      bus.publish('session/logged-out', { reason: 'token-invalid' });
      bus.publish('session/login-required', { reason: error.code });
    }
    throw error;
  }
  if (options.check && !options.check(envelope.value)) {
    throw new ApiError({ code: 'malformed_response', status: (envelope as { [HTTP_STATUS]?: number })[HTTP_STATUS], endpoint: path });
  }
  return envelope.value;
}

/** Forget the cached RSA key (after the server rotated it; tests). */
export function resetApiClientCache(): void {
  rsaKey = null;
}
