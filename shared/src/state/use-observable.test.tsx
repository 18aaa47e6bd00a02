import { act, render, screen } from '@testing-library/react';
import { BehaviorSubject, map } from 'rxjs';
import { useObservable } from './use-observable';

describe('useObservable', () => {
  it('reads a BehaviorSubject and re-renders when it changes; unsubscribes on unmount', () => {
    const subject = new BehaviorSubject('first');
    function Show() {
      return <p data-testid="value">{useObservable(subject)}</p>;
    }
    const { unmount } = render(<Show />);
    expect(screen.getByTestId('value')).toHaveTextContent('first');
    act(() => subject.next('second'));
    expect(screen.getByTestId('value')).toHaveTextContent('second');
    expect(subject.observed).toBe(true);
    unmount();
    expect(subject.observed).toBe(false);
  });

  it('reads any observable through its getter', () => {
    const subject = new BehaviorSubject(2);
    const doubled$ = subject.pipe(map((n) => n * 2));
    const read = () => subject.getValue() * 2;
    let renders = 0;
    function Show() {
      renders++;
      return <p data-testid="value">{useObservable(doubled$, read)}</p>;
    }
    const { rerender } = render(<Show />);
    expect(screen.getByTestId('value')).toHaveTextContent('4');
    act(() => subject.next(5));
    expect(screen.getByTestId('value')).toHaveTextContent('10');
    const before = renders;
    rerender(<Show />);
    expect(renders).toBe(before + 1); // a re-render does not resubscribe into a loop
    expect(subject.observed).toBe(true);
  });
});
