import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { LANGUAGES } from '../../shared/src/i18n/languages';
import { E2E, controlHeaders } from './support/env';
import { openStorefront, sandbox } from './support/stack';

/**
 * The chrome as a player sees it: header, side menu, login and register modals, in dark and
 * light, Portuguese and Arabic (right-to-left), desktop and a 360 px phone. Every picture is
 * attached to the e2e report (test-results/e2e-report) and kept in test-results/screenshots.
 */
const hostText = (language: string) =>
  JSON.parse(readFileSync(path.join(E2E.root, 'host', 'src', 'locales', `${language}.json`), 'utf8')) as Record<string, string>;

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 740 } } as const;

async function shoot(page: Page, name: string) {
  // Finished transitions (modal fade, drawer slide): the picture shows the settled state.
  const body = await page.screenshot({ animations: 'disabled', path: path.join(E2E.root, 'test-results', 'screenshots', `${name}.png`) });
  await test.info().attach(name, { body, contentType: 'image/png' });
}

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
  // Every language of the spec on offer, so the picker lists Arabic too.
  const response = await request.post(`${E2E.baseUrl}/__sandbox/brand`, { data: { supportLanguages: LANGUAGES.map((l) => l.api) }, headers: controlHeaders() });
  expect(response.ok()).toBeTruthy();
});

for (const language of ['pt', 'ar'] as const) {
  for (const themeName of ['dark', 'light'] as const) {
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      test(`${language} ${themeName} ${device}: header, side menu, login and register`, async ({ page }) => {
        const text = hostText(language);
        await page.setViewportSize(viewport);
        await page.addInitScript((t) => localStorage.setItem('vitrine.theme', t), themeName);
        await openStorefront(page, '/index', language);
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByTestId('header-login-open')).toHaveText(text.login);
        // Let the home content settle so the pictures show the page, not skeletons.
        await page.waitForLoadState('networkidle');
        const tag = `${language}-${themeName}-${device}`;
        // One row in every language, longer Arabic labels included.
        expect((await page.getByTestId('site-header').boundingBox())!.height).toBeLessThanOrEqual(72);
        await shoot(page, `${tag}-header`);

        await page.getByTestId('side-menu-open').click();
        const menu = page.getByTestId('side-menu');
        await expect(menu).toBeVisible();
        await expect(menu.getByTestId('side-login')).toHaveText(text.login);
        // Mirrored in Arabic: the drawer slides in from the right edge (waits for the slide to end).
        await expect
          .poll(async () => {
            const box = await menu.boundingBox();
            return box && (language === 'ar' ? Math.round(box.x + box.width) : Math.round(box.x));
          })
          .toBe(language === 'ar' ? viewport.width : 0);
        await shoot(page, `${tag}-side-menu`);
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();

        await page.getByTestId('header-login-open').click();
        const login = page.getByTestId('login-modal');
        await expect(login.getByRole('heading', { name: text.login })).toBeVisible();
        await shoot(page, `${tag}-login`);
        await page.keyboard.press('Escape');
        await expect(login).toBeHidden();

        await page.getByTestId('header-register-open').click();
        const register = page.getByTestId('register-modal');
        await expect(register.getByRole('heading', { name: text.register })).toBeVisible();
        await expect(register.locator('input').first()).toBeVisible();
        await shoot(page, `${tag}-register`);
      });
    }
  }
}
