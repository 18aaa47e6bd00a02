import '../../test-utils/version';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@vitrine/shared/testing';
import type {
  CentrePanelProps,
  RemoteBoundaryProps,
  RemoteContribution,
  RemoteManifest,
} from '@vitrine/shared';
import { bus, resetNavBadges } from '@vitrine/shared';
import { MemberCentre } from './MemberCentre';
import member from '../../locales/en.json';
import contribution from '../../contribution';

// The shell reads the manifest and mounts panels through the shared loader; both are replaced here
// through @vitrine/shared's public API, so the test sees what the shell asks the loader for.
const mockState: { manifest: RemoteManifest | null; load: jest.Mock; upline: string } = {
  manifest: null,
  load: jest.fn(),
  upline: '',
};
jest.mock('@vitrine/shared', () => {
  const actual = jest.requireActual('@vitrine/shared');
  return {
    ...actual,
    useManifest: () => mockState.manifest,
    useSession: () => ({ ...actual.getSession(), token: 'test-token' }),
    readSessionValue: (key: string) => (key === 'toUpline' ? mockState.upline : actual.readSessionValue(key)),
    loadRemoteModule: (...args: unknown[]) => mockState.load(...args),
    RemoteBoundary: ({ remote, expose, kind, props }: RemoteBoundaryProps<CentrePanelProps>) => (
      <div data-testid="mounted-panel" data-remote={remote} data-expose={expose} data-kind={kind}>
        <p>showing {props.page}</p>
        <button type="button" onClick={() => props.navigate('referral')}>
          go to referral
        </button>
      </div>
    ),
  };
});

