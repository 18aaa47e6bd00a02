import { expect, test } from '@playwright/test';
import { checkAxe } from './support/a11y';
import { openStorefront, sandbox } from './support/stack';

/** /join: the affiliate programme from the operator's contract settings, and the agent application. */

test.beforeEach(async ({ request, page }) => {
  // Logins, several page loads and axe passes per test on a shared, loaded machine.
  test.slow();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await sandbox.reset(request);
});

for (const size of [
  { name: '360', width: 360, height: 740 },
  { name: '1280', width: 1280, height: 800 },
]) {
  for (const language of ['pt', 'en'] as const) {
    test(`visitor ${language} ${size.name} px: the programme with its contracts and earnings, and the form`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await openStorefront(page, '/join', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language === 'pt' ? 'Junte-se a nós: seja um agente' : 'Join us: become an agent');
      await expect(page.getByTestId('join-contract')).toHaveCount(4);
      await expect(page.locator('[data-testid="join-contract"][data-kind="DIVIDEND"]')).toContainText(language === 'pt' ? 'Até 40%' : 'Up to 40%');
      await expect(page.getByTestId('join-earning').first()).toContainText(/4[.,]800/);
      await expect(page.getByTestId('join-form')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
}

test('application (PT): a server-rule refusal keeps the form, then the application lands; the affiliate code goes along', async ({ page }) => {
  await openStorefront(page, '/join?affiliateCode=NOPE1234', 'pt');
  const form = page.getByTestId('join-form');
  await form.getByTestId('join-submit').click();
  await expect(form.getByTestId('payeeName-error')).toHaveText('O campo não pode ficar vazio');
  await form.getByTestId('join-payeeName').fill('Ana Souza');
  // The sandbox seeds an open application for this number: the server refuses a second one.
  await form.getByTestId('join-mobileNum').fill('11955559000');
  await form.getByTestId('join-teamSize').fill('40');
  await form.getByTestId('join-message').fill('Tenho um grupo de 40 jogadores de slots.');
  await form.getByTestId('join-submit').click();
  await expect(form.getByTestId('join-error')).toContainText('already being reviewed');
  await expect(form.getByTestId('join-payeeName')).toHaveValue('Ana Souza');
  await expect(form.getByTestId('join-message')).toHaveValue('Tenho um grupo de 40 jogadores de slots.');
  await form.getByTestId('join-mobileNum').fill('11955559001');
  const answer = page.waitForResponse((r) => r.url().endsWith('/wps/agent/application') && r.request().method() === 'PUT');
  await form.getByTestId('join-submit').click();
  const body = (await (await answer).json()) as { success: boolean; value: { id: number; status: string } };
  expect(body).toMatchObject({ success: true, value: { status: 'PENDING' } });
  await expect(page.getByTestId('join-applied')).toContainText(`#${body.value.id}`);
});

test('the affiliate code in the address is kept for the registration that follows', async ({ page }) => {
  await openStorefront(page, '/join?affiliateCode=NOPE1234&referralCode=R42', 'en');
  await page.getByTestId('join-register').click();
  await expect(page).toHaveURL(/\/register\?affiliateCode=NOPE1234&referralCode=R42$/);
  // An unknown code is shown in the form (so the player can fix it), with the code from the address.
  await expect(page.getByTestId('reg-affiliateCode').locator('input')).toHaveValue('NOPE1234');
});

for (const theme of ['dark', 'light'] as const) {
  test(`axe (${theme}): /join at 360 px and desktop; Arabic mirrors`, async ({ page }) => {
    if (theme === 'light') await page.addInitScript(() => localStorage.setItem('vitrine.theme', 'light'));
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await openStorefront(page, '/join', 'en');
      await expect(page.getByTestId('join-contract')).toHaveCount(4);
      await page.getByTestId('join-submit').click();
      await expect(page.getByTestId('payeeName-error')).toBeVisible();
      await checkAxe(page, `join ${theme} ${width}`, '#content');
    }
    await openStorefront(page, '/join', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const first = await page.getByTestId('join-contract').nth(0).boundingBox();
    const second = await page.getByTestId('join-contract').nth(1).boundingBox();
    expect(second!.x).toBeLessThan(first!.x);
    await checkAxe(page, `join ${theme} ar`, '#content');
  });
}
