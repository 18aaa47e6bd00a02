import { expect, test, type Page } from '@playwright/test';
import { openStorefront } from './support/stack';

/**
 * Customer-service addresses come from the server: only http(s) opens, and always without a
 * handle on the storefront. `5cDlFESH2SGdcBAsW73KGRJkKsHX/hsS` is DES-ECB (crypto-js, as the
 * operator encrypts type-3 paths) of `javascript:alert(1)` with the key `vitrine8` that follows it.
 */
const ENCRYPTED_JAVASCRIPT = '5cDlFESH2SGdcBAsW73KGRJkKsHX/hsSvitrine8';

type Entry = { csType: number; name: string; path: string };

/** Boot answers these customer-service entries instead of the sandbox's (or the sandbox's, filtered). */
async function serveEntries(page: Page, entries: Entry[] | ((sandbox: Entry[]) => Entry[])) {
  await page.route((url) => url.pathname === '/wps/system/status', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { value: { info: { customerService: Entry[] } } };
    body.value.info.customerService = typeof entries === 'function' ? entries(body.value.info.customerService) : entries;
    await route.fulfill({ response: answer, json: body });
  });
}

/** Click the right bar's customer-service button; collect popups and dialogs for a while. */
async function clickCustomerService(page: Page) {
  const popups: string[] = [];
  const dialogs: string[] = [];
  page.context().on('page', (p) => popups.push(p.url()));
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await openStorefront(page, '/index', 'en');
  await page.getByTestId('right-bar').getByRole('button', { name: 'Customer service' }).click();
  return { popups, dialogs };
}

for (const [label, entry] of [
  ['plain javascript: (type 1)', { csType: 1, name: 'Live chat', path: 'javascript:alert(1)' }],
  ['DES-encrypted javascript: (type 3)', { csType: 3, name: 'Customer service', path: ENCRYPTED_JAVASCRIPT }],
] as const) {
  test(`a customer-service path of ${label} opens nothing and runs nothing`, async ({ page }) => {
    await serveEntries(page, [entry]);
    const { popups, dialogs } = await clickCustomerService(page);
    // Type 3 opens a blank popup inside the click, then closes it when the address is refused.
    await expect.poll(() => page.context().pages().length, { timeout: 5_000 }).toBe(1);
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
    expect(popups.filter((u) => u !== 'about:blank')).toEqual([]);
    expect(page.context().pages()).toHaveLength(1);
  });
}

test('the sandbox type-3 path opens its page without an opener and without a Referer', async ({ page }) => {
  const referers: Array<string | undefined> = [];
  await page.context().route('**/__sandbox/cs/link', async (route) => {
    referers.push(route.request().headers().referer);
    await route.continue();
  });
  // The sandbox's own type-3 entry (DES of /__sandbox/cs/link) alone.
  await serveEntries(page, (sandbox) => sandbox.filter((e) => e.csType === 3));
  const popupPromise = page.context().waitForEvent('page');
  await clickCustomerService(page);
  const popup = await popupPromise;
  await popup.waitForURL(/\/__sandbox\/cs\/link$/);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  expect(referers).toEqual([undefined]);
});
