import crypto from 'node:crypto';
import CryptoJS from 'crypto-js';
import forge from 'node-forge';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/server';

/**
 * Encrypts a body as the storefront does for `Encryption: RSA` calls: a 16-char random string r;
 * DES-ECB/PKCS7 of the JSON with key r[0..8] (Base64); RSA PKCS#1 v1.5 of reversed r.
 */
export function encryptForSandbox(body: unknown, publicKeyPem: string): { payload: { value: string }; headers: Record<string, string> } {
  const r = crypto.randomBytes(12).toString('base64').replace(/[^A-Za-z0-9]/g, 'x').slice(0, 16).padEnd(16, 'x');
  const value = CryptoJS.DES.encrypt(JSON.stringify(body), CryptoJS.enc.Utf8.parse(r.slice(0, 8)), { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 }).toString();
  const pub = forge.pki.publicKeyFromPem(publicKeyPem);
  const rsa = forge.util.encode64(pub.encrypt(r.split('').reverse().join(''), 'RSAES-PKCS1-V1_5'));
  return { payload: { value }, headers: { Encryption: 'RSA', 'X-RSA': rsa, 'X-Digest': value } };
}

/** Free play's `random` as the storefront sends it: RSA PKCS#1 v1.5 (Base64) of the reversed string. */
export function sealRandomForSandbox(random: string, publicKeyPem: string): string {
  const pub = forge.pki.publicKeyFromPem(publicKeyPem);
  return forge.util.encode64(pub.encrypt(random.split('').reverse().join(''), 'RSAES-PKCS1-V1_5'));
}

/**
 * Tests talk to a real listening server over loopback HTTP: fastify's `inject` pulls in an
 * ESM-only dependency (cookie@2) that the root jest config does not transpile.
 */
export interface Api {
  app: FastifyInstance;
  base: string;
  raw(method: string, url: string, init?: { body?: string; headers?: Record<string, string> }): Promise<{ status: number; text: string; headers: Headers }>;
  pem: string;
  call(method: string, url: string, body?: unknown, opts?: { token?: string; encrypt?: boolean; headers?: Record<string, string>; form?: boolean }): Promise<{ status: number; body: { success: boolean; value?: unknown; code?: string; message?: string } & Record<string, unknown> }>;
  login(username: string, password?: string): Promise<string>;
  v<T = never>(method: string, url: string, body?: unknown, opts?: { token?: string; encrypt?: boolean }): Promise<T>;
}

/** The control key of the test servers (the control API is on in the tests unless `control: undefined`). */
export const TEST_CONTROL_KEY = 'test-control-key-0123456789';

export async function makeApi(opts: Parameters<typeof buildServer>[0] = {}): Promise<Api> {
  const app = await buildServer({ dbFile: ':memory:', checkResponses: true, control: { key: TEST_CONTROL_KEY }, ...opts });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  const raw: Api['raw'] = async (method, url, init = {}) => {
    const res = await fetch(base + url, { method, body: init.body, headers: init.headers });
    return { status: res.status, text: await res.text(), headers: res.headers };
  };
  const pem = (JSON.parse((await raw('GET', '/wps/session/key/rsa')).text) as { value: string }).value;
  const api: Api = {
    app,
    base,
    raw,
    pem,
    async call(method, url, body, o = {}) {
      const headers: Record<string, string> = { Merchant: 'VITRINE', Language: 'PT', Device: 'web', ...(o.headers ?? {}) };
      if (o.token) headers.Authorization = o.token;
      if (url.startsWith('/__sandbox/')) headers['X-Sandbox-Key'] ??= TEST_CONTROL_KEY;
      let payload: string | undefined;
      let target = url;
      if (body !== undefined) {
        if (method === 'GET' || method === 'DELETE') {
          const qs = new URLSearchParams(Object.entries(body as Record<string, unknown>).map(([k, v]): [string, string] => [k, String(v)])).toString();
          target = qs ? `${url}?${qs}` : url;
        } else if (o.encrypt) {
          const enc = encryptForSandbox(body, pem);
          payload = JSON.stringify(enc.payload);
          Object.assign(headers, enc.headers, { 'content-type': 'application/json' });
        } else if (o.form) {
          payload = new URLSearchParams(body as Record<string, string>).toString();
          headers['content-type'] = 'application/x-www-form-urlencoded';
        } else {
          payload = typeof body === 'string' ? body : JSON.stringify(body);
          headers['content-type'] ??= 'application/json';
        }
      }
      const res = await raw(method, target, { body: payload, headers });
      let parsed: Record<string, unknown>;
      try {
        parsed = JSON.parse(res.text) as Record<string, unknown>;
      } catch {
        parsed = { success: false, raw: res.text };
      }
      return { status: res.status, body: parsed as never };
    },
    async login(username, password = 'Demo1234') {
      const r = await api.call('POST', '/wps/session/login', { username, password, type: 'username' }, { encrypt: true });
      if (!r.body.success) throw new Error(`login ${username} failed: ${JSON.stringify(r.body)}`);
      return (r.body.value as { token: string }).token;
    },
    async v(method, url, body, o) {
      const r = await api.call(method, url, body, o);
      if (!r.body.success) throw new Error(`${method} ${url} → ${r.status} ${JSON.stringify(r.body)}`);
      return r.body.value as never;
    },
  };
  return api;
}
