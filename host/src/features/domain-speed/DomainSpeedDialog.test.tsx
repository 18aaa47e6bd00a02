import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { endpoints } from '@vitrine/shared';
import { bootWriters, toBootState } from '@vitrine/shared/internal';
import { renderWithProviders } from '@vitrine/shared/testing';
import host from '../../locales/en.json';
import { DomainSpeedDialog } from './DomainSpeedDialog';

const here = window.location.host;
const ROUTES: endpoints.DomainRoute[] = [
  { domain: here, type: 'MAIN', speedTestUrl: '/speed/main' },
  { domain: 'spare.example', type: 'SPARE', speedTestUrl: '/speed/spare' },
  { domain: 'down.example', type: 'SPARE', speedTestUrl: '/speed/down' },
  { domain: 'evil.example/@x', type: 'SPARE', speedTestUrl: '/speed/evil' },
];

function setRoutes(domainRoute: endpoints.DomainRoute[]) {
  act(() => bootWriters.set(toBootState({ status: 0, info: { domainRoute, whitelabel: [] } } as unknown as endpoints.SystemStatus)));
}

describe('DomainSpeedDialog', () => {
  let clock = 0;
  beforeEach(() => {
    clock = 0;
    jest.spyOn(performance, 'now').mockImplementation(() => clock);
  });
  afterEach(() => jest.restoreAllMocks());

  it('measures every domain, lists the fastest first with its time, marks the unreachable one, and switches keeping the page', async () => {
    setRoutes(ROUTES);
    // Each probe answers when the test says so, at a time of the mocked clock.
    const answer: Record<string, (r: Response) => void> = {};
    const fetchMock = jest.fn((input: RequestInfo | URL) => new Promise<Response>((resolve) => (answer[new URL(String(input)).pathname] = resolve)));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const go = jest.fn();
    window.history.replaceState(null, '', '/promotions?tab=2');
    renderWithProviders(<DomainSpeedDialog open onClose={() => undefined} go={go} />, { resources: { host } });
    await waitFor(() => expect(Object.keys(answer)).toHaveLength(3));
    expect(screen.getAllByTestId('domain-speed-row')[0]).toHaveTextContent('Measuring');
    await act(async () => {
      clock = 20;
      answer['/speed/spare'](new Response('ok'));
      await Promise.resolve();
      clock = 300;
      answer['/speed/main'](new Response('ok'));
      answer['/speed/down'](new Response('down', { status: 503 }));
    });
    const list = await screen.findByTestId('domain-speed-list');
    await waitFor(() => expect(list).toHaveAttribute('data-done', 'true'));
    const rows = within(list).getAllByTestId('domain-speed-row');
    // The invalid domain is never listed nor measured.
    expect(rows.map((r) => r.getAttribute('data-domain'))).toEqual(['spare.example', here, 'down.example']);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(rows[0]).toHaveTextContent('20 ms');
    expect(rows[1]).toHaveTextContent('300 ms');
    expect(rows[1]).toHaveTextContent('Current');
    expect(within(rows[1]).queryByRole('button')).toBeNull();
    expect(rows[2]).toHaveTextContent('Unreachable');
    expect(within(rows[2]).getByRole('button', { name: 'Switch to down.example' })).toBeDisabled();
    await userEvent.click(within(rows[0]).getByRole('button', { name: 'Switch to spare.example' }));
    expect(go).toHaveBeenCalledWith(`${window.location.protocol}//spare.example/promotions?tab=2`);

    await userEvent.click(screen.getByTestId('domain-speed-retest'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(6));
    expect(screen.getByTestId('domain-speed-list')).toHaveAttribute('data-done', 'false');
  });

  it('has an empty state when the server lists no domain', async () => {
    setRoutes([]);
    renderWithProviders(<DomainSpeedDialog open onClose={() => undefined} />, { resources: { host } });
    expect(await screen.findByTestId('domain-speed-empty')).toHaveTextContent(host.speed_test_empty);
  });
});
