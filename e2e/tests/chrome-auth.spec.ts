import { expect, test, type Page } from '@playwright/test';
import { lastSms, logInFromHeader, openLogin, openStorefront, sandbox, submitCredentials, submitLogin } from './support/stack';
import { controlHeaders } from './support/env';

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

const TEXT = {
  en: { login: 'Log in', confirm: 'Confirmation', sure: 'Are you sure you want to log out?', ok: 'OK', cancel: 'Cancel', welcome: /Welcome back, Demo/ },
  pt: { login: 'Entrar', confirm: 'Confirmação', sure: 'Tem certeza de que deseja sair?', ok: 'OK', cancel: 'Cancelar', welcome: /Bem-vindo de volta, Demo/ },
} as const;

for (const language of ['en', 'pt'] as const) {
  test(`${language}: log in through the popup (slider captcha, after-login modal) and log out with the confirm dialog`, async ({ page }) => {
    const text = TEXT[language];
    await openStorefront(page, '/index', language);
    await page.getByTestId('header-login-open').click();
    const modal = page.getByTestId('login-modal');
    await expect(modal.getByRole('heading', { name: text.login })).toBeVisible();
    // Focus starts on the username field and stays in the modal.
    await expect(modal.locator('input[autocomplete="username"]')).toBeFocused();
    await modal.locator('input[autocomplete="username"]').fill('demo');
    await modal.locator('input[type="password"]').fill('Demo1234');
    await submitLogin(page);
    const after = page.getByTestId('after-login-modal');
    await expect(after.getByRole('heading', { name: text.welcome })).toBeVisible();
    await expect(modal).toBeHidden();
    await after.getByTestId('after-login-continue').click();
    await expect(page.getByTestId('header-balance')).toContainText(/\d/);

    await page.getByTestId('logout').click();
    const confirm = page.getByTestId('logout-confirm');
    await expect(confirm.getByRole('heading', { name: text.confirm })).toBeVisible();
    await expect(confirm).toContainText(text.sure);
    await confirm.getByRole('button', { name: text.cancel }).click();
    await expect(page.getByTestId('account-bar')).toBeVisible();
    await page.getByTestId('logout').click();
    await page.getByTestId('logout-confirm').getByRole('button', { name: text.ok }).click();
    await expect(page.getByTestId('header-login-open')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('merchantCode'))).not.toBeNull();
  });
}

test('failed logins keep what was typed; after three the image captcha appears and refreshes at most once per second', async ({ page }) => {
  await openStorefront(page, '/index', 'en');
  await openLogin(page);
  const form = page.getByTestId('header-login');
  await form.locator('input[autocomplete="username"]').fill('demo');
  for (let i = 0; i < 3; i++) {
    await form.locator('input[type="password"]').fill(`wrong-${i}`);
    await submitLogin(page);
    await expect(form.getByRole('alert')).toBeVisible();
    await expect(form.locator('input[autocomplete="username"]')).toHaveValue('demo');
  }
  const captcha = form.getByTestId('login-captcha');
  await expect(captcha).toBeVisible();
  const image = form.getByTestId('captcha-image');
  await expect(image.locator('img')).toHaveAttribute('src', /^data:image/);
  // Right after a fetch the refresh button waits (at most one refresh per second).
  await image.click();
  await expect(image).toBeDisabled();

  // The right password with the right captcha logs in.
  await expect(image).toBeEnabled({ timeout: 3000 });
  const uuid = await image.getAttribute('data-uuid');
  const answer = await page.request.get(`/__sandbox/captcha/last?uuid=${uuid}`, { headers: controlHeaders() });
  const { value } = (await answer.json()) as { value: { text: string } };
  await captcha.locator('input').fill(value.text);
  await form.locator('input[type="password"]').fill('Demo1234');
  await submitLogin(page);
  await expect(page.getByTestId('after-login-modal')).toBeVisible();
});

test('the weak-password account must change its password before playing (confirmation must match)', async ({ page }) => {
  await openStorefront(page, '/index', 'en');
  await submitCredentials(page, 'weak', '123456');
  const modal = page.getByTestId('change-password-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('forced-note')).toBeVisible();
  await expect(modal.getByTestId('change-password-account')).toHaveText('weak');
  // Forced: no close button, Escape does not close, the old password is not asked again.
  await expect(modal.getByTestId('change-password-modal-close')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel('Old password')).toHaveCount(0);

  await modal.getByTestId('new-password').locator('input').fill('NewPass99');
  await modal.getByTestId('confirm-password').locator('input').fill('NewPass98');
  await modal.getByTestId('change-password-submit').click();
  await expect(modal.getByTestId('confirm-password-error')).toHaveText('Incorrect confirmation entry');
  await expect(modal.getByTestId('new-password').locator('input')).toHaveValue('NewPass99');
  await modal.getByTestId('confirm-password').locator('input').fill('NewPass99');
  await modal.getByTestId('change-password-submit').click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('account-bar')).toBeVisible();

  // The new password works; the weak one no longer does.
  await page.getByTestId('logout').click();
  await page.getByTestId('logout-confirm').getByRole('button', { name: 'OK' }).click();
  await logInFromHeader(page, 'weak', 'NewPass99');
});

