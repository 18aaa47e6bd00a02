import { render } from '@testing-library/react';
import { ThemeRoot } from '../theme/ThemeRoot';
import { renderWithProviders } from '../testing';
import { ProgressBar, Skeleton, SKELETON_PULSE_DELAY_MS } from './Skeleton';

/** Every rule emotion has written into the document (by text or by insertRule), as text without spaces. */
const documentCss = () =>
  Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText))
    .join('\n')
    .replace(/\s+/g, '');

/** The reduced-motion block(s) of the document's styles. */
const reducedMotionBlocks = (css: string) => css.split('@media(prefers-reduced-motion:reduce)').slice(1);

describe('Skeleton', () => {
  it('stays still for its first second, then pulses without end', () => {
    const { getByTestId } = renderWithProviders(<Skeleton data-testid="skeleton" height="20px" />);
    const className = Array.from(getByTestId('skeleton').classList).find((name) => /-[a-z0-9]+$/.test(name))!;
    const css = documentCss();
    const rule = css.match(new RegExp(`\\.${className}\\{([^}]*)\\}`))?.[1] ?? '';
    expect(rule).toMatch(new RegExp(`(^|;)animation:animation-\\w+1\\.4sease-in-out${SKELETON_PULSE_DELAY_MS}msinfinite;`));
    expect(SKELETON_PULSE_DELAY_MS).toBe(1000);
    // With reduced motion it does not pulse at all.
    expect(reducedMotionBlocks(css).some((block) => block.startsWith(`{.${className}{-webkit-animation:none;animation:none;}`))).toBe(true);
  });

  it('takes its shape as styles, never as attributes of its element', () => {
    const { getByTestId } = renderWithProviders(<Skeleton data-testid="skeleton" height="44px" width="70%" radius="0" aria-hidden="true" />);
    const element = getByTestId('skeleton');
    expect(element.getAttributeNames().sort()).toEqual(['aria-hidden', 'class', 'data-testid']);
    const className = Array.from(element.classList).find((name) => /-[a-z0-9]+$/.test(name))!;
    const rule = documentCss().match(new RegExp(`\\.${className}\\{([^}]*)\\}`))?.[1] ?? '';
    expect(rule).toContain('width:70%;');
    expect(rule).toContain('height:44px;');
    expect(rule).toContain('border-radius:0;');
  });

  it('the progress bar stands still, in view, with reduced motion', () => {
    const { getByTestId } = renderWithProviders(<ProgressBar data-testid="bar" />);
    const className = Array.from(getByTestId('bar').classList).find((name) => /-[a-z0-9]+$/.test(name))!;
    const blocks = reducedMotionBlocks(documentCss());
    expect(blocks.some((block) => block.startsWith(`{.${className}::after{-webkit-animation:none;animation:none;}`))).toBe(true);
  });
});

describe('global reduced motion', () => {
  it('cuts every animation to one short run, so an endless one stops instead of running at a random phase', () => {
    render(
      <ThemeRoot>
        <p>page</p>
      </ThemeRoot>,
    );
    const block = reducedMotionBlocks(documentCss()).find((text) => text.startsWith('{*,*::before,*::after{'));
    expect(block).toBeDefined();
    expect(block).toContain('animation-duration:0.01ms!important');
    expect(block).toContain('animation-iteration-count:1!important');
    expect(block).toContain('transition-duration:0.01ms!important');
  });
});
