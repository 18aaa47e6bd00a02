import { expect as baseExpect, test, type Page } from '@playwright/test';
import { checkAxe } from './support/a11y';
import { openStorefront, sandbox, scrollThroughHome } from './support/stack';

/**
 * The winners board (/winners), the ranking (/ranking: mission leaderboard and player ranking)
 * and news (/news: notices and announcements), each reached from where a player looks for it:
 * the home page's winners board and mission leaderboard, and the promotions page.
 */

// A loaded machine answers the boards' first paint in over 10 s at times.
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ request, page }) => {
  test.slow();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await sandbox.reset(request);
});

const TEXT = {
  pt: { winners: 'Ganhadores', allWinners: 'Todos os ganhadores', biggest: 'Maiores prêmios', ranking: 'Ranking', fullRanking: 'Ranking completo', players: 'Ranking de jogadores', missions: 'Ranking de missões', news: 'Notícias', newsLink: 'Avisos e anúncios', notice: /^Aviso \d+/, announcements: 'Anúncios', announcement: /Promoção|Destaque/ },
  en: { winners: 'Winners', allWinners: 'All winners', biggest: 'Biggest wins', ranking: 'Ranking', fullRanking: 'Full ranking', players: 'Player ranking', missions: 'Mission leaderboard', news: 'News', newsLink: 'Notices and announcements', notice: /^Notice \d+/, announcements: 'Announcements', announcement: /Promotion|Highlight/ },
} as const;

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const size of [
  { name: '360', width: 360, height: 740 },
  { name: '1280', width: 1280, height: 800 },
]) {
  for (const language of ['pt', 'en'] as const) {
    const text = TEXT[language];
    test(`visitor ${language} ${size.name} px: winners, ranking and news from where a player looks`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await openStorefront(page, '/index', language);

      // Home → the winners board's "all winners".
      const board = page.getByTestId('winner-board');
      await scrollThroughHome(page);
      await board.scrollIntoViewIfNeeded();
      await board.getByTestId('winners-more').click();
      await expect(page).toHaveURL(/\/winners$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.winners);
      const rows = page.getByTestId('winners-row');
      await expect(rows.first()).toBeVisible();
      await expect(rows.first().getByRole('cell').first()).toContainText('***');
      // Money in the player's language: 1.234,56 in PT, 1,234.56 in EN.
      await expect(rows.first().getByRole('cell').last()).toHaveText(language === 'pt' ? /\d,\d{2}$/ : /\d\.\d{2}$/);
      await page.getByTestId('winners-tabs').getByRole('tab', { name: text.biggest }).click();
      await expect(page).toHaveURL(/tab=big/);
      await expect(page.getByTestId('winners-table')).toHaveAttribute('data-type', 'BIG');
      await noSidewaysScroll(page);

      // Home → the mission leaderboard's "full ranking".
      await page.goto('/index');
      const leaderboard = page.getByTestId('mission-leaderboard');
      await scrollThroughHome(page);
      await leaderboard.scrollIntoViewIfNeeded();
      await leaderboard.getByRole('link', { name: text.fullRanking }).click();
      await expect(page).toHaveURL(/\/ranking$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.ranking);
      await expect(page.getByRole('heading', { level: 2, name: text.missions })).toBeVisible();
      await expect(page.getByTestId('leaderboard-row').first()).toBeVisible();
      await page.getByTestId('ranking-tabs').getByRole('tab', { name: text.players }).click();
      const ranked = page.getByTestId('ranking-row');
      await expect(ranked.first()).toHaveAttribute('data-rank', '1');
      await expect(ranked.first().getByRole('cell').nth(1)).toContainText('***');
      await noSidewaysScroll(page);

      // Promotions → news: notices 9 a page, each with its detail; then the announcements.
      await page.goto('/promotions');
      await page.getByRole('link', { name: text.newsLink }).click();
      await expect(page).toHaveURL(/\/news$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.news);
      const items = page.getByTestId('news-item');
      await expect(items).toHaveCount(9);
      await expect(items.first()).toContainText(text.notice);
      await items.first().click();
      const detail = page.getByTestId('news-detail');
      await expect(detail.getByTestId('news-content')).toContainText(language === 'pt' ? 'Caro jogador' : 'Dear player');
      await page.keyboard.press('Escape');
      await expect(detail).toBeHidden();
      await page.getByTestId('news-tabs').getByRole('tab', { name: text.announcements }).click();
      await expect(items.first()).toContainText(text.announcement);
      await noSidewaysScroll(page);
    });
  }
}

