import { expect, request as playwrightRequest, test } from '@playwright/test';
import { E2E, controlHeaders } from './support/env';

/**
 * The e2e stack asks for the sandbox control API (SANDBOX_CONTROL=1) with a per-run key: through
 * the gateway, a call without the key (or with another one) is refused with 401 and changes
 * nothing; the run's key works.
 */
test('control API through the gateway: 401 without the run key, 200 with it', async () => {
  const anonymous = await playwrightRequest.newContext({ baseURL: E2E.baseUrl });
  try {
    for (const [method, path] of [
      ['POST', '/__sandbox/balance'],
      ['POST', '/__sandbox/reset'],
      ['GET', '/__sandbox/sms/last?mobile=11987654321'],
      ['GET', '/__sandbox/'],
    ] as const) {
      for (const headers of [{} as Record<string, string>, { 'X-Sandbox-Key': 'not-the-key-of-this-run' }]) {
        const answer = await anonymous.fetch(path, {
          method,
          headers,
          ...(method === 'POST' ? { data: { username: 'demo', amount: 1_000_000 } } : {}),
        });
        expect(answer.status(), `${method} ${path}`).toBe(401);
        expect(((await answer.json()) as { code: string }).code).toBe('control_key_required');
      }
    }
    const state = await anonymous.get('/__sandbox/', { headers: controlHeaders() });
    expect(state.status()).toBe(200);
    // The sandbox's stand-ins for outside services (images here) need no key.
    expect((await anonymous.get('/__sandbox/cdn/vendor/PG.svg')).status()).toBe(200);
  } finally {
    await anonymous.dispose();
  }
});
