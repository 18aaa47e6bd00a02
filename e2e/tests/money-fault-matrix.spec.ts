import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E } from './support/env';
import { logInFromHeader, openLogin, openStorefront, sandbox, solveSlider } from './support/stack';

/**
 * The fault matrix of issue 12: every money form (withdraw, wallet transfer, transfer to upline,
 * downline transfer, points redeem and convert, promotion apply), and login and register, against
 * the five faults a flaky mobile connection meets, injected by the sandbox's fault control:
 *
 * - a 500 whose body is an HTML error page;
 * - truncated JSON;
 * - an answer held 20 s, past the client's 15 s timeout (the page's clock is moved on at once);
 * - `success: true` with no `value`;
 * - a 502 from the gateway (its HTML page, no JSON).
 *
 * A money form answers each one with the "being checked" state in the page's language, keeps what
 * was typed, and offers a retry that carries the same Idempotency-Key. Each fault is met by the
 * retry of the one before, so one test walks all five; the last retry goes through, and the money
 * moves once. Login and register show the designed error in the page's language and keep the form.
 * No fault may leave an uncaught error in the page.
 */

type Fault = { name: string; fault: { status?: number; delayMs?: number; malformed?: boolean; body?: 'html' | 'no-value' } };
const FAULTS: Fault[] = [
  { name: '500 with an HTML body', fault: { status: 500, body: 'html' } },
  { name: 'truncated JSON', fault: { status: 200, malformed: true } },
  { name: '`success: true` without a value', fault: { status: 200, body: 'no-value' } },
  { name: '502 from the gateway', fault: { status: 502, body: 'html' } },
  // Last: the held call reaches its handler 20 s later, after the final retry has gone through.
  { name: 'an answer held past the client timeout', fault: { status: 200, delayMs: 20_000 } },
];
const CLIENT_TIMEOUT_MS = 15_000;

const locale = (language: 'pt' | 'en') =>
  JSON.parse(readFileSync(path.join(E2E.root, 'shared', 'src', 'locales', `${language}.json`), 'utf8')) as Record<string, string>;

/** Every POST of one API path that leaves the page, with its Idempotency-Key. */
function keysOf(page: Page, apiPath: string) {
  const keys: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname === apiPath) keys.push(request.headers()['idempotency-key']);
  });
  return keys;
}

async function mainBalance(page: Page): Promise<number> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await page.request.get(`${E2E.baseUrl}/wps/member/info/funds/consolidated`, { headers: { Authorization: token ?? '', Merchant: 'vitrine' } });
  return ((await response.json()) as { value: { mainBalance: number } }).value.mainBalance;
}

async function openMemberPanel(page: Page, pageKey: string, panelTestId: string) {
  await page.getByTestId('open-member-centre').click();
  await expect(page.getByTestId('member-centre')).toBeVisible();
  const entry = page.getByTestId('member-centre-menu').locator(`[data-page="${pageKey}"]`);
  await entry.click();
  await expect(entry).toHaveAttribute('aria-current', 'page');
  return page.getByTestId(panelTestId);
}

interface MoneyForm {
  name: string;
  language: 'pt' | 'en';
  user: string;
  api: string;
  /** Log in and open the form; the locator holds the form and its states. */
  open(page: Page): Promise<Locator>;
  fill(scope: Locator, page: Page): Promise<void>;
  submit(scope: Locator, page: Page): Promise<void>;
  /** What was typed is still there. */
  kept(scope: Locator, page: Page): Promise<void>;
  unknown: string;
  success(scope: Locator, page: Page): Locator;
  /** How much the main balance moves when it goes through (checked at the end). */
  moves?: number;
  /** Wait for the held call to reach its handler and check the balance again (withdraw). */
  waitForHeld?: boolean;
}

