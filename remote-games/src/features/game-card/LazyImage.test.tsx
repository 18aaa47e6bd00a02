import { act, render } from '@testing-library/react';
import { LazyImage } from './LazyImage';

describe('LazyImage', () => {
  const original = globalThis.IntersectionObserver;
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('waits until 10 % of the tile is in view (threshold 0.1, preload margin) before loading', () => {
    let notify: ((entries: Partial<IntersectionObserverEntry>[]) => void) | null = null;
    let options: IntersectionObserverInit | undefined;
    globalThis.IntersectionObserver = class {
      constructor(
        callback: (entries: Partial<IntersectionObserverEntry>[]) => void,
        init?: IntersectionObserverInit,
      ) {
        notify = callback;
        options = init;
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    const { container } = render(<LazyImage src="https://img.test/a.svg" />);
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img).toHaveAttribute('data-state', 'pending');
    expect(img.getAttribute('src')).toBeNull();
    expect(img).toHaveAttribute('width', '160');
    expect(options).toMatchObject({ threshold: 0.1, rootMargin: '0px 0px 30% 0px' });
    act(() => notify?.([{ isIntersecting: true }]));
    expect(img.getAttribute('src')).toBe('https://img.test/a.svg');
  });

  it('a first-row tile (eager) asks for its picture at once, with high priority, and observes nothing', () => {
    const observed = jest.fn();
    globalThis.IntersectionObserver = class {
      observe = observed;
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    const { container } = render(<LazyImage src="https://img.test/a.svg" eager />);
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('https://img.test/a.svg');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(observed).not.toHaveBeenCalled();
    const lazy = render(<LazyImage src="https://img.test/b.svg" />).container.querySelector('img')!;
    expect(lazy).not.toHaveAttribute('fetchpriority', 'high');
    expect(observed).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback icon when there is no image', () => {
    const { container } = render(<LazyImage src="" />);
    expect(container.querySelector('img')).toHaveAttribute('data-state', 'fallback');
  });
});
