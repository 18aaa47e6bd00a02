import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E, controlHeaders } from './env';

/** The sandbox control API (through the gateway, as the storefront sees it). */
export const sandbox = {
  async reset(request: APIRequestContext) {
    const response = await request.post(`${E2E.baseUrl}/__sandbox/reset`, { headers: controlHeaders() });
    expect(response.ok()).toBeTruthy();
  },
  async setStatus(request: APIRequestContext, status: 0 | 1 | 2, location?: { ip: string; country: string }) {
    const response = await request.post(`${E2E.baseUrl}/__sandbox/status`, { data: { status, location }, headers: controlHeaders() });
    expect(response.ok()).toBeTruthy();
  },
  /** Turn whitelabel modules on or off (e.g. MANPLAYREB3); the storefront reads them at boot. */
  async setFlags(request: APIRequestContext, flags: Record<string, boolean>) {
    const response = await request.post(`${E2E.baseUrl}/__sandbox/whitelabel`, { data: { flags }, headers: controlHeaders() });
    expect(response.ok()).toBeTruthy();
  },
  /**
   * Arm a fault on one API path (`POST /__sandbox/faults`): the next `count` calls answer `status`
   * (500 by default), after `delayMs`, with a truncated JSON body when `malformed`, with an HTML body
   * when `body: 'html'`, or `success: true` without `value` when `body: 'no-value'`. A delay alone
   * holds the call and then lets it through to the real handler. `count: 0` disarms.
   */
  async fault(
    request: APIRequestContext,
    fault: { path: string; count?: number; status?: number; delayMs?: number; malformed?: boolean; body?: 'html' | 'no-value' },
  ) {
    const response = await request.post(`${E2E.baseUrl}/__sandbox/faults`, { data: { count: 1, ...fault }, headers: controlHeaders() });
    expect(response.ok()).toBeTruthy();
  },
  /**
   * The movable sandbox clock: `{at, freeze}` puts it at an instant (standing still when frozen),
   * `{advanceMs}` moves it ("24 hours later"). Responsible-gaming rules and ledger rows read it.
   */
  async clock(request: APIRequestContext, body: { at?: string; advanceMs?: number; offsetMs?: number; freeze?: boolean }) {
    const response = await request.post(`${E2E.baseUrl}/__sandbox/clock`, { data: body, headers: controlHeaders() });
    expect(response.ok()).toBeTruthy();
    return ((await response.json()) as { value: { now: string; offsetMs: number; frozen: boolean } }).value;
  },
  /** The demo game's next spins pay these multipliers, in order (0 loses the bet); random after. */
  async spins(request: APIRequestContext, multipliers: number[]) {
    const response = await request.post(`${E2E.baseUrl}/__sandbox/spins`, { data: { multipliers }, headers: controlHeaders() });
    expect(response.ok()).toBeTruthy();
  },
  /** The brand's responsible-gaming settings (reality-check intervals offered, self-exclusion link). */
  async rg(request: APIRequestContext, body: { realityCheckMinutes?: number[]; selfExclusionUrl?: string | null }) {
    const response = await request.post(`${E2E.baseUrl}/__sandbox/rg`, { data: body, headers: controlHeaders() });
    expect(response.ok()).toBeTruthy();
  },
};

/** Fresh browser state in PT (the brand default) unless told otherwise. */
export async function openStorefront(page: Page, path = '/index', language?: string) {
  if (language) await page.addInitScript((l) => localStorage.setItem('vitrine.language', l), language);
  await page.goto(path);
}

/** Open the login popup from the header (the header keeps a Log in button). */
export async function openLogin(page: Page) {
  await page.getByTestId('header-login-open').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
}

/**
 * The slider captcha, if one is shown: read its challenge's answer from the sandbox control
 * API and slide to it (the range input is the accessible slider).
 */
export async function solveSlider(page: Page, scope = page.locator('body')) {
  const slider = scope.getByTestId('slider-captcha');
  await expect(slider).toHaveAttribute('data-challenge', /.+/);
  const challenge = await slider.getAttribute('data-challenge');
  const response = await page.request.get(`${E2E.baseUrl}/__sandbox/geetest/answer?challenge=${challenge}`, { headers: controlHeaders() });
  expect(response.ok()).toBeTruthy();
  const { value } = (await response.json()) as { value: { x: number } };
  await slider.getByTestId('slider-input').fill(String(value.x));
}

