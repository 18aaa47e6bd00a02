import { expect, test, type Page } from '@playwright/test';
import { E2E, controlHeaders } from './support/env';
import { checkAxe } from './support/a11y';
import { logInAndComeBack, logInFromHeader, openLogin, openStorefront, sandbox, showFooter } from './support/stack';

/**
 * The help centre (/help, /helpmc), the footer's about links, the sign-up forms' terms dialog and
 * the feedback form, against the sandbox's help content (PT and EN) and its feedback store.
 */

const ABOUT = ['about_company', 'contact_us', 'general_terms', 'responsible_gaming', 'privacy_policy', 'affiliates', 'refund_policy'];
const SIZES = [
  { name: '360', width: 360, height: 740 },
  { name: '1280', width: 1280, height: 800 },
];

test.beforeEach(async ({ request, page }) => {
  // Logins, several page loads and axe passes per test on a shared, loaded machine.
  test.slow();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await sandbox.reset(request);
});

/** The open article: its heading, and at least 200 characters of its text. */
async function expectTopic(page: Page, topic: string) {
  const article = page.getByTestId('help-article');
  await expect(article).toHaveAttribute('data-topic', topic);
  await expect(article.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(article.getByRole('heading', { level: 2 })).not.toBeEmpty();
  const text = (await article.getByTestId('help-article-body').innerText()).trim();
  expect(text.length, `${topic}: article text`).toBeGreaterThanOrEqual(200);
  return text;
}

for (const language of ['pt', 'en'] as const) {
  for (const size of SIZES) {
    test(`visitor ${language} ${size.name} px: every footer about link opens its own help topic with real text`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await openStorefront(page, '/index', language);
      const texts = new Set<string>();
      for (const topic of ABOUT) {
        await showFooter(page);
        const link = page.getByTestId('about-links').locator(`a[href="/help?topic=${topic}"]`);
        await link.scrollIntoViewIfNeeded();
        await link.click();
        await expect(page).toHaveURL(new RegExp(`/help\\?topic=${topic}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(language === 'pt' ? 'Central de ajuda' : 'Help centre');
        texts.add(await expectTopic(page, topic));
        await expect(page.getByTestId('help-topics').locator(`a[data-topic="${topic}"]`)).toHaveAttribute('aria-current', 'page');
      }
      // Seven different texts, in the page's language.
      expect(texts.size).toBe(7);
      const terms = await page.getByTestId('help-article-body').innerText();
      expect(terms).toMatch(language === 'pt' ? /reembolso|Depósitos/ : /refund|Deposits/);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
}

test('help centre: grouped topics, search (accents ignored), deep link, unknown topic', async ({ page }) => {
  await openStorefront(page, '/help?topic=deposit_tutorial', 'pt');
  await expectTopic(page, 'deposit_tutorial');
  await expect(page.getByTestId('help-group')).toHaveCount(5);
  const search = page.getByTestId('help-search');
  await search.fill('deposito pix');
  await expect(page.getByTestId('help-search-count')).toHaveText('1 tópico encontrado');
  await expect(page.getByTestId('help-topics').locator('a[data-topic]:not([data-topic="feedback"])')).toHaveCount(1);
  await search.fill('xyzzy');
  // Portuguese counts 0 as singular ("0 tópico encontrado").
  await expect(page.getByTestId('help-search-count')).toHaveText(/^0 tópico/);
  await expect(page.getByTestId('help-group')).toHaveCount(0);
  await search.fill('');
  await page.getByTestId('help-topics').locator('a[data-topic="privacy_policy"]').click();
  await expect(page).toHaveURL(/topic=privacy_policy/);
  await expectTopic(page, 'privacy_policy');
  await expect(page.getByTestId('help-article').getByRole('heading', { level: 2 })).toBeFocused();
  // The browser's back button returns to the previous topic.
  await page.goBack();
  await expectTopic(page, 'deposit_tutorial');
  await page.goto('/help?topic=no_such_topic');
  await expect(page.getByTestId('help-topic-missing')).toBeVisible();
});

test('the register form: the terms link shows the terms over the form, the typed username is still there after', async ({ page }) => {
  await openStorefront(page, '/index', 'en');
  await page.getByTestId('header-register-open').click();
  const form = page.getByTestId('register-modal').getByTestId('register-form');
  const username = form.getByTestId('reg-username').locator('input');
  await username.fill('keepme01');
  await form.getByTestId('reg-terms').getByRole('link', { name: 'Terms and Conditions' }).click();
  const dialog = page.getByTestId('register-topic-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Terms and Conditions' })).toBeVisible();
  expect((await dialog.getByTestId('help-topic-body').innerText()).length).toBeGreaterThanOrEqual(200);
  await expect(dialog.getByTestId('help-topic-body')).toContainText('18');
  await checkAxe(page, 'terms dialog', '[data-testid="register-topic-dialog"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(username).toHaveValue('keepme01');
  await expect(page).toHaveURL(/\/index$/);
  // The privacy link shows the privacy policy the same way.
  await form.getByTestId('reg-terms').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(dialog.getByTestId('help-topic-body')).toContainText('IP');
  await dialog.getByRole('button', { name: 'CLOSE' }).click();
  await expect(username).toHaveValue('keepme01');
});

test('one-click sign-up (PT): the terms link opens the terms in a dialog, the confirmation stays as it was', async ({ page }) => {
  await openStorefront(page, '/index', 'pt');
  await openLogin(page);
  const block = page.getByTestId('login-modal').getByTestId('one-click');
  await block.scrollIntoViewIfNeeded();
  await block.getByRole('checkbox').check();
  await block.locator('a[data-topic="general_terms"]').click();
  const dialog = page.getByTestId('one-click-topic-dialog');
  await expect(dialog.getByTestId('help-topic-body')).toContainText('Somente maiores de 18 anos');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(block.getByRole('checkbox')).toBeChecked();
});

test('/helpmc with the login guard on: a visitor opens it, with no header, footer or side menu', async ({ page, request }) => {
  const response = await request.post(`${E2E.baseUrl}/__sandbox/brand`, { data: { loginedToHomePage: true }, headers: controlHeaders() });
  expect(response.ok()).toBeTruthy();
  await openStorefront(page, '/helpmc?topic=responsible_gaming', 'en');
  await expect(page).toHaveURL(/\/helpmc\?topic=responsible_gaming$/);
  await expect(page.getByTestId('help-page')).toHaveAttribute('data-embedded', 'true');
  await expectTopic(page, 'responsible_gaming');
  await expect(page.getByTestId('site-header')).toHaveCount(0);
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
  await expect(page.getByTestId('login-modal')).toHaveCount(0);
  // Topic links stay inside the web view.
  await page.getByTestId('help-topics').locator('a[data-topic="contact_us"]').click();
  await expect(page).toHaveURL(/\/helpmc\?topic=contact_us$/);
  await expectTopic(page, 'contact_us');
  // /help itself is guarded.
  await page.goto('/help');
  await expect(page).toHaveURL(/\/login$/);
});

const SVG = { name: 'shot.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>') };
const PNG = {
  name: 'shot.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
};

test('feedback as a visitor (PT): empty submit says what is required, an .svg is refused, a valid message lands in the sandbox', async ({ page }) => {
  await openStorefront(page, '/help?topic=feedback', 'pt');
  const form = page.getByTestId('feedback-form');
  await form.getByTestId('feedback-submit').click();
  await expect(form.getByTestId('questionType-error')).toHaveText('Escolha o tipo de questão.');
  await expect(form.getByTestId('content-error')).toHaveText('O campo não pode ficar vazio.');
  await expect(form.getByTestId('contact-error')).toHaveText('O campo não pode ficar vazio.');
  await expect(form.getByTestId('feedback-type')).toBeFocused();

  await form.getByTestId('feedback-type').selectOption('WITHDRAWAL');
  await form.getByTestId('feedback-content').fill('curto');
  await form.getByTestId('feedback-contact').fill('visitante@example.com');
  await form.getByTestId('feedback-screenshots').setInputFiles(SVG);
  await expect(form.getByTestId('screenshots-error')).toHaveText('Apenas imagens PNG ou JPG.');
  await expect(form.getByTestId('feedback-shots')).toHaveCount(0);
  await form.getByTestId('feedback-submit').click();
  await expect(form.getByTestId('content-error')).toHaveText('A descrição deve ter entre 10 e 500 caracteres.');
  // Nothing typed was lost.
  await expect(form.getByTestId('feedback-contact')).toHaveValue('visitante@example.com');
  await expect(form.getByTestId('feedback-type')).toHaveValue('WITHDRAWAL');

  await form.getByTestId('feedback-screenshots').setInputFiles(PNG);
  await expect(form.getByTestId('screenshots-error')).toHaveCount(0);
  await expect(form.getByTestId('feedback-shots').locator('img')).toHaveCount(1);
  await form.getByTestId('feedback-content').fill('Meu saque de R$ 100 está pendente há dois dias.');
  const sent = page.waitForResponse((r) => r.url().endsWith('/wps/feedback') && r.request().method() === 'PUT');
  await form.getByTestId('feedback-submit').click();
  const answer = (await (await sent).json()) as { success: boolean; value: { id: number } };
  expect(answer.success).toBe(true);
  await expect(form.getByTestId('feedback-sent')).toContainText(`#${answer.value.id}`);
  await expect(form.getByTestId('feedback-content')).toHaveValue('');
  await checkAxe(page, 'feedback form (visitor)', '[data-testid="help-article"]');
});

test('feedback logged in (EN): no contact field, the message joins the history with its status, earlier answers shown', async ({ page }) => {
  await openStorefront(page, '/index', 'en');
  await logInFromHeader(page, 'demo', 'Demo1234');
  await page.goto('/help?topic=feedback');
  const form = page.getByTestId('feedback-form');
  await expect(form.getByTestId('feedback-contact')).toHaveCount(0);
  const history = page.getByTestId('feedback-history');
  await expect(history.getByTestId('feedback-record')).toHaveCount(2);
  await expect(history.getByTestId('feedback-record').filter({ hasText: 'Answered' })).toContainText('Our answer:');
  await form.getByTestId('feedback-type').selectOption('GAME');
  await form.getByTestId('feedback-content').fill('The lobby search does not find games by vendor name.');
  await form.getByTestId('feedback-submit').click();
  await expect(form.getByTestId('feedback-sent')).toBeVisible();
  const first = history.getByTestId('feedback-record').first();
  await expect(first).toContainText('The lobby search does not find games by vendor name.');
  await expect(first).toHaveAttribute('data-status', 'PENDING');
  await expect(first).toContainText('Received');
  await expect(history.getByTestId('feedback-record')).toHaveCount(3);
  await checkAxe(page, 'feedback history (dark)', '[data-testid="feedback-history"]');
  await page.evaluate(() => localStorage.setItem('vitrine.theme', 'light'));
  await page.reload();
  await expect(history.getByTestId('feedback-record')).toHaveCount(3);
  await checkAxe(page, 'feedback history (light)', '[data-testid="feedback-history"]');
});

test('feedback: a server refusal keeps the form as typed', async ({ page }) => {
  await openStorefront(page, '/help?topic=feedback', 'en');
  const form = page.getByTestId('feedback-form');
  await form.getByTestId('feedback-type').selectOption('OTHER');
  await form.getByTestId('feedback-content').fill('A message the network will drop.');
  await form.getByTestId('feedback-contact').fill('+55 11 99999-0000');
  await page.route('**/wps/feedback', (route) => (route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.fallback()));
  await form.getByTestId('feedback-submit').click();
  await expect(form.getByTestId('feedback-error')).toBeVisible();
  await expect(form.getByTestId('feedback-content')).toHaveValue('A message the network will drop.');
  await expect(form.getByTestId('feedback-contact')).toHaveValue('+55 11 99999-0000');
});

for (const theme of ['dark', 'light'] as const) {
  test(`axe (${theme}): help centre at 360 px and desktop, and Arabic mirrors`, async ({ page }) => {
    if (theme === 'light') await page.addInitScript(() => localStorage.setItem('vitrine.theme', 'light'));
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await openStorefront(page, '/help?topic=general_terms', 'en');
      await expectTopic(page, 'general_terms');
      await checkAxe(page, `help ${theme} ${size.name}`, '#content');
      await page.getByTestId('help-topics').locator('a[data-topic="feedback"]').click();
      await page.getByTestId('feedback-submit').click();
      await expect(page.getByTestId('content-error')).toBeVisible();
      await checkAxe(page, `feedback ${theme} ${size.name}`, '#content');
    }
    await openStorefront(page, '/help?topic=refund_policy', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectTopic(page, 'refund_policy');
    const nav = await page.getByTestId('help-topics').boundingBox();
    const article = await page.getByTestId('help-article').boundingBox();
    // Mirrored: the topic list sits on the right of the article.
    expect(nav!.x).toBeGreaterThan(article!.x);
    await checkAxe(page, `help ${theme} ar`, '#content');
  });
}

test('the Responsible Gaming page leads to the player’s own RG panel: a visitor logs in first, then the panel opens', async ({ page }) => {
  await openStorefront(page, '/help?topic=responsible_gaming', 'en');
  const article = page.getByTestId('help-article');
  await expect(article).toHaveAttribute('data-topic', 'responsible_gaming');
  await article.getByTestId('rg-help-open').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
  await logInAndComeBack(page, 'demo', 'Demo1234');
  await page.getByTestId('help-article').getByTestId('rg-help-open').click();
  await expect(page.getByTestId('rg-panel')).toBeVisible();
  await expect(page.getByTestId('member-centre-menu').locator('[data-page="responsibleGaming"]')).toHaveAttribute('aria-current', 'page');
});
