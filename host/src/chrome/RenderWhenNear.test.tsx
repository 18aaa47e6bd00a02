import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { BUSY_WAIT_MS, RenderWhenNear } from './RenderWhenNear';

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
  /** A page whose content shows a loading state (aria-busy) until `finishLoading`, the footer below it. */
  function renderBelowLoadingContent() {
    const page = { finishLoading: () => {} };
    function Frame() {
      const content = useRef<HTMLElement>(null);
      const [busy, setBusy] = useState(true);
      page.finishLoading = () => setBusy(false);
      return (
        <>
          <main ref={content}>{busy ? <div aria-busy="true">loading page</div> : <h1>page</h1>}</main>
          <RenderWhenNear placeholderHeight="480px" testId="later" after={content}>
            <footer>footer</footer>
          </RenderWhenNear>
        </>
      );
    }
    render(<Frame />);
    return page;
  }

  it('waits while the content above is loading (aria-busy), then draws as soon as it is not', async () => {
    const page = renderBelowLoadingContent();
    act(() => observers[0].callback([{ isIntersecting: true }]));
    // Near, but the page is still loading: the footer waits.
    expect(screen.queryByText('footer')).toBeNull();
    expect(observers[0].disconnected).toBe(true);
    act(() => page.finishLoading());
    expect(await screen.findByText('footer')).toBeInTheDocument();
  });

  it('draws after BUSY_WAIT_MS even when the content above never stops loading', () => {
    jest.useFakeTimers();
    try {
      renderBelowLoadingContent();
      act(() => observers[0].callback([{ isIntersecting: true }]));
      act(() => jest.advanceTimersByTime(BUSY_WAIT_MS - 1));
      expect(screen.queryByText('footer')).toBeNull();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByText('footer')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