const MONEY_FORMS: MoneyForm[] = [
  {
    name: 'withdraw',
    language: 'pt',
    user: 'demo',
    api: '/wps/relay/PAYFE_requestWithdraw',
    open: async (page) => {
      const panel = await openMemberPanel(page, 'withdraw', 'withdraw-panel');
      await expect(panel.getByTestId('withdrawable')).toBeVisible();
      return panel;
    },
    fill: async (panel) => {
      await panel.getByTestId('withdraw-amount').fill('23.45');
      await panel.getByTestId('withdraw-account').fill('pix-demo-key');
      await panel.getByTestId('withdraw-password').fill('Demo1234');
    },
    submit: (panel) => panel.getByTestId('withdraw-submit').click(),
    kept: async (panel) => {
      await expect(panel.getByTestId('withdraw-amount')).toHaveValue('23.45');
      await expect(panel.getByTestId('withdraw-account')).toHaveValue('pix-demo-key');
    },
    unknown: 'withdraw-unknown',
    success: (panel) => panel.getByTestId('withdraw-success'),
    moves: -23.45,
    waitForHeld: true,
  },
  {
    name: 'wallet transfer',
    language: 'pt',
    user: 'demo',
    api: '/wps/relay/GCS_walletTransfer',
    open: async (page) => {
      const panel = await openMemberPanel(page, 'transferFund', 'transfer-fund-panel');
      await expect(panel.getByTestId('wallet-main')).toBeVisible();
      return panel;
    },
    fill: async (panel) => {
      const select = panel.getByTestId('transfer-wallet');
      await expect(select.locator('option')).not.toHaveCount(0);
      await select.selectOption((await select.locator('option').first().getAttribute('value'))!);
      await panel.getByTestId('transfer-amount').fill('31');
    },
    submit: (panel) => panel.getByTestId('transfer-submit').click(),
    kept: async (panel) => {
      await expect(panel.getByTestId('transfer-amount')).toHaveValue('31');
    },
    unknown: 'transfer-unknown',
    success: (panel) => panel.getByTestId('transfer-success'),
    moves: -31,
  },
  {
    name: 'transfer to upline',
    language: 'pt',
    user: 'down1',
    api: '/wps/relay/MCSFE_transferToUpline',
    open: async (page) => {
      const panel = await openMemberPanel(page, 'transferUpline', 'transfer-upline-panel');
      await expect(panel.getByTestId('upline-name')).toHaveText('agent');
      return panel;
    },
    fill: async (panel) => {
      await panel.getByTestId('upline-amount').fill('17');
      await panel.getByTestId('upline-password').fill('Demo1234');
    },
    submit: async (panel, page) => {
      await panel.getByTestId('upline-submit').click();
      await page.getByTestId('upline-confirm-confirm').click();
    },
    kept: async (panel) => {
      await expect(panel.getByTestId('upline-amount')).toHaveValue('17');
    },
    unknown: 'upline-unknown',
    success: (panel) => panel.getByTestId('upline-success'),
    moves: -17,
  },
  {
    name: 'downline transfer (agent)',
    language: 'en',
    user: 'agent',
    api: '/wps/relay/MCSFE_transferToDownline',
    open: async (page) => {
      await page.getByTestId('open-agent-centre').click();
      await page.getByTestId('agent-centre-menu').locator('[data-page="downlineManagement"]').click();
      const down1 = page.getByTestId('team-management').locator('[data-username="down1"]');
      await down1.getByRole('button', { name: 'Transfer to down1' }).click();
      const dialog = page.getByRole('dialog', { name: 'Transfer to a downline' });
      await expect(dialog.getByLabel('Amount')).toBeFocused();
      return dialog;
    },
    fill: async (dialog) => {
      await dialog.getByLabel('Amount').fill('9');
      await dialog.getByLabel(/password/i).fill('Demo1234');
    },
    submit: (dialog) => dialog.locator('[data-dialog-confirm]').click(),
    kept: async (dialog) => {
      await expect(dialog.getByLabel('Amount')).toHaveValue('9');
    },
    unknown: 'transfer-unknown',
    success: (dialog) => dialog.getByTestId('transfer-success'),
    moves: -9,
  },
  {
    name: 'points redeem',
    language: 'en',
    user: 'demo',
    api: '/wps/relay/passwordCheck/MCSFE_redeemPointReward',
    open: async (page) => {
      await page.goto('/pointMall');
      const mall = page.getByTestId('points-mall-page');
      await expect(mall.getByTestId('pm-points')).toBeVisible();
      await mall.getByRole('button', { name: 'Redeem Bônus de 10' }).click();
      const dialog = page.getByRole('dialog', { name: 'Redeem Bônus de 10' });
      await expect(dialog).toBeVisible();
      return dialog;
    },
    fill: (dialog) => dialog.getByLabel('Login password').fill('Demo1234'),
    submit: (dialog) => dialog.getByRole('button', { name: 'Redeem' }).click(),
    kept: async (dialog) => {
      await expect(dialog.getByLabel('Quantity')).toHaveValue('1');
      await expect(dialog.getByLabel('Login password')).toHaveValue('Demo1234');
    },
    unknown: 'pm-redeem-unknown',
    success: (_dialog, page) => page.getByTestId('pm-redeem-success'),
    // A cash reward of 10.00 reaches the wallet.
    moves: 10,
  },
  {
    name: 'points convert',
    language: 'en',
    user: 'demo',
    api: '/wps/relay/passwordCheck/MCSFE_convertPoint',
    open: async (page) => {
      await page.goto('/pointMall');
      const mall = page.getByTestId('points-mall-page');
      await expect(mall.getByTestId('pm-points')).toBeVisible();
      await mall.getByRole('tab', { name: 'Convert to balance' }).click();
      return mall.getByTestId('pm-convert-form');
    },
    fill: async (form) => {
      await form.getByLabel('Points to convert').fill('200');
      await form.getByLabel('Login password').fill('Demo1234');
    },
    submit: (form) => form.getByRole('button', { name: 'Convert' }).click(),
    kept: async (form) => {
      await expect(form.getByLabel('Points to convert')).toHaveValue('200');
    },
    unknown: 'pm-convert-unknown',
    success: (form) => form.getByTestId('pm-convert-success'),
    moves: 2,
  },
  {
    name: 'promotion apply',
    language: 'pt',
    user: 'demo',
    api: '/wps/relay/MCSFE_applyPromotion',
    open: async (page) => {
      await page.goto('/promoDetail?id=2');
      await page.getByRole('button', { name: 'Inscrever-se' }).click();
      const form = page.getByTestId('apply-form');
      await expect(form).toBeVisible();
      return form;
    },
    fill: (form) => form.getByLabel('Comentário').fill('Joguei 50 rodadas no fim de semana.'),
    submit: (form) => form.getByTestId('apply-submit').click(),
    kept: async (form) => {
      await expect(form.getByLabel('Comentário')).toHaveValue('Joguei 50 rodadas no fim de semana.');
    },
    unknown: 'apply-unknown',
    // The application is in review; the form is gone.
    success: (_form, page) => page.getByTestId('promotion-state').filter({ hasText: 'Em análise' }),
  },
];

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

