import { act, render, screen } from '@testing-library/react';
import { POINTER_FOCUS_MS, REVEAL_ALL_EVENTS, WhenVisible, forgetRevealAll } from './WhenVisible';

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
    forgetRevealAll();
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

  it('does not mount below-the-fold content just because the page went idle', () => {
    render(
      <WhenVisible minHeight={100}>
        <p>below the fold</p>
      </WhenVisible>,
    );
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.queryByText('below the fold')).toBeNull();
  });

  it.each(REVEAL_ALL_EVENTS)('mounts every waiting section at the first %s (keyboard, focus, print)', (event) => {
    render(
      <>
        <WhenVisible minHeight={100}>
          <p>first</p>
        </WhenVisible>
        <WhenVisible minHeight={100}>
          <p>second</p>
        </WhenVisible>
      </>,
    );
    act(() => {
      window.dispatchEvent(new Event(event));
    });
    expect(screen.getByText('first')).toBeInTheDocument();
    expect(screen.getByText('second')).toBeInTheDocument();
  });

  const renderOneWaiting = () =>
    render(
      <WhenVisible minHeight={100}>
        <p>below the fold</p>
      </WhenVisible>,
    );
  const dispatch = (...events: Event[]) =>
    act(() => {
      for (const event of events) window.dispatchEvent(event);
    });

  it('does not mount the waiting sections for focus a mouse press or a tap gave, and does for later focus', () => {
    renderOneWaiting();
    // A click on a link: the press, then the link takes focus (a tap focuses after the lift).
    dispatch(new Event('pointerdown'), new FocusEvent('focusin'));
    act(() => jest.advanceTimersByTime(POINTER_FOCUS_MS - 100));
    dispatch(new FocusEvent('focusin'));
    expect(screen.queryByText('below the fold')).toBeNull();
    // Focus long after the press (a screen reader moving through the page) still mounts them.
    act(() => jest.advanceTimersByTime(200));
    dispatch(new FocusEvent('focusin'));
    expect(screen.getByText('below the fold')).toBeInTheDocument();
  });

  it('mounts the waiting sections for the keyboard even right after a pointer press', () => {
    renderOneWaiting();
    dispatch(new Event('pointerdown'), new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(screen.getByText('below the fold')).toBeInTheDocument();
  });

  it('stops listening for keyboard, focus and print once nothing waits', () => {
    const removed = jest.spyOn(window, 'removeEventListener');
    const { unmount } = render(
      <WhenVisible minHeight={100}>
        <p>below the fold</p>
      </WhenVisible>,
    );
    unmount();
    expect(removed.mock.calls.map(([event]) => event)).toEqual(expect.arrayContaining([...REVEAL_ALL_EVENTS, 'pointerdown']));
    removed.mockRestore();
  });

  it('mounts at once a section drawn after the visit used the keyboard (a home drawn again after login)', () => {
    const first = render(
      <WhenVisible minHeight={100}>
        <p>before</p>
      </WhenVisible>,
    );
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    });
    expect(screen.getByText('before')).toBeInTheDocument();
    first.unmount();

    const added = jest.spyOn(window, 'addEventListener');
    render(
      <WhenVisible minHeight={100}>
        <p>drawn later</p>
      </WhenVisible>,
    );
    expect(screen.getByText('drawn later')).toBeInTheDocument();
    // Nothing waits, so nothing listens.
    expect(added.mock.calls.map(([event]) => event)).not.toEqual(expect.arrayContaining(['keydown']));
    added.mockRestore();
  });
});
