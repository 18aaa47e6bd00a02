import { expect, test, type Locator, type Page } from '@playwright/test';
import { logInFromHeader, openStorefront, sandbox } from './support/stack';

/**
 * The member remote's remaining centre pages against the sandbox, opened as a player does: the
 * header username button, the side menu, then the centre's menu. My wallet (transfers between the
 * main and game wallets), withdrawals to confirm, messages, transfer to upline and bonus details.
 */

const amountOf = async (locator: Locator) => Number((await locator.innerText()).replace(/[^\d.-]/g, ''));

/** A 1×1 PNG, as a proof image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function openCentre(page: Page) {
  await page.getByTestId('open-member-centre').click();
  await expect(page.getByTestId('member-centre')).toBeVisible();
  return page.getByTestId('member-centre-menu');
}

async function openPanel(page: Page, pageKey: string) {
  const entry = page.getByTestId('member-centre-menu').locator(`[data-page="${pageKey}"]`);
  await entry.click();
  await expect(entry).toHaveAttribute('aria-current', 'page');
}

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test('my wallet: money moves to a game wallet and back, the total stays, the records show it', async ({ page }) => {
  await openStorefront(page, '/index', 'en');
  await logInFromHeader(page, 'demo', 'Demo1234');
  const balance = page.getByTestId('header-balance');
  await expect(balance).toContainText('10,000.00');

  const menu = await openCentre(page);
  await expect(menu.locator('[data-page="transferFund"]')).toHaveText('My wallet');
  // demo has no upline: the transfer to upline is not offered.
  await expect(menu.locator('[data-page="transferUpline"]')).toHaveCount(0);
  await openPanel(page, 'transferFund');
  const wallet = page.getByTestId('transfer-fund-panel');
  await expect(wallet.getByTestId('wallet-total')).toContainText('10,000.00');
  await expect(wallet.getByTestId('wallet-main')).toContainText('10,000.00');

  // Validation before anything is sent.
  await wallet.getByTestId('transfer-amount').fill('10000.01');
  await wallet.getByTestId('transfer-submit').click();
  await expect(wallet.getByTestId('amount-error')).toContainText('more than this wallet holds');

  const select = wallet.getByTestId('transfer-wallet');
  await expect(select.locator('option')).not.toHaveCount(0);
  const vendor = await select.locator('option').first().getAttribute('value');
  expect(vendor).toBeTruthy();
  await select.selectOption(vendor!);
  await wallet.getByTestId('transfer-amount').fill('250,50');
  await wallet.getByTestId('transfer-submit').click();
  await expect(wallet.getByTestId('transfer-success')).toContainText('250.50 moved from Main wallet to');
  await expect(wallet.getByTestId('wallet-main')).toContainText('9,749.50');
  await expect(wallet.getByTestId('wallet-in-games')).toContainText('250.50');
  await expect(wallet.getByTestId('wallet-total')).toContainText('10,000.00');
  await expect(balance).toContainText('10,000.00');
  const row = wallet.locator(`[data-testid="wallet-row"][data-wallet="${vendor}"]`);
  await expect(row).toContainText('250.50');

  // Game wallet → main: more than it holds is refused before sending; one tap brings it all back.
  await wallet.getByRole('radio', { name: 'Game wallet → main wallet' }).click();
  await wallet.getByTestId('transfer-amount').fill('300');
  await wallet.getByTestId('transfer-submit').click();
  await expect(wallet.getByTestId('amount-error')).toContainText('250.50');
  await row.getByTestId('wallet-move-to-main').click();
  await expect(wallet.getByTestId('transfer-success')).toContainText('to Main wallet');
  await expect(wallet.getByTestId('wallet-main')).toContainText('10,000.00');
  await expect(wallet.getByTestId('wallet-in-games')).toContainText('0.00');

  await openPanel(page, 'transactionHistory');
  const account = page.getByTestId('account-record-panel');
  await expect(account.getByTestId('transaction-row').first()).toBeVisible();
});

test('withdrawals to confirm: received in part shows the remainder; not received with a proof is refunded', async ({ page }) => {
  await openStorefront(page, '/index', 'en');
  await logInFromHeader(page, 'demo', 'Demo1234');
  const balance = page.getByTestId('header-balance');
  await openCentre(page);
  await openPanel(page, 'withdraw');
  const withdraw = page.getByTestId('withdraw-panel');
  await expect(withdraw.getByTestId('payouts-empty')).toBeVisible();

  for (const amount of ['100', '200']) {
    await withdraw.getByTestId('withdraw-amount').fill(amount);
    await withdraw.getByTestId('withdraw-account').fill('demo-pix-key');
    await withdraw.getByTestId('withdraw-password').fill('Demo1234');
    await withdraw.getByTestId('withdraw-submit').click();
    await expect(withdraw.getByTestId('withdraw-success')).toBeVisible();
    await withdraw.getByRole('button', { name: 'Make another withdrawal' }).click();
  }
  await expect(balance).toContainText('9,700.00');
  const rows = withdraw.getByTestId('payout-row');
  await expect(rows).toHaveCount(2);
  await expect(withdraw.getByTestId('payouts')).toContainText('2 payouts are waiting for your confirmation.');

  // The newest (200.00): only part of it arrived.
  const newest = rows.first();
  await expect(newest).toContainText('200.00');
  await newest.getByRole('button', { name: 'Received part' }).click();
  let dialog = page.getByTestId('payout-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Amount received')).toBeFocused();
  await dialog.getByLabel('Amount received').fill('150');
  await expect(dialog.getByTestId('payout-remainder')).toContainText('50.00');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(withdraw.getByTestId('payout-success')).toBeVisible();
  await expect(newest).toHaveAttribute('data-state', 'PARTIAL');
  await expect(newest.getByTestId('payout-partial')).toContainText('remainder');

  // The 100.00 one never arrived: a proof is needed, then the sandbox refunds it.
  const older = rows.nth(1);
  await older.getByRole('button', { name: 'Not received' }).click();
  dialog = page.getByTestId('payout-dialog');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByTestId('proof-error')).toHaveText('Add a proof image.');
  await dialog.getByLabel('Proof image').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toBeHidden();
  await expect(older).toHaveAttribute('data-state', 'NOT_RECEIVED');
  await expect(balance).toContainText('9,800.00');
});

test('messages from the side menu: unread markers, a message read safely, a delete after confirming', async ({ page }) => {
  const alerts: string[] = [];
  page.on('dialog', (d) => (alerts.push(d.message()), void d.dismiss()));
  await openStorefront(page, '/index', 'en');
  await logInFromHeader(page, 'demo', 'Demo1234');
  await page.getByTestId('side-menu-open').click();
  await page.getByTestId('side-menu').getByRole('button', { name: 'Messages' }).click();
  await expect(page.getByTestId('member-centre')).toBeVisible();
  await expect(page.getByTestId('member-centre-menu').locator('[data-page="messageV2"]')).toHaveAttribute(
    'aria-current',
    'page',
  );
  const panel = page.getByTestId('messages-panel');
  await expect(panel.getByTestId('unread-count')).toHaveText('3 unread messages');
  const rows = panel.getByTestId('message-row');
  await expect(rows).toHaveCount(4);
  await expect(panel.locator('[data-testid="message-row"][data-unread="true"]')).toHaveCount(3);

  // The seed's 'Segurança' message carries an onerror payload: it shows, and runs nothing.
  const security = rows.filter({ hasText: 'Segurança' });
  await security.getByRole('button', { name: /^Unread: Segurança/ }).click();
  await expect(panel.getByRole('heading', { name: 'Segurança' })).toBeFocused();
  await expect(panel.getByTestId('message-content')).toContainText('Ative a verificação em duas etapas.');
  await expect(panel.getByTestId('message-content').locator('img[onerror]')).toHaveCount(0);
  await panel.getByTestId('message-back').click();
  await expect(panel.getByTestId('unread-count')).toHaveText('2 unread messages');
  await expect(security).toHaveAttribute('data-unread', 'false');

  // Delete: cancel keeps it; confirm removes it.
  const welcome = rows.filter({ hasText: 'Bem-vindo!' });
  await welcome.getByRole('button', { name: 'Delete the message Bem-vindo!' }).click();
  const confirm = page.getByTestId('message-delete-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(rows).toHaveCount(4);
  await welcome.getByRole('button', { name: 'Delete the message Bem-vindo!' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(panel.getByTestId('message-notice')).toContainText('was deleted');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Bem-vindo!' })).toHaveCount(0);
  expect(alerts).toEqual([]);
});

test('transfer to upline: offered to a player with an upline, confirmed in a dialog, the balance follows', async ({ page }) => {
  await openStorefront(page, '/index', 'en');
  await logInFromHeader(page, 'down1', 'Demo1234');
  const balance = page.getByTestId('header-balance');
  await expect(balance).toContainText('.');
  const before = await amountOf(balance);
  const menu = await openCentre(page);
  await expect(menu.locator('[data-page="transferUpline"]')).toHaveText('Transfer to upline');
  await openPanel(page, 'transferUpline');
  const panel = page.getByTestId('transfer-upline-panel');
  await expect(panel.getByTestId('upline-name')).toHaveText('agent');
  await panel.getByTestId('upline-amount').fill('50');
  await panel.getByTestId('upline-password').fill('wrong-password');
  await panel.getByTestId('upline-submit').click();
  const dialog = page.getByTestId('upline-confirm');
  await expect(dialog).toContainText('50.00');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByTestId('password-error')).toContainText('Incorrect password');
  await panel.getByTestId('upline-password').fill('Demo1234');
  await panel.getByTestId('upline-submit').click();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByTestId('upline-success')).toContainText('50.00 sent to agent');
  await expect.poll(() => amountOf(balance)).toBeCloseTo(before - 50, 2);
});

test('bonus details list the cashback a player claimed', async ({ page, request }) => {
  await sandbox.setFlags(request, { MANPLAYREB3: true });
  await openStorefront(page, '/index', 'en');
  await logInFromHeader(page, 'demo', 'Demo1234');
  await openCentre(page);
  await openPanel(page, 'bonusDetails');
  const bonus = page.getByTestId('bonus-details-panel');
  await expect(bonus.getByTestId('bonus-empty')).toBeVisible();

  await openPanel(page, 'manualRebate');
  const cashback = page.getByTestId('cashback-panel');
  await cashback.getByTestId('cashback-claim').click();
  await expect(cashback.getByTestId('cashback-success')).toBeVisible();

  await openPanel(page, 'bonusDetails');
  const row = bonus.getByTestId('bonus-row').first();
  await expect(row).toHaveAttribute('data-type', 'REBATE');
  await expect(row).toContainText('Cashback');
  await expect(bonus.getByTestId('bonus-count')).toContainText('1 bonus in this period');
});
