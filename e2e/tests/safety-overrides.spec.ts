import { expect, test } from '@playwright/test';
import { openStorefront } from './support/stack';

/**
 * A remote override in localStorage (`vitrine.remoteOverrides`) is a development tool: the e2e
 * stack runs production builds, which ignore an override to another server and load the released
 * remote with its integrity.
 */
test('an override in localStorage to another server is ignored on a production build', async ({ page }) => {
  const foreign: string[] = [];
  await page.route((url) => url.hostname === 'example.invalid', (route) => {
    foreign.push(route.request().url());
    return route.abort();
  });
  await page.addInitScript(() =>
    localStorage.setItem('vitrine.remoteOverrides', JSON.stringify({ games: 'https://example.invalid/mf-manifest.json' })),
  );
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await openStorefront(page, '/index', 'en');
  await expect(page.getByTestId('remote-version')).toHaveText('games 1.0.0');
  expect(foreign).toEqual([]);
  expect(warnings.some((w) => w.includes('ignored the games override'))).toBe(true);
});
