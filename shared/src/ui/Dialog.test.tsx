import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { Dialog } from './Dialog';
import { darkTheme } from '../theme/tokens';

jest.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

function renderDialog(props: Partial<Parameters<typeof Dialog>[0]> = {}) {
  const onClose = jest.fn();
  const onConfirm = jest.fn();
  render(
    <ThemeProvider theme={darkTheme}>
      <button type="button">outside</button>
      <Dialog open title="Confirmation" onClose={onClose} onConfirm={onConfirm} {...props}>
        Are you sure you want to log out?
      </Dialog>
    </ThemeProvider>,
  );
  return { onClose, onConfirm };
}

describe('Dialog', () => {
  it('closes on Escape and confirms on Enter', () => {
    const { onClose, onConfirm } = renderDialog();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('stacked over another modal layer, Escape and Enter reach only the top one', () => {
    const under = { onClose: jest.fn(), onConfirm: jest.fn() };
    const over = { onClose: jest.fn(), onConfirm: jest.fn() };
    render(
      <ThemeProvider theme={darkTheme}>
        <Dialog open title="Under" {...under}>
          under
        </Dialog>
        <Dialog open title="Over" {...over}>
          over
        </Dialog>
      </ThemeProvider>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(over.onClose).toHaveBeenCalledTimes(1);
    expect(over.onConfirm).toHaveBeenCalledTimes(1);
    expect(under.onClose).not.toHaveBeenCalled();
    expect(under.onConfirm).not.toHaveBeenCalled();
  });

  it('shows CLOSE as the default button when there is nothing to confirm', () => {
    renderDialog({ onConfirm: undefined });
    expect(screen.getByRole('button', { name: 'close' })).toBeInTheDocument();
  });

  it('moves focus inside and keeps Tab there', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Confirmation' });
    const [cancel, ok] = Array.from(dialog.querySelectorAll('button'));
    // Without fields, focus starts on the confirm button (Enter confirms).
    expect(document.activeElement).toBe(ok);
    cancel.focus();
    ok.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(ok);
  });

  it('Enter on a focused button presses that button: Enter on Cancel never confirms', () => {
    const { onConfirm } = renderDialog();
    const cancel = screen.getByRole('button', { name: 'cancel' });
    cancel.focus();
    fireEvent.keyDown(cancel, { key: 'Enter' });
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('Enter in a field confirms; the first field has the focus', () => {
    const onConfirm = jest.fn();
    render(
      <ThemeProvider theme={darkTheme}>
        <Dialog open title="Transfer" onClose={jest.fn()} onConfirm={onConfirm}>
          <input aria-label="amount" />
        </Dialog>
      </ThemeProvider>,
    );
    const field = screen.getByRole('textbox', { name: 'amount' });
    expect(document.activeElement).toBe(field);
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('two confirms in one tick (Enter twice, double click) call onConfirm once', () => {
    const { onConfirm } = renderDialog();
    fireEvent.keyDown(document, { key: 'Enter' });
    fireEvent.keyDown(document, { key: 'Enter' });
    const ok = screen.getByRole('button', { name: 'ok' });
    fireEvent.click(ok);
    fireEvent.click(ok);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('while busy the confirm button is disabled and Enter does nothing', () => {
    const { onConfirm } = renderDialog({ busy: true });
    expect(screen.getByRole('button', { name: 'ok' })).toBeDisabled();
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
