// Signs the sandbox's demo player in through the storefront, for the perf tools' logged-in runs
// (bench:web, bench:long-tasks): a browser at `browserURL` (its DevTools endpoint) opens `base`,
// logs in as a player would (the slider captcha answered by the sandbox control API, which needs
// its key), and hands back the tab's sessionStorage: put back in a tab (restoreSession), a cold
// load is logged in.
import { createRequire } from 'node:module';

const requireFromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
const puppeteer = requireFromLighthouse('puppeteer-core');

/**
 * The slider's answer from the sandbox control API. The widget may swap its challenge while we ask
 * (a new one after a refresh, with no challenge while it loads), so an unknown or missing challenge
 * is asked again with the one now shown; any other answer stops the bench with what came back.
 */
async function sliderAnswer(base, slider, controlKey) {
  let last = '';
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const challenge = await slider.evaluate((el) => el.getAttribute('data-challenge'));
    if (!challenge) {
      last = 'no challenge shown';
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    const response = await fetch(`${base}/__sandbox/geetest/answer?challenge=${encodeURIComponent(challenge ?? '')}`, { headers: { 'X-Sandbox-Key': controlKey } });
    const text = await response.text();
    let body = null;
    try {
      body = JSON.parse(text);
    } catch {
      /* reported below */
    }
    const x = body?.value?.x;
    if (response.ok && typeof x === 'number') return x;
    last = `HTTP ${response.status} for challenge ${challenge}: ${text.slice(0, 300)}`;
    if (response.status !== 404) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`bench sign-in: the sandbox gave no slider answer (${last})`);
}

/** Log in once through the storefront (the sandbox's demo player) and keep the session's storage. */
export async function signIn({ browserURL, base, controlKey }) {
  const browser = await puppeteer.connect({ browserURL });
  const page = await browser.newPage();
  try {
    await page.goto(`${base}/index`, { waitUntil: 'networkidle2' });
    await page.waitForSelector('[data-testid="header-login-open"]', { visible: true });
    await page.click('[data-testid="header-login-open"]');
    const form = '[data-testid="header-login"]';
    await page.waitForSelector(form, { visible: true });
    await page.type(`${form} input[autocomplete="username"]`, 'demo');
    await page.type(`${form} input[type="password"]`, 'Demo1234');
    await page.click(`${form} button[type="submit"]`);
    // The slider captcha, when shown: its answer from the sandbox control API.
    // The widget renders before its challenge has loaded (`data-challenge=""`): wait for the challenge.
    const slider = await page
      .waitForSelector('[data-testid="slider-captcha"][data-challenge]:not([data-challenge=""])', { timeout: 5000 })
      .catch(() => null);
    if (slider) {
      const x = await sliderAnswer(base, slider, controlKey);
      const input = await page.$('[data-testid="slider-input"]');
      await input.evaluate((el, value) => {
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        setter.call(el, String(value));
        el.dispatchEvent(new Event('input', { bubbles: true }));
        el.dispatchEvent(new Event('change', { bubbles: true }));
      }, x);
    }
    await page.waitForSelector('[data-testid="account-bar"]', { visible: true, timeout: 20_000 });
    return await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
  } finally {
    await page.close();
    browser.disconnect();
  }
}

/**
 * Puts a session from signIn back in `page` (puppeteer) as each document starts. Lighthouse resets
 * the origin's storage and cache before loading, so a run with it is still a cold load, logged in.
 */
export async function restoreSession(page, session) {
  await page.evaluateOnNewDocument((entries) => {
    try {
      for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
    } catch {
      /* about:blank has no storage */
    }
  }, session);
}
