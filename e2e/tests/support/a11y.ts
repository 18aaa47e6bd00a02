import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * An AxeBuilder for the page. With no iframe on the page, axe runs in the page itself (legacy
 * mode: one `axe.run`), which finds exactly what the default mode finds (`runPartial` per frame,
 * then `finishRun` in a new blank page with axe injected again) at about half the cost of a pass
 * on the CI's 2 cores. With any iframe, the default mode, which also looks into the frames.
 */
export function axeBuilder(page: Page) {
  return new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1);
}

/**
 * axe on one part of the page: soft-asserts no serious or critical violation (so one run lists
 * every screen's findings) and logs the count of minor/moderate ones.
 */
export async function checkAxe(page: Page, label: string, include: string | string[]) {
  let builder = axeBuilder(page);
  for (const selector of ([] as string[]).concat(include)) builder = builder.include(selector);
  const { violations, incomplete } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const minor = violations.filter((v) => v.impact !== 'serious' && v.impact !== 'critical');
  const minorNodes = minor.reduce((n, v) => n + v.nodes.length, 0);
  const note = `${label}: ${serious.length} serious/critical, ${minor.length} minor/moderate (${minorNodes} node(s))${minor.length ? ` [${minor.map((v) => `${v.id}×${v.nodes.length}`).join(', ')}]` : ''}`;
  console.log(`axe ${note}`);
  test.info().annotations.push({ type: 'axe', description: note });
  const summary = serious.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)} ${n.failureSummary ?? ''}`).join('; ')}`,
  );
  expect.soft(summary, `${label}: serious/critical axe violations`).toEqual([]);
  // axe leaves text on gradients "to review": measure those against every colour stop ourselves.
  const review = incomplete.find((v) => v.id === 'color-contrast')?.nodes.length ?? 0;
  const lowOnGradient = await gradientContrastFailures(page, ([] as string[]).concat(include));
  if (review || lowOnGradient.length) console.log(`axe ${label}: ${review} colour pair(s) for review; low contrast on a gradient: ${lowOnGradient.length}`);
  expect.soft(lowOnGradient, `${label}: text on a gradient below WCAG AA`).toEqual([]);
}

/**
 * Text whose background is a CSS gradient, checked against each colour stop (WCAG AA: 4.5:1, or
 * 3:1 for large text). Disabled controls are exempt, as in WCAG.
 */
export async function gradientContrastFailures(page: Page, scopes: string[]) {
  return page.evaluate((selectors) => {
    const channels = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
    };
    const ratio = (a: number[], b: number[]) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    const failures: string[] = [];
    for (const root of selectors.flatMap((s) => [...document.querySelectorAll(s)])) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const seen = new Set<Element>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!element || seen.has(element) || !node.textContent?.trim()) continue;
        seen.add(element);
        if (element.closest(':disabled, [aria-hidden="true"], [inert]') || !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        let holder: Element | null = element;
        while (holder) {
          const style = getComputedStyle(holder);
          if (style.backgroundImage.includes('gradient') || channels(style.backgroundColor)[3] !== 0) break;
          holder = holder.parentElement;
        }
        if (!holder) continue;
        const image = getComputedStyle(holder).backgroundImage;
        if (!image.includes('gradient')) continue;
        const style = getComputedStyle(element);
        const size = parseFloat(style.fontSize);
        const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
        const text = channels(style.color);
        for (const stop of image.match(/rgba?\([^)]*\)/g) ?? []) {
          const value = ratio(text, channels(stop));
          if (value < (large ? 3 : 4.5)) failures.push(`"${node.textContent.trim().slice(0, 40)}" ${style.color} on ${stop}: ${value.toFixed(2)}:1`);
        }
      }
    }
    return failures;
  }, scopes);
}
