import { expect, test } from '@playwright/test';
import { logInFromHeader, openLogin, openStorefront, sandbox, submitCredentials, submitLogin } from './support/stack';

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test('player and agent doors: each refuses the other kind of account, offers the right door and keeps what was typed', async ({ page }) => {
  await openStorefront(page, '/index', 'en');
  await openLogin(page);
  const modal = page.getByTestId('login-modal');
  const form = page.getByTestId('header-login');
  await expect(modal.getByTestId('tab-member')).toHaveAttribute('aria-selected', 'true');

  // An agent at the player door.
  await form.locator('input[autocomplete="username"]').fill('agent');
  await form.locator('input[type="password"]').fill('Demo1234');
  await submitLogin(page);
  await expect(form.getByTestId('login-error')).toContainText('Non-member account unable to log in');
  await form.getByTestId('switch-login-door').click();
  await expect(modal.getByTestId('tab-agent')).toHaveAttribute('aria-selected', 'true');
  await expect(modal.getByRole('heading', { name: 'Agent login' })).toBeVisible();
  await expect(form.locator('input[autocomplete="username"]')).toHaveValue('agent');
  await expect(form.locator('input[type="password"]')).toHaveValue('Demo1234');

  // A player at the agent door.
  await form.locator('input[autocomplete="username"]').fill('demo');
  await submitLogin(page);
  await expect(form.getByTestId('login-error')).toContainText('Non-agents cannot log in');
  await form.getByTestId('switch-login-door').click();
  await expect(modal.getByTestId('tab-member')).toHaveAttribute('aria-selected', 'true');
  await submitLogin(page);
  await expect(page.getByTestId('account-bar')).toBeVisible();
});

test('/login?as=agent opens the agent door and an agent gets in with the agent centre in the bar', async ({ page }) => {
  await openStorefront(page, '/login?as=agent', 'pt');
  const modal = page.getByTestId('login-modal');
  await expect(modal.getByRole('heading', { name: 'Login de agente' })).toBeVisible();
  const form = page.getByTestId('header-login');
  await form.locator('input[autocomplete="username"]').fill('master');
  await form.locator('input[type="password"]').fill('Demo1234');
  await submitLogin(page);
  await expect(page.getByTestId('open-agent-centre')).toBeVisible();
});

test('logged-in bar: deposit, withdraw, personal centre and betting record open the member centre; cashback only with MANPLAYREB3', async ({ page, request }) => {
  await sandbox.setFlags(request, { MANPLAYREB3: false });
  await page.setViewportSize({ width: 1280, height: 800 });
  await openStorefront(page, '/index', 'en');
  await logInFromHeader(page, 'demo', 'Demo1234');
  const bar = page.getByTestId('account-bar');
  await expect(bar.getByTestId('bar-deposit')).toBeVisible();
  await expect(bar.getByTestId('bar-withdraw')).toBeVisible();
  await expect(bar.getByTestId('bar-personal-centre')).toHaveAccessibleName('Personal centre');
  await expect(bar.getByTestId('bar-betting-record')).toHaveAccessibleName('Betting record');
  await expect(bar.getByTestId('bar-cashback')).toHaveCount(0);

  // Each shortcut opens the member centre on its own page (the highlighted menu entry).
  const centre = page.getByTestId('memberCentre-modal');
  for (const [testId, entry] of [
    ['bar-deposit', 'Deposit'],
    ['bar-withdraw', 'Withdrawal'],
    ['bar-personal-centre', 'Personal profit and loss'],
    ['bar-betting-record', 'Betting record'],
  ] as const) {
    await bar.getByTestId(testId).click();
    await expect(centre.locator('[aria-current="page"]')).toHaveText(entry);
    await page.keyboard.press('Escape');
    await expect(centre).toBeHidden();
  }

  await sandbox.setFlags(request, { MANPLAYREB3: true });
  await page.reload();
  await expect(page.getByTestId('account-bar').getByTestId('bar-cashback')).toHaveAccessibleName('Cashback');
  await page.getByTestId('account-bar').getByTestId('bar-cashback').click();
  await expect(centre.locator('[aria-current="page"]')).toHaveText('Cashback');
  await page.keyboard.press('Escape');

  // On a phone the shortcuts move to the side menu; Deposit stays in the bar.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(page.getByTestId('account-bar').getByTestId('bar-deposit')).toBeVisible();
  await expect(page.getByTestId('account-bar').getByTestId('bar-betting-record')).toBeHidden();
});

test('a forced password change survives a reload (then asks the old password) and is gone once changed', async ({ page }) => {
  await openStorefront(page, '/index', 'en');
  await submitCredentials(page, 'weak', '123456');
  const modal = page.getByTestId('change-password-modal');
  await expect(modal.getByTestId('forced-note')).toBeVisible();

  await page.reload();
  await expect(modal.getByTestId('forced-note')).toBeVisible();
  await expect(modal.getByTestId('change-password-modal-close')).toHaveCount(0);
  // After a reload the old password is no longer known, so it is asked.
  await modal.getByLabel('Old password').fill('123456');
  await modal.getByTestId('new-password').locator('input').fill('NewPass99');
  await modal.getByTestId('confirm-password').locator('input').fill('NewPass99');
  await modal.getByTestId('change-password-submit').click();
  await expect(modal).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('account-bar')).toBeVisible();
  await expect(modal).toHaveCount(0);
});
