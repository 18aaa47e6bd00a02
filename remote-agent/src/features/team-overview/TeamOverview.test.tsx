import '../../test-utils/logged-in';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import type { endpoints } from '@vitrine/shared';
import { TeamOverview } from './TeamOverview';
import { periodRange } from './period';
import agent from '../../locales/en.json';

const PATH = '/wps/relay/MCSFE_getTeamOverview';

const overview = (overrides: Partial<endpoints.TeamOverview> = {}): endpoints.TeamOverview => ({
  teamSize: 12,
  directDownlines: 4,
  agents: 2,
  players: 10,
  newToday: 1,
  activeMembers: 7,
  teamBalance: 5320.5,
  teamDeposit: 1500,
  teamWithdraw: 200,
  teamBet: 1234.5,
  teamValidBet: 1200,
  teamProfit: -310.25,
  myIncome: 42,
  inviteCode: 'AG7K2',
  inviteUrl: '/register?affiliateCode=AG7K2',
  ...overrides,
});

const stat = (id: string) => within(document.querySelector(`[data-stat="${id}"]`) as HTMLElement);

describe('TeamOverview', () => {
  it("shows the team, today's figures and the invite link", async () => {
    const bodies: unknown[] = [];
    const fetchMock = mockApi({ [PATH]: (body: unknown) => (bodies.push(body), overview()) });
    renderWithProviders(<TeamOverview />, { resources: { agent } });
    expect(screen.getByTestId('team-overview-loading')).toBeInTheDocument();
    await screen.findByTestId('team-stats');
    expect(stat('team-size').getByText('12')).toBeInTheDocument();
    expect(stat('direct-downlines').getByText('4')).toBeInTheDocument();
    expect(stat('new-members').getByText('1')).toBeInTheDocument();
    expect(stat('active-members').getByText('7')).toBeInTheDocument();
    expect(stat('team-balance').getByText('P 5,320.50')).toBeInTheDocument();
    expect(stat('team-deposit').getByText('P 1,500.00')).toBeInTheDocument();
    expect(stat('team-bet').getByText('P 1,234.50')).toBeInTheDocument();
    expect(stat('team-profit').getByText('P -310.25')).toBeInTheDocument();
    expect(stat('my-income').getByText('P 42.00')).toBeInTheDocument();
    expect(screen.getByTestId('invite-code')).toHaveTextContent('AG7K2');
    expect(screen.getByTestId('invite-link')).toHaveTextContent(
      'http://localhost/register?affiliateCode=AG7K2',
    );
    const request = fetchMock.mock.calls[0][0] as Request;
    expect(bodies).toEqual([periodRange('today')]);
    expect(request.headers.get('Authorization')).toBe('test-token');
  });

  it('asks for the chosen period', async () => {
    const bodies: endpoints.DateRange[] = [];
    mockApi({
      [PATH]: (body: endpoints.DateRange) => {
        bodies.push(body);
        return overview({ teamDeposit: body.startDate === periodRange('last7').startDate ? 9000 : 1500 });
      },
    });
    renderWithProviders(<TeamOverview />, { resources: { agent } });
    await screen.findByTestId('team-stats');
    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(await stat('team-deposit').findByText('P 9,000.00')).toBeInTheDocument();
    expect(bodies).toEqual([periodRange('today'), periodRange('last7')]);
  });

  it('copies the invite link', async () => {
    mockApi({ [PATH]: overview() });
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    renderWithProviders(<TeamOverview />, { resources: { agent } });
    await user.click(await screen.findByRole('button', { name: 'Copy invite link' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('http://localhost/register?affiliateCode=AG7K2');
  });

  it('says the team is empty, and still offers the invite link', async () => {
    mockApi({
      [PATH]: overview({
        teamSize: 0,
        directDownlines: 0,
        agents: 0,
        players: 0,
        activeMembers: 0,
        newToday: 0,
      }),
    });
    renderWithProviders(<TeamOverview />, { resources: { agent } });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('You have no team members yet');
    expect(screen.queryByTestId('team-stats')).not.toBeInTheDocument();
    expect(screen.getByTestId('invite-code')).toHaveTextContent('AG7K2');
  });

  it('shows a retry when the overview cannot be loaded, and recovers', async () => {
    let fail = true;
    mockApi({
      [PATH]: () => {
        if (fail) throw new ApiFailure('forbidden', 'Agents only', 403);
        return overview();
      },
    });
    renderWithProviders(<TeamOverview />, { resources: { agent } });
    expect(await screen.findByText('The team overview could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Agents only')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('team-stats')).toBeInTheDocument();
  });
});
