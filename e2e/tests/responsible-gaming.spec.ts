import { expect, test, type Page } from '@playwright/test';
import { checkAxe } from './support/a11y';
import { E2E } from './support/env';
import { logInFromHeader, openLogin, openStorefront, sandbox, submitCredentials, submitLogin } from './support/stack';

/**
 * Responsible gaming (issue 15) against the sandbox: limits set in the member centre and enforced
 * by the server, the reality check over the game frame, time-out and self-exclusion, the statement.
 * The sandbox clock is moved through the control API ("24 hours later", "6 months later").
 */

const DAY = 24 * 3600_000;
const T0 = '2026-12-09T10:00:00.000Z';

async function openPanel(page: Page, pageKey: string) {
  if (!(await page.getByTestId('member-centre').isVisible())) await page.getByTestId('open-member-centre').click();
  const entry = page.getByTestId('member-centre-menu').locator(`[data-page="${pageKey}"]`);
  await entry.click();
  await expect(entry).toHaveAttribute('aria-current', 'page');
}

async function setLimit(page: Page, choice: string, amount: string) {
  const panel = page.getByTestId('rg-panel');
  await panel.getByTestId('rg-limit-choice').selectOption(choice);
  await panel.getByTestId('rg-limit-amount').fill(amount);
  await panel.getByTestId('rg-limit-save').click();
  return panel.getByTestId('rg-limit-saved');
}

async function deposit(page: Page, amount: string) {
  await openPanel(page, 'depositv2');
  const panel = page.getByTestId('deposit-panel');
  const again = panel.getByRole('button', { name: /another deposit|outro depósito/i });
  if (await again.isVisible()) await again.click();
  await panel.getByTestId('deposit-amount').fill(amount);
  await panel.getByTestId('deposit-submit').click();
  return panel;
}

/** The session's token, to read the account record as the storefront does. */
const token = (page: Page) => page.evaluate(() => sessionStorage.getItem('token'));

async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const headers = { Authorization: (await token(page)) ?? '', Merchant: 'VITRINE', Language: 'EN', 'content-type': 'application/json' };
  const response = method === 'GET' ? await page.request.get(`${E2E.baseUrl}${path}`, { headers }) : await page.request.post(`${E2E.baseUrl}${path}`, { headers, data: body ?? {} });
  const json = (await response.json()) as { success: boolean; value: T };
  expect(json.success).toBe(true);
  return json.value;
}

