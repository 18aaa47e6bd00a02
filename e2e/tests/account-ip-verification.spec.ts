import { expect, test, type Page } from '@playwright/test';
import { lastSms, openStorefront, sandbox, submitCredentials } from './support/stack';
import { authenticatorCode, SECUREGOOGLE_SECRET } from './support/totp';

/**
 * Unknown-IP verification (spec section 4), one account per method the sandbox picks: the right
 * answer logs in; a wrong one says clearly why, and what was typed stays.
 */
test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

async function challenge(page: Page, username: string, method: string) {
  await openStorefront(page, '/index', 'en');
  await submitCredentials(page, username, 'Demo1234');
  const step = page.getByTestId('ip-verification');
  await expect(step).toBeVisible();
  await expect(step).toHaveAttribute('data-method', method);
  return step;
}

async function answer(page: Page, text: string) {
  const step = page.getByTestId('ip-verification');
  await step.getByTestId('ip-verification-answer').locator('input').fill(text);
  await step.getByRole('button', { name: 'Verify' }).click();
}

async function expectLoggedIn(page: Page) {
  await expect(page.getByTestId('after-login-modal')).toBeVisible();
  await expect(page.getByTestId('account-bar')).toBeVisible();
}

test('mobile code: the SMS sent to the bound phone', async ({ page }) => {
  const step = await challenge(page, 'secure', 'SMS');
  await expect(step).toContainText('11****002');
  await answer(page, '000000');
  await expect(step.getByTestId('ip-verification-error')).toHaveText('Enter a valid verification code.');
  await answer(page, await lastSms(page, '11900000002'));
  await expectLoggedIn(page);
});

test('bound e-mail: the address typed in full (the hint is masked)', async ({ page }) => {
  const step = await challenge(page, 'securemail', 'EMAIL');
  await expect(step).toContainText('se***@example.com');
  await expect(step).not.toContainText('secure.mail@example.com');
  await answer(page, 'someone.else@example.com');
  await expect(step.getByTestId('ip-verification-error')).toHaveText('That is not the e-mail address bound to this account.');
  await expect(step.getByTestId('ip-verification-answer').locator('input')).toHaveValue('someone.else@example.com');
  await answer(page, 'secure.mail@example.com');
  await expectLoggedIn(page);
});

test('bank account name: the holder name on file (case and accents do not matter)', async ({ page }) => {
  const step = await challenge(page, 'securebank', 'BANK_NAME');
  await answer(page, 'Maria Souza');
  await expect(step.getByTestId('ip-verification-error')).toHaveText('That name does not match the bank account on file.');
  await answer(page, 'MARIA DA SILVA');
  await expectLoggedIn(page);
});

test('Google Authenticator: the current code of the bound authenticator', async ({ page }) => {
  const step = await challenge(page, 'securegoogle', 'GOOGLE_AUTH');
  await answer(page, '12345');
  await expect(step.getByText('Enter the 6 digits shown in Google Authenticator.')).toBeVisible();
  // A code from ten minutes ago is out of its time window.
  const stale = authenticatorCode(SECUREGOOGLE_SECRET, Date.now() - 10 * 60_000);
  await answer(page, stale === authenticatorCode(SECUREGOOGLE_SECRET) ? '000000' : stale);
  await expect(step.getByTestId('ip-verification-error')).toHaveText('That code is wrong or has expired: enter the code Google Authenticator shows now.');
  await answer(page, authenticatorCode(SECUREGOOGLE_SECRET));
  await expectLoggedIn(page);
});

test('pt: the wrong bank name is explained in Portuguese', async ({ page }) => {
  await openStorefront(page, '/index', 'pt');
  await submitCredentials(page, 'securebank', 'Demo1234');
  const step = page.getByTestId('ip-verification');
  await expect(step).toContainText('nome do titular da conta bancária');
  await step.getByTestId('ip-verification-answer').locator('input').fill('Fulano');
  await step.getByRole('button', { name: 'Verificar' }).click();
  await expect(step.getByTestId('ip-verification-error')).toHaveText('Esse nome não confere com a conta bancária cadastrada.');
});