/** Submit the login form and pass the slider captcha when it appears. */
export async function submitLogin(page: Page) {
  const form = page.getByTestId('header-login');
  await form.locator('button[type="submit"]').click();
  await solveSlider(page, form);
}

/** Log in through the popup; closes the after-login modal so the page is usable. */
/** Type credentials into the open (or just opened) login popup and submit, passing the slider; no outcome assumed. */
export async function submitCredentials(page: Page, username: string, password: string) {
  if (!(await page.locator('[data-modal-overlay="login"]').count())) await openLogin(page);
  const form = page.getByTestId('header-login');
  await form.locator('input[autocomplete="username"]').fill(username);
  await form.locator('input[type="password"]').fill(password);
  await submitLogin(page);
}

/** Sandbox demo accounts that are agents (isAgent 1/2/41/42): they log in through the agent door. */
export const AGENT_ACCOUNTS = new Set(['agent', 'agent2', 'master']);

export async function logInFromHeader(page: Page, username: string, password: string, door: 'member' | 'agent' = AGENT_ACCOUNTS.has(username) ? 'agent' : 'member') {
  // The popup may already be open (or opening: its panel shows after 100 ms).
  if (!(await page.locator('[data-modal-overlay="login"]').count())) await openLogin(page);
  const form = page.getByTestId('header-login');
  await expect(form).toBeVisible();
  // Player login rejects agents and agent login rejects players (spec section 6).
  const doorTab = page.getByTestId('login-modal').getByTestId(`tab-${door}`);
  if ((await doorTab.getAttribute('aria-selected')) !== 'true') await doorTab.click();
  await form.locator('input[autocomplete="username"]').fill(username);
  await form.locator('input[type="password"]').fill(password);
  await submitLogin(page);
  await expect(page.getByTestId('account-bar')).toBeVisible();
  const afterLogin = page.getByTestId('after-login-modal');
  await afterLogin.getByTestId('after-login-continue').click();
  await expect(afterLogin).toBeHidden();
}

/**
 * Log in from the header, then carry on where the test was. After a popup login the storefront
 * goes to / (spec section 2; checked in account-session.spec.ts), so a test about another page
 * opens that page again once logged in.
 */
export async function logInAndComeBack(page: Page, username: string, password: string) {
  const here = new URL(page.url());
  const path = `${here.pathname}${here.search}`;
  await logInFromHeader(page, username, password);
  await expect(page).toHaveURL(/\/index$/);
  if (!/^\/(index)?$/.test(here.pathname)) await page.goto(path);
  await expect(page.getByTestId('account-bar')).toBeVisible();
}

/** The last SMS code the sandbox "sent" to a number. */
export async function lastSms(page: Page, mobile: string): Promise<string> {
  const response = await page.request.get(`${E2E.baseUrl}/__sandbox/sms/last?mobile=${mobile}`, { headers: controlHeaders() });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { value: { code: string } }).value.code;
}

/** Make the boundary of one remote throw on render (fault injection read by RemoteBoundary). */
export async function injectRenderFault(page: Page, remote: string) {
  await page.addInitScript((r) => {
    (window as unknown as { __VITRINE_FAULTS__: { render: string[] } }).__VITRINE_FAULTS__ = { render: [r] };
  }, remote);
}

/**
 * The footer is drawn when its place nears the screen (host RenderWhenNear: a page's first render
 * leaves it out). Scroll to the end of the page, wait for it, and return it.
 */
export async function showFooter(page: Page) {
  const footer = page.getByTestId('site-footer');
  await expect(page.getByTestId('site-footer-pending').or(footer)).toBeAttached({ timeout: 20_000 });
  // The page grows as its lower sections mount near the screen (and their data arrives), which can
  // push the footer away again after one scroll: scroll to the end until it mounts, as a player would.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(footer).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return footer;
}

/**
 * Scrolls down the home one screen at a time to its end, as a player does, then back to the top.
 * Sections mounted as they near the screen (the home's lower sections and later vendor lanes, the
 * footer) are then all in the page. The page grows as they mount, so it stops only at the end.
 */
export async function scrollThroughHome(page: Page) {
  await expect(page.getByTestId('vendor-lane').first()).toBeVisible({ timeout: 20_000 });
  for (let screen = 0; screen < 60; screen++) {
    const atEnd = await page.evaluate(async () => {
      window.scrollBy(0, window.innerHeight);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    if (atEnd) break;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
