import { expect, test, type Page } from '@playwright/test';
import { logInFromHeader, openStorefront, sandbox } from './support/stack';

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

/** The right bar shows on wide screens only. */
const wide = (page: Page) => page.setViewportSize({ width: 1440, height: 900 });

async function expectChat(page: Page, title: string, path: string) {
  const modal = page.getByTestId('chat-room');
  await expect(modal.getByRole('heading', { name: title })).toBeVisible();
  const frame = modal.getByTestId('chat-room-frame');
  await expect(frame).toHaveAttribute('src', new RegExp(`${path.replace(/\//g, '\\/')}$`));
  await expect(frame).toHaveAttribute('data-loaded', 'true');
  await expect(modal.getByTestId('chat-room-frame-loading')).toHaveCount(0);
  // The sandbox's customer-service page really loaded in the frame.
  await expect(page.frameLocator('[data-testid="chat-room-frame"]').locator('h2')).toBeVisible();
  return modal;
}

test('a visitor who opens the chat room gets the login popup', async ({ page }) => {
  await wide(page);
  await openStorefront(page, '/index', 'en');
  await page.getByTestId('right-bar').getByRole('button', { name: 'Chat room' }).click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
  await expect(page.getByTestId('chat-room')).toHaveCount(0);
  // The customer-service entry is still there for visitors.
  await expect(page.getByTestId('right-bar').getByRole('button', { name: 'Customer service' })).toBeVisible();
});

test('demo (VIP 2) gets live chat: /__sandbox/cs/chat in the frame; closing returns focus', async ({
  page,
}) => {
  await wide(page);
  await openStorefront(page, '/index', 'en');
  await logInFromHeader(page, 'demo', 'Demo1234');
  const entry = page.getByTestId('right-bar-chat');
  await entry.click();
  const modal = await expectChat(page, 'Live chat', '/__sandbox/cs/chat');
  await expect(modal.getByTestId('chat-room-vip-badge')).toHaveCount(0);
  await expect(page.frameLocator('[data-testid="chat-room-frame"]').locator('h2')).toHaveText('Live chat');
  // The body is locked while the modal is open.
  expect(await page.evaluate(() => document.body.style.position)).toBe('fixed');
  await modal.getByTestId('chat-room-close').click();
  await expect(modal).toBeHidden();
  await expect(entry).toBeFocused();
  expect(await page.evaluate(() => document.body.style.position)).toBe('');
});

test('vip5 (rank 5) at 360 px in PT: the side menu opens the VIP channel, /__sandbox/cs/vip', async ({
  page,
}) => {
  await openStorefront(page, '/index', 'pt');
  await logInFromHeader(page, 'vip5', 'Demo1234');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByTestId('side-menu-open').click();
  await page.getByTestId('side-menu').getByTestId('side-chat-room').click();
  await expect(page.getByTestId('side-menu')).toBeHidden();
  const modal = await expectChat(page, 'Atendimento VIP', '/__sandbox/cs/vip');
  await expect(modal.getByTestId('chat-room-vip-badge')).toBeVisible();
  await expect(page.frameLocator('[data-testid="chat-room-frame"]').locator('h2')).toHaveText(
    'VIP customer service',
  );
  // Fits the phone: nothing wider than the screen.
  const box = await page.locator('[data-modal="chat-room"]').boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
});

test('a trial account is refused with in_need_true_account and no chat is launched', async ({ page }) => {
  await wide(page);
  await openStorefront(page, '/index', 'en');
  await logInFromHeader(page, 'trial', 'Demo1234');
  const launches: string[] = [];
  page.on('request', (r) => r.url().includes('/CBS_launchChat') && launches.push(r.url()));
  await page.getByTestId('right-bar-chat').click();
  const warning = page.getByTestId('true-account-required');
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('real account');
  await expect(page.getByTestId('chat-room-frame')).toHaveCount(0);
  expect(launches).toEqual([]);
});