test('an API fault shows each page’s error state, and retry loads it', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const { path, api, error, loaded } of [
    { path: '/winners', api: '/wps/relay/GCSGAME_getRankList', error: 'winners-error', loaded: 'winners-row' },
    { path: '/ranking?tab=players', api: '/wps/relay/GCSGAME_getRankList', error: 'ranking-error', loaded: 'ranking-row' },
    { path: '/ranking', api: '/wps/relay/MCSFE_getMissionLeaderboard', error: 'leaderboard-error', loaded: 'leaderboard-row' },
    { path: '/news', api: '/wps/relay/MCSFE_getListAnnouncements', error: 'news-error', loaded: 'news-item' },
  ]) {
    // The host's own calls at boot (the notices ticker asks MCSFE_getListAnnouncements too) come
    // first; the fault is armed once they are done and the page is opened inside the app.
    await openStorefront(page, '/promotions', 'en');
    await expect(page.getByTestId('promotions-news')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await sandbox.fault(request, { path: api, count: 1, status: 500 });
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    const state = page.getByTestId(error);
    await expect(state).toBeVisible();
    await state.getByRole('button').click();
    await expect(page.getByTestId(loaded).first()).toBeVisible();
    await expect(state).toBeHidden();
  }
});

for (const theme of ['dark', 'light'] as const) {
  for (const width of [360, 1280]) {
    test(`axe (${theme}, ${width} px): /winners, /ranking and /news`, async ({ page }) => {
      if (theme === 'light') await page.addInitScript(() => localStorage.setItem('vitrine.theme', 'light'));
      await page.setViewportSize({ width, height: 800 });
      await openStorefront(page, '/winners', 'en');
      await expect(page.getByTestId('winners-row').first()).toBeVisible();
      await checkAxe(page, `winners ${theme} ${width}`, '#content');
      await page.goto('/ranking');
      await expect(page.getByTestId('leaderboard-row').first()).toBeVisible();
      await checkAxe(page, `ranking missions ${theme} ${width}`, '#content');
      await page.goto('/ranking?tab=players');
      await expect(page.getByTestId('ranking-row').first()).toBeVisible();
      await checkAxe(page, `ranking players ${theme} ${width}`, '#content');
      await page.goto('/news');
      await expect(page.getByTestId('news-item').first()).toBeVisible();
      await checkAxe(page, `news ${theme} ${width}`, '#content');
      await page.getByTestId('news-item').first().click();
      await expect(page.getByTestId('news-content')).toBeVisible();
      await checkAxe(page, `news detail ${theme} ${width}`, '[data-testid="news-detail"]');
    });
  }

  test(`Arabic (${theme}): the boards and the news mirror, with no serious axe finding`, async ({ page }) => {
    if (theme === 'light') await page.addInitScript(() => localStorage.setItem('vitrine.theme', 'light'));
    await page.setViewportSize({ width: 1280, height: 800 });
    await openStorefront(page, '/winners', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const head = page.getByTestId('winners-table').locator('th');
    await expect(head.first()).toBeVisible();
    // The first column (player) sits at the right in Arabic.
    expect((await head.nth(0).boundingBox())!.x).toBeGreaterThan((await head.nth(1).boundingBox())!.x);
    await checkAxe(page, `winners ${theme} ar`, '#content');
    await page.goto('/ranking?tab=players');
    await expect(page.getByTestId('ranking-row').first()).toBeVisible();
    await checkAxe(page, `ranking ${theme} ar`, '#content');
    await page.goto('/news');
    const item = page.getByTestId('news-item').first();
    await expect(item).toBeVisible();
    // The date sits at the left end of a notice in Arabic.
    expect((await item.locator('time').boundingBox())!.x).toBeLessThan((await item.locator('strong').boundingBox())!.x);
    await checkAxe(page, `news ${theme} ar`, '#content');
  });
}
