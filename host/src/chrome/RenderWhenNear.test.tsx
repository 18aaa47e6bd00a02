import { act, render, screen } from '@testing-library/react';
import { RenderWhenNear } from './RenderWhenNear';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

describe('RenderWhenNear', () => {
  const observers: Array<{ callback: Callback; options?: IntersectionObserverInit; disconnected: boolean }> = [];
  beforeEach(() => {
    observers.length = 0;
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      record: (typeof observers)[number];
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        this.record = { callback, options, disconnected: false };
        observers.push(this.record);
      }
      observe() {}
      disconnect() {
        this.record.disconnected = true;
      }
    };
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('holds an empty box of the given height until its place comes near the screen, then draws once', () => {
    render(
      <RenderWhenNear placeholderHeight="480px" testId="later">
        <footer>footer</footer>
      </RenderWhenNear>,
    );
    expect(screen.queryByText('footer')).toBeNull();
    expect(screen.getByTestId('later')).toHaveStyle({ minHeight: '480px' });
    expect(observers[0].options?.rootMargin).toBe('800px 0px');
    act(() => observers[0].callback([{ isIntersecting: false }]));
    expect(screen.queryByText('footer')).toBeNull();
    act(() => observers[0].callback([{ isIntersecting: true }]));
    expect(screen.getByText('footer')).toBeInTheDocument();
    expect(screen.queryByTestId('later')).toBeNull();
    expect(observers[0].disconnected).toBe(true);
  });

  it('draws at once where there is no IntersectionObserver (the first-paint render)', () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(
      <RenderWhenNear placeholderHeight="480px" testId="later">
        <footer>footer</footer>
      </RenderWhenNear>,
    );
    expect(screen.getByText('footer')).toBeInTheDocument();
  });
});
