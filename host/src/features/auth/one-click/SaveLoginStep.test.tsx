import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@vitrine/shared/testing';
import host from '../../../locales/en.json';
import { SaveLoginStep } from './SaveLoginStep';

const PASSWORD = 'Kx7#mPq2!vWz9aRt';

function renderStep(onContinue = jest.fn(async () => 'done')) {
  renderWithProviders(<SaveLoginStep username="user123456" password={PASSWORD} onContinue={onContinue} />, { resources: { host } });
  return onContinue;
}

afterEach(() => jest.restoreAllMocks());

describe('SaveLoginStep', () => {
  it('shows the username and password, moves focus to its heading and warns they show once', () => {
    renderStep();
    expect(screen.getByRole('heading', { name: 'Save your login' })).toHaveFocus();
    expect(screen.getByTestId('one-click-username')).toHaveTextContent('user123456');
    expect(screen.getByTestId('one-click-password')).toHaveTextContent(PASSWORD);
    expect(screen.getByText(/only time we show your password/)).toBeInTheDocument();
  });

  it('copies each value with the Clipboard API and says so', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderStep();
    await user.click(screen.getByRole('button', { name: 'Copy password' }));
    expect(writeText).toHaveBeenCalledWith(PASSWORD);
    expect(await screen.findByText('Password copied.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy username' }));
    expect(writeText).toHaveBeenLastCalledWith('user123456');
    expect(await screen.findByText('Username copied.')).toBeInTheDocument();
  });

  it('falls back to selecting the text with a message when copying is refused', async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    renderStep();
    await user.click(screen.getByRole('button', { name: 'Copy password' }));
    expect(await screen.findByText(/Could not copy\. The text is selected/)).toBeInTheDocument();
    expect(window.getSelection()?.toString()).toBe(PASSWORD);
  });

  it('"I have saved it" continues (logs in), once', async () => {
    let finish: (v: string) => void = () => undefined;
    const onContinue = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    renderStep(onContinue);
    const button = screen.getByRole('button', { name: 'I have saved it' });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(onContinue).toHaveBeenCalledTimes(1);
    finish('done');
    await waitFor(() => expect(screen.getByRole('button', { name: 'I have saved it' })).not.toHaveAttribute('aria-busy'));
  });

  it('asks before the page unloads while shown', () => {
    renderStep();
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
