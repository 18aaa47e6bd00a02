import { expect, test } from '@playwright/test';
import { injectRenderFault, logInFromHeader, openLogin, openStorefront, sandbox, submitLogin } from './support/stack';

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test('a player logs in, sees the balance, opens the member centre and logs out with the confirm dialog', async ({ page }) => {
  await openStorefront(page, '/index', 'en');
  await logInFromHeader(page, 'demo', 'Demo1234');
  await expect(page.getByTestId('header-balance')).toContainText(/\d/);

  await page.getByTestId('open-member-centre').click();
  const centre = page.getByTestId('member-centre');
  await expect(centre).toBeVisible();
  await expect(page.getByTestId('security-center')).toBeVisible();
  await expect(page.getByTestId('member-nickname')).toHaveText('Demo');
  await page.getByTestId('member-centre-close').click();
  await expect(centre).toBeHidden();

  await page.getByTestId('logout').click();
  const confirm = page.getByTestId('logout-confirm');
  await expect(confirm.getByRole('heading', { name: 'Confirmation' })).toBeVisible();
  await expect(confirm).toContainText('Are you sure you want to log out?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('account-bar')).toBeVisible();
  await page.getByTestId('logout').click();
  await page.getByTestId('logout-confirm').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('header-login-open')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test('a failed login keeps what was typed and says why', async ({ page }) => {
  await openStorefront(page, '/index', 'en');
  await openLogin(page);
  const form = page.getByTestId('header-login');
  await form.locator('input[autocomplete="username"]').fill('demo');
  await form.locator('input[type="password"]').fill('wrong-password');
  await submitLogin(page);
  await expect(form.getByRole('alert')).toBeVisible();
  await expect(form.locator('input[autocomplete="username"]')).toHaveValue('demo');
});

test('an agent opens the agent centre on the team overview', async ({ page }) => {
  await openStorefront(page, '/index', 'en');
  await logInFromHeader(page, 'agent', 'Demo1234');
  await page.getByTestId('open-agent-centre').click();
  await expect(page.getByTestId('agent-centre')).toBeVisible();
  await expect(page.getByTestId('team-overview')).toBeVisible();
  await expect(page.getByTestId('team-stats')).toBeVisible();
});

test('a trial account is kept out of the member centre', async ({ page }) => {
  await openStorefront(page, '/index', 'en');
  await logInFromHeader(page, 'trial', 'Demo1234');
  await page.getByTestId('open-member-centre').click();
  await expect(page.getByTestId('true-account-required')).toBeVisible();
  await expect(page.getByTestId('member-centre')).toHaveCount(0);
});

for (const remote of ['member', 'agent'] as const) {
  test(`${remote}: entry 404 or a render failure is contained in the centre, the chrome keeps working`, async ({ page }) => {
    await page.route(`**/remotes/${remote}/**`, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await openStorefront(page, '/index', 'en');
    await logInFromHeader(page, remote === 'member' ? 'demo' : 'agent', 'Demo1234');
    await page.getByTestId(remote === 'member' ? 'open-member-centre' : 'open-agent-centre').click();
    const failure = page.getByTestId('remote-failure');
    await expect(failure).toHaveAttribute('data-remote', remote);
    await expect(page.getByTestId('home-page')).toBeVisible();
    await page.unroute(`**/remotes/${remote}/**`);
    await failure.getByRole('button').click();
    await expect(page.getByTestId(`${remote}-centre`)).toBeVisible();

    await injectRenderFault(page, remote);
    await page.reload();
    await page.getByTestId(remote === 'member' ? 'open-member-centre' : 'open-agent-centre').click();
    await expect(page.getByTestId('remote-failure')).toHaveAttribute('data-remote', remote);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('site-header')).toBeVisible();
    await page.getByTestId('language-picker').selectOption('pt');
    await expect(page.getByTestId('home-page')).toBeVisible();
  });
}
