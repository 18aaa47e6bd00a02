import { expect, test, type Locator, type Page } from '@playwright/test';
import { lastSms, openStorefront, sandbox, solveSlider } from './support/stack';
import { E2E, controlHeaders } from './support/env';

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

const input = (form: Locator, field: string) => form.getByTestId(`reg-${field}`).locator('input');
const error = (form: Locator, field: string) => form.getByTestId(`reg-${field}-error`);

async function setRules(page: Page, rules: Record<string, unknown>) {
  const response = await page.request.post(`${E2E.baseUrl}/__sandbox/register-rules`, { data: { rules }, headers: controlHeaders() });
  expect(response.ok()).toBeTruthy();
}

const rule = (patternId: number, minLength: number, maxLength: number, acceptedPattern: string, required = true) => ({ enabled: true, required, minLength, maxLength, acceptedPattern, patternId });

test('register with the server rules: each rule shows its message on bad input and nothing typed is lost (EN)', async ({ page }) => {
  // The server makes e-mail and WhatsApp required, and enables the QQ field with pattern 6.
  await setRules(page, {
    email: rule(3, 5, 50, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$'),
    whatsapp: rule(6, 8, 15, '^\\d+$'),
    qqNum: rule(6, 6, 6, '^\\d+$', false),
  });
  await openStorefront(page, '/index', 'en');
  await page.getByTestId('header-register-open').click();
  const modal = page.getByTestId('register-modal');
  const form = modal.getByTestId('register-form');
  await expect(form).toBeVisible();
  // Fields the rules do not enable are not shown.
  await expect(form.getByTestId('reg-wechat')).toHaveCount(0);
  await expect(form.getByTestId('reg-qqNum')).toBeVisible();

  await input(form, 'username').fill('1abc');
  await input(form, 'password').fill('has space');
  await input(form, 'confirmPassword').fill('different1');
  await input(form, 'email').fill('not-an-email');
  await input(form, 'whatsapp').fill('12ab');
  await input(form, 'qqNum').fill('12');
  await form.getByTestId('register-submit').click();

  await expect(error(form, 'username')).toHaveText('4-16 characters, starting with a letter, then letters and digits');
  await expect(error(form, 'password')).toHaveText('6-20 characters, no spaces');
  await expect(error(form, 'confirmPassword')).toHaveText('Incorrect confirmation entry');
  await expect(error(form, 'email')).toHaveText('Enter a valid e-mail address of 5-50 characters');
  await expect(error(form, 'whatsapp')).toHaveText('8-15 digits only');
  // min = max: one number.
  await expect(error(form, 'qqNum')).toHaveText('6 digits only');
  await expect(error(form, 'terms')).toHaveText('Please agree to the terms and privacy policy.');
  await expect(error(form, 'adult')).toHaveText('Please confirm that you are over 18.');
  // Nothing typed is lost.
  await expect(input(form, 'username')).toHaveValue('1abc');
  await expect(input(form, 'email')).toHaveValue('not-an-email');
  await expect(input(form, 'whatsapp')).toHaveValue('12ab');

  // Fixing a field clears its message at once.
  await input(form, 'username').fill('newplayer1');
  await expect(error(form, 'username')).toHaveCount(0);
  await input(form, 'password').fill('Secret123');
  await expect(error(form, 'password')).toHaveCount(0);
  await input(form, 'confirmPassword').fill('Secret123');
  await expect(error(form, 'confirmPassword')).toHaveCount(0);
  await input(form, 'email').fill('new@example.com');
  await input(form, 'whatsapp').fill('11912345678');
  await input(form, 'qqNum').fill('');
  await form.getByTestId('reg-terms').locator('input').check();
  await form.getByTestId('reg-adult').locator('input').check();
  await form.getByTestId('register-submit').click();
  await solveSlider(page, form);
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('open-member-centre')).toHaveText('newplayer1');
});

test('a failed registration keeps what was typed and resets the captcha (PT)', async ({ page }) => {
  await openStorefront(page, '/register', 'pt');
  const form = page.getByTestId('register-page').getByTestId('register-form');
  await input(form, 'username').fill('demo');
  await input(form, 'password').fill('Secret123');
  await input(form, 'confirmPassword').fill('Secret123');
  await form.getByTestId('reg-terms').locator('input').check();
  await form.getByTestId('reg-adult').locator('input').check();
  await form.getByTestId('register-submit').click();
  await solveSlider(page, form);
  await expect(form.getByTestId('register-error')).toHaveText('Este nome de usuário já está em uso.');
  await expect(input(form, 'username')).toHaveValue('demo');
  await expect(input(form, 'password')).toHaveValue('Secret123');
  // The slider is asked again on the next attempt (a new challenge).
  await input(form, 'username').fill('outrojogador');
  await form.getByTestId('register-submit').click();
  await solveSlider(page, form);
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('open-member-centre')).toHaveText('outrojogador');
});

test('mobile registration: SMS code with the countdown, then logged in', async ({ page }) => {
  await openStorefront(page, '/register', 'en');
  const form = page.getByTestId('register-form');
  await page.getByRole('tab', { name: 'Mobile registration' }).click();
  await expect(form).toHaveAttribute('data-tab', 'mobile');
  await input(form, 'mobileNum').fill('11955550000');
  const send = form.getByTestId('reg-send-sms');
  await send.click();
  // expiredMinutes 5 → a 300 s countdown, the button disabled meanwhile.
  await expect(send).toBeDisabled();
  await expect(send).toHaveText(/Resend in (299|300) s/);
  await page.waitForTimeout(1200);
  await expect(send).toHaveText(/Resend in 29\d s/);
  await input(form, 'verificationCode').fill('12');
  await input(form, 'password').fill('Secret123');
  await input(form, 'confirmPassword').fill('Secret123');
  await form.getByTestId('reg-terms').locator('input').check();
  await form.getByTestId('reg-adult').locator('input').check();
  await form.getByTestId('register-submit').click();
  // The code rule (6 to 6 digits) shows one number.
  await expect(error(form, 'verificationCode')).toHaveText('6 digits only');
  await input(form, 'verificationCode').fill(await lastSms(page, '11955550000'));
  await form.getByTestId('register-submit').click();
  await solveSlider(page, form);
  await expect(page.getByTestId('open-member-centre')).toHaveText('m11955550000');
});

test('an invalid affiliate code from the URL shows the field; registering with it is stopped with a warning', async ({ page }) => {
  await openStorefront(page, '/register?affiliateCode=NOPE1234&referralCode=', 'en');
  const form = page.getByTestId('register-form');
  await expect(input(form, 'affiliateCode')).toHaveValue('NOPE1234');
  await input(form, 'username').fill('affiliated1');
  await input(form, 'password').fill('Secret123');
  await input(form, 'confirmPassword').fill('Secret123');
  await form.getByTestId('reg-terms').locator('input').check();
  await form.getByTestId('reg-adult').locator('input').check();
  await form.getByTestId('register-submit').click();
  await expect(page.getByTestId('register-warning')).toContainText('Invalid invitation code.');
  await page.keyboard.press('Escape');
  await expect(input(form, 'username')).toHaveValue('affiliated1');
});
