// Temporary visual check (not committed): screenshots of the three remotes against a private stack.
import { chromium } from '@playwright/test';
const base = 'http://localhost:8380';
const out = '/tmp/vstack/shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const errors = [];
async function session(name, { width = 1280, height = 860, lang = 'en', theme } = {}, fn) {
  const context = await browser.newContext({ viewport: { width, height }, baseURL: base });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && errors.push(`${name}: ${m.text()}`));
  page.on('pageerror', (e) => errors.push(`${name}: pageerror ${e.message}`));
  await page.addInitScript(([l, t]) => { localStorage.setItem('vitrine.language', l); if (t) localStorage.setItem('vitrine.theme', t); }, [lang, theme]);
  try { await fn(page); } catch (e) { errors.push(`${name}: ${e.message.split('\n')[0]}`); await page.screenshot({ path: `${out}/${name}-error.png` }); }
  await context.close();
}
async function login(page, user) {
  const form = page.getByTestId('header-login');
  await form.locator('input[autocomplete="username"]').fill(user);
  await form.locator('input[type="password"]').fill('Demo1234');
  await form.locator('button[type="submit"]').click();
  await page.getByTestId('account-bar').waitFor();
}
await session('promotions-desktop', {}, async (page) => {
  await page.goto('/promotions');
  await page.getByTestId('promotion-card').first().waitFor();
  await page.screenshot({ path: `${out}/promotions-desktop.png`, fullPage: false });
  await page.getByRole('tab', { name: 'Slots' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/promotions-slots.png` });
  await page.getByTestId('promotion-card').first().getByRole('button', { name: 'Details' }).click();
  await page.getByTestId('promotion-content').waitFor();
  await page.screenshot({ path: `${out}/promotions-details.png` });
});
await session('promotions-phone-pt-light', { width: 360, height: 780, lang: 'pt', theme: 'light' }, async (page) => {
  await page.goto('/promotions');
  await page.getByTestId('promotion-card').first().waitFor();
  await page.screenshot({ path: `${out}/promotions-phone-pt-light.png` });
});
await session('member-claim', {}, async (page) => {
  await page.goto('/promotions');
  await login(page, 'demo');
  const card = page.getByTestId('promotion-card').filter({ has: page.getByRole('button', { name: 'Claim' }) }).first();
  await card.getByRole('button', { name: 'Claim' }).click();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${out}/promotions-claimed.png` });
  const apply = page.getByTestId('promotion-card').filter({ has: page.getByRole('button', { name: 'Apply' }) }).first();
  await apply.getByRole('button', { name: 'Apply' }).click();
  await page.getByTestId('apply-form').waitFor();
  await page.getByTestId('apply-form').getByLabel('Comment').fill('Depositei ontem');
  await page.screenshot({ path: `${out}/promotions-apply.png` });
  await page.getByRole('button', { name: 'Send application' }).click();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${out}/promotions-applied.png` });
  await page.getByTestId('open-member-centre').click();
  await page.getByTestId('member-nickname').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/member-centre.png` });
});
await session('member-phone', { width: 360, height: 780, lang: 'pt', theme: 'light' }, async (page) => {
  await page.goto('/index');
  await login(page, 'demo');
  await page.getByTestId('open-member-centre').click();
  await page.getByTestId('member-nickname').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/member-phone-pt-light.png` });
});
await session('agent', {}, async (page) => {
  await page.goto('/index');
  await login(page, 'agent');
  await page.getByTestId('open-agent-centre').click();
  await page.getByTestId('team-stats').waitFor();
  await page.getByRole('button', { name: 'All time' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/agent-centre.png` });
});
await session('agent-phone', { width: 360, height: 780, lang: 'pt' }, async (page) => {
  await page.goto('/index');
  await login(page, 'agent');
  await page.getByTestId('open-agent-centre').click();
  await page.getByTestId('team-stats').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/agent-phone-pt.png`, fullPage: true });
});
await browser.close();
console.log(errors.length ? errors.join('\n') : 'no errors');
