import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E, controlHeaders } from './support/env';
import { logInFromHeader, openStorefront, sandbox } from './support/stack';

/** The member remote's wallet and record panels against the sandbox, opened from the centre's menu. */

const amountOf = async (locator: Locator) => Number((await locator.innerText()).replace(/[^\d.-]/g, ''));

async function setFlags(request: APIRequestContext, flags: Record<string, boolean>) {
  const response = await request.post(`${E2E.baseUrl}/__sandbox/whitelabel`, { data: { flags }, headers: controlHeaders() });
  expect(response.ok()).toBeTruthy();
}

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

test('a player deposits, withdraws and finds both in the records', async ({ page }) => {
  await openStorefront(page, '/index', 'en');
  await logInFromHeader(page, 'demo', 'Demo1234');
  const balance = page.getByTestId('header-balance');
  await expect(balance).toContainText('10,000.00');

  await openCentre(page);
  await openPanel(page, 'depositv2');
  const deposit = page.getByTestId('deposit-panel');
  await deposit.getByTestId('deposit-submit').click();
  await expect(deposit.getByTestId('amount-error')).toHaveText('Enter an amount.');
  await deposit.getByRole('radio', { name: 'Bank transfer' }).click();
  await deposit.getByTestId('deposit-amount').fill('250');
  await deposit.getByTestId('deposit-submit').click();
  await expect(deposit.getByTestId('deposit-success')).toContainText('approved');
  await expect(deposit.getByTestId('deposit-new-balance')).toContainText('10,250.00');
  await expect(balance).toContainText('10,250.00');

  await openPanel(page, 'withdraw');
  const withdraw = page.getByTestId('withdraw-panel');
  await expect(withdraw.getByTestId('withdrawable')).toContainText('10,250.00');
  await withdraw.getByTestId('withdraw-amount').fill('100');
  await withdraw.getByTestId('withdraw-account').fill('demo-pix-key');
  await withdraw.getByTestId('withdraw-password').fill('not-my-password');
  await withdraw.getByTestId('withdraw-submit').click();
  await expect(withdraw.getByTestId('password-error')).toContainText('Incorrect password');
  await expect(withdraw.getByTestId('withdraw-amount')).toHaveValue('100');
  await expect(withdraw.getByTestId('withdraw-account')).toHaveValue('demo-pix-key');
  await expect(balance).toContainText('10,250.00');
  await withdraw.getByTestId('withdraw-password').fill('Demo1234');
  await withdraw.getByTestId('withdraw-submit').click();
  await expect(withdraw.getByTestId('withdraw-success')).toContainText('being processed');
  await expect(balance).toContainText('10,150.00');

  await openPanel(page, 'personalHistoryCopy');
  const bets = page.getByTestId('betting-record-panel');
  await expect(bets.getByTestId('bet-row').first()).toBeVisible();
  expect(await bets.getByTestId('bet-row').count()).toBeGreaterThan(0);
  await expect(bets.getByTestId('bets-summary')).toBeVisible();

  await openPanel(page, 'transactionHistory');
  const account = page.getByTestId('account-record-panel');
  await expect(
    account.locator('[data-testid="transaction-row"][data-type="WITHDRAW"]').first(),
  ).toContainText('-100.00');
  await expect(account.locator('[data-testid="transaction-row"][data-type="DEPOSIT"]').first()).toContainText(
    '250.00',
  );
  await account.getByTestId('transactions-type').selectOption('DEPOSIT');
  await expect(account.locator('[data-testid="transaction-row"][data-type="WITHDRAW"]')).toHaveCount(0);
  await expect(account.getByTestId('transaction-row').first()).toContainText('Deposit via BANK');

  await openPanel(page, 'personalProfit');
  const profit = page.getByTestId('profit-loss-panel');
  await expect(profit.locator('[data-total="deposits"]')).toContainText('250.00');
  await expect(profit.locator('[data-total="withdrawals"]')).toContainText('100.00');
  await expect(profit.getByTestId('profit-loss-row').first()).toBeVisible();
});

test('cashback is offered only while MANPLAYREB3 is on, and a claim reaches the balance', async ({
  page,
  request,
}) => {
  await setFlags(request, { MANPLAYREB3: false });
  await openStorefront(page, '/index', 'en');
  await logInFromHeader(page, 'demo', 'Demo1234');
  let menu = await openCentre(page);
  await expect(menu.locator('[data-page="depositv2"]')).toBeVisible();
  await expect(menu.locator('[data-page="manualRebate"]')).toHaveCount(0);

  // Flags are read at boot: turn it on and load the storefront again (the session survives).
  await setFlags(request, { MANPLAYREB3: true });
  await page.reload();
  await expect(page.getByTestId('account-bar')).toBeVisible();
  const balance = page.getByTestId('header-balance');
  await expect(balance).toContainText('10,000.00');
  const before = await amountOf(balance);
  menu = await openCentre(page);
  await expect(menu.locator('[data-page="manualRebate"]')).toHaveText('Cashback');
  await openPanel(page, 'manualRebate');
  const cashback = page.getByTestId('cashback-panel');
  await expect(cashback.getByTestId('cashback-row').first()).toBeVisible();
  const pending = await amountOf(cashback.getByTestId('cashback-pending'));
  expect(pending).toBeGreaterThan(0);
  await cashback.getByTestId('cashback-claim').click();
  await expect(cashback.getByTestId('cashback-success')).toBeVisible();
  await expect(cashback.getByTestId('cashback-pending')).toContainText('0.00');
  await expect(cashback.getByTestId('cashback-claim')).toBeDisabled();
  // The header follows the balance the claim answered. (The sandbox floors each category's pending
  // amount but the claim floors their total, so the credit may exceed the shown sum by a cent or so.)
  const after = await amountOf(cashback.getByTestId('cashback-new-balance'));
  expect(after - before).toBeGreaterThanOrEqual(pending - 0.001);
  expect(after - before).toBeLessThan(pending + 0.1);
  await expect.poll(() => amountOf(balance)).toBeCloseTo(after, 2);
});
