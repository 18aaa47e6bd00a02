import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, endpoints } from '@vitrine/shared';
import { sessionWriters } from '@vitrine/shared/internal';
import { mockApi, renderWithProviders } from '@vitrine/shared/testing';
import common from '../../../../shared/src/locales/en.json';
import host from '../../locales/en.json';
import { AfterLoginModal } from './AfterLoginModal';

beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

describe('AfterLoginModal', () => {
  beforeEach(() => {
    sessionWriters.store({ token: 'test-token', account: 'demo', isAgent: 0, merchant: 'Vitrine', merchantCode: 'vitrine' });
    mockApi({ [endpoints.announcements.path]: { banner: [], ticker: [], popup: [], notice: [] } });
  });
  afterEach(() => act(() => sessionWriters.clear()));

  beforeEach(() => localStorage.clear());

  it('shows the risks of betting and the age rule at the first login of the day, with a way to the limits', async () => {
    const opened = jest.fn();
    const off = bus.on('member-centre/open', opened);
    renderWithProviders(<AfterLoginModal firstTime={false} />, { resources: { host, common } });
    const risk = await screen.findByTestId('risk-notice');
    expect(risk).toHaveTextContent(common.risk_text);
    expect(risk).toHaveTextContent('18 or over');
    await userEvent.click(screen.getByTestId('risk-limits'));
    expect(opened).toHaveBeenCalledWith({ page: 'responsibleGaming' });
    off();
  });

  it('does not repeat the risk notice at a second login the same day', async () => {
    const first = renderWithProviders(<AfterLoginModal firstTime={false} />, { resources: { host, common } });
    await screen.findByTestId('risk-notice');
    first.unmount();
    renderWithProviders(<AfterLoginModal firstTime={false} />, { resources: { host, common } });
    await screen.findByTestId('after-login-continue');
    expect(screen.queryByTestId('risk-notice')).toBeNull();
  });
});
