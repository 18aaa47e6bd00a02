import '../../test-utils/logged-in';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, endpoints, formatMoney } from '@vitrine/shared';
import { mockApi, renderWithProviders } from '@vitrine/shared/testing';
import common from '../../../../shared/src/locales/en.json';
import member from '../../locales/en.json';
import PlayerSafety from './PlayerSafety';

const resources = { member, common };
const NOW = '2026-12-09T10:00:00.000Z';

const status = (rc: Partial<endpoints.RgRealityCheck> = {}, over: Partial<endpoints.RgStatus> = {}): endpoints.RgStatus => ({
  serverTime: NOW,
  limits: [],
  warnings: [],
  realityCheck: { intervalMinutes: 15, options: [15, 30, 60], sessionStartedAt: '2026-12-09T09:40:00.000Z', nextAt: '2026-12-09T09:55:00.000Z', playedMinutes: 20, net: -12.5, ...rc },
  selfExclusionUrl: null,
  ...over,
});

function server(first: endpoints.RgStatus) {
  const calls = { status: 0, ack: 0 };
  mockApi({
    [endpoints.rgStatus.path]: () => (calls.status++, first),
    [endpoints.rgRealityCheckAck.path]: () => (calls.ack++, { ...first.realityCheck, nextAt: '2026-12-09T10:15:00.000Z' }),
  });
  return calls;
}

describe('PlayerSafety', () => {
  it('shows a due reality check with time played and net result; Escape does not dismiss it; Continue answers it', async () => {
    const calls = server(status());
    renderWithProviders(<PlayerSafety />, { resources });
    const dialog = await screen.findByTestId('reality-check');
    expect(dialog).toHaveAttribute('role', 'alertdialog');
    expect(screen.getByTestId('rc-played')).toHaveTextContent('20 min');
    expect(screen.getByTestId('rc-net')).toHaveTextContent(formatMoney(-12.5, 'en'));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByTestId('reality-check')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('rc-continue'));
    await waitFor(() => expect(screen.queryByTestId('reality-check')).toBeNull());
    expect(calls.ack).toBe(1);
  });

  it('"Log out" asks the host to log out at once', async () => {
    server(status());
    const logout = jest.fn();
    const off = bus.on('session/logout-confirmed', logout);
    renderWithProviders(<PlayerSafety />, { resources });
    await userEvent.click(await screen.findByTestId('rc-logout'));
    expect(logout).toHaveBeenCalledTimes(1);
    off();
  });

  it('waits for the next check the server names, counted from its clock', async () => {
    server(status({ nextAt: '2026-12-09T10:00:01.000Z' }));
    renderWithProviders(<PlayerSafety />, { resources });
    await waitFor(() => expect(screen.queryByTestId('reality-check')).not.toBeNull(), { timeout: 4000 });
  });

  it('shows nothing when the reality check is off, and tells an 80% warning once', async () => {
    const notify = jest.fn();
    const off = bus.on('ui/notify', notify);
    server(status({ intervalMinutes: null, nextAt: null }, { warnings: [{ kind: 'DEPOSIT', period: 'DAY', limit: 100, used: 80, resetsAt: '2026-12-10T00:00:00.000Z' }] }));
    renderWithProviders(<PlayerSafety />, { resources });
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    expect(notify.mock.calls[0][0]).toEqual({ kind: 'warning', message: `Daily deposit limit: you have used ${formatMoney(80, 'en')} of ${formatMoney(100, 'en')}.` });
    expect(screen.queryByTestId('reality-check')).toBeNull();
    off();
  });
});
