import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@vitrine/shared/testing';
import type { InstallState } from '@vitrine/shared';
import { InstallApp } from './InstallApp';
import member from '../../locales/en.json';

// The install prompt is kept by the host (captureInstallPrompt); here its state is set directly.
const mockInstall: { state: InstallState; prompt: jest.Mock } = {
  state: { canPrompt: false, installed: false, outcome: null },
  prompt: jest.fn(),
};
jest.mock('@vitrine/shared', () => ({
  ...jest.requireActual('@vitrine/shared'),
  useInstallPrompt: () => mockInstall.state,
  promptInstall: () => mockInstall.prompt(),
}));

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const userAgent = jest.spyOn(window.navigator, 'userAgent', 'get');

describe('install as an app (/down)', () => {
  afterEach(() => {
    mockInstall.state = { canPrompt: false, installed: false, outcome: null };
    mockInstall.prompt.mockReset();
    userAgent.mockReset();
  });

  it("offers the browser's install prompt with a button", async () => {
    mockInstall.state = { canPrompt: true, installed: false, outcome: null };
    mockInstall.prompt.mockResolvedValue('accepted');
    renderWithProviders(<InstallApp />, { resources: { member } });
    expect(screen.getByRole('heading', { name: member.down_pwa_title })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: member.down_pwa_install }));
    expect(mockInstall.prompt).toHaveBeenCalledTimes(1);
  });

  it('explains Share → Add to Home Screen on iOS Safari, where there is no prompt', () => {
    userAgent.mockReturnValue(IPHONE);
    renderWithProviders(<InstallApp />, { resources: { member } });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const steps = screen.getByTestId('down-pwa-ios');
    expect(steps).toHaveTextContent(member.down_pwa_ios_step2);
    expect(steps).toHaveTextContent(member.down_pwa_ios_step3);
  });

  it("elsewhere without a prompt, points to the browser's menu", () => {
    userAgent.mockReturnValue('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0');
    renderWithProviders(<InstallApp />, { resources: { member } });
    expect(screen.getByTestId('down-pwa-manual')).toHaveTextContent(member.down_pwa_manual);
  });

  it('says so once installed, and after a dismissed prompt that it can be installed later', () => {
    mockInstall.state = { canPrompt: false, installed: true, outcome: 'accepted' };
    const { unmount } = renderWithProviders(<InstallApp />, { resources: { member } });
    expect(screen.getByTestId('down-pwa-installed')).toHaveTextContent(member.down_pwa_installed);
    unmount();
    mockInstall.state = { canPrompt: false, installed: false, outcome: 'dismissed' };
    renderWithProviders(<InstallApp />, { resources: { member } });
    expect(screen.getByTestId('down-pwa-dismissed')).toHaveTextContent(member.down_pwa_dismissed);
  });
});