for (const form of MONEY_FORMS) {
  test(`${form.name} (${form.language.toUpperCase()}): each fault is "being checked", the form is kept, the retries share one key, the money moves once`, async ({ page, request }) => {
    test.slow();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const keys = keysOf(page, form.api);
    const texts = locale(form.language);
    // The page's timers run on a clock the test can move past the client timeout at once.
    await page.clock.install();
    await openStorefront(page, '/index', form.language);
    await logInFromHeader(page, form.user, 'Demo1234');
    const start = await mainBalance(page);
    const scope = await form.open(page);
    await form.fill(scope, page);

    let heldAt = 0;
    for (const [i, { name, fault }] of FAULTS.entries()) {
      await test.step(name, async () => {
        await sandbox.fault(request, { path: form.api, ...fault });
        if (fault.delayMs) heldAt = Date.now();
        const sent = keys.length;
        if (i === 0) await form.submit(scope, page);
        else await scope.getByTestId(`${form.unknown}-retry`).click();
        await expect.poll(() => keys.length).toBe(sent + 1);
        if (fault.delayMs) await page.clock.fastForward(CLIENT_TIMEOUT_MS + 1_000);
        const check = scope.getByTestId(form.unknown);
        await expect(check).toContainText(texts.money_unknown_title);
        await expect(scope.getByTestId(`${form.unknown}-retry`)).toBeEnabled();
        await expect(check).toContainText(texts.money_unknown_checked);
        await form.kept(scope, page);
      });
    }

    // The last retry goes through; every attempt carried the first attempt's key.
    await scope.getByTestId(`${form.unknown}-retry`).click();
    await expect(form.success(scope, page)).toBeVisible();
    expect(keys).toHaveLength(FAULTS.length + 1);
    expect(keys[0]).toBeTruthy();
    expect(new Set(keys).size).toBe(1);
    if (form.moves !== undefined) {
      await expect.poll(() => mainBalance(page)).toBeCloseTo(start + form.moves, 2);
      if (form.waitForHeld) {
        // The held call reaches its handler 20 s after it was sent: it finds the key, posts nothing.
        await page.waitForTimeout(Math.max(0, 21_000 - (Date.now() - heldAt)));
        expect(await mainBalance(page)).toBeCloseTo(start + form.moves, 2);
      }
    }
    expect(errors).toEqual([]);
  });
}

