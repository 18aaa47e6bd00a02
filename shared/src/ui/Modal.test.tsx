import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { useRef, useState } from 'react';
import { Modal, MODAL_DELAY_MS, type ModalProps } from './Modal';
import { darkTheme } from '../theme/tokens';

jest.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

// jsdom has no PointerEvent: give pointer events their mouse coordinates.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  }
  (window as unknown as { PointerEvent: unknown }).PointerEvent = PointerEventPolyfill;
}

function Harness(props: Partial<ModalProps> & { focusSecond?: boolean }) {
  const [open, setOpen] = useState(false);
  const second = useRef<HTMLInputElement>(null);
  return (
    <ThemeProvider theme={darkTheme}>
      <button type="button" onClick={() => setOpen(true)}>
        opener
      </button>
      <Modal name="login" title="Log in" open={open} onClose={() => setOpen(false)} initialFocus={props.focusSecond ? second : undefined} {...props}>
        <input aria-label="first" />
        <input aria-label="second" ref={second} />
        <button type="button">submit</button>
      </Modal>
    </ThemeProvider>
  );
}

function openModal() {
  const opener = screen.getByRole('button', { name: 'opener' });
  opener.focus();
  fireEvent.click(opener);
  act(() => {
    jest.advanceTimersByTime(MODAL_DELAY_MS);
  });
  return opener;
}

describe('Modal', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('paints the title bar in a brand header colour only when it is a colour', () => {
    const { unmount } = render(<Harness headerColor="#f2c14e" />);
    openModal();
    const bar = screen.getByTestId('login-titlebar');
    expect(bar).toHaveAttribute('data-branded', '');
    expect(bar).toHaveStyle({ background: '#f2c14e', color: '#111111' });
    unmount();
    render(<Harness headerColor="#fff}body{display:none" />);
    openModal();
    expect(screen.getByTestId('login-titlebar')).not.toHaveAttribute('data-branded');
    expect(screen.getByTestId('login-titlebar').getAttribute('style')).toBeNull();
  });

  it('appears after the 100 ms delay', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'opener' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      jest.advanceTimersByTime(MODAL_DELAY_MS - 1);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByRole('dialog', { name: 'Log in' })).toHaveAttribute('data-modal', 'login');
  });

  it('moves focus in, traps Tab and Shift+Tab, and returns focus to the opener on Escape', () => {
    render(<Harness />);
    const opener = openModal();
    const dialog = screen.getByRole('dialog');
    const close = screen.getByRole('button', { name: 'close' });
    const submit = screen.getByRole('button', { name: 'submit' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(submit);
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('focuses the initial field when asked', () => {
    render(<Harness focusSecond />);
    openModal();
    expect(document.activeElement).toBe(screen.getByLabelText('second'));
  });

  it('does not close on a click outside; without showClose, Escape does not close either', () => {
    render(<Harness showClose={false} />);
    openModal();
    const overlay = document.querySelector('[data-modal-overlay="login"]') as HTMLElement;
    fireEvent.mouseDown(overlay);
    fireEvent.click(overlay);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'close' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('fixes the body at its scroll position while open and restores it on close', () => {
    Object.defineProperty(window, 'scrollY', { value: 240, configurable: true });
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<Harness />);
    openModal();
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-240px');
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(document.body.style.position).toBe('');
    expect(document.body.style.top).toBe('');
    expect(scrollTo).toHaveBeenCalledWith(0, 240);
  });

  it('is draggable by its title bar', () => {
    render(<Harness />);
    openModal();
    const bar = screen.getByTestId('login-titlebar');
    fireEvent.pointerDown(bar, { button: 0, clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(bar, { clientX: 40, clientY: 30, pointerId: 1 });
    fireEvent.pointerUp(bar, { pointerId: 1 });
    expect(screen.getByRole('dialog').style.transform).toBe('translate(30px, 20px)');
  });

  it('isSpecialClose shows a floating close button; hasBg false drops the surface', () => {
    render(<Harness isSpecialClose hasBg={false} title={undefined} />);
    openModal();
    expect(screen.getByRole('dialog', { name: 'login' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'close' })).toBeInTheDocument();
    expect(screen.queryByTestId('login-titlebar')).toBeNull();
  });
});
