import { act, screen } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { federationWriters, sessionWriters } from '@vitrine/shared/internal';
import { PlayerSafetySlot } from './CentreSlots';
import { menuManifest, recordLoads } from '../test-utils/menu-manifest';

/** The member remote's guard, as the loader would hand it over (no remote code runs in jest). */
function Guard() {
  return <p data-testid="guard">guard</p>;
}

describe('PlayerSafetySlot', () => {
  let loads: string[];
  beforeEach(() => {
    mockApi({});
    loads = recordLoads(() => Guard);
    const manifest = menuManifest({ member: [] });
    manifest.remotes.member!.contribution.slots = { playerSafety: './PlayerSafety' };
    federationWriters.setManifest(manifest);
  });
  afterEach(() => act(() => sessionWriters.clear()));

  it('loads nothing for a visitor, and the guard once a player logs in', async () => {
    renderWithProviders(<PlayerSafetySlot />);
    await act(async () => undefined);
    expect(loads).toEqual([]);
    expect(screen.queryByTestId('guard')).toBeNull();

    act(() => sessionWriters.store({ token: 'test-token', account: 'demo', isAgent: 0 }));
    expect(await screen.findByTestId('guard')).toBeInTheDocument();
    expect(loads).toEqual(['member/./PlayerSafety']);

    act(() => sessionWriters.clear());
    expect(screen.queryByTestId('guard')).toBeNull();
  });
});
