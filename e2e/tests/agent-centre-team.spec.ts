import { expect, test, type Locator, type Page } from '@playwright/test';
import { logInFromHeader, openStorefront, sandbox } from './support/stack';

/**
 * The agent centre's items 1 and 3–8 against the sandbox, opened the way an agent does: the
 * header's 'Agent centre' button, then the centre's menu.
 */

const amountOf = async (locator: Locator) => Number((await locator.innerText()).replace(/[^\d.-]/g, ''));

async function openCentre(page: Page) {
  await page.getByTestId('open-agent-centre').click();
  await expect(page.getByTestId('agent-centre')).toBeVisible();
  await expect(page.getByTestId('agent-centre-menu')).toBeVisible();
}

async function openItem(page: Page, pageKey: string) {
  const entry = page.getByTestId('agent-centre-menu').locator(`[data-page="${pageKey}"]`);
  await entry.click();
  await expect(entry).toHaveAttribute('aria-current', 'page');
}

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test('an agent lists, searches and pages the team, and transfers money to a downline', async ({ page }) => {
  await openStorefront(page, '/index', 'en');
  await logInFromHeader(page, 'agent', 'Demo1234');
  const header = page.getByTestId('header-balance');
  await expect(header).toContainText(/\d/);
  const before = await amountOf(header);

  await openCentre(page);
  const menu = page.getByTestId('agent-centre-menu');
  // Items 1–8 in the spec's order (the contract items 9–12 follow when their features are on).
  expect((await menu.getByRole('button').allInnerTexts()).slice(0, 8)).toEqual([
    'Announcement', 'Team overview', 'Register account', 'Team management', 'Team betting', 'User loss', 'My income', 'Account details',
  ]);
  await openItem(page, 'downlineManagement');
  const team = page.getByTestId('team-management');
  await expect(team.getByRole('heading', { name: 'Team management' })).toBeVisible();
  // Direct downlines: the sub-agent and down1…down7.
  await expect(team.getByTestId('downlines-total')).toHaveText('8 members');
  await expect(team.locator('[data-username="agent2"]')).toContainText('Agent');
  await expect(team.locator('[data-username="down8"]')).toHaveCount(0);

  await team.getByRole('searchbox', { name: 'Username' }).fill('down1');
  await team.getByRole('button', { name: 'Search' }).click();
  await expect(team.getByTestId('downline-row')).toHaveCount(1);
  // The whole team reaches down10 (under agent2).
  await team.getByRole('button', { name: 'Whole team' }).click();
  await expect(team.getByTestId('downline-row')).toHaveCount(2);
  await expect(team.locator('[data-username="down10"]')).toContainText('agent2');
  await team.getByRole('searchbox', { name: 'Username' }).fill('');
  await team.getByRole('button', { name: 'Search' }).click();
  await expect(team.getByTestId('downlines-total')).toHaveText('11 members');
  await team.getByRole('button', { name: 'Next page' }).click();
  await expect(team.getByTestId('pager-status')).toHaveText('Page 2 of 2');
  await expect(team.getByTestId('downline-row')).toHaveCount(1);

  await team.getByRole('button', { name: 'Direct downlines' }).click();
  const down1 = team.locator('[data-username="down1"]');
  const down1Before = await amountOf(down1.getByTestId('downline-balance'));
  await down1.getByRole('button', { name: 'Transfer to down1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer to a downline' });
  await expect(dialog.getByLabel('Amount')).toBeFocused();
  await dialog.getByLabel('Amount').fill(String(before + 1));
  await dialog.getByRole('button', { name: 'Transfer' }).click();
  await expect(dialog.getByTestId('transfer-amount-error')).toContainText('more than your balance');
  await dialog.getByLabel('Amount').fill('25');
  await dialog.getByLabel('Login password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Transfer' }).click();
  await expect(dialog.getByTestId('transfer-error')).toContainText('Incorrect password');
  await expect(dialog.getByLabel('Amount')).toHaveValue('25');
  await dialog.getByLabel('Login password').fill('Demo1234');
  await dialog.getByLabel('Login password').press('Enter');
  await expect(dialog.getByTestId('transfer-success')).toContainText('moved to down1');
  await expect.poll(() => amountOf(dialog.getByTestId('transfer-new-balance'))).toBeCloseTo(before - 25, 2);
  await expect.poll(() => amountOf(header)).toBeCloseTo(before - 25, 2);
  await dialog.getByRole('button', { name: 'CLOSE' }).click();
  await expect(dialog).toBeHidden();
  await expect(down1.getByRole('button', { name: 'Transfer to down1' })).toBeFocused();
  await expect.poll(() => amountOf(down1.getByTestId('downline-balance'))).toBeCloseTo(down1Before + 25, 2);

  // The transfer is in the team's account details.
  await openItem(page, 'downlineTransactions');
  const details = page.getByTestId('account-details');
  await details.getByRole('button', { name: 'Today' }).click();
  await details.getByRole('searchbox', { name: 'Username' }).fill('down1');
  await details.getByRole('button', { name: 'Search' }).click();
  await expect(details.getByTestId('downline-tx-row').filter({ hasText: 'Agent transfer' }).first()).toContainText('25.00');
});

