import { captureInstallPrompt, getInstallState, promptInstall, resetInstallPromptForTests } from './install-prompt';

function promptEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: jest.Mock; userChoice: Promise<{ outcome: string }> };
  event.prompt = jest.fn(async () => undefined);
  event.userChoice = Promise.resolve({ outcome });
  return event;
}

describe('install prompt', () => {
  beforeEach(() => resetInstallPromptForTests());

  it('keeps the early prompt (no mini-infobar) and shows it once, on demand', async () => {
    captureInstallPrompt(window);
    expect(await promptInstall()).toBe('unavailable');
    const event = promptEvent('accepted');
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(getInstallState().canPrompt).toBe(true);
    expect(await promptInstall()).toBe('accepted');
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(getInstallState()).toEqual({ canPrompt: false, installed: true, outcome: 'accepted' });
    // Used once: a second call has nothing to show.
    expect(await promptInstall()).toBe('unavailable');
  });

  it('a dismissed prompt is remembered; appinstalled marks the app installed', async () => {
    captureInstallPrompt(window);
    window.dispatchEvent(promptEvent('dismissed'));
    expect(await promptInstall()).toBe('dismissed');
    expect(getInstallState()).toMatchObject({ canPrompt: false, installed: false, outcome: 'dismissed' });
    window.dispatchEvent(new Event('appinstalled'));
    expect(getInstallState().installed).toBe(true);
  });
});
