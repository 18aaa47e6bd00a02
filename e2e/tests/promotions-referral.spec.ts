import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { logInFromHeader, openStorefront, sandbox, solveSlider } from './support/stack';
import { E2E } from './support/env';
import { checkAxe } from './support/a11y';

/**
 * Referral link management (issue 13, item 8) in the invite-friends page: create a link, its QR
 * code (200 px, drawn in the page) downloaded as a PNG, a visitor opening the link (visits +1) and
 * registering through it (sign-ups +1), a deposit of that player (deposits +1), then disable it.
 */

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
// Two logins with the slider and a registration on a shared machine.
test.setTimeout(150_000);

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

async function openInviteFriends(page: Page): Promise<Locator> {
  await page.getByTestId('side-menu-open').click();
  const menu = page.getByTestId('side-menu');
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: 'Invite friends' }).click();
  const panel = page.getByTestId('referral-panel');
  await expect(panel).toBeVisible();
  return panel;
}

/** The counts of one link after the page is opened afresh. */
async function reopen(page: Page, code: string): Promise<Locator> {
  await page.reload();
  const panel = await openInviteFriends(page);
  const item = panel.locator(`[data-testid="referral-link-item"][data-code="${code}"]`);
  await expect(item).toBeVisible();
  return item;
}

test('EN: create a link with its QR code, a visitor opens it and signs up, a deposit counts, then disable it', async ({ page, browser }) => {
  await openStorefront(page, '/index', 'en');
  await logInFromHeader(page, 'demo', 'Demo1234');
  const panel = await openInviteFriends(page);
  const links = panel.getByTestId('referral-links');
  await expect(links.getByRole('heading', { name: 'Your referral links' })).toBeVisible();
  await expect(links.getByTestId('referral-links-empty')).toHaveText('You have no referral links yet. Create your first one above.');

  // A bad label is refused in the player's language; nothing is sent.
  const label = links.getByLabel('Label (optional)');
  await label.fill('<b>promo</b>');
  await links.getByRole('button', { name: 'Create link' }).click();
  await expect(links.getByTestId('referral-link-label-error')).toHaveText('The label can only have letters, digits, spaces, - and _.');
  await expect(links.getByTestId('referral-links-empty')).toBeVisible();

  await label.fill('Instagram bio');
  await links.getByRole('button', { name: 'Create link' }).click();
  const item = links.getByTestId('referral-link-item');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('heading', { name: 'Instagram bio' })).toBeVisible();
  await expect(item.getByTestId('referral-link-state')).toHaveText('Active');
  await expect(links.getByTestId('referral-links-notice')).toHaveText('Link created.');
  const code = (await item.getAttribute('data-code'))!;
  expect(code).toMatch(/^L[A-Z2-9]{7}$/);
  const url = await item.getByTestId('referral-link-url').inputValue();
  expect(url).toBe(`${E2E.baseUrl}/register?referralCode=${code}`);
  for (const key of ['visits', 'signups', 'deposits']) await expect(item.getByTestId(`referral-link-${key}`)).toHaveText('0');

  // The QR code: a 200 px canvas, drawn here, encoding the link; white 20 px margin, dark finder corner.
  const qr = item.getByRole('img', { name: `QR code of link ${code}` });
  await expect(qr).toHaveAttribute('data-state', 'ready');
  await expect(qr).toHaveAttribute('data-text', url);
  const box = await qr.boundingBox();
  expect(Math.round(box!.width)).toBe(200);
  expect(Math.round(box!.height)).toBe(200);
  const pixels = await qr.evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d')!;
    const at = (x: number, y: number) => Array.from(context.getImageData(x, y, 1, 1).data.slice(0, 3));
    return { size: [canvas.width, canvas.height], margin: at(10, 10), finder: at(22, 22), afterCode: at(190, 190) };
  });
  expect(pixels).toEqual({ size: [200, 200], margin: [255, 255, 255], finder: [0, 0, 0], afterCode: [255, 255, 255] });

  // Download: a PNG image of 200 × 200.
  const [download] = await Promise.all([page.waitForEvent('download'), item.getByRole('button', { name: 'Download QR code' }).click()]);
  expect(download.suggestedFilename()).toBe(`referral-${code}.png`);
  const png = fs.readFileSync((await download.path())!);
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([200, 200]);

  // Copy link.
  await item.getByRole('button', { name: 'Copy link' }).click();
  await expect(links.getByTestId('referral-links-notice')).toHaveText('Link copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  await checkAxe(page, 'referral links (dark)', '[data-testid="referral-panel"]');

  // A visitor opens the link in another browser: one visit.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.addInitScript(() => localStorage.setItem('vitrine.language', 'en'));
  const counted = visitor.waitForResponse((r) => r.url().includes('MCSFE_referralVisit'));
  await visitor.goto(url);
  const form = visitor.getByTestId('register-page').getByTestId('register-form');
  await expect(form).toBeVisible();
  expect(((await (await counted).json()) as { value: { counted: boolean } }).value.counted).toBe(true);
  let current = await reopen(page, code);
  await expect(current.getByTestId('referral-link-visits')).toHaveText('1');
  await expect(current.getByTestId('referral-link-signups')).toHaveText('0');

  // The visitor registers through it: one sign-up.
  const field = (name: string) => form.getByTestId(`reg-${name}`).locator('input');
  await field('username').fill('linkfriend1');
  await field('password').fill('Secret123');
  await field('confirmPassword').fill('Secret123');
  await form.getByTestId('reg-terms').locator('input').check();
  await form.getByTestId('reg-adult').locator('input').check();
  await form.getByTestId('register-submit').click();
  await solveSlider(visitor, form);
  await expect(visitor).toHaveURL(/\/index$/);
  await expect(visitor.getByTestId('open-member-centre')).toHaveText('linkfriend1');

  // The new player deposits: one deposit for the link.
  const token = await visitor.evaluate(() => sessionStorage.getItem('token'));
  const deposit = await visitor.request.post(`${E2E.baseUrl}/wps/relay/PAYFE_requestDeposit`, {
    headers: { Authorization: token ?? '', Merchant: 'VITRINE', Language: 'EN', 'content-type': 'application/json' },
    data: { amount: 50, channel: 'PIX' },
  });
  expect(((await deposit.json()) as { success: boolean }).success).toBe(true);
  await visitorContext.close();

  current = await reopen(page, code);
  await expect(current.getByTestId('referral-link-visits')).toHaveText('1');
  await expect(current.getByTestId('referral-link-signups')).toHaveText('1');
  await expect(current.getByTestId('referral-link-deposits')).toHaveText('1');

  // Disable it, after a confirmation.
  await current.getByRole('button', { name: 'Disable' }).click();
  await expect(current.getByTestId('referral-link-confirm')).toContainText('Disable this link?');
  await current.getByRole('button', { name: 'Yes, disable' }).click();
  await expect(current.getByTestId('referral-link-state')).toHaveText('Disabled');
  await expect(current.getByRole('button', { name: 'Disable' })).toHaveCount(0);
  await expect(page.getByTestId('referral-links-notice')).toHaveText('Link disabled.');
  // A disabled link counts no more visits.
  const again = await browser.newContext();
  const late = await again.newPage();
  const notCounted = late.waitForResponse((r) => r.url().includes('MCSFE_referralVisit'));
  await late.goto(url);
  expect(((await (await notCounted).json()) as { value: { counted: boolean } }).value.counted).toBe(false);
  await again.close();
});