// Several logins (with the slider) and money calls per test on a shared machine.
test.setTimeout(120_000);

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test('EN: a daily deposit limit of 100 — 60 works, the next 60 is refused naming the limit; a raise waits 24 h; a lowering applies at once', async ({ page, request }) => {
  await sandbox.clock(request, { at: T0, freeze: true });
  await openStorefront(page, '/index', 'en');
  await logInFromHeader(page, 'demo', 'Demo1234');
  await expect(page.getByTestId('header-balance')).toContainText('10,000.00');

  await openPanel(page, 'responsibleGaming');
  await expect(await setLimit(page, 'DEPOSIT:DAY', '100')).toContainText('in effect now');
  await expect(page.getByTestId('rg-limit-DEPOSIT-DAY')).toContainText('100.00');
  await checkAxe(page, 'responsible gaming panel', '[data-testid="rg-centre-panel"]');

  await expect((await deposit(page, '60')).getByTestId('deposit-success')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toContainText('10,060.00');
  const refused = await deposit(page, '60');
  await expect(refused.getByTestId('deposit-error')).toContainText(/Daily deposit limit: \D*100\.00, used so far: \D*60\.00/);
  await expect(refused.getByTestId('deposit-error')).toContainText('It resets on Dec 10, 2026');
  await expect(refused.getByTestId('deposit-amount')).toHaveValue('60');
  await expect(page.getByTestId('header-balance')).toContainText('10,060.00');

  // Raise to 500: the change waits 24 hours and the panel says so.
  await openPanel(page, 'responsibleGaming');
  await expect(await setLimit(page, 'DEPOSIT:DAY', '500')).toContainText('after 24 hours');
  await expect(page.getByTestId('rg-limit-DEPOSIT-DAY').getByTestId('rg-pending')).toContainText(/Changes to \D*500\.00/);
  await expect((await deposit(page, '60')).getByTestId('deposit-error')).toContainText('Daily deposit limit');

  await sandbox.clock(request, { advanceMs: DAY });
  await expect((await deposit(page, '60')).getByTestId('deposit-success')).toBeVisible();

  // Lower to 50 (60 already deposited today): applies at once.
  await openPanel(page, 'responsibleGaming');
  await expect(page.getByTestId('rg-limit-DEPOSIT-DAY')).toContainText('500.00');
  await expect(await setLimit(page, 'DEPOSIT:DAY', '50')).toContainText('in effect now');
  await expect((await deposit(page, '1')).getByTestId('deposit-error')).toContainText(/Daily deposit limit: \D*50\.00/);
});

test('PT: the refusal is in Portuguese; self-exclusion for 6 months logs out, login names the end, no popup; 6 months later login works', async ({ page, request }) => {
  await sandbox.clock(request, { at: T0, freeze: true });
  await openStorefront(page, '/index');
  await logInFromHeader(page, 'demo', 'Demo1234');
  await openPanel(page, 'responsibleGaming');
  await expect(await setLimit(page, 'DEPOSIT:DAY', '100')).toContainText('a partir de agora');
  await expect((await deposit(page, '60')).getByTestId('deposit-success')).toBeVisible();
  await expect((await deposit(page, '60')).getByTestId('deposit-error')).toContainText('Limite diário de depósito');

  await openPanel(page, 'responsibleGaming');
  const panel = page.getByTestId('rg-panel');
  await expect(panel.getByTestId('rg-platform-link')).toHaveAttribute('href', /^https:\/\/www\.gov\.br\//);
  await panel.getByTestId('rg-break-6M').click();
  await panel.getByTestId('rg-break-continue').click();
  await expect(panel.getByTestId('rg-break-consequence')).toContainText('2027');
  await checkAxe(page, 'self-exclusion confirmation', '[data-testid="rg-break-form"]');
  await panel.getByTestId('rg-break-submit').click();
  await expect(panel.getByText('Marque a caixa para confirmar.')).toBeVisible();
  await panel.getByTestId('rg-break-understand').check();
  await panel.getByTestId('rg-break-password').fill('Demo1234');
  await panel.getByTestId('rg-break-submit').click();

  // Logged out at once.
  await expect(page.getByTestId('account-bar')).toHaveCount(0);
  await expect(page.getByTestId('header-login-open')).toBeVisible();
  expect(await token(page)).toBeNull();

  // Login refused naming the end date; no after-login modal and so no promotions popup.
  await submitCredentials(page, 'demo', 'Demo1234');
  const form = page.getByTestId('header-login');
  await expect(form.getByRole('alert')).toContainText('autoexcluída até');
  await expect(form.getByRole('alert')).toContainText('2027');
  await expect(page.getByTestId('after-login-modal')).toHaveCount(0);
  await expect(page.getByTestId('popup-announcements')).toHaveCount(0);
  await expect(page.getByTestId('account-bar')).toHaveCount(0);

  // Six months later (the end is 2027-06-09 10:00 UTC): login works again.
  await sandbox.clock(request, { advanceMs: 182 * DAY + 60_000 });
  await page.reload();
  await logInFromHeader(page, 'demo', 'Demo1234');
  await expect(page.getByTestId('account-bar')).toBeVisible();
});

test('a time-out is not undone by any way in: login, a fresh page, the day after; only its end', async ({ page, request }) => {
  await sandbox.clock(request, { at: T0, freeze: true });
  await openStorefront(page, '/index', 'en');
  await logInFromHeader(page, 'demo', 'Demo1234');
  await openPanel(page, 'responsibleGaming');
  const panel = page.getByTestId('rg-panel');
  await panel.getByTestId('rg-break-24H').click();
  await panel.getByTestId('rg-break-continue').click();
  await panel.getByTestId('rg-break-understand').check();
  await panel.getByTestId('rg-break-password').fill('Demo1234');
  await panel.getByTestId('rg-break-submit').click();
  await expect(page.getByTestId('header-login-open')).toBeVisible();

  for (const advance of [0, 23 * DAY / 24]) {
    await sandbox.clock(request, { advanceMs: advance });
    await page.goto('/index');
    await submitCredentials(page, 'demo', 'Demo1234');
    await expect(page.getByTestId('header-login').getByRole('alert')).toContainText('time-out until');
    await expect(page.getByTestId('account-bar')).toHaveCount(0);
  }
  // The member centre and the panel need a session: nothing opens them now.
  await page.goto('/index');
  await expect(page.getByTestId('open-member-centre')).toHaveCount(0);
  await sandbox.clock(request, { advanceMs: 2 * 3600_000 });
  await page.reload();
  await logInFromHeader(page, 'demo', 'Demo1234');
  await expect(page.getByTestId('account-bar')).toBeVisible();
});

test('a loss limit stops spins and launches with header and ledger agreeing; the reality check (1-minute interval, faked clock) shows over the game and Log out ends the session', async ({ page, request }) => {
  await sandbox.rg(request, { realityCheckMinutes: [1, 15, 30, 60] });
  await sandbox.clock(request, { at: T0, freeze: true });
  await page.clock.install();
  await openStorefront(page, '/rng', 'en');
  await logInFromHeader(page, 'demo', 'Demo1234');
  await openPanel(page, 'responsibleGaming');
  await expect(await setLimit(page, 'LOSS:DAY', '5')).toContainText('in effect now');
  const panel = page.getByTestId('rg-panel');
  await panel.getByTestId('rg-reality-interval').selectOption('1');
  await panel.getByTestId('rg-reality-save').click();
  await expect(panel.getByTestId('rg-reality-saved')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('member-centre')).toHaveCount(0);

  await page.getByTestId('game-card').filter({ has: page.getByRole('heading', { name: 'Carnival Storm', exact: true }) }).first()
    .getByRole('button', { name: 'Play Carnival Storm' }).click();
  await expect(page).toHaveURL(/\/game\?launch=[0-9a-f]{24}$/);
  const game = page.frameLocator('[data-testid=game-frame]');
  await expect(game.locator('#bal')).toContainText(/\d/);
  await game.locator('#bet').selectOption('5');
  // The first spin loses its 5, which uses up the limit: the next bet of 5 is refused. (By chance
  // alone a win could keep the limit unused for 40 spins, and a half-paid spin leaves 2.50 of it.)
  await sandbox.spins(request, [0]);
  let refused = false;
  for (let i = 0; i < 40 && !refused; i++) {
    await game.locator('#spin').click();
    await expect(game.locator('#msg')).not.toHaveText('');
    refused = /daily loss limit/.test((await game.locator('#msg').textContent()) ?? '');
  }
  expect(refused).toBe(true);
  await expect(game.locator('#msg')).toContainText('resets on 2026-12-10 00:00 UTC');

  // Header balance, the game's balance and the server's ledger agree.
  const server = await api<{ sumBalance: number }>(page, 'GET', '/wps/v2/wallets/balance');
  const shown = (s: string | null) => Number((s ?? '').replace(/[^\d.]/g, ''));
  await expect.poll(async () => shown(await page.getByTestId('header-balance').textContent())).toBe(server.sumBalance);
  expect(shown(await game.locator('#bal').textContent())).toBe(server.sumBalance);
  const status = await api<{ limits: { kind: string; period: string; used: number }[] }>(page, 'GET', '/wps/member/rg/status');
  // The lost spin used the whole limit.
  const used = status.limits.find((l) => l.kind === 'LOSS' && l.period === 'DAY')!.used;
  expect(used).toBe(5);

  // The reality check is due one minute after it was chosen: move both clocks a minute on.
  await sandbox.clock(request, { advanceMs: 61_000 });
  await page.clock.fastForward('01:05');
  const dialog = page.getByTestId('reality-check');
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/game\?launch=[0-9a-f]{24}$/);
  await expect(dialog.getByTestId('rc-played')).toContainText('1 min');
  await expect(dialog.getByTestId('rc-net')).toContainText((-used).toFixed(2));
  // Over the game frame: the dialog is what is under the centre of the screen.
  const onTop = await page.evaluate(() => {
    const el = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
    return !!el?.closest('[data-testid="reality-check"]');
  });
  expect(onTop).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await checkAxe(page, 'reality check dialog', '[data-testid="reality-check"]');

  await dialog.getByTestId('rc-logout').click();
  await expect(page.getByTestId('header-login-open')).toBeVisible();
  await expect(page.getByTestId('account-bar')).toHaveCount(0);
  expect(await token(page)).toBeNull();

  // Back in: a launch is refused while the loss limit is used up, naming it.
  await logInFromHeader(page, 'demo', 'Demo1234');
  await page.goto('/rng');
  await page.getByTestId('game-card').filter({ has: page.getByRole('heading', { name: 'Carnival Storm', exact: true }) }).first()
    .getByRole('button', { name: 'Play Carnival Storm' }).click();
  await expect(page.getByText(/Daily loss limit: \D*5\.00/)).toBeVisible();
  await expect(page).toHaveURL(/\/rng$/);
});

test('the statement CSV lists what the account record shows for the same period', async ({ page }) => {
  await openStorefront(page, '/index', 'en');
  await logInFromHeader(page, 'demo', 'Demo1234');
  await expect((await deposit(page, '123.45')).getByTestId('deposit-success')).toBeVisible();
  await openPanel(page, 'responsibleGaming');
  const statement = page.getByTestId('rg-statement');
  await statement.getByTestId('rg-statement-group').selectOption('WEEK');
  await expect(statement.getByTestId('rg-total-deposits')).toContainText(/\d/);
  const [download] = await Promise.all([page.waitForEvent('download'), statement.getByTestId('rg-statement-csv').click()]);
  const name = download.suggestedFilename();
  const [, startDate, endDate] = /statement-(\d{4}-\d{2}-\d{2})-(\d{4}-\d{2}-\d{2})\.csv/.exec(name)!;
  const csv = (await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  })).replace(/^\uFEFF/, '');
  const rows = csv.trim().split('\r\n').map((line) => line.split(','));
  expect(rows[0]).toEqual(['Period', 'Deposits', 'Withdrawals', 'Bets', 'Winnings', 'Net result']);
  const total = rows[rows.length - 1];
  expect(total[0]).toBe('Total');

  // The account record (transaction history) for the same dates, every page.
  const record: { type: string; amount: number }[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page_ = await api<{ list: { type: string; amount: number }[]; totalPages: number }>(page, 'POST', '/wps/relay/ODSFE2_getTransactionHistory', { startDate, endDate, pageNo, pageSize: 200 });
    record.push(...page_.list);
    if (pageNo >= page_.totalPages) break;
  }
  const sum = (type: string, sign = 1) => (Math.round(record.filter((r) => r.type === type).reduce((s, r) => s + r.amount, 0) * 100 * sign) / 100).toFixed(2);
  expect(total.slice(1, 5)).toEqual([sum('DEPOSIT'), sum('WITHDRAW', -1), sum('BET', -1), sum('WIN')]);
  // Each period row adds up to the total.
  const column = (i: number) => (Math.round(rows.slice(1, -1).reduce((s, r) => s + Number(r[i]), 0) * 100) / 100).toFixed(2);
  expect([column(1), column(2), column(3), column(4)]).toEqual(total.slice(1, 5));
});

