import createCache from '@emotion/cache';
import { CacheProvider, Global, css } from '@emotion/react';
import styled from '@emotion/styled';
import { fireEvent, render } from '@testing-library/react';
import { useState } from 'react';

// Every app's build resolves '@emotion/use-insertion-effect-with-fallbacks' to
// shared/build/emotion-insert-while-rendering.mjs, and so does this jest project: a component's new
// rules go in while React renders, so the commit that shows it does no stylis work (issue 9).

const Tinted = styled.div`
  color: rgb(1, 2, 3);
`;
const Boxed = styled(Tinted)`
  border: 1px solid rgb(4, 5, 6);
`;

/** Rendered after its siblings in the same render pass: what the cache holds before any commit. */
function SeenBeforeCommit({ cache, into }: { cache: ReturnType<typeof createCache>; into: string[][] }) {
  into.push(Object.keys(cache.inserted));
  return null;
}

describe('emotion styles inserted while rendering', () => {
  it('compiles a string tag and a composed component into the cache before the commit', () => {
    const cache = createCache({ key: 'probe' });
    const seen: string[][] = [];
    const { getByText } = render(
      <CacheProvider value={cache}>
        <Tinted>plain</Tinted>
        <Boxed>boxed</Boxed>
        <SeenBeforeCommit cache={cache} into={seen} />
      </CacheProvider>,
    );
    expect(seen[0]).toHaveLength(2);
    const rules = [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion^="probe"]')]
      .flatMap((tag) => [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
      .join('\n');
    expect(rules).toMatch(/color: rgb\(1, 2, 3\)/);
    expect(rules).toMatch(/border: 1px solid rgb\(4, 5, 6\)/);
    expect(getComputedStyle(getByText('boxed')).color).toBe('rgb(1, 2, 3)');
  });

  it('inserts a class once, however often it renders', () => {
    const cache = createCache({ key: 'once' });
    const insert = jest.spyOn(cache, 'insert');
    function Toggle() {
      const [on, setOn] = useState(false);
      return (
        <button type="button" onClick={() => setOn((v) => !v)}>
          <Tinted>{on ? 'on' : 'off'}</Tinted>
        </button>
      );
    }
    const { getByRole } = render(
      <CacheProvider value={cache}>
        <Toggle />
      </CacheProvider>,
    );
    fireEvent.click(getByRole('button'));
    fireEvent.click(getByRole('button'));
    expect(getByRole('button').textContent).toBe('off');
    expect(insert).toHaveBeenCalledTimes(1);
  });

  it('keeps Global styles in the commit, replaced when they change', () => {
    const cache = createCache({ key: 'glob' });
    const { rerender } = render(
      <CacheProvider value={cache}>
        <Global styles={css`body { margin: 7px; }`} />
      </CacheProvider>,
    );
    expect(getComputedStyle(document.body).margin).toBe('7px');
    rerender(
      <CacheProvider value={cache}>
        <Global styles={css`body { margin: 9px; }`} />
      </CacheProvider>,
    );
    expect(getComputedStyle(document.body).margin).toBe('9px');
  });
});