test('PT, light theme, 360 px: the empty state, a failure with retry, and axe', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.addInitScript(() => localStorage.setItem('vitrine.theme', 'light'));
  await openStorefront(page, '/index', 'pt');
  await logInFromHeader(page, 'demo', 'Demo1234');
  await sandbox.fault(request, { path: '/wps/relay/MCSFE_getReferralLinks', status: 500, count: 1 });
  await page.getByTestId('side-menu-open').click();
  await page.getByTestId('side-menu').getByRole('button', { name: 'Convidar amigos' }).click();
  const links = page.getByTestId('referral-links');
  await expect(links.getByTestId('referral-links-error')).toContainText('Não foi possível carregar os seus links de indicação');
  await links.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(links.getByTestId('referral-links-empty')).toContainText('Ainda não tem links de indicação');
  await links.getByLabel('Etiqueta (opcional)').fill('Família');
  await links.getByRole('button', { name: 'Criar link' }).click();
  const item = links.getByTestId('referral-link-item');
  await expect(item.getByRole('heading', { name: 'Família' })).toBeVisible();
  await expect(item.getByRole('img')).toHaveAttribute('data-state', 'ready');
  // Nothing spills sideways at 360 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await checkAxe(page, 'referral links (light, 360 px, PT)', '[data-testid="referral-panel"]');
});