test('every game tile shows its theoretical return to player from the game list (PT: decimal comma)', async ({ page }) => {
  await openStorefront(page, '/rng', 'pt');
  const tiles = page.getByTestId('game-card');
  await expect(tiles.first()).toBeVisible();
  const count = await tiles.count();
  expect(count).toBeGreaterThan(5);
  const rtps = await tiles.getByTestId('game-rtp').allTextContents();
  expect(rtps).toHaveLength(count);
  for (const text of rtps) expect(text).toMatch(/^RTP (8\d|9\d|100),\d{1,2}\s?%$/);
  await expect(tiles.first().getByTestId('game-rtp')).toHaveAttribute('title', /Retorno teórico ao jogador/);
});

test('the risk notice and the age rule show at the first login of a day, not at the next login that day, and again the next day', async ({ page }) => {
  const loginAndReadNotice = async () => {
    await openLogin(page);
    const form = page.getByTestId('header-login');
    await form.locator('input[autocomplete="username"]').fill('demo');
    await form.locator('input[type="password"]').fill('Demo1234');
    await submitLogin(page);
    const afterLogin = page.getByTestId('after-login-modal');
    await expect(afterLogin.getByTestId('after-login-continue')).toBeVisible();
    const shown = await afterLogin.getByTestId('risk-notice').isVisible();
    if (shown) await expect(afterLogin.getByTestId('risk-notice')).toContainText(/18/);
    await afterLogin.getByTestId('after-login-continue').click();
    await expect(afterLogin).toBeHidden();
    return shown;
  };
  const logOut = async () => {
    await page.getByTestId('logout').click();
    await page.getByTestId('logout-confirm').getByRole('button', { name: 'OK', exact: true }).click();
    await expect(page.getByTestId('header-login-open')).toBeVisible();
  };
  await page.clock.setFixedTime(new Date('2026-12-09T09:00:00'));
  await openStorefront(page, '/index', 'en');
  expect(await loginAndReadNotice()).toBe(true);
  await logOut();
  await page.clock.setFixedTime(new Date('2026-12-09T22:00:00'));
  expect(await loginAndReadNotice()).toBe(false);
  await logOut();
  await page.clock.setFixedTime(new Date('2026-12-10T08:00:00'));
  expect(await loginAndReadNotice()).toBe(true);
});
