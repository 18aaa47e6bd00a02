import { expect, test } from '@playwright/test';
import { logInFromHeader, openLogin, openStorefront, sandbox, submitLogin } from './support/stack';
import { E2E, controlHeaders } from './support/env';

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test('/noticePage: 9 per page with title and date; notices carrying script and event-handler payloads render without running them', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openStorefront(page, '/noticePage', 'en');
  const list = page.getByTestId('notice-list');
  await expect(list.getByTestId('notice-item')).toHaveCount(9);
  await expect(list.getByTestId('notice-item').first()).toContainText('Notice 24');
  await expect(list.getByTestId('notice-item').first().locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await expect(page.getByTestId('notice-page-number')).toHaveText('Page 1 of 3');

  // Notice 21: onclick + iframe; notice 15: javascript: link (page 1 and 2); notice 9 (onerror) and 3 (<script>) on page 2 and 3.
  for (const [pageNo, title] of [
    [1, 'Notice 21'],
    [2, 'Notice 15'],
    [2, 'Notice 9'],
    [3, 'Notice 3'],
  ] as const) {
    await page.goto(pageNo === 1 ? '/noticePage' : `/noticePage?p=${pageNo}`);
    await page.getByTestId('notice-item').filter({ hasText: title }).click();
    const modal = page.getByTestId('notice-modal');
    const content = modal.getByTestId('notice-content');
    await expect(content).toContainText(title);
    expect(await content.locator('script, iframe, [onclick], [onerror]').count()).toBe(0);
    expect(await content.locator('a[href^="javascript:"]').count()).toBe(0);
    // Click where the payload was (the last block: the former onclick div, the javascript: link's paragraph, the onerror image…).
    await content.locator(':scope > *').last().dispatchEvent('click');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
    await modal.getByTestId('notice-modal-close').click();
  }
  expect(dialogs).toEqual([]);
});

test('announcements re-fetch on language change; the ticker links to the notices', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('MCSFE_getListAnnouncements')) calls.push(r.headers()['language'] ?? '');
  });
  await openStorefront(page, '/index', 'en');
  await expect(page.getByTestId('ticker-item')).toBeVisible();
  const before = calls.length;
  await page.getByTestId('language-picker').selectOption('pt');
  await expect.poll(() => calls.length).toBeGreaterThan(before);
  await page.getByTestId('ticker-item').click();
  await expect(page).toHaveURL(/\/noticePage$/);
  await expect(page.getByRole('heading', { name: 'Avisos' })).toBeVisible();
});

test('popup announcements show after login, sanitised', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await openStorefront(page, '/index', 'en');
  await openLogin(page);
  const form = page.getByTestId('header-login');
  await form.locator('input[autocomplete="username"]').fill('demo');
  await form.locator('input[type="password"]').fill('Demo1234');
  await submitLogin(page);
  const popups = page.getByTestId('popup-announcements');
  await expect(popups).toContainText('Welcome to Vitrine');
  await expect(popups).toContainText('Security notice');
  expect(await popups.locator('[onerror]').count()).toBe(0);
  expect(dialogs).toEqual([]);
});

test('every spec route exists: each is contributed by a remote and shows its page (no "coming soon"); lottery routes header only', async ({ page }) => {
  // Ten page loads.
  test.slow();
  await openStorefront(page, '/index', 'en');
  const manifest = (await (await page.request.get(`${E2E.baseUrl}/remotes.json`)).json()) as { remotes: Record<string, { contribution: { routes: { path: string }[] } }> };
  const contributed = new Set(Object.values(manifest.remotes).flatMap((r) => r.contribution.routes.map((x) => x.path)));
  for (const path of ['/vip', '/pointMall', '/seamless', '/help', '/helpmc', '/down', '/download', '/join', '/seaLottery', '/lottery']) {
    expect(contributed.has(path), `${path} is contributed`).toBe(true);
    await page.goto(path);
    if (['/lottery', '/seaLottery'].includes(path)) await expect(page.locator('#content > *').first()).toBeVisible();
    else await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByTestId('coming-soon')).toHaveCount(0);
    if (['/lottery', '/seaLottery', '/helpmc'].includes(path)) await expect(page.getByTestId('site-footer')).toHaveCount(0);
    if (path !== '/helpmc') await expect(page.getByTestId('site-header')).toBeVisible();
  }
});

test('loginedToHomePage: a visitor is sent to /login (exempt paths stay), a logged-in player is not', async ({ page, request }) => {
  const response = await request.post(`${E2E.baseUrl}/__sandbox/brand`, { data: { loginedToHomePage: true }, headers: controlHeaders() });
  expect(response.ok()).toBeTruthy();
  await openStorefront(page, '/promotions', 'en');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-modal')).toBeVisible();
  await page.goto('/register');
  await expect(page.getByTestId('register-page')).toBeVisible();
  await page.goto('/index');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('header-login')).toBeVisible();
  await logInFromHeader(page, 'demo', 'Demo1234');
  await expect(page).toHaveURL(/\/index$/);
  await page.goto('/promotions');
  await expect(page).toHaveURL(/\/promotions$/);
});
