import { darkTheme, lightTheme, type ThemeTokens } from './tokens';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
    const f = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(bl);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe.each([
  ['dark', darkTheme],
  ['light', lightTheme],
] as [string, ThemeTokens][])('%s theme text pairs reach WCAG AA (4.5:1)', (_name, theme) => {
  const { color } = theme;
  it.each([
    ['text on page', color.text, color.bg],
    ['text on surface', color.text, color.surface],
    ['muted text on raised surface', color.textMuted, color.surfaceRaised],
    ['button text on primary', color.primaryText, color.primary],
    ['button text on gold', color.goldText, color.gold],
    ['success text on page', color.success, color.bg],
    ['error text on page', color.danger, color.bg],
  ])('%s', (_pair, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  // axe cannot measure text on a gradient (it reports "needs review"), so check every stop here.
  const stops = (gradient: string) => gradient.match(/#[0-9a-f]{6}/gi) ?? [];
  it.each([
    ['money', color.money],
    ['promo', color.promo],
  ])('button text on the %s gradient, at every colour stop', (_variant, gradient) => {
    expect(stops(gradient).length).toBeGreaterThanOrEqual(2);
    for (const stop of stops(gradient)) expect(contrast(color.primaryText, stop)).toBeGreaterThanOrEqual(4.5);
  });
});