const promotions: RemoteContribution = {
  remote: 'promotions',
  namespace: 'promotions',
  routes: [],
  memberPanels: [
    { page: 'referral', labelKey: 'invite_friends', expose: './ReferralPanel', order: 11 },
    { page: 'rewardCenter', labelKey: 'in_reward_center', expose: './RewardCenterPanel', order: 10 },
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
  member,
  promotions: { invite_friends: 'Invite friends', in_reward_center: 'Reward centre' },
};

const menuEntries = () => within(screen.getByTestId('member-centre-menu')).getAllByRole('button');

describe('MemberCentre', () => {
  beforeEach(() => {
    mockState.manifest = manifestWith(contribution, promotions);
    mockState.load = jest.fn();
    mockState.upline = '';
  });

  it('lists the panels every remote contributes, in order, with their own labels', () => {
    renderWithProviders(<MemberCentre onClose={jest.fn()} />, { resources });
    // In the spec's order; cashback (manualRebate) waits for its whitelabel module, unknown here.
    expect(menuEntries().map((b) => b.textContent)).toEqual([
      'My account',
      'My wallet',
      'Deposit',
      'Withdrawal',
      'Betting record',
      'Account record',
      'Personal profit and loss',
      'Bonus details',
      'Reward centre',
      'Invite friends',
      'Responsible gaming',
    ]);
    expect(menuEntries().map((b) => b.getAttribute('data-page'))).toEqual([
      'securityCenter',
      'transferFund',
      'depositv2',
      'withdraw',
      'personalHistoryCopy',
      'transactionHistory',
      'personalProfit',
      'bonusDetails',
      'rewardCenter',
      'referral',
      'responsibleGaming',
    ]);
    expect(screen.getByTestId('remote-version')).toHaveAttribute('data-remote', 'member');
  });

  it('opens the security centre by default and mounts it through the shared loader', () => {
    renderWithProviders(<MemberCentre onClose={jest.fn()} />, { resources });
    expect(screen.getByRole('button', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
    const panel = screen.getByTestId('mounted-panel');
    expect(panel).toHaveAttribute('data-remote', 'member');
    expect(panel).toHaveAttribute('data-expose', './SecurityCenterPanel');
    expect(panel).toHaveAttribute('data-kind', 'panel');
    expect(panel).toHaveTextContent('showing securityCenter');
  });

  it('switches pages from the menu and from a panel, highlighting the active entry', async () => {
    renderWithProviders(<MemberCentre onClose={jest.fn()} />, { resources });
    await userEvent.click(screen.getByRole('button', { name: 'Reward centre' }));
    expect(screen.getByTestId('mounted-panel')).toHaveAttribute('data-remote', 'promotions');
    expect(screen.getByTestId('mounted-panel')).toHaveAttribute('data-expose', './RewardCenterPanel');
    expect(screen.getByRole('button', { name: 'Reward centre' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'My account' })).not.toHaveAttribute('aria-current');
    await userEvent.click(screen.getByRole('button', { name: 'go to referral' }));
    expect(screen.getByTestId('mounted-panel')).toHaveTextContent('showing referral');
    expect(screen.getByRole('button', { name: 'Invite friends' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens on the page the host asks for, and says so when nobody offers it', () => {
    const { rerender } = renderWithProviders(<MemberCentre page="rewardCenter" onClose={jest.fn()} />, {
      resources,
    });
    expect(screen.getByTestId('mounted-panel')).toHaveTextContent('showing rewardCenter');
    rerender(<MemberCentre page="missionLeaderboard" onClose={jest.fn()} />);
    expect(screen.queryByTestId('mounted-panel')).not.toBeInTheDocument();
    expect(screen.getByTestId('centre-page-unavailable')).toBeInTheDocument();
    expect(screen.getAllByRole('button').filter((b) => b.getAttribute('aria-current') === 'page')).toHaveLength(0);
  });

  it('shows the menu only once the manifest is there, and closes from the close button', async () => {
    mockState.manifest = null;
    const onClose = jest.fn();
    const { rerender } = renderWithProviders(<MemberCentre onClose={onClose} />, { resources });
    expect(screen.getByTestId('member-centre-menu-loading')).toBeInTheDocument();
    expect(screen.queryByTestId('member-centre-menu')).not.toBeInTheDocument();
    expect(screen.queryByTestId('mounted-panel')).not.toBeInTheDocument();
    mockState.manifest = manifestWith(contribution);
    rerender(<MemberCentre onClose={onClose} />);
    expect(menuEntries()).toHaveLength(9);
    await userEvent.click(screen.getByRole('button', { name: 'Close the member centre' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says so when no remote contributes a panel', () => {
    mockState.manifest = manifestWith({ remote: 'member', namespace: 'member', routes: [] });
    renderWithProviders(<MemberCentre onClose={jest.fn()} />, { resources });
    expect(screen.getByTestId('empty-state')).toHaveTextContent('Nothing to show here yet.');
  });

  it('gates cashback behind MANPLAYREB3 and offers every wallet and record page the header opens', () => {
    const panels = contribution.memberPanels ?? [];
    expect(panels.find((p) => p.page === 'manualRebate')).toMatchObject({
      labelKey: 'in_cashback',
      requiresFlag: 'MANPLAYREB3',
    });
    expect(panels.filter((p) => p.requiresFlag).map((p) => p.page)).toEqual(['manualRebate', 'messageV2']);
    expect(panels.find((p) => p.page === 'messageV2')).toMatchObject({
      labelKey: 'in_platform_information',
      requiresFlag: 'INBOX3',
    });
    const exposes: Record<string, string> = {
      transferFund: './TransferFundPanel',
      bonusDetails: './BonusDetailsPanel',
      depositv2: './DepositPanel',
      withdraw: './WithdrawPanel',
      personalProfit: './ProfitLossPanel',
      personalHistoryCopy: './BettingRecordPanel',
      transactionHistory: './AccountRecordPanel',
    };
    for (const [page, expose] of Object.entries(exposes)) {
      const { unmount } = renderWithProviders(<MemberCentre page={page} onClose={jest.fn()} />, {
        resources,
      });
      expect(screen.getByTestId('mounted-panel')).toHaveAttribute('data-expose', expose);
      expect(screen.getByTestId('mounted-panel')).toHaveTextContent(`showing ${page}`);
      unmount();
    }
  });

  it('lists the transfer to upline only for players with an upline', () => {
    const { unmount } = renderWithProviders(<MemberCentre page="transferUpline" onClose={jest.fn()} />, {
      resources,
    });
    expect(screen.queryByRole('button', { name: 'Transfer to upline' })).not.toBeInTheDocument();
    expect(screen.getByTestId('centre-page-unavailable')).toBeInTheDocument();
    unmount();

    mockState.upline = 'agent';
    renderWithProviders(<MemberCentre page="transferUpline" onClose={jest.fn()} />, { resources });
    const entries = menuEntries().map((b) => b.getAttribute('data-page'));
    expect(entries.indexOf('transferUpline')).toBe(entries.indexOf('withdraw') + 1);
    expect(screen.getByRole('button', { name: 'Transfer to upline' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('mounted-panel')).toHaveAttribute('data-expose', './TransferUplinePanel');
  });

  it("shows another remote's labels from its published locales without loading its code", async () => {
    renderWithProviders(<MemberCentre onClose={jest.fn()} />, { resources });
    expect(menuEntries().map((b) => b.textContent)).toContain('Reward centre');
    expect(mockState.load).not.toHaveBeenCalled();
  });
});

describe('badges on centre entries, from nav/badge-changed', () => {
  // Another remote's page that names a badge id; the shell knows neither the page nor the id.
  const quests: RemoteContribution = {
    remote: 'promotions',
    namespace: 'promotions',
    routes: [],
    memberPanels: [
      { page: 'quests', labelKey: 'quests', expose: './QuestsPanel', order: 12, badge: 'open-missions', badgeLabelKey: 'quests_open' },
      { page: 'referral', labelKey: 'invite_friends', expose: './ReferralPanel', order: 11 },
    ],
  };
  const withQuests = { ...resources, promotions: { ...resources.promotions, quests: 'Quests', quests_open: '{{count}} open quests' } };

  beforeEach(() => {
    mockState.manifest = manifestWith(contribution, quests);
  });
  afterEach(() => act(() => resetNavBadges()));

  it('shows the count published for the entry whose contribution names the badge, with its own label', () => {
    renderWithProviders(<MemberCentre onClose={jest.fn()} />, { resources: withQuests });
    expect(screen.queryByTestId('centre-menu-badge')).not.toBeInTheDocument();
    act(() => bus.publish('nav/badge-changed', { badge: 'open-missions', count: 3 }));
    const badge = screen.getByTestId('centre-menu-badge');
    expect(badge).toHaveTextContent('3');
    const entry = screen.getByRole('button', { name: 'Quests, 3 open quests' });
    expect(entry).toHaveAttribute('data-page', 'quests');
    expect(entry).toContainElement(badge);
    // Another badge id, or a count of 0, shows nothing.
    act(() => bus.publish('nav/badge-changed', { badge: 'rewards-available', count: 5 }));
    expect(screen.getAllByTestId('centre-menu-badge')).toHaveLength(1);
    act(() => bus.publish('nav/badge-changed', { badge: 'open-missions', count: 0 }));
    expect(screen.queryByTestId('centre-menu-badge')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quests' })).toBeInTheDocument();
  });

  it('forgets the count when the player logs out', () => {
    renderWithProviders(<MemberCentre onClose={jest.fn()} />, { resources: withQuests });
    act(() => bus.publish('nav/badge-changed', { badge: 'open-missions', count: 2 }));
    expect(screen.getByTestId('centre-menu-badge')).toHaveTextContent('2');
    act(() => bus.publish('session/logged-out', { reason: 'logout' }));
    expect(screen.queryByTestId('centre-menu-badge')).not.toBeInTheDocument();
  });
});
