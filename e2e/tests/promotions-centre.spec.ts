import { expect, test, type Locator, type Page } from '@playwright/test';
import { logInAndComeBack, logInFromHeader, openStorefront, sandbox } from './support/stack';

/**
 * The promotions remote's member-centre pages (reward centre, VIP, invite friends, missions) and
 * the points mall, against the sandbox, opened the way a player does: the header username
 * button, the side menu, the centre menu and the links between them.
 */

const amountOf = async (locator: Locator) => Number((await locator.innerText()).replace(/[^\d.-]/g, ''));

async function openCentreFromHeader(page: Page) {
  await page.getByTestId('open-member-centre').click();
  await expect(page.getByTestId('member-centre')).toBeVisible();
  return page.getByTestId('member-centre-menu');
}

async function openPanel(page: Page, pageKey: string) {
  const entry = page.getByTestId('member-centre-menu').locator(`[data-page="${pageKey}"]`);
  await entry.click();
  await expect(entry).toHaveAttribute('aria-current', 'page');
}

async function fromSideMenu(page: Page, name: string) {
  await page.getByTestId('side-menu-open').click();
  const menu = page.getByTestId('side-menu');
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name, exact: true }).click();
  await expect(page.getByTestId('member-centre')).toBeVisible();
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test('reward centre: claim a promotion and draw the raffle into the balance, then on to the points mall', async ({
  page,
}) => {
  await openStorefront(page, '/index', 'en');
  await logInFromHeader(page, 'demo', 'Demo1234');
  const balance = page.getByTestId('header-balance');
  await expect(balance).toContainText('10,000.00');

  const menu = await openCentreFromHeader(page);
  for (const key of ['rewardCenter', 'referral', 'missionLeaderboard', 'playerRank']) {
    await expect(menu.locator(`[data-page="${key}"]`)).toBeVisible();
  }
  await openPanel(page, 'rewardCenter');
  const panel = page.getByTestId('reward-center-panel');
  await expect(panel.getByRole('heading', { name: 'Reward center' })).toBeVisible();

  // A promotion paying a bonus on claim.
  const offer = panel.locator('[data-testid="rc-offer"][data-state="CLAIM"]').first();
  await expect(offer).toBeVisible();
  const title = (await offer.locator('strong').first().innerText()).trim();
  const before = await amountOf(balance);
  await offer.getByRole('button', { name: 'Claim' }).click();
  await expect(panel.getByTestId('rc-claim-success')).toContainText(title);
  await expect(
    panel.locator('[data-testid="rc-claim-row"][data-state="CLAIMED"]').filter({ hasText: title }),
  ).toBeVisible();
  await expect.poll(() => amountOf(balance)).toBeGreaterThan(before);

  // The daily raffle: three tickets, each prize straight to the wallet.
  const raffle = panel.getByTestId('rc-raffle');
  await expect(raffle.getByTestId('rc-raffle-tickets')).toHaveText('3 tickets left today');
  const beforeDraw = await amountOf(balance);
  await raffle.getByRole('button', { name: 'Draw a ticket' }).click();
  await expect(raffle.getByTestId('rc-raffle-result')).toContainText('You won');
  const prize = await amountOf(raffle.getByTestId('rc-raffle-prize'));
  expect(prize).toBeGreaterThan(0);
  await expect(raffle.getByTestId('rc-raffle-tickets')).toHaveText('2 tickets left today');
  await expect.poll(() => amountOf(balance)).toBeCloseTo(beforeDraw + prize, 2);

  // On to the points mall: the centre closes, the page opens with its chrome.
  await panel.getByTestId('rc-points-mall').click();
  await expect(page.getByTestId('member-centre')).toBeHidden();
  await expect(page).toHaveURL(/\/pointMall$/);
  await expect(
    page.getByTestId('points-mall-page').getByRole('heading', { level: 1, name: 'Points mall' }),
  ).toBeVisible();
});