/** The login and register answers: the error the form shows for each fault. */
const AUTH_MESSAGE: Record<string, 'err_server' | 'err_timeout'> = {
  '500 with an HTML body': 'err_server',
  'truncated JSON': 'err_server',
  '`success: true` without a value': 'err_server',
  '502 from the gateway': 'err_server',
  'an answer held past the client timeout': 'err_timeout',
};

test('login (PT): each fault gives the designed message, the username and password stay, then it logs in', async ({ page, request }) => {
  test.slow();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const texts = locale('pt');
  await page.clock.install();
  await openStorefront(page, '/index', 'pt');
  await openLogin(page);
  const form = page.getByTestId('header-login');
  await form.locator('input[autocomplete="username"]').fill('demo');
  await form.locator('input[type="password"]').fill('Demo1234');
  for (const { name, fault } of FAULTS) {
    await test.step(name, async () => {
      await sandbox.fault(request, { path: '/wps/session/login', ...fault });
      const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/session/login');
      await form.locator('button[type="submit"]').click();
      await solveSlider(page, form);
      // The client's timeout starts when the call leaves: move the clock past it only then.
      await sent;
      if (fault.delayMs) await page.clock.fastForward(CLIENT_TIMEOUT_MS + 1_000);
      await expect(page.getByTestId('login-error')).toHaveText(texts[AUTH_MESSAGE[name]]);
      await expect(form.locator('input[autocomplete="username"]')).toHaveValue('demo');
      await expect(form.locator('input[type="password"]')).toHaveValue('Demo1234');
      await expect(page.getByTestId('account-bar')).toHaveCount(0);
    });
  }
  await form.locator('button[type="submit"]').click();
  await solveSlider(page, form);
  await expect(page.getByTestId('account-bar')).toBeVisible();
  expect(errors).toEqual([]);
});

test('register (PT): each fault gives the designed message, every field stays, then the account is made', async ({ page, request }) => {
  test.slow();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const texts = locale('pt');
  await page.clock.install();
  await openStorefront(page, '/register', 'pt');
  const form = page.getByTestId('register-page').getByTestId('register-form');
  const input = (field: string) => form.getByTestId(`reg-${field}`).locator('input');
  await input('username').fill('matriz01');
  await input('password').fill('Secret123');
  await input('confirmPassword').fill('Secret123');
  await form.getByTestId('reg-terms').locator('input').check();
  await form.getByTestId('reg-adult').locator('input').check();
  for (const { name, fault } of FAULTS) {
    await test.step(name, async () => {
      await sandbox.fault(request, { path: '/wps/member/register', ...fault });
      const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/member/register');
      await form.getByTestId('register-submit').click();
      await solveSlider(page, form);
      await sent;
      if (fault.delayMs) await page.clock.fastForward(CLIENT_TIMEOUT_MS + 1_000);
      await expect(form.getByTestId('register-error')).toHaveText(texts[AUTH_MESSAGE[name]]);
      await expect(input('username')).toHaveValue('matriz01');
      await expect(input('password')).toHaveValue('Secret123');
      await expect(input('confirmPassword')).toHaveValue('Secret123');
      await expect(form.getByTestId('reg-terms').locator('input')).toBeChecked();
    });
  }
  await form.getByTestId('register-submit').click();
  await solveSlider(page, form);
  await expect(page.getByTestId('open-member-centre')).toHaveText('matriz01');
  expect(errors).toEqual([]);
});