test('an agent registers a player and a sub-agent, and the server refuses a taken username', async ({ page }) => {
  await openStorefront(page, '/index', 'en');
  await logInFromHeader(page, 'agent', 'Demo1234');
  await openCentre(page);
  await openItem(page, 'registerCenter');
  const panel = page.getByTestId('register-account');

  await panel.getByRole('button', { name: 'Register' }).click();
  await expect(panel.getByTestId('username-error')).toHaveText('This field is required.');
  await panel.getByLabel('Username').fill('down1');
  await panel.getByLabel('Password', { exact: true }).fill('Demo1234');
  await panel.getByLabel('Confirm password').fill('Demo1234');
  await panel.getByRole('button', { name: 'Register' }).click();
  await expect(panel.getByTestId('username-error')).toContainText('already taken');
  await panel.getByLabel('Username').fill('1bad');
  await panel.getByRole('button', { name: 'Register' }).click();
  await expect(panel.getByTestId('register-error')).toContainText('username');
  await expect(panel.getByLabel('Password', { exact: true })).toHaveValue('Demo1234');

  await panel.getByLabel('Username').fill('teamnew1');
  await panel.getByRole('button', { name: 'Register' }).click();
  await expect(panel.getByTestId('register-success')).toContainText('teamnew1 is now a player in your team.');
  await panel.getByRole('button', { name: 'Register another account' }).click();
  await panel.getByRole('radio', { name: /Agent/ }).check();
  await panel.getByLabel('Username').fill('teamagent1');
  await panel.getByLabel('Password', { exact: true }).fill('Demo1234');
  await panel.getByLabel('Confirm password').fill('Demo1234');
  await panel.getByRole('button', { name: 'Register' }).click();
  await expect(panel.getByTestId('register-success')).toContainText('teamagent1 is now an agent in your team.');

  await panel.getByRole('button', { name: 'Go to team management' }).click();
  const team = page.getByTestId('team-management');
  await team.getByRole('searchbox', { name: 'Username' }).fill('team');
  await team.getByRole('button', { name: 'Search' }).click();
  await expect(team.getByTestId('downline-row')).toHaveCount(2);
  await expect(team.locator('[data-username="teamagent1"]')).toContainText('Agent');
  await expect(team.locator('[data-username="teamnew1"]')).toContainText('Player');
});

test("an agent reads the announcements and the team's reports", async ({ page }) => {
  await openStorefront(page, '/index', 'en');
  await logInFromHeader(page, 'agent', 'Demo1234');
  await openCentre(page);

  await openItem(page, 'agentAnnouncement');
  const notices = page.getByTestId('agent-announcement');
  await expect(notices.getByTestId('announcement')).toHaveCount(9);
  await notices.getByTestId('announcement').first().getByRole('button').click();
  await expect(notices.getByTestId('announcement-content')).toBeVisible();
  await expect(notices.getByTestId('announcement-content').locator('script, iframe, [onerror]')).toHaveCount(0);
  await notices.getByRole('button', { name: 'Next page' }).click();
  await expect(notices.getByTestId('pager-status')).toHaveText(/Page 2 of \d/);

  await openItem(page, 'teamBetting');
  const bets = page.getByTestId('team-betting');
  await bets.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(bets.getByTestId('team-bet-row').first()).toBeVisible();
  await expect(bets.getByTestId('team-bets-summary')).toBeVisible();
  await bets.getByRole('searchbox', { name: 'Username' }).fill('down9');
  await bets.getByRole('button', { name: 'Search' }).click();
  await expect(bets.getByTestId('team-bet-row').first()).toContainText('down9');

  await openItem(page, 'agentProfitLoss');
  const loss = page.getByTestId('user-loss');
  await loss.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(loss.getByTestId('user-loss-row').first()).toBeVisible();
  await expect(loss.getByTestId('user-loss-row').first().locator('[data-figure="betAmount"]')).toContainText(/\d/);

  await openItem(page, 'agentRevenue');
  const income = page.getByTestId('my-income');
  await expect(income.getByTestId('revenue-total')).toContainText(/\d/);
  await expect(income.getByTestId('revenue-error')).toHaveCount(0);

  await openItem(page, 'downlineTransactions');
  const details = page.getByTestId('account-details');
  await details.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(details.getByTestId('downline-tx-row').first()).toBeVisible();
  await expect(details.getByTestId('downline-tx-error')).toHaveCount(0);
});
