import { expect, test, type Locator, type Page } from '@playwright/test';
import { lastSms, openStorefront, sandbox, solveSlider, submitCredentials } from './support/stack';
import { E2E, controlHeaders } from './support/env';

// Phone authentication (the spec's Firebase flow): the registration SMS goes through the sandbox's
// phone-auth stand-in when the brand turns FIREBASESMS3 on. Fictional numbers answer its errors.
// Each test walks a whole flow (several modal opens, the slider, the sandbox's SMS outbox).
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
  await sandbox.setFlags(request, { FIREBASESMS3: true });
});

const input = (form: Locator, field: string) => form.getByTestId(`reg-${field}`).locator('input');

async function mobileTab(page: Page, form: Locator, label: string) {
  await page.getByRole('tab', { name: label }).click();
  await expect(form).toHaveAttribute('data-tab', 'mobile');
}

test('too many requests: the message, then a 5-minute wait that survives closing the modal (EN, faked clock)', async ({ page }) => {
  await page.clock.install();
  await openStorefront(page, '/index', 'en');
  await page.getByTestId('header-register-open').click();
  const modal = page.getByTestId('register-modal');
  let form = modal.getByTestId('register-form');
  await mobileTab(page, form, 'Mobile registration');

  // Nothing filled in: the form names the rule for starred fields.
  await form.getByTestId('register-submit').click();
  await expect(form.getByTestId('register-error')).toHaveText('Fields marked * are required.');

  // The phone-auth service's own errors, in the player's language.
  const send = form.getByTestId('reg-send-sms');
  const warning = page.getByTestId('register-warning');
  await input(form, 'mobileNum').fill('11900000002');
  await send.click();
  await expect(warning).toContainText('SMS quota exceeded. Please contact customer service.');
  await page.keyboard.press('Escape');
  await expect(warning).toBeHidden();
  await expect(send).toBeEnabled();

  await input(form, 'mobileNum').fill('11900000001');
  await send.click();
  await expect(warning).toContainText('Too many requests. Please try again in 5 minutes.');
  await page.keyboard.press('Escape');
  await expect(send).toBeDisabled();
  await expect(send).toHaveText(/^Retry in (5:00|4:5\d)$/);

  // Closing and re-opening the modal keeps the wait (its deadline is kept, nothing else).
  await page.getByTestId('register-modal-close').click();
  await expect(modal).toBeHidden();
  await page.clock.fastForward('02:00');
  await page.getByTestId('header-register-open').click();
  form = modal.getByTestId('register-form');
  await mobileTab(page, form, 'Mobile registration');
  const sendAgain = form.getByTestId('reg-send-sms');
  await expect(sendAgain).toBeDisabled();
  await expect(sendAgain).toHaveText(/^Retry in (3:00|2:5\d)$/);

  // Five minutes after the refusal the button is back.
  await page.clock.fastForward('03:01');
  await expect(sendAgain).toBeEnabled();
  await expect(sendAgain).toHaveText('Send code');
});

test('registration SMS by phone auth: 60 s countdown, verification first, wrong code, real-name format, then registered (PT, faked clock)', async ({ page }) => {
  const rules = { payeeName: { enabled: true, required: false, minLength: 2, maxLength: 50, acceptedPattern: '^[A-Za-z ]+$', patternId: 12 } };
  expect((await page.request.post(`${E2E.baseUrl}/__sandbox/register-rules`, { data: { rules }, headers: controlHeaders() })).ok()).toBeTruthy();
  await page.clock.install();
  await openStorefront(page, '/register', 'pt');
  const form = page.getByTestId('register-page').getByTestId('register-form');
  await mobileTab(page, form, 'Cadastro com celular');
  const mobile = '11955551234';
  await input(form, 'mobileNum').fill(mobile);
  await input(form, 'password').fill('Secret123');
  await input(form, 'confirmPassword').fill('Secret123');
  await input(form, 'payeeName').fill('R2D2');
  await form.getByTestId('reg-terms').locator('input').check();
  await form.getByTestId('reg-adult').locator('input').check();
  await input(form, 'verificationCode').fill('123456');
  await form.getByTestId('register-submit').click();
  await expect(form.getByTestId('reg-payeeName-error')).toHaveText('Formato do nome real incorreto.');
  await input(form, 'payeeName').fill('Maria Silva');

  // A code typed before any SMS was sent: verification comes first.
  await form.getByTestId('register-submit').click();
  await expect(form.getByTestId('register-error')).toHaveText('Conclua a verificação primeiro.');

  // The phone-auth SMS: a 60 s countdown (not expiredMinutes × 60).
  const send = form.getByTestId('reg-send-sms');
  await send.click();
  await expect(send).toBeDisabled();
  await expect(send).toHaveText(/^Reenviar em (60|5\d) s$/);
  await page.clock.fastForward('00:30');
  await expect(send).toHaveText(/^Reenviar em (30|2\d) s$/);

  const code = await lastSms(page, mobile);
  await input(form, 'verificationCode').fill(code === '111111' ? '222222' : '111111');
  await form.getByTestId('register-submit').click();
  await expect(form.getByTestId('register-error')).toHaveText('Código de verificação inválido.');

  await page.clock.fastForward('00:31');
  await expect(send).toBeEnabled();
  await expect(send).toHaveText('Enviar código');

  // The right code: the service's ID token goes with the registration (firebaseChannel sms).
  await input(form, 'verificationCode').fill(code);
  await form.getByTestId('register-submit').click();
  await solveSlider(page, form);
  await expect(page.getByTestId('open-member-centre')).toHaveText(`m${mobile}`);
});

test('a locked account is told to contact its agent, by code in the player’s language (PT, then EN)', async ({ page }) => {
  await openStorefront(page, '/index', 'pt');
  await submitCredentials(page, 'locked', 'Demo1234');
  const form = page.getByTestId('header-login');
  await expect(form.getByTestId('login-error')).toHaveText('A sua conta está restrita. Entre em contato com o seu agente.');
  // Runs after openStorefront's PT init script on the reload.
  await page.addInitScript(() => localStorage.setItem('vitrine.language', 'en'));
  await page.reload();
  await submitCredentials(page, 'locked', 'Demo1234');
  await expect(form.getByTestId('login-error')).toHaveText('Your account is restricted. Please contact your agent.');
  await expect(page.getByTestId('account-bar')).toHaveCount(0);
});
