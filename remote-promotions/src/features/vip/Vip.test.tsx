import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, type endpoints } from '@vitrine/shared';
import { renderWithProviders } from '@vitrine/shared/testing';
import { NextRankUnlocks, addedBenefits } from './NextRankUnlocks';
import { VipService, hasVipService } from './VipService';
import promotions from '../../locales/en.json';

const resources = { promotions };
const rank = (level: number, benefits: string[]): endpoints.VipRank => ({
  rankLevel: level,
  labelName: `VIP${level}`,
  requiredDeposit: level * 1000,
  requiredValidBet: level * 5000,
  upgradeBonus: level * 10,
  rebateRate: 0.003 + level * 0.0008,
  benefits,
});
const RANKS = [rank(4, ['Daily rebate', 'Birthday bonus']), rank(5, ['Daily rebate', 'Birthday bonus', 'VIP customer service']), rank(6, ['Daily rebate', 'Birthday bonus', 'VIP customer service'])];

describe('VIP page parts', () => {
  it('the next rank unlocks its new benefits, bonus and rebate', () => {
    expect(addedBenefits(RANKS[0], RANKS[1]!)).toEqual(['VIP customer service']);
    expect(addedBenefits(undefined, RANKS[0]!)).toEqual(['Daily rebate', 'Birthday bonus']);
    renderWithProviders(<NextRankUnlocks ranks={RANKS} rankLevel={4} />, { resources });
    expect(screen.getByRole('heading', { name: 'What VIP5 unlocks' })).toBeInTheDocument();
    expect(screen.getAllByTestId('vip-new-benefit').map((b) => b.textContent)).toEqual(['VIP customer service']);
    expect(screen.getByTestId('vip-next-unlocks')).toHaveTextContent('Upgrade bonus');
  });

  it('says when the next rank adds no new benefit, and nothing above the top rank', () => {
    const { unmount } = renderWithProviders(<NextRankUnlocks ranks={RANKS} rankLevel={5} />, { resources });
    expect(screen.getByText('The same benefits as your rank, with a higher rebate and an upgrade bonus.')).toBeInTheDocument();
    unmount();
    renderWithProviders(<NextRankUnlocks ranks={RANKS} rankLevel={6} />, { resources });
    expect(screen.queryByTestId('vip-next-unlocks')).toBeNull();
  });

  it('the VIP service opens above rank 4; below, live chat and the rank it opens at', async () => {
    expect([4, 5].map(hasVipService)).toEqual([false, true]);
    const opened = jest.fn();
    const off = bus.on('chat-room/open', opened);
    const { unmount } = renderWithProviders(<VipService rankLevel={5} />, { resources });
    await userEvent.click(screen.getByRole('button', { name: 'Contact VIP service' }));
    expect(opened).toHaveBeenCalledTimes(1);
    unmount();
    renderWithProviders(<VipService rankLevel={4} />, { resources });
    expect(screen.getByTestId('vip-service')).toHaveTextContent('The VIP service channel opens at VIP5.');
    await userEvent.click(screen.getByRole('button', { name: 'Open live chat' }));
    expect(opened).toHaveBeenCalledTimes(2);
    off();
  });
});
