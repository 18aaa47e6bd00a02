import { expect, test, type Page } from '@playwright/test';
import { logInFromHeader, openStorefront, sandbox, submitCredentials, submitLogin } from './support/stack';
import { controlHeaders } from './support/env';

/**
 * Account and session (issue 14): the voluntary password change from the security centre and the
 * side menu, logout from the header and the side menu (confirm, then /; Cancel changes nothing),
 * and "after login go to /".
 */
test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

const TEXT = {
  en: { confirmation: 'Incorrect confirmation entry', loginFailed: 'Incorrect username or password.', cancel: 'Cancel', ok: 'OK', change: 'Change' },
  pt: { confirmation: 'Confirmação incorreta', loginFailed: 'Usuário ou senha incorretos.', cancel: 'Cancelar', ok: 'OK', change: 'Alterar' },
} as const;

async function openSecurityCentre(page: Page) {
  await page.getByTestId('open-member-centre').click();
  await expect(page.getByTestId('security-center')).toBeVisible();
  await expect(page.getByTestId('security-settings')).toBeVisible();
}

async function logOutFromHeader(page: Page, ok: string) {
  await page.getByTestId('logout').click();
  await page.getByTestId('logout-confirm').getByRole('button', { name: ok, exact: true }).click();
  await expect(page.getByTestId('header-login-open')).toBeVisible();
}

for (const language of ['en', 'pt'] as const) {
  test(`${language}: a player changes their password in the security centre; the old one then fails and the new one works`, async ({ page }) => {
    // Two logins, a logout and the change: longer than one step on a loaded machine.
    test.slow();
    const text = TEXT[language];
    await page.setViewportSize({ width: 1440, height: 900 });
    await openStorefront(page, '/promotions', language);
    await logInFromHeader(page, 'demo', 'Demo1234');
    await openSecurityCentre(page);
    await page.getByTestId('security-settings').getByRole('button', { name: text.change }).click();

    const modal = page.getByTestId('change-password-modal');
    await expect(modal).toBeVisible();
    await expect(modal.getByTestId('change-password-account')).toHaveText('demo');
    await expect(modal.getByTestId('forced-note')).toHaveCount(0);
    const old = modal.locator('input[autocomplete="current-password"]');
    await old.fill('Demo1234');
    await modal.getByTestId('new-password').locator('input').fill('Fresh5678');
    await modal.getByTestId('confirm-password').locator('input').fill('Fresh5679');
    await modal.getByTestId('change-password-submit').click();
    await expect(modal.getByText(text.confirmation)).toBeVisible();
    // Nothing typed is lost.
    await expect(old).toHaveValue('Demo1234');
    await expect(modal.getByTestId('new-password').locator('input')).toHaveValue('Fresh5678');

    await modal.getByTestId('confirm-password').locator('input').fill('Fresh5678');
    await modal.getByTestId('change-password-submit').click();
    await expect(modal).toBeHidden();
    // Success: the member centre closes and the player is on / (which is /index).
    await expect(page.getByTestId('memberCentre-modal')).toHaveCount(0);
    await expect(page).toHaveURL(/\/index$/);
    await expect(page.getByTestId('account-bar')).toBeVisible();

    await logOutFromHeader(page, text.ok);
    await submitCredentials(page, 'demo', 'Demo1234');
    await expect(page.getByTestId('header-login').getByRole('alert')).toHaveText(text.loginFailed);
    await page.getByTestId('header-login').locator('input[type="password"]').fill('Fresh5678');
    await submitLogin(page);
    await expect(page.getByTestId('after-login-modal')).toBeVisible();
    await expect(page.getByTestId('account-bar')).toBeVisible();
  });
}

test('the side menu offers the password change too; a wrong old password is refused with a clear message', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openStorefront(page, '/index', 'en');
  await logInFromHeader(page, 'demo', 'Demo1234');
  await page.getByTestId('side-menu-open').click();
  await page.getByTestId('side-change-password').click();
  await expect(page.getByTestId('side-menu')).toHaveCount(0);
  const modal = page.getByTestId('change-password-modal');
  await modal.locator('input[autocomplete="current-password"]').fill('Wrong1234');
  await modal.getByTestId('new-password').locator('input').fill('Fresh5678');
  await modal.getByTestId('confirm-password').locator('input').fill('Fresh5678');
  await modal.getByTestId('change-password-submit').click();
  await expect(modal.getByRole('alert')).toBeVisible();
  await expect(modal.getByRole('alert')).not.toHaveText('');
  await expect(modal).toBeVisible();
});

