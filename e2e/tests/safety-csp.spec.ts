import { expect, test, type Page } from '@playwright/test';
import { logInFromHeader, openStorefront, sandbox } from './support/stack';

/**
 * The storefront runs under its enforced Content-Security-Policy with no violation across the main
 * flows: home, login, wallet (deposit), a game launch, the chat room, the member and agent centres.
 * Violations are collected from every frame (securitypolicyviolation events) and from the console.
 */
test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('__vitrineCspViolation', (_source, text: string) => void violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __vitrineCspViolation?: (t: string) => void }).__vitrineCspViolation;
      report?.(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} on ${e.documentURI} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  return violations;
}

test('the HTML carries the enforced CSP, Referrer-Policy and Permissions-Policy', async ({ request }) => {
  for (const path of ['/', '/index', '/member/security']) {
    const answer = await request.get(path);
    const headers = answer.headers();
    expect(headers['content-security-policy'], path).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['content-security-policy-report-only']).toBeUndefined();
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
  }
});

test('player flows: home, login, wallet, a game launch, the chat room, the member centre — 0 CSP violations', async ({ page }) => {
  // Five flows in one walk (home, login, wallet, chat room, a game round): beyond one test's 60 s on a busy CI machine.
  test.slow();
  const violations = await watchCsp(page);
  await openStorefront(page, '/index', 'en');
  await expect(page.getByTestId('right-bar')).toBeVisible();
  await logInFromHeader(page, 'demo', 'Demo1234');
  await expect(page.getByTestId('header-balance')).toContainText(/\d/);

  // Wallet: a deposit in the member centre.
  await page.getByTestId('open-member-centre').click();
  await expect(page.getByTestId('member-centre')).toBeVisible();
  const entry = page.getByTestId('member-centre-menu').locator('[data-page="depositv2"]');
  await entry.click();
  const deposit = page.getByTestId('deposit-panel');
  await deposit.getByRole('radio', { name: 'Bank transfer' }).click();
  await deposit.getByTestId('deposit-amount').fill('25');
  await deposit.getByTestId('deposit-submit').click();
  await expect(deposit.getByTestId('deposit-success')).toBeVisible();
  await page.getByTestId('member-centre-close').click();

  // The chat room (the sandbox chat page in its frame).
  await page.getByTestId('right-bar-chat').click();
  await expect(page.frameLocator('[data-testid="chat-room-frame"]').locator('h2')).toBeVisible();
  await page.getByTestId('chat-room').getByTestId('chat-room-close').click();

  // A game launch and a round.
  await page.goto('/rng');
  await page.getByTestId('game-card').filter({ has: page.getByRole('heading', { name: 'Carnival Storm', exact: true }) }).first().getByRole('button', { name: 'Play Carnival Storm' }).click();
  const game = page.frameLocator('[data-testid=game-frame]');
  await expect(game.locator('#name')).toHaveText('Carnival Storm');
  await game.locator('#spin').click();
  await page.waitForTimeout(1000);
  expect(violations).toEqual([]);
});

test('agent flow: login and the agent centre — 0 CSP violations', async ({ page }) => {
  const violations = await watchCsp(page);
  await openStorefront(page, '/index', 'en');
  await logInFromHeader(page, 'agent', 'Demo1234');
  await page.getByTestId('open-agent-centre').click();
  await expect(page.getByTestId('agent-centre')).toBeVisible();
  await page.waitForTimeout(1000);
  expect(violations).toEqual([]);
});
