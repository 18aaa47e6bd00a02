import { axeBuilder } from './support/a11y';
import { expect, test, type Page } from '@playwright/test';
import { openLogin, openStorefront, sandbox, solveSlider, submitLogin } from './support/stack';

test.beforeEach(async ({ request, page }) => {
  // Measure colours at rest: no fade-in or hover transition half-way (axe reads computed colours).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await sandbox.reset(request);
});

/** axe on the page (or one modal): no serious or critical violations. */
async function expectNoSeriousViolations(page: Page, include?: string) {
  let builder = axeBuilder(page);
  if (include) builder = builder.include(include);
  // The page body belongs to the games remote (its own issue and owner); the host's chrome is
  // checked here, and the remote's findings are recorded as an annotation.
  else builder = builder.exclude('#content');
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 100)} ${n.failureSummary ?? ''}`).join('; ')}`);
  test.info().annotations.push({ type: 'axe', description: `${include ?? 'page'}: ${violations.length} violation(s), ${serious.length} serious/critical` });
  expect(summary).toEqual([]);
}

for (const theme of ['dark', 'light'] as const) {
  test(`axe (${theme}): home page, login, register and forgot-password modals`, async ({ page }) => {
    if (theme === 'light') await page.addInitScript(() => localStorage.setItem('vitrine.theme', 'light'));
    await openStorefront(page, '/index', 'en');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expectNoSeriousViolations(page);
    const remote = await axeBuilder(page).include('#content').analyze();
    const remoteSerious = remote.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    test.info().annotations.push({ type: 'axe-remote-content', description: `games remote home content: ${remoteSerious.map((v) => `${v.id}×${v.nodes.length}`).join(', ') || 'none'}` });

    await openLogin(page);
    await expectNoSeriousViolations(page, '[data-modal="login"]');

    await page.getByTestId('login-to-register').click();
    await expect(page.getByTestId('register-form')).toBeVisible();
    await expectNoSeriousViolations(page, '[data-modal="register"]');

    await page.getByTestId('register-modal-close').click();
    await openLogin(page);
    await page.getByTestId('open-forgot').click();
    await expect(page.getByTestId('forgot-modal')).toBeVisible();
    await expectNoSeriousViolations(page, '[data-modal="forgot-password"]');
  });
}

test('axe: slider captcha, forced change-password and after-login modals', async ({ page }) => {
  await openStorefront(page, '/index', 'en');
  await openLogin(page);
  const form = page.getByTestId('header-login');
  await form.locator('input[autocomplete="username"]').fill('weak');
  await form.locator('input[type="password"]').fill('123456');
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('slider-captcha')).toHaveAttribute('data-challenge', /.+/);
  await expectNoSeriousViolations(page, '[data-modal="login"]');
  await solveSlider(page, form);
  await expect(page.getByTestId('change-password-modal')).toBeVisible();
  await expectNoSeriousViolations(page, '[data-modal="change-password"]');

  await page.goto('/index');
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await openLogin(page);
  await form.locator('input[autocomplete="username"]').fill('demo');
  await form.locator('input[type="password"]').fill('Demo1234');
  await submitLogin(page);
  await expect(page.getByTestId('after-login-modal')).toBeVisible();
  await expectNoSeriousViolations(page, '[data-modal="after-login"]');
});

test('axe: notice page and notice modal, side menu drawer, register page at 360 px', async ({ page }) => {
  await openStorefront(page, '/noticePage', 'pt');
  await expect(page.getByTestId('notice-item').first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByTestId('notice-item').first().click();
  await expect(page.getByTestId('notice-content')).toBeVisible();
  await expectNoSeriousViolations(page, '[data-modal="notice"]');
  await page.getByTestId('notice-modal-close').click();
  await page.getByTestId('side-menu-open').click();
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await expectNoSeriousViolations(page, '[data-testid="side-menu"]');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/register');
  await expect(page.getByTestId('register-form')).toBeVisible();
  await expectNoSeriousViolations(page);
});
