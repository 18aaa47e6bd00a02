import { expect, test, type Locator, type Page } from '@playwright/test';
import { openLogin, openStorefront, sandbox, showFooter } from './support/stack';
import { E2E } from './support/env';

/**
 * Issue 14 items 11-13, fed by the sandbox: the w_login / w_register banners in the login and
 * register modals, the dialing-code combobox with its COUNTRY_FLAG images, and the domain speed
 * test (the sandbox's loopback stand-in domains: 127.0.0.1 answers fastest, localhost (MAIN)
 * after 1.2 s, slow.localhost past the 3 s limit, down.localhost not at all).
 */
// Each test walks a whole flow (two modals, two dropdowns, a speed test with a 3 s limit).
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
  await sandbox.setFlags(request, { MOBILEVERCODELOGIN3: true, MOBILENUMREG3: true, DIRECTREG3: true });
});

/** An image that really loaded (not a broken one). */
async function expectLoaded(img: Locator) {
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
}

async function expectFlagPicker(page: Page, scope: Locator, label: string, full = true) {
  const combo = scope.getByRole('combobox', { name: label });
  await expect(combo).toContainText('+55');
  await expectLoaded(combo.locator('img'));
  await expect(combo.locator('img')).toHaveAttribute('src', /\/COUNTRY_FLAG\/BR\.png$/);
  if (!full) return;
  // Keyboard: open, move to Portugal, choose.
  await combo.focus();
  await page.keyboard.press('ArrowDown');
  const list = scope.getByRole('listbox', { name: label });
  await expect(list).toBeVisible();
  const portugal = list.getByRole('option', { name: /\+351/ });
  await expectLoaded(portugal.locator('img'));
  await expect(list.getByRole('option')).toHaveCount(15);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(combo).toContainText('+351');
  await expect(list).toBeHidden();
  // Mouse: a click on an option lands (the list waits 200 ms after blur before closing).
  await combo.click();
  await list.getByRole('option', { name: /\+84/ }).click();
  await expect(combo).toContainText('+84');
  await expect(combo).toHaveAttribute('aria-expanded', 'false');
}

async function expectSpeedTest(page: Page, texts: { open: string; title: string; current: string; slow: RegExp; failed: string; }) {
  // The speed test opens from the footer.
  await (await showFooter(page)).getByRole('button', { name: texts.open }).click();
  const dialog = page.getByRole('dialog', { name: texts.title });
  const list = dialog.getByTestId('domain-speed-list');
  await expect(list).toHaveAttribute('data-done', 'true');
  const rows = list.getByTestId('domain-speed-row');
  const port = E2E.port;
  // Fastest first (not the server's order, where localhost is MAIN and listed first).
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toHaveAttribute('data-domain', `127.0.0.1:${port}`);
  await expect(rows.nth(0)).toHaveAttribute('data-state', 'ok');
  await expect(rows.nth(0).getByTestId('domain-speed-time')).toHaveText(/^\d+\s?ms$/);
  await expect(rows.nth(1)).toHaveAttribute('data-domain', `localhost:${port}`);
  await expect(rows.nth(1)).toContainText(texts.current);
  const fast = Number((await rows.nth(0).getByTestId('domain-speed-time').innerText()).replace(/\D/g, ''));
  const main = Number((await rows.nth(1).getByTestId('domain-speed-time').innerText()).replace(/\D/g, ''));
  expect(fast).toBeLessThan(main);
  expect(main).toBeGreaterThanOrEqual(1200);
  await expect(rows.nth(2)).toHaveAttribute('data-domain', `slow.localhost:${port}`);
  await expect(rows.nth(2)).toContainText(texts.slow);
  await expect(rows.nth(3)).toHaveAttribute('data-domain', `down.localhost:${port}`);
  await expect(rows.nth(3)).toContainText(texts.failed);
  await expect(rows.nth(3).getByRole('button')).toBeDisabled();
  return { dialog, rows };
}

test('PT: banners in the login and register modals, flags in the dialing-code list, and the domain speed test switches domain keeping the page', async ({ page }) => {
  await openStorefront(page, '/promotions');
  await openLogin(page);
  const login = page.getByTestId('login-modal');
  const loginBanner = login.getByTestId('auth-banner-w_login');
  await expectLoaded(loginBanner.getByRole('img', { name: 'Login banner' }));
  await expect(loginBanner).toHaveAttribute('data-state', 'ready');
  await login.getByRole('tab', { name: 'Número de celular' }).click();
  await expectFlagPicker(page, login, 'Código do país');

  await login.getByTestId('login-to-register').click();
  const register = page.getByTestId('register-modal');
  const registerBanner = register.getByTestId('auth-banner-w_register');
  await expectLoaded(registerBanner.getByRole('img', { name: 'Register banner' }));
  await expect(registerBanner).toContainText('Registre-se e ganhe');
  await register.getByRole('tab', { name: 'Cadastro com celular' }).click();
  await expectFlagPicker(page, register, 'Código do país', false);
  await page.keyboard.press('Escape');
  await expect(register).toBeHidden();

  const { rows } = await expectSpeedTest(page, { open: 'Teste de velocidade da linha', title: 'Teste de velocidade dos domínios', current: 'Atual', slow: /Demasiado lento|Lento demais/, failed: 'Inacessível' });
  await rows.nth(0).getByRole('button', { name: `Mudar para 127.0.0.1:${E2E.port}` }).or(rows.nth(0).getByRole('button', { name: `Trocar para 127.0.0.1:${E2E.port}` })).click();
  await expect(page).toHaveURL(`http://127.0.0.1:${E2E.port}/promotions`);
  // The storefront runs on the new domain (the same page, its header ready).
  await expect(page.getByTestId('header-login-open')).toBeVisible();
});

test('EN: banners, flags and the domain speed test in English', async ({ page }) => {
  await openStorefront(page, '/index', 'en');
  await page.getByTestId('header-register-open').click();
  const register = page.getByTestId('register-modal');
  await expectLoaded(register.getByTestId('auth-banner-w_register').getByRole('img', { name: 'Register banner' }));
  await register.getByRole('tab', { name: 'Mobile registration' }).click();
  await expectFlagPicker(page, register, 'Country code');
  // Escape closes only the list; a second Escape closes the modal.
  const combo = register.getByRole('combobox', { name: 'Country code' });
  await combo.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(combo).toHaveAttribute('aria-expanded', 'false');
  await expect(register).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(register).toBeHidden();

  const { dialog } = await expectSpeedTest(page, { open: 'Line speed test', title: 'Domain speed test', current: 'Current', slow: /Too slow \(over 3 s\)/, failed: 'Unreachable' });
  await dialog.getByTestId('domain-speed-retest').click();
  await expect(dialog.getByTestId('domain-speed-list')).toHaveAttribute('data-done', 'false');
  await expect(dialog.getByTestId('domain-speed-list')).toHaveAttribute('data-done', 'true');
  await expect(dialog.getByTestId('domain-speed-row').first()).toHaveAttribute('data-domain', `127.0.0.1:${E2E.port}`);
});
