import '../../test-utils/logged-in';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney, type endpoints } from '@vitrine/shared';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { PlayerRank } from './PlayerRank';
import promotions from '../../locales/en.json';
import { PATHS } from '../../test-utils/centre-fixtures';

const resources = { promotions };
const money = (value: number) => formatMoney(value, 'en');

const rank = (level: number, benefits: string[] = ['Daily rebate']): endpoints.VipRank => ({
  rankLevel: level,
  labelName: `VIP${level}`,
  requiredDeposit: level * level * 1000,
  requiredValidBet: level * level * 5000,
  upgradeBonus: level * 50,
  rebateRate: 0.005,
  benefits,
});

const progress = (overrides: Partial<endpoints.PlayerRankProgress> = {}): endpoints.PlayerRankProgress => ({
  rankLevel: 2,
  labelName: 'VIP2',
  nextRankLevel: 3,
  deposit: 4500,
  validBet: 20000,
  nextRequiredDeposit: 9000,
  nextRequiredValidBet: 45000,
  percent: 47,
  ...overrides,
});

describe('PlayerRank', () => {
  it('shows my rank, the way to the next and the rank table with mine marked', async () => {
    mockApi({
      [PATHS.rankProgress]: progress(),
      [PATHS.vipRanks]: [rank(1), rank(2, ['Daily rebate', 'Birthday bonus']), rank(3)],
    });
    renderWithProviders(<PlayerRank />, { resources });
    expect(screen.getByTestId('vip-progress-loading')).toBeInTheDocument();
    expect(await screen.findByTestId('vip-current')).toHaveTextContent('VIP2');
    expect(screen.getByTestId('vip-next')).toHaveTextContent('47% of the way to VIP3');
    expect(screen.getByRole('progressbar', { name: 'Progress to VIP3' })).toHaveAttribute(
      'aria-valuenow',
      '47',
    );
    expect(screen.getByTestId('vip-deposit')).toHaveTextContent(`${money(4500)} / ${money(9000)}`);
    expect(screen.getByTestId('vip-valid-bet')).toHaveTextContent(`${money(20000)} / ${money(45000)}`);
    const ranks = await screen.findAllByTestId('vip-rank');
    expect(ranks).toHaveLength(3);
    expect(ranks[1]).toHaveAttribute('aria-current', 'true');
    expect(ranks[1]).toHaveTextContent('Your rank');
    expect(ranks[0]).not.toHaveAttribute('aria-current');
    expect(within(ranks[1]).getByRole('list', { name: 'Benefits' })).toHaveTextContent('Birthday bonus');
    expect(ranks[2]).toHaveTextContent(money(9000));
    expect(ranks[2]).toHaveTextContent('0.5%');
  });

  it('says so at the top rank', async () => {
    mockApi({
      [PATHS.rankProgress]: progress({
        rankLevel: 10,
        labelName: 'VIP10',
        nextRankLevel: null,
        nextRequiredDeposit: null,
        nextRequiredValidBet: null,
        percent: 100,
      }),
      [PATHS.vipRanks]: [rank(10)],
    });
    renderWithProviders(<PlayerRank />, { resources });
    expect(await screen.findByTestId('vip-top')).toHaveTextContent('You have reached the highest rank');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows an empty table and retries a failed progress load', async () => {
    let fail = true;
    mockApi({
      [PATHS.rankProgress]: () => {
        if (fail) throw new ApiFailure('internal_error', 'Service unavailable', 500);
        return progress();
      },
      [PATHS.vipRanks]: [],
    });
    renderWithProviders(<PlayerRank />, { resources });
    expect(await screen.findByTestId('vip-progress-error')).toHaveTextContent(
      'Your VIP progress could not be loaded',
    );
    expect(await screen.findByTestId('vip-ranks-empty')).toHaveTextContent('No VIP ranks are set up yet.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('vip-current')).toHaveTextContent('VIP2');
  });
});
