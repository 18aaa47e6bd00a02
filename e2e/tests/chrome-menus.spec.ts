import { expect, test, type Page } from '@playwright/test';
import { logInFromHeader, openStorefront, sandbox } from './support/stack';

/**
 * Menus from contributions (issue 10): the header bar, the side menu and the bottom nav are drawn
 * from remotes.json alone. A remote's release that adds, moves or drops a menu entry changes the
 * menus with no host release; a remote whose entry is malformed is dropped alone, with its menus.
 */

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

type Manifest = { remotes: Record<string, { contribution: { nav?: Array<Record<string, unknown>> } }> };

async function serveManifest(page: Page, change: (m: Manifest) => void) {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as Manifest;
    change(manifest);
    await route.fulfill({ response, json: manifest });
  });
}

test('a remote adds, moves and drops its menu entries in remotes.json; the host draws what it says (EN)', async ({ page }) => {
  await serveManifest(page, (m) => {
    const promotions = m.remotes.promotions.contribution;
    promotions.nav = (promotions.nav ?? []).filter((entry) => entry.key !== 'point-mall');
    // VIP moves before the game categories.
    for (const entry of promotions.nav) if (entry.key === 'vip' && entry.placement === 'bottom') entry.order = 1;
    m.remotes.games.contribution.nav?.push({ key: 'top-winners', labelKey: 'winners', path: '/winners', placement: 'side', icon: 'reward', order: 6 });
  });
  await openStorefront(page, '/index', 'en');
  const nav = page.getByTestId('bottom-nav');
  await expect(nav.getByTestId('nav-category-RNG')).toBeVisible();
  const order = await nav.locator('li > a, li > button').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
  expect(order.slice(0, 3)).toEqual(['nav-home', 'nav-vip', 'nav-category-ELOTT']);
  expect(order.at(-1)).toBe('nav-rewards');

  await page.getByTestId('side-menu-open').click();
  const menu = page.getByTestId('side-menu');
  await expect(menu.getByTestId('side-promotions')).toHaveText('Promotions');
  await expect(menu.getByTestId('side-point-mall')).toHaveCount(0);
  const added = menu.getByTestId('side-top-winners');
  await expect(added).toHaveText('Winners');
  await added.click();
  await expect(page).toHaveURL(/\/winners$/);
  await expect(menu).toBeHidden();

  // Signed in: the member remote's header entries, and a member page entry opens the centre.
  await logInFromHeader(page, 'demo', 'Demo1234');
  const bar = page.getByTestId('account-bar');
  await expect(bar.getByTestId('bar-deposit')).toHaveText('Deposit');
  await page.getByTestId('side-menu-open').click();
  await menu.getByTestId('side-security-center').click();
  await expect(page.getByTestId('member-centre')).toBeVisible();
});

test('a malformed menu entry drops its remote alone: the others keep their menus (PT)', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await serveManifest(page, (m) => {
    m.remotes.promotions.contribution.nav?.push({ key: 'bad', labelKey: 'x', path: '/x', placement: 'side', icon: 'skull', order: 9 });
  });
  await openStorefront(page, '/index', 'pt');
  const nav = page.getByTestId('bottom-nav');
  await expect(nav.getByTestId('nav-home')).toHaveText('Início');
  await expect(nav.getByTestId('nav-category-RNG')).toBeVisible();
  await expect(nav.getByTestId('nav-promotions')).toHaveCount(0);
  expect(errors.join('\n')).toMatch(/\[remote:promotions\] refused from remotes\.json: .*icon must be one of the shared icons/);

  await page.getByTestId('side-menu-open').click();
  const menu = page.getByTestId('side-menu');
  await expect(menu.getByTestId('side-deposit')).toHaveText('Depositar');
  await expect(menu.getByTestId('side-help')).toHaveAttribute('href', '/help');
  await expect(menu.getByTestId('side-point-mall')).toHaveCount(0);
  await expect(menu.getByTestId('side-bad')).toHaveCount(0);
});

test('a whole malformed remote entry (promotions: no version, entry not a URL) drops that remote alone, logged; the other three keep their pages and menus (PT)', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await serveManifest(page, (m) => {
    const promotions = m.remotes.promotions as unknown as Record<string, unknown>;
    delete promotions.version;
    promotions.entry = 42;
  });
  await openStorefront(page, '/index', 'pt');
  // Games: its page, its category nav, its header and bottom entries.
  await expect(page.getByTestId('home-page')).toBeVisible();
  const header = page.getByRole('navigation', { name: 'Navegação principal' });
  await expect(header.getByTestId('header-main-home')).toHaveText('Início');
  await expect(header.getByRole('link')).toHaveCount(1);
  const nav = page.getByTestId('bottom-nav');
  await expect(nav.getByTestId('nav-home')).toHaveText('Início');
  await expect(nav.getByTestId('nav-category-RNG')).toBeVisible();
  for (const key of ['promotions', 'rewards', 'vip']) await expect(nav.getByTestId(`nav-${key}`)).toHaveCount(0);
  // Why, naming the remote and each problem.
  expect(errors.join('\n')).toMatch(/\[remote:promotions\] refused from remotes\.json: remotes\.promotions\.version must be a string; remotes\.promotions\.entry must be a URL/);
  // Member: its side-menu entries; promotions' are gone, the host's stay.
  await page.getByTestId('side-menu-open').click();
  const menu = page.getByTestId('side-menu');
  await expect(menu.getByTestId('side-deposit')).toHaveText('Depositar');
  await expect(menu.getByTestId('side-search')).toHaveAttribute('href', '/search');
  await expect(menu.getByTestId('side-help')).toHaveAttribute('href', '/help');
  for (const key of ['promotions', 'point-mall', 'news']) await expect(menu.getByTestId(`side-${key}`)).toHaveCount(0);
  await page.getByTestId('side-menu-close').click();
  // The refused remote's page: "unavailable" in the chrome, not "not found" and not a blank page.
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { name: 'Esta parte do site está indisponível' })).toBeVisible();
  await expect(page.getByTestId('promotions-page')).toHaveCount(0);
  await expect(header.getByTestId('header-main-home')).toHaveText('Início');
  await page.goto('/rng');
  await expect(page.getByTestId('game-card').first()).toBeVisible();
  // Signed in as an agent: the member remote's header entries and centre, the agent remote's centre.
  await logInFromHeader(page, 'agent', 'Demo1234');
  await expect(page.getByTestId('account-bar').getByTestId('bar-deposit')).toHaveText('Depositar');
  await page.getByTestId('open-agent-centre').click();
  await expect(page.getByTestId('agent-centre-menu')).toBeVisible();
  await page.getByTestId('agent-centre-close').click();
  await page.getByTestId('account-bar').getByTestId('bar-deposit').click();
  await expect(page.getByTestId('member-centre')).toBeVisible();
  expect(await page.evaluate(() => typeof (window as unknown as Record<string, unknown>).promotions)).toBe('undefined');
});
