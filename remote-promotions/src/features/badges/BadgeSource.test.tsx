import '../../test-utils/logged-in';
import { act, waitFor } from '@testing-library/react';
import { resetNavBadges } from '@vitrine/shared';
import { mockApi, publishedBadges, renderBadgeSource } from '@vitrine/shared/testing';
import PromotionsBadgeSource from './BadgeSource';
import { PATHS } from '../../test-utils/centre-fixtures';

// The whitelabel modules that are on, and whether the player is a trial account (isAgent 4).
const mockState = { on: new Set<string>(), trial: false };
jest.mock('@vitrine/shared', () => jest.requireActual('@vitrine/shared/testing').sharedAsPlayer(() => mockState));

const shown = () => publishedBadges('rewards-available', 'open-missions');
const callsTo = (fetchMock: jest.Mock, path: string) => fetchMock.mock.calls.filter(([input]) => new URL((input as Request).url).pathname === path);
const render = () => renderBadgeSource(<PromotionsBadgeSource />);

describe('the promotions badge source: rewards-available and open-missions', () => {
  beforeEach(() => {
    mockState.trial = false;
  });
  afterEach(() => act(() => resetNavBadges()));

  it('publishes the claimable promotions and the open missions while their modules are on', async () => {
    mockState.on = new Set(['REWCEN3', 'MISSION3']);
    mockApi({ [PATHS.available]: { count: 2, list: [] }, [PATHS.missions]: { openCount: 4, missions: [] } });
    render();
    await waitFor(() => expect(shown()).toMatchObject({ 'rewards-available': 2, 'open-missions': 4 }));
  });

  it('asks only for what its module allows, and nothing for a trial account', async () => {
    mockState.on = new Set(['REWCEN3']);
    const fetchMock = mockApi({ [PATHS.available]: { count: 1, list: [] }, [PATHS.missions]: { openCount: 4, missions: [] } });
    const first = render();
    await waitFor(() => expect(shown()['rewards-available']).toBe(1));
    expect(shown()['open-missions']).toBe(0);
    expect(callsTo(fetchMock, PATHS.missions)).toHaveLength(0);
    first.unmount();
    mockState.on = new Set(['REWCEN3', 'MISSION3']);
    mockState.trial = true;
    const before = fetchMock.mock.calls.length;
    render();
    await new Promise((r) => setTimeout(r, 20));
    expect(shown()).toMatchObject({ 'rewards-available': 0, 'open-missions': 0 });
    expect(fetchMock.mock.calls.length).toBe(before);
  });
});
