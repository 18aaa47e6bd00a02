import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E } from './env';

/** The sandbox control API (through the gateway, as the storefront sees it). */
export const sandbox = {
  async reset(request: APIRequestContext) {
    const response = await request.post(`${E2E.baseUrl}/__sandbox/reset`);
    expect(response.ok()).toBeTruthy();
  },
  async setStatus(request: APIRequestContext, status: 0 | 1 | 2, location?: { ip: string; country: string }) {
    const response = await request.post(`${E2E.baseUrl}/__sandbox/status`, { data: { status, location } });
    expect(response.ok()).toBeTruthy();
  },
};

/** Fresh browser state in PT (the brand default) unless told otherwise. */
export async function openStorefront(page: Page, path = '/index', language?: 'en' | 'pt') {
  if (language) await page.addInitScript((l) => localStorage.setItem('vitrine.language', l), language);
  await page.goto(path);
}

export async function logInFromHeader(page: Page, username: string, password: string) {
  const form = page.getByTestId('header-login');
  await form.locator('input[autocomplete="username"]').fill(username);
  await form.locator('input[type="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('account-bar')).toBeVisible();
}

/** Make the boundary of one remote throw on render (fault injection read by RemoteBoundary). */
export async function injectRenderFault(page: Page, remote: string) {
  await page.addInitScript((r) => {
    (window as unknown as { __VITRINE_FAULTS__: { render: string[] } }).__VITRINE_FAULTS__ = { render: [r] };
  }, remote);
}
