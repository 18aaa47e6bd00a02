import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { render } from '@testing-library/react';
import { styleCacheFor } from './style-cache';

const Box = styled.div`
  margin-left: 12px;
  text-align: left;
`;

function cssOf(container: HTMLElement): string {
  const el = container.firstElementChild as HTMLElement;
  return getComputedStyle(el).marginRight + '|' + getComputedStyle(el).marginLeft;
}

describe('style caches', () => {
  it('gives each app its own key and mirrors styles for right-to-left languages', () => {
    expect(styleCacheFor('r-games', 'ltr').key).toBe('r-games');
    expect(styleCacheFor('r-games', 'rtl').key).toBe('r-games-rtl');
    expect(styleCacheFor('r-games', 'ltr')).toBe(styleCacheFor('r-games', 'ltr'));
    const ltr = render(
      <CacheProvider value={styleCacheFor('t-ltr', 'ltr')}>
        <Box />
      </CacheProvider>,
    );
    const rtl = render(
      <CacheProvider value={styleCacheFor('t-rtl', 'rtl')}>
        <Box />
      </CacheProvider>,
    );
    expect(cssOf(ltr.container)).toBe('|12px');
    expect(cssOf(rtl.container)).toBe('12px|');
  });
});
