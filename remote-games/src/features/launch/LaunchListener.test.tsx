import '../../test-utils/host-state';
import { act, screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { bus, type endpoints } from '@vitrine/shared';
import { LaunchListener } from './LaunchListener';
import { vendorCard } from '../../test-utils/fixtures';
import { Where } from '../../test-utils/where';
import { LAUNCH_CDN, logIn, logOut, setFreePlay } from '../../test-utils/host-state';
import games from '../../locales/en.json';
import { launchAt } from '../../test-utils/launch';

const lanes = {
  data: {
    lanes: [
      {
        title: 'ELOTT',
        cards: [
          vendorCard('TCG_SEA', 'TCG SEA', {
            category: 'ELOTT',
            directLaunch: true,
            accountTypeName: 'TCG_SEA',
            nodeId: 'TCG_SEA-0001',
            gameId: 'tcg_sea_1',
          }),
        ],
        gameClassify: [],
      },
      {
        title: 'SPORTS',
        cards: [
          vendorCard('SABA', 'SABA Sports', {
            category: 'SPORTS',
            directLaunch: true,
            nodeId: 'SABA-0001',
            gameId: 'saba_1',
          }),
        ],
        gameClassify: [],
      },
      { title: 'RNG', cards: [vendorCard('PG', 'PG Soft')], gameClassify: [] },
    ],
  },
};

describe("LaunchListener ('game/launch-requested')", () => {
  afterEach(() => act(() => logOut()));

  it('routes lottery vendors, starts vendor-list vendors, opens category pages for the others', async () => {
    logIn();
    setFreePlay(true);
    const launches: endpoints.LaunchGameRequest[] = [];
    mockApi({
      '/wps/relay/GCSGAME_gameVendor': lanes,
      '/wps/game/launchGame': (b: unknown) => {
        launches.push(b as endpoints.LaunchGameRequest);
        return { content: { game_url: '/saba' } };
      },
    });
    renderWithProviders(
      <>
        <LaunchListener />
        <Where />
      </>,
      { resources: { games }, route: '/index' },
    );
    const where = () => screen.getByTestId('location').textContent;

    act(() => bus.publish('game/launch-requested', { vassalage: 'TCG_SEA' }));
    await waitFor(() => expect(where()).toBe('/seaLottery'));

    act(() => bus.publish('game/launch-requested', { vassalage: 'SABA' }));
    await waitFor(() => expect(launchAt(where())).toEqual({ url: `${LAUNCH_CDN}/saba`, mode: 'real' }));
    expect(launches[0]).toMatchObject({
      vassalage: 'SABA',
      nodeId: 'SABA-0001',
      accountType: 1,
      launchMode: 'GLS',
    });

    act(() => bus.publish('game/launch-requested', { vassalage: 'PG' }));
    await waitFor(() => expect(where()).toBe('/rng?page=PG'));
  });
});
