import '../../test-utils/logged-in';
import '../../test-utils/version';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from '@vitrine/shared/testing';
import type {
  CentrePanelProps,
  RemoteBoundaryProps,
  RemoteContribution,
  RemoteManifest,
} from '@vitrine/shared';
import { AgentCentre } from './AgentCentre';
import agent from '../../locales/en.json';
import contribution from '../../contribution';

// The shell reads the manifest and mounts items through the shared loader; both are replaced here
// through @vitrine/shared's public API, so the test sees what the shell asks the loader for.
const mockState: { manifest: RemoteManifest | null } = { manifest: null };
jest.mock('@vitrine/shared', () => {
  const actual = jest.requireActual('@vitrine/shared');
  return {
    ...actual,
    useManifest: () => mockState.manifest,
    RemoteBoundary: ({ remote, expose, kind, props }: RemoteBoundaryProps<CentrePanelProps>) => (
      <div data-testid="mounted-panel" data-remote={remote} data-expose={expose} data-kind={kind}>
        <p>showing {props.page}</p>
        <button type="button" onClick={() => props.navigate('agentPromoNews')}>
          go to promo news
        </button>
      </div>
    ),
  };
});

const CONTRACT_INFO = '/wps/relay/MCSFE_getContractInfo';

// Another remote's items: one plain, two gated by agent features.
const other: RemoteContribution = {
  remote: 'promotions',
  namespace: 'promotions',
  routes: [],
  agentItems: [
    {
      page: 'agentPromoWages',
      labelKey: 'promo_wages',
      expose: './PromoWages',
      order: 13,
      requires: 'salary',
    },
    {
      page: 'agentPromoBonus',
      labelKey: 'promo_bonus',
      expose: './PromoBonus',
      order: 14,
      requires: 'enableCt',
    },
    { page: 'agentPromoNews', labelKey: 'promo_news', expose: './PromoNews', order: 2 },
  ],
};

const manifestWith = (...contributions: RemoteContribution[]): RemoteManifest => ({
  schema: 1,
  remotes: Object.fromEntries(
    contributions.map((c) => [
      c.remote,
      { version: '1.0.0', entry: `/remotes/${c.remote}/1.0.0/mf-manifest.json`, contribution: c },
    ]),
  ),
});

const resources = {
  agent,
  promotions: { promo_wages: 'Promo wages', promo_bonus: 'Promo bonus', promo_news: 'Promo news' },
};

const contractInfo = (enabled: { dividend: boolean; salary: boolean }) => ({
  dailysalreqtype: 1,
  divtypereq: 1,
  contracthoursalreq: 1,
  realtimesalreqtype: 1,
  enabled: { ...enabled, hourSalary: false, realtimeSalary: false },
  pendingRequests: 0,
});

// This remote's own items, in the spec's order (announcement, team overview, register … account details).
const OWN_ITEMS = [
  'Announcement',
  'Team overview',
  'Register account',
  'Team management',
  'Team betting',
  'User loss',
  'My income',
  'Account details',
];

const menuEntries = () => within(screen.getByTestId('agent-centre-menu')).getAllByRole('button');

describe('AgentCentre', () => {
  beforeEach(() => {
    mockState.manifest = manifestWith(contribution, other);
    mockApi({ [CONTRACT_INFO]: contractInfo({ dividend: false, salary: true }) });
  });

  it("is titled 'invite and earn' and lists contributed items in order, without the disabled features", async () => {
    renderWithProviders(<AgentCentre onClose={jest.fn()} />, { resources });
    expect(screen.getByRole('heading', { name: 'Invite and earn' })).toBeInTheDocument();
    expect(screen.getByTestId('agent-centre-menu-loading')).toBeInTheDocument();
    await screen.findByTestId('agent-centre-menu');
    expect(menuEntries().map((b) => b.textContent)).toEqual([
      ...OWN_ITEMS.slice(0, 2),
      'Promo news',
      ...OWN_ITEMS.slice(2),
      'Daily wages',
      'Promo wages',
    ]);
    // Gated by features that are off: dividend (this remote's and the other's), hourly and real-time salary.
    expect(screen.queryByText('Bonus/dividend')).not.toBeInTheDocument();
    expect(screen.queryByText('Promo bonus')).not.toBeInTheDocument();
    expect(screen.queryByText('Hourly salary')).not.toBeInTheDocument();
    expect(screen.getByTestId('remote-version')).toHaveAttribute('data-remote', 'agent');
  });

  it('opens the team overview by default, through the shared loader, and switches pages', async () => {
    renderWithProviders(<AgentCentre onClose={jest.fn()} />, { resources });
    await screen.findByTestId('agent-centre-menu');
    expect(screen.getByRole('button', { name: 'Team overview' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('mounted-panel')).toHaveAttribute('data-remote', 'agent');
    expect(screen.getByTestId('mounted-panel')).toHaveAttribute('data-expose', './TeamOverviewPanel');
    expect(screen.getByTestId('mounted-panel')).toHaveAttribute('data-kind', 'panel');
    await userEvent.click(screen.getByRole('button', { name: 'Daily wages' }));
    expect(screen.getByTestId('mounted-panel')).toHaveAttribute('data-expose', './ContractsPanel');
    expect(screen.getByRole('button', { name: 'Daily wages' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Team overview' })).not.toHaveAttribute('aria-current');
    await userEvent.click(screen.getByRole('button', { name: 'go to promo news' }));
    expect(screen.getByTestId('mounted-panel')).toHaveTextContent('showing agentPromoNews');
  });

  it('needs no contract info when nothing is gated, and closes from the close button', async () => {
    const fetchMock = mockApi({});
    mockState.manifest = manifestWith({
      ...contribution,
      agentItems: contribution.agentItems?.filter((item) => !item.requires),
    });
    const onClose = jest.fn();
    renderWithProviders(<AgentCentre page="agentTeamOverview" onClose={onClose} />, { resources });
    expect(menuEntries().map((b) => b.textContent)).toEqual(OWN_ITEMS);
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Close the agent centre' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps gated items hidden when the contract info cannot be read', async () => {
    mockApi({});
    renderWithProviders(<AgentCentre page="agentDailyWages" onClose={jest.fn()} />, { resources });
    await screen.findByTestId('agent-centre-menu');
    expect(menuEntries().map((b) => b.textContent)).toEqual([
      ...OWN_ITEMS.slice(0, 2),
      'Promo news',
      ...OWN_ITEMS.slice(2),
    ]);
    // The wages page it was opened on is not on offer: said so once the contract info failed.
    expect(await screen.findByTestId('centre-page-unavailable')).toBeInTheDocument();
    expect(screen.queryByTestId('mounted-panel')).not.toBeInTheDocument();
  });

  it('shows the menu only once the manifest is there', () => {
    mockState.manifest = null;
    renderWithProviders(<AgentCentre onClose={jest.fn()} />, { resources });
    expect(screen.getByTestId('agent-centre-menu-loading')).toBeInTheDocument();
    expect(screen.queryByTestId('mounted-panel')).not.toBeInTheDocument();
  });
});
