import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { VendorLanes } from './VendorLanes';
import games from '../../locales/en.json';

const VENDOR_PATH = '/wps/relay/GCSGAME_gameVendor';

const vendor = (vassalage: string, displayName: string, isHot: 0 | 1) => ({
  vassalage,
  displayName,
  smallIcon: `/vendor/${vassalage}.svg`,
  showIcon: `/vendor/${vassalage}.svg`,
  isHot,
  supportPlay: 0,
  category: 'RNG',
  directLaunch: false,
  nodeId: null,
  gameId: null,
  accountTypeName: null,
  maintenance: null,
  gameCount: 120,
});

describe('VendorLanes', () => {
  // The lanes are kept in sessionStorage for the session; each test starts a new one.
  beforeEach(() => sessionStorage.clear());

  it('renders one lane per category in server order with its vendors', async () => {
    const fetchMock = mockApi({
      [VENDOR_PATH]: {
        data: {
          lanes: [
            { title: 'LIVE', cards: [vendor('EVO', 'Evolution', 1)], gameClassify: [] },
            {
              title: 'RNG',
              cards: [vendor('PG', 'PG Soft', 0), vendor('JILI', 'JILI', 0)],
              gameClassify: [],
            },
          ],
        },
      },
    });
    renderWithProviders(<VendorLanes />, { resources: { games } });
    const lanes = await screen.findAllByTestId('vendor-lane');
    expect(lanes.map((l) => l.getAttribute('data-category'))).toEqual(['LIVE', 'RNG']);
    expect(screen.getByRole('heading', { name: 'Live casino' })).toBeInTheDocument();
    expect(screen.getByText('PG Soft')).toBeInTheDocument();
    expect(screen.getAllByText('120 games')).toHaveLength(3);
    expect(screen.getByText('Hot')).toBeInTheDocument();
    const request = fetchMock.mock.calls[0][0] as Request;
    expect(request.method).toBe('POST');
    expect(request.headers.get('Device')).toBe('web');
  });

  it('shows a retry when the vendors cannot be loaded, and recovers', async () => {
    let fail = true;
    mockApi({
      [VENDOR_PATH]: () => {
        if (fail) throw new ApiFailure('module_disabled', 'Game lobby is not enabled for this site', 403);
        return { data: { lanes: [{ title: 'FISH', cards: [], gameClassify: [] }] } };
      },
    });
    renderWithProviders(<VendorLanes />, { resources: { games } });
    expect(await screen.findByText('The games could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Fish' })).toBeInTheDocument();
  });
});

describe('vendor lanes cached for the session', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the lanes in sessionStorage and renders them from there on the next visit, without a request', async () => {
    const lanes = {
      data: { lanes: [{ title: 'FISH', cards: [vendor('JILIFISH', 'JILI Fishing', 0)], gameClassify: [] }] },
    };
    mockApi({ [VENDOR_PATH]: lanes });
    const first = renderWithProviders(<VendorLanes />, { resources: { games } });
    expect(await screen.findByText('JILI Fishing')).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem('vitrine.games.vendors.en')).not.toBeNull());
    first.unmount();

    const fetchMock = mockApi({ [VENDOR_PATH]: lanes });
    renderWithProviders(<VendorLanes />, { resources: { games } });
    expect(screen.getByText('JILI Fishing')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
