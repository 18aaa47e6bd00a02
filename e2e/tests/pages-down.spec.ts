import { expect, test } from '@playwright/test';
import { E2E, controlHeaders } from './support/env';
import { checkAxe } from './support/a11y';
import { openStorefront, sandbox } from './support/stack';

/** /down and /download: the apps of the permission resources with QR codes, links and install guides. */

test.beforeEach(async ({ request, page }) => {
  test.slow();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await sandbox.reset(request);
});

for (const size of [
  { name: '360', width: 360, height: 740 },
  { name: '1280', width: 1280, height: 800 },
]) {
  for (const language of ['pt', 'en'] as const) {
    test(`visitor ${language} ${size.name} px: iOS, the lite app and Android, each with a QR code, a link and its steps`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await openStorefront(page, '/down', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language === 'pt' ? 'Baixe o aplicativo' : 'Get the app');
      const apps = page.getByTestId('down-app');
      await expect(apps).toHaveCount(3);
      await expect(apps.nth(1)).toContainText('IOS-LITE-APP');
      for (let i = 0; i < 3; i++) {
        const app = apps.nth(i);
        const href = await app.getByTestId('down-link').getAttribute('href');
        expect(href).toMatch(new RegExp(`^${E2E.baseUrl}/__sandbox/cdn/app/`));
        await expect(app.getByTestId('down-qr')).toHaveAttribute('data-text', href!);
        const qr = app.getByTestId('down-qr').locator('img');
        await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
        const box = await app.getByTestId('down-qr').boundingBox();
        expect(Math.round(box!.width)).toBe(200);
        expect(await app.getByTestId('down-steps').locator('li').count()).toBeGreaterThanOrEqual(3);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
}

test.describe('on an Android phone', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36', viewport: { width: 390, height: 800 } });
  test('Android comes first, marked for this device; the profile and the APK download', async ({ page, request }) => {
    await openStorefront(page, '/down', 'en');
    const first = page.getByTestId('down-app').first();
    await expect(first).toHaveAttribute('data-type', 'ANDROID');
    await expect(first).toContainText('For your device');
    const apk = await request.get((await first.getByTestId('down-link').getAttribute('href'))!);
    expect(apk.headers()['content-type']).toContain('application/vnd.android.package-archive');
    const lite = page.locator('[data-testid="down-app"][data-type="MOBILECONFIG"]').getByTestId('down-link');
    const profile = await request.get((await lite.getAttribute('href'))!);
    expect(profile.headers()['content-type']).toContain('application/x-apple-aspen-config');
    expect(await profile.text()).toContain('com.apple.webClip.managed');
  });
});

test('/download with the login guard on: a visitor opens it; /down itself is guarded', async ({ page, request }) => {
  expect((await request.post(`${E2E.baseUrl}/__sandbox/brand`, { data: { loginedToHomePage: true }, headers: controlHeaders() })).ok()).toBeTruthy();
  await openStorefront(page, '/download', 'en');
  await expect(page).toHaveURL(/\/download$/);
  await expect(page.getByTestId('down-app')).toHaveCount(3);
  await page.goto('/down');
  await expect(page).toHaveURL(/\/login$/);
});

for (const theme of ['dark', 'light'] as const) {
  test(`axe (${theme}): /down at 360 px and desktop; Arabic mirrors`, async ({ page }) => {
    if (theme === 'light') await page.addInitScript(() => localStorage.setItem('vitrine.theme', 'light'));
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await openStorefront(page, '/down', 'en');
      await expect(page.getByTestId('down-app')).toHaveCount(3);
      await checkAxe(page, `down ${theme} ${width}`, '#content');
    }
    await openStorefront(page, '/down', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const first = await page.getByTestId('down-app').nth(0).boundingBox();
    const second = await page.getByTestId('down-app').nth(1).boundingBox();
    expect(second!.x).toBeLessThan(first!.x);
    await checkAxe(page, `down ${theme} ar`, '#content');
  });
}
