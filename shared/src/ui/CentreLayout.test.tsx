import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { CentreLayout, type CentreMenuEntry } from './CentreLayout';

const entries: CentreMenuEntry[] = [
  { key: 'member:securityCenter', page: 'securityCenter', label: 'My account' },
  {
    key: 'promotions:missionLeaderboard',
    page: 'missionLeaderboard',
    label: 'Missions',
    badge: 3,
    badgeLabel: '3 open missions',
  },
  { key: 'promotions:rewardCenter', page: 'rewardCenter', label: 'Reward center', badge: 0 },
];

function renderCentre(list = entries, onSelect = jest.fn()) {
  renderWithProviders(
    <CentreLayout
      testId="member-centre"
      title="Member centre"
      closeLabel="Close"
      loaded
      entries={list}
      active="securityCenter"
      onSelect={onSelect}
      onClose={jest.fn()}
    >
      <p>page</p>
    </CentreLayout>,
  );
  return onSelect;
}

describe('CentreLayout menu badges', () => {
  it('shows a count beside a label when above 0, named for screen readers', () => {
    renderCentre();
    const missions = screen.getByRole('button', { name: 'Missions, 3 open missions' });
    expect(missions).toHaveAttribute('data-page', 'missionLeaderboard');
    const badges = screen.getAllByTestId('centre-menu-badge');
    expect(badges).toHaveLength(1);
    expect(badges[0]).toHaveTextContent('3');
    expect(badges[0]).toHaveAttribute('aria-hidden', 'true');
    expect(missions).toContainElement(badges[0]);
  });

  it('shows no badge at 0 or when none is given, and the label alone names the entry', () => {
    renderCentre();
    expect(screen.getByRole('button', { name: 'Reward center' })).not.toContainElement(
      screen.queryByTestId('centre-menu-badge'),
    );
    expect(screen.getByRole('button', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
  });

  it('caps a large count and falls back to the number for screen readers', async () => {
    const onSelect = renderCentre([
      { key: 'x:m', page: 'missionLeaderboard', label: 'Missions', badge: 120 },
    ]);
    expect(screen.getByTestId('centre-menu-badge')).toHaveTextContent('99+');
    const entry = screen.getByRole('button', { name: 'Missions, 120' });
    await userEvent.click(entry);
    expect(onSelect).toHaveBeenCalledWith('missionLeaderboard');
  });
});