test('a trial account is blocked from the member centre with in_need_true_account', async ({ page }) => {
  await openStorefront(page, '/index', 'en');
  await logInFromHeader(page, 'trial', 'Demo1234');
  await page.getByTestId('open-member-centre').click();
  await expect(page.getByTestId('true-account-required')).toBeVisible();
  await expect(page.getByTestId('true-account-required')).toContainText('real account');
  await expect(page.getByTestId('member-centre')).toHaveCount(0);
});

test('unknown-IP login asks for the SMS code sent to the bound phone', async ({ page }) => {
  await openStorefront(page, '/index', 'en');
  await openLogin(page);
  const form = page.getByTestId('header-login');
  await form.locator('input[autocomplete="username"]').fill('secure');
  await form.locator('input[type="password"]').fill('Demo1234');
  await submitLogin(page);
  const step = page.getByTestId('ip-verification');
  await expect(step).toBeVisible();
  await step.locator('input').fill(await lastSms(page, '11900000002'));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('after-login-modal')).toBeVisible();
  await expect(page.getByTestId('account-bar')).toBeVisible();
});

async function openForgotByPhone(page: Page) {
  await openLogin(page);
  await page.getByTestId('open-forgot').click();
  const modal = page.getByTestId('forgot-modal');
  await expect(modal).toBeVisible();
  await modal.getByRole('tab', { name: 'Mobile number' }).click();
  return modal;
}

test('forgot password by phone: SMS code from the sandbox outbox, countdown, new password, automatic login', async ({ page }) => {
  await openStorefront(page, '/index', 'en');
  const modal = await openForgotByPhone(page);
  await modal.getByTestId('forgot-mobile').locator('input').fill('11987654321');
  const send = modal.getByTestId('send-sms');
  await send.click();
  // The countdown: expiredMinutes (5) × 60 s, less half the round trip.
  await expect(send).toBeDisabled();
  await expect(send).toHaveText(/Resend in (29\d|300) s/);
  const first = Number(await send.getAttribute('data-countdown'));
  await page.waitForTimeout(1300);
  expect(Number(await send.getAttribute('data-countdown'))).toBeLessThan(first);

  await modal.getByTestId('forgot-code').locator('input').fill(await lastSms(page, '11987654321'));
  await modal.getByTestId('forgot-new-password').locator('input').fill('Fresh2024');
  await modal.getByTestId('forgot-submit').click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('account-bar')).toBeVisible();
  await expect(page.getByTestId('open-member-centre')).toHaveText('demo');

  await page.getByTestId('logout').click();
  await page.getByTestId('logout-confirm').getByRole('button', { name: 'OK' }).click();
  await logInFromHeader(page, 'demo', 'Fresh2024');
});

test('a failed SMS request shows a warning with the reason', async ({ page }) => {
  await openStorefront(page, '/index', 'en');
  const modal = await openForgotByPhone(page);
  await modal.getByTestId('forgot-mobile').locator('input').fill('11000000000');
  await modal.getByTestId('send-sms').click();
  await expect(page.getByTestId('sms-warning')).toContainText('No account is bound to this mobile number');
  await page.keyboard.press('Escape');
  await expect(modal.getByTestId('send-sms')).toBeEnabled();
});

test('the login modal: Escape closes it and focus returns; draggable; a click outside does not close it; body fixed', async ({ page }) => {
  await openStorefront(page, '/index', 'en');
  const opener = page.getByTestId('header-login-open');
  await opener.click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('login-modal')).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  const bar = page.getByTestId('login-modal-titlebar');
  await expect(bar).toBeVisible();
  await page.waitForTimeout(300);
  const before = await page.getByTestId('login-modal').boundingBox();
  const box = (await bar.boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + 20);
  await page.mouse.down();
  await page.mouse.move(box.x + 100, box.y + 60, { steps: 5 });
  await page.mouse.up();
  const after = await page.getByTestId('login-modal').boundingBox();
  expect(Math.round(after!.x - before!.x)).toBe(60);
  await page.mouse.click(5, 5);
  await expect(page.getByTestId('login-modal')).toBeVisible();
  expect(await page.evaluate(() => document.body.style.position)).toBe('fixed');
  await page.getByTestId('login-modal-close').click();
  expect(await page.evaluate(() => document.body.style.position)).toBe('');
});
