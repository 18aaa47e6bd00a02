import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E } from './support/env';
import { openStorefront, sandbox } from './support/stack';

/**
 * Install as an app (issue 13 item 4): the manifest and the service worker make the storefront
 * installable; with the network gone after a first visit, a reload shows the designed offline
 * page; the install prompt is offered on /down. The other specs block service workers
 * (playwright.config.ts): a worker would bypass their page.route faults. This one allows them.
 */
test.use({ serviceWorkers: 'allow' });

/** A ceiling for the storefront's first full render on a loaded 2-core machine (not a timing assertion). */
const LOADED = 30_000;

test.beforeEach(async ({ request, page }) => {
  test.slow();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await sandbox.reset(request);
});

/** Wait until the page's service worker is active and controls the page. */
async function controlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
  });
}

test('Chromium finds the storefront installable: manifest, icons and service worker', async ({ playwright, request }, testInfo) => {
  // Installability is never granted to an incognito profile (Playwright's contexts): a real profile.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-pwa-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...(testInfo.project.use.launchOptions ?? {}),
    baseURL: E2E.baseUrl,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await openStorefront(page, '/index');
    await expect(page.getByTestId('header-login-open')).toBeVisible({ timeout: LOADED });
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toBe(`${E2E.baseUrl}/manifest.webmanifest`);
    const parsed = JSON.parse(manifest.data ?? '{}');
    expect(parsed).toMatchObject({ name: 'Vitrine', short_name: 'Vitrine', display: 'standalone', start_url: '/', theme_color: '#0b1020' });
    const purposes: string[] = [];
    for (const icon of parsed.icons as Array<{ src: string; sizes: string; purpose: string }>) {
      const answer = await request.get(`${E2E.baseUrl}${icon.src}`);
      expect(answer.ok()).toBeTruthy();
      expect(answer.headers()['content-type']).toBe('image/png');
      purposes.push(`${icon.sizes} ${icon.purpose}`);
    }
    expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  // The worker and the manifest are always revalidated.
  for (const file of ['/sw.js', '/manifest.webmanifest']) {
    const answer = await request.get(`${E2E.baseUrl}${file}`);
    expect(answer.ok()).toBeTruthy();
    expect(answer.headers()['cache-control']).toBe('no-cache');
  }
});

for (const visitor of [
  { language: null, theme: null, title: 'Você está sem conexão', retry: 'Tentar de novo', lang: 'pt', dir: 'ltr', bg: 'rgb(11, 16, 32)' },
  { language: 'en', theme: null, title: 'You are offline', retry: 'Try again', lang: 'en', dir: 'ltr', bg: 'rgb(11, 16, 32)' },
  { language: 'ar', theme: 'light', title: 'أنت غير متصل بالإنترنت', retry: 'حاول مرة أخرى', lang: 'ar', dir: 'rtl', bg: 'rgb(244, 246, 251)' },
]) {
  test(`offline after a first visit (${visitor.lang}, ${visitor.theme ?? 'dark'}): a reload shows the offline page; back online the storefront works`, async ({ page, context }) => {
    if (visitor.language || visitor.theme)
      await page.addInitScript(({ language, theme }) => {
        if (language) localStorage.setItem('vitrine.language', language);
        if (theme) localStorage.setItem('vitrine.theme', theme);
      }, visitor);
    await page.goto('/index');
    await expect(page.getByTestId('header-login-open')).toBeVisible({ timeout: LOADED });
    await controlled(page);

    await context.setOffline(true);
    await page.reload();
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-offline', 'true');
    await expect(html).toHaveAttribute('lang', visitor.lang);
    await expect(html).toHaveAttribute('dir', visitor.dir);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(visitor.title);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(visitor.bg);
    const retry = page.getByRole('link', { name: visitor.retry });
    await expect(retry).toBeVisible();

    await context.setOffline(false);
    await retry.click();
    await expect(page.locator('html')).not.toHaveAttribute('data-offline', 'true');
    await expect(page.getByTestId('header-login-open')).toBeVisible({ timeout: LOADED });
    await expect(page.getByTestId('home-page')).toBeVisible({ timeout: LOADED });
  });
}

test.describe('/down: install as an app', () => {
  test("without the browser's prompt, how to install; with it, a button that shows it", async ({ page }) => {
    await openStorefront(page, '/down', 'en');
    const section = page.getByTestId('down-pwa');
    await expect(section.getByRole('heading', { name: 'Install as an app' })).toBeVisible();
    await expect(section).toHaveAttribute('data-state', 'manual');
    await expect(section.getByTestId('down-pwa-manual')).toContainText('Install app or Add to Home screen');

    // The browser's prompt (Chromium's beforeinstallprompt), kept by the host for this page.
    await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
      const w = window as unknown as { __prompted: number };
      w.__prompted = 0;
      event.prompt = async () => {
        w.__prompted++;
      };
      event.userChoice = Promise.resolve({ outcome: 'accepted', platform: 'web' });
      window.dispatchEvent(event);
    });
    await section.getByRole('button', { name: 'Install the app' }).click();
    await expect(section.getByTestId('down-pwa-installed')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __prompted: number }).__prompted)).toBe(1);
  });

  test.describe('on an iPhone', () => {
    test.use({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', viewport: { width: 390, height: 800 } });
    test('Safari: Share, then Add to Home Screen (PT)', async ({ page }) => {
      await openStorefront(page, '/down', 'pt');
      const steps = page.getByTestId('down-pwa').getByTestId('down-pwa-ios');
      await expect(steps.locator('li')).toHaveCount(3);
      await expect(steps).toContainText('Compartilhar');
      await expect(steps).toContainText('Adicionar à Tela de Início');
    });
  });
});
