import { act, render, screen } from '@testing-library/react';
import { WhenVisible } from './WhenVisible';

describe('WhenVisible', () => {
  const original = globalThis.IntersectionObserver;
  let notify: ((entries: Partial<IntersectionObserverEntry>[]) => void) | null = null;
  beforeEach(() => {
    jest.useFakeTimers();
    globalThis.IntersectionObserver = class {
      constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
        notify = callback;
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
    jest.useRealTimers();
  });

  it('keeps a placeholder of the given height, then mounts when the section nears the viewport', () => {
    const { container } = render(
      <WhenVisible minHeight={300}>
        <p>below the fold</p>
      </WhenVisible>,
    );
    expect(screen.queryByText('below the fold')).toBeNull();
    expect((container.firstChild as HTMLElement).style.minHeight).toBe('300px');
    act(() => notify?.([{ isIntersecting: true }]));
    expect(screen.getByText('below the fold')).toBeInTheDocument();
  });

  it('mounts the section in a box the browser skips while off screen, sized by the placeholder height until drawn', () => {
    render(
      <WhenVisible minHeight={300}>
        <p>below the fold</p>
      </WhenVisible>,
    );
    act(() => notify?.([{ isIntersecting: true }]));
    const box = screen.getByText('below the fold').parentElement!;
    expect(box.style).toMatchObject({ contentVisibility: 'auto', containIntrinsicBlockSize: 'auto 300px' });
    expect(box).not.toHaveAttribute('aria-hidden');
  });

  it('mounts anyway once the page is idle, without scrolling', () => {
    render(
      <WhenVisible minHeight={100}>
        <p>below the fold</p>
      </WhenVisible>,
    );
    act(() => jest.advanceTimersByTime(2500));
    expect(screen.getByText('below the fold')).toBeInTheDocument();
  });
});