for (const language of ['en', 'pt'] as const) {
  test(`${language}: header logout asks first, then ends the session and goes to /`, async ({ page }) => {
    const text = TEXT[language];
    await page.setViewportSize({ width: 1440, height: 900 });
    await openStorefront(page, '/promotions', language);
    await logInFromHeader(page, 'demo', 'Demo1234');
    // After a popup login the player is on / (spec section 2).
    await expect(page).toHaveURL(/\/index$/);
    await page.goto('/promotions');
    await expect(page.getByTestId('account-bar')).toBeVisible();
    await page.getByTestId('logout').click();
    await page.getByTestId('logout-confirm').getByRole('button', { name: text.cancel }).click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(page.getByTestId('account-bar')).toBeVisible();
    await logOutFromHeader(page, text.ok);
    await expect(page).toHaveURL(/\/index$/);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('merchantCode'))).not.toBeNull();
  });

  test(`${language}: side-menu logout: Cancel stays on the page logged in; OK goes to / logged out`, async ({ page }) => {
    const text = TEXT[language];
    await page.setViewportSize({ width: 390, height: 844 });
    await openStorefront(page, '/index', language);
    await logInFromHeader(page, 'demo', 'Demo1234');
    await page.goto('/promotions');
    await expect(page.getByTestId('account-bar')).toBeVisible();
    await page.getByTestId('side-menu-open').click();
    await page.getByTestId('side-logout').click();
    const confirm = page.getByTestId('logout-confirm');
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: text.cancel }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(page.getByTestId('account-bar')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).not.toBeNull();

    await page.getByTestId('side-menu-open').click();
    await page.getByTestId('side-logout').click();
    await page.getByTestId('logout-confirm').getByRole('button', { name: text.ok, exact: true }).click();
    await expect(page.getByTestId('header-login-open')).toBeVisible();
    await expect(page).toHaveURL(/\/index$/);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });
}

test('a first login makes the first-login call, which the sandbox records', async ({ page }) => {
  await openStorefront(page, '/index', 'en');
  const made = page.waitForResponse((r) => r.url().endsWith('/wps/member/firstLogin') && r.request().method() === 'POST');
  await submitCredentials(page, 'newbie', 'Demo1234');
  expect((await made).ok()).toBeTruthy();
  await expect(page.getByTestId('after-login-modal')).toBeVisible();
  const record = await page.request.get('/__sandbox/first-login?username=newbie', { headers: controlHeaders() });
  expect(record.ok()).toBeTruthy();
  expect(((await record.json()) as { value: { calls: number } }).value.calls).toBe(1);
});

for (const language of ['en', 'pt'] as const) {
  test(`${language}: a trial account reaching a real-account feature gets the warning with its title and confirm`, async ({ page }) => {
    const text = language === 'en' ? { title: 'Warning', confirm: 'Confirm' } : { title: 'Aviso', confirm: 'Confirmar' };
    await page.setViewportSize({ width: 1440, height: 900 });
    await openStorefront(page, '/index', language);
    await logInFromHeader(page, 'trial', 'Demo1234');
    await page.getByTestId('bar-deposit').click();
    const warning = page.getByTestId('true-account-required');
    await expect(warning.getByRole('heading', { name: text.title })).toBeVisible();
    await expect(warning.getByRole('alert')).not.toHaveText('');
    await warning.getByRole('button', { name: text.confirm }).click();
    await expect(warning).toHaveCount(0);
    await expect(page.getByTestId('memberCentre-modal')).toHaveCount(0);
  });
}

for (const language of ['en', 'pt'] as const) {
  test(`${language}: server refusals are explained by their code in the player's language, never the sandbox's English`, async ({ page }) => {
    const text =
      language === 'en'
        ? { notFound: 'Username or e-mail does not exist.', unchanged: 'The new password must be different from the old one.', back: 'Back to log in' }
        : { notFound: 'Usuário ou e-mail não existe.', unchanged: 'A nova senha precisa ser diferente da anterior.', back: 'Voltar para entrar' };
    await openStorefront(page, '/index', language);
    await page.getByTestId('header-login-open').click();
    await page.getByTestId('open-forgot').click();
    const forgot = page.getByTestId('forgot-email');
    await forgot.locator('input[autocomplete="username"]').fill('demo');
    await forgot.locator('input[type="email"]').fill('nobody@example.com');
    await forgot.locator('button[type="submit"]').click();
    await expect(forgot.getByRole('alert')).toHaveText(text.notFound);
    await expect(forgot.locator('input[type="email"]')).toHaveValue('nobody@example.com');

    // The change-password refusal that the form cannot foresee: the new password is the old one.
    await page.getByTestId('forgot-modal').getByRole('button', { name: text.back }).click();
    await logInFromHeader(page, 'demo', 'Demo1234');
    await page.getByTestId('side-menu-open').click();
    await page.getByTestId('side-change-password').click();
    const modal = page.getByTestId('change-password-modal');
    await modal.locator('input[autocomplete="current-password"]').fill('Demo1234');
    await modal.getByTestId('new-password').locator('input').fill('Demo1234');
    await modal.getByTestId('confirm-password').locator('input').fill('Demo1234');
    await modal.getByTestId('change-password-submit').click();
    await expect(modal.getByRole('alert')).toHaveText(text.unchanged);
  });
}
