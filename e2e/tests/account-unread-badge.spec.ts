import { expect, test } from '@playwright/test';
import { logInFromHeader, openStorefront, sandbox } from './support/stack';

/**
 * The inbox's unread badge (issue 14 item 9) in the header and the side menu, from the
 * unread-count call: the sandbox counts the member's real unread messages, and reading one in
 * the member centre drops both badges.
 */
test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test('the unread badge counts real unread messages and drops when one is read', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openStorefront(page, '/index', 'en');
  await logInFromHeader(page, 'demo', 'Demo1234');
  // The seed gives demo three unread inbox messages.
  const header = page.getByTestId('bar-messages-badge');
  await expect(header).toHaveText('3');
  await expect(page.getByTestId('bar-messages')).toHaveAccessibleName('Messages (Unread in your inbox: 3)');

  await page.getByTestId('bar-messages').click();
  const inbox = page.getByTestId('inbox');
  await expect(inbox).toBeVisible();
  await inbox.locator('[data-testid="message-row"][data-unread="true"]').first().locator('button.open').click();
  await expect(page.getByTestId('message-reader')).toBeVisible();
  await expect(header).toHaveText('2');

  // The side menu shows the same count once the centre is closed.
  await page.getByTestId('member-centre-close').click();
  await page.getByTestId('side-menu-open').click();
  await expect(page.getByTestId('side-menu').getByTestId('side-messages-badge')).toHaveText('2');
  await expect(page.getByTestId('side-messages')).toContainText('Unread in your inbox: 2');
});

test('pt: the side menu badge on a phone, and none once every message is read', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openStorefront(page, '/index', 'pt');
  await logInFromHeader(page, 'demo', 'Demo1234');
  await page.getByTestId('side-menu-open').click();
  await expect(page.getByTestId('side-messages-badge')).toHaveText('3');
  await page.getByTestId('side-messages').click();
  const inbox = page.getByTestId('inbox');
  for (let left = 3; left > 0; left--) {
    await inbox.locator('[data-testid="message-row"][data-unread="true"]').first().locator('button.open').click();
    await expect(page.getByTestId('message-reader')).toBeVisible();
    await page.getByTestId('message-back').click();
    await expect(inbox.locator('[data-testid="message-row"][data-unread="true"]')).toHaveCount(left - 1);
  }
  await page.getByTestId('member-centre-close').click();
  await page.getByTestId('side-menu-open').click();
  await expect(page.getByTestId('side-messages')).toBeVisible();
  await expect(page.getByTestId('side-messages-badge')).toHaveCount(0);
});