test('points mall: redeem with the password, convert points to balance, history and details', async ({
  page,
}) => {
  await openStorefront(page, '/pointMall', 'en');
  const mall = page.getByTestId('points-mall-page');
  // Visitors see the rewards and are asked to log in for the rest.
  await expect(mall.getByTestId('pm-login')).toBeVisible();
  await expect(mall.getByTestId('pm-reward').first()).toBeVisible();
  await logInAndComeBack(page, 'demo', 'Demo1234');
  const balance = page.getByTestId('header-balance');
  await expect(balance).toContainText('10,000.00');

  const points = mall.getByTestId('pm-points');
  await expect(points).toBeVisible();
  await expect(mall.getByTestId('pm-never-expire')).toHaveText('Your points never expire.');
  const startPoints = await amountOf(points);
  expect(startPoints).toBeGreaterThanOrEqual(2000);

  // Redeem the 10.00 cash reward (1,000 points): a wrong password first.
  await mall.getByRole('button', { name: 'Redeem Bônus de 10' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem Bônus de 10' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Login password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  await expect(dialog.getByTestId('pm-password-error')).toContainText('Incorrect password');
  await expect(dialog.getByLabel('Quantity')).toHaveValue('1');
  await dialog.getByLabel('Login password').fill('Demo1234');
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  await expect(dialog).toBeHidden();
  await expect(mall.getByTestId('pm-redeem-success')).toContainText('Approved');
  await expect(points).toHaveText(new Intl.NumberFormat('en').format(startPoints - 1000));
  await expect(balance).toContainText('10,010.00');

  // What the balance no longer covers, and what is sold out, cannot be redeemed.
  const goods = mall.getByRole('button', { name: 'Redeem Rodadas grátis PG (20)' });
  await expect(goods).toBeDisabled();
  await expect(goods).toHaveText('Not enough points');
  await expect(mall.getByRole('button', { name: 'Redeem Esgotado' })).toHaveText('Out of stock');

  // Convert 100 points to 1.00.
  await mall.getByRole('tab', { name: 'Convert to balance' }).click();
  const form = mall.getByTestId('pm-convert-form');
  await form.getByLabel('Points to convert').fill('50');
  await form.getByLabel('Login password').fill('Demo1234');
  await form.getByRole('button', { name: 'Convert' }).click();
  await expect(form.getByTestId('pm-convert-points-error')).toHaveText('Convert at least 100 points.');
  await form.getByLabel('Points to convert').fill('100');
  await expect(form.getByTestId('pm-convert-preview')).toContainText('1.00');
  await form.getByRole('button', { name: 'Convert' }).click();
  await expect(form.getByTestId('pm-convert-success')).toBeVisible();
  await expect(form.getByTestId('pm-convert-new-balance')).toContainText('10,011.00');
  await expect(balance).toContainText('10,011.00');

  await mall.getByRole('tab', { name: 'Redeem history' }).click();
  const rows = mall.getByTestId('pm-history-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-state', 'APPROVED');
  await expect(rows.first()).toContainText('Bônus de 10 × 1');
  await expect(rows.first()).toContainText('Approved');

  await mall.getByRole('tab', { name: 'Points details' }).click();
  const details = mall.getByTestId('pm-detail-row');
  await expect(details.first()).toContainText('Convert to cash');
  await expect(details.first()).toContainText('-100 pts');
});

test('VIP and invite friends from the side menu, then a mission claimed and the leaderboard', async ({
  page,
}) => {
  await openStorefront(page, '/index', 'en');
  await logInFromHeader(page, 'demo', 'Demo1234');

  await fromSideMenu(page, 'VIP');
  const vip = page.getByTestId('player-rank-panel');
  await expect(page.getByTestId('member-centre-menu').locator('[data-page="playerRank"]')).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(vip.getByTestId('vip-current')).toHaveText('VIP2');
  await expect(vip.getByTestId('vip-next')).toContainText('VIP3');
  await expect(vip.locator('[data-testid="vip-rank"][aria-current="true"]')).toHaveAttribute(
    'data-rank',
    '2',
  );
  await page.getByTestId('member-centre-close').click();
  await expect(page.getByTestId('member-centre')).toBeHidden();

  await fromSideMenu(page, 'Invite friends');
  const referral = page.getByTestId('referral-panel');
  const code = await referral.getByTestId('referral-code').inputValue();
  expect(code).toMatch(/^\w{4,}$/);
  await expect(referral.getByTestId('referral-link')).toHaveValue(
    new RegExp(`/register\\?referralCode=${code}$`),
  );
  await referral.getByRole('button', { name: 'Copy code' }).click();
  await expect(referral.getByTestId('referral-notice')).toHaveText('Code copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

  // The missions entry carries the open-mission count the promotions remote publishes
  // (nav/badge-changed 'open-missions'); the member centre names no promotions page for it.
  const missionsEntry = page.getByTestId('member-centre-menu').locator('[data-page="missionLeaderboard"]');
  const missionsBadge = missionsEntry.getByTestId('centre-menu-badge');
  await expect(missionsBadge).toHaveText(/^[1-9]\d*$/);
  await openPanel(page, 'missionLeaderboard');
  const missions = page.getByTestId('missions-panel');
  const claimable = missions.locator('[data-testid="ms-mission"][data-state="CLAIM"]').first();
  await expect(claimable).toBeVisible();
  const open = await amountOf(missions.getByTestId('ms-missions').locator('header p'));
  await expect(missionsBadge).toHaveText(String(open));
  await expect(missionsEntry).toHaveAccessibleName(new RegExp(`, ${open} open missions?$`));
  const title = (await claimable.locator('h4').innerText()).trim();
  await claimable.getByRole('button', { name: 'Claim reward' }).click();
  await expect(missions.getByTestId('ms-claim-success')).toContainText(title);
  await expect(
    missions.locator('[data-testid="ms-mission"][data-state="CLAIMED"]').filter({ hasText: title }),
  ).toBeVisible();
  await expect(missions.getByTestId('ms-missions').locator('header p')).toContainText(
    `${open - 1} open mission`,
  );
  if (open > 1) await expect(missionsBadge).toHaveText(String(open - 1));
  else await expect(missionsBadge).toHaveCount(0);
  await expect(missions.locator('[data-testid="ms-leader"][data-rank="1"]')).toContainText('1.');
});

test('invite friends follows REFERRAL3: no side-menu entry and no centre page when it is off', async ({
  page,
  request,
}) => {
  await sandbox.setFlags(request, { REFERRAL3: false });
  await openStorefront(page, '/index', 'en');
  await logInFromHeader(page, 'demo', 'Demo1234');
  await page.getByTestId('side-menu-open').click();
  const side = page.getByTestId('side-menu');
  await expect(side.getByRole('button', { name: 'VIP', exact: true })).toBeVisible();
  await expect(side.getByRole('button', { name: 'Invite friends' })).toHaveCount(0);
  await page.getByTestId('side-menu-close').click();
  const menu = await openCentreFromHeader(page);
  await expect(menu.locator('[data-page="rewardCenter"]')).toBeVisible();
  await expect(menu.locator('[data-page="referral"]')).toHaveCount(0);
});
