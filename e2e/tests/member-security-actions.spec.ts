import { expect, test, type Page } from '@playwright/test';
import { lastSms, logInFromHeader, openStorefront, sandbox } from './support/stack';

/**
 * Security centre actions (issue 14 item 2), as `plainplayer` (no e-mail, mobile or payment
 * password yet): the avatar (upload in PT, static choice in EN) changes the header avatar; an
 * e-mail and a mobile number are bound and shown masked; the payment password is set with the
 * login password, then changed with the current one, and the sandbox refuses wrong ones.
 */
test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

/** A valid 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function openSecurityCentre(page: Page) {
  await page.getByTestId('open-member-centre').click();
  await expect(page.getByTestId('security-center')).toBeVisible();
  await expect(page.getByTestId('security-settings')).toBeVisible();
}

test('pt: uploading an avatar changes the header avatar; an e-mail and a mobile are bound and shown masked', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await openStorefront(page, '/index', 'pt');
  await logInFromHeader(page, 'plainplayer', 'Demo1234');
  const headerAvatar = page.getByTestId('header-avatar');
  await expect(headerAvatar).toHaveAttribute('data-src', /\/avatar\/avatar-1\.svg$/);
  await openSecurityCentre(page);
  const centre = page.getByTestId('security-center');

  // Avatar: an SVG named .png is refused by its bytes; a real PNG is saved and reaches the header.
  await centre.getByRole('button', { name: 'Alterar avatar' }).click();
  const avatarForm = centre.getByTestId('avatar-form');
  await avatarForm.getByTestId('avatar-file').setInputFiles({ name: 'eu.png', mimeType: 'image/png', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  await avatarForm.getByRole('button', { name: 'Salvar' }).click();
  await expect(avatarForm.getByTestId('avatar-file-error')).toBeVisible();
  await avatarForm.getByTestId('avatar-file').setInputFiles({ name: 'eu.png', mimeType: 'image/png', buffer: PNG });
  await avatarForm.getByRole('button', { name: 'Salvar' }).click();
  await expect(centre.getByTestId('avatar-done')).toHaveText('Seu avatar foi atualizado.');
  await expect(headerAvatar).toHaveAttribute('data-src', /^data:image\/png;base64,/);
  await expect(centre.getByTestId('member-avatar').locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);

  // E-mail: a malformed one is refused in Portuguese, what was typed stays; then it is bound, masked.
  const emailRow = centre.locator('[data-setting="email"]');
  await emailRow.getByRole('button', { name: 'Vincular' }).click();
  const email = emailRow.getByLabel('E-mail');
  await email.fill('plain.player@example');
  await emailRow.getByRole('button', { name: 'Salvar' }).click();
  await expect(emailRow.getByTestId('bind-email-error')).toHaveText('Digite um endereço de e-mail válido.');
  await expect(email).toHaveValue('plain.player@example');
  await email.fill('plain.player@example.com');
  await emailRow.getByRole('button', { name: 'Salvar' }).click();
  await expect(emailRow.getByTestId('email-form')).toHaveCount(0);
  await expect(page.getByTestId('security-email-state')).toHaveText('pl***@example.com');
  await expect(centre.getByTestId('member-details').locator('[data-field="email"] dd')).toHaveText('pl***@example.com');
  await expect(emailRow.getByRole('button', { name: 'Vincular' })).toHaveCount(0);
  await expect(centre.getByText('plain.player@example.com')).toHaveCount(0);

  // Mobile: the SMS code (countdown on the button), a wrong code refused in Portuguese, the right one binds it.
  const mobileRow = centre.locator('[data-setting="mobile"]');
  await mobileRow.getByRole('button', { name: 'Vincular' }).click();
  await mobileRow.getByLabel('Celular').fill('11912340077');
  await mobileRow.getByTestId('bind-sms-send').click();
  await expect(mobileRow.getByTestId('bind-sms-send')).toHaveText(/^Reenviar em \d+ s$/);
  await expect(mobileRow.getByTestId('bind-sms-send')).toBeDisabled();
  const code = await lastSms(page, '11912340077');
  const wrong = code === '111111' ? '222222' : '111111';
  await mobileRow.getByLabel('Código SMS').fill(wrong);
  await mobileRow.getByRole('button', { name: 'Salvar' }).click();
  await expect(mobileRow.getByTestId('mobile-error')).toContainText('Digite um código de verificação válido.');
  await expect(mobileRow.getByLabel('Celular')).toHaveValue('11912340077');
  await mobileRow.getByLabel('Código SMS').fill(code);
  await mobileRow.getByRole('button', { name: 'Salvar' }).click();
  await expect(mobileRow.getByTestId('mobile-form')).toHaveCount(0);
  await expect(page.getByTestId('security-mobile-state')).toHaveText(/^\+55 \d{3}\*{4}\d{4}$/);
});

test('en: choosing a static avatar changes the header avatar; the payment password is set, then changed, wrong ones refused', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await openStorefront(page, '/index', 'en');
  await logInFromHeader(page, 'plainplayer', 'Demo1234');
  await openSecurityCentre(page);
  const centre = page.getByTestId('security-center');

  await centre.getByRole('button', { name: 'Change avatar' }).click();
  await centre.getByRole('button', { name: 'Avatar 5', exact: true }).click();
  await centre.getByTestId('avatar-form').getByRole('button', { name: 'Save' }).click();
  await expect(centre.getByTestId('avatar-done')).toHaveText('Your avatar was updated.');
  await expect(page.getByTestId('header-avatar')).toHaveAttribute('data-src', /\/avatar\/avatar-5\.svg$/);

  // Set: the login password is asked; a wrong one is refused by the server, nothing typed is lost.
  const row = centre.locator('[data-setting="payment-password"]');
  await expect(row.getByTestId('security-payment-password-state')).toHaveText('Not set: withdrawals ask for your login password.');
  await row.getByRole('button', { name: 'Set' }).click();
  await row.getByLabel('Login password').fill('Wrong1234');
  await row.getByLabel('New payment password').fill('123456');
  await row.getByLabel('Confirm the payment password').fill('123457');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByTestId('pp-confirm-error')).toHaveText('Incorrect confirmation entry');
  await row.getByLabel('Confirm the payment password').fill('123456');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByTestId('payment-password-error')).toContainText('The login password is incorrect.');
  await expect(row.getByLabel('New payment password')).toHaveValue('123456');
  await row.getByLabel('Login password').fill('Demo1234');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByTestId('payment-password-form')).toHaveCount(0);
  await expect(row.getByTestId('security-payment-password-state')).toHaveText('Set: withdrawals ask for it.');

  // Change: the current payment password is asked and checked by the server.
  await row.getByRole('button', { name: 'Update' }).click();
  await row.getByLabel('Current payment password').fill('654321');
  await row.getByLabel('New payment password').fill('246810');
  await row.getByLabel('Confirm the payment password').fill('246810');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByTestId('payment-password-error')).toContainText('The current payment password is incorrect.');
  await row.getByLabel('Current payment password').fill('123456');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByTestId('payment-password-form')).toHaveCount(0);
  // The old one no longer changes it; the new one does.
  await row.getByRole('button', { name: 'Update' }).click();
  await row.getByLabel('Current payment password').fill('123456');
  await row.getByLabel('New payment password').fill('135790');
  await row.getByLabel('Confirm the payment password').fill('135790');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByTestId('payment-password-error')).toContainText('The current payment password is incorrect.');
  await row.getByLabel('Current payment password').fill('246810');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByTestId('payment-password-form')).toHaveCount(0);
  await expect(row.getByTestId('security-payment-password-state')).toHaveText('Set: withdrawals ask for it.');
});
