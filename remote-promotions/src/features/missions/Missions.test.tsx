import '../../test-utils/logged-in';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, formatMoney } from '@vitrine/shared';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { Missions } from './Missions';
import promotions from '../../locales/en.json';
import { mission, PATHS } from '../../test-utils/centre-fixtures';

const resources = { promotions };
const money = (value: number) => formatMoney(value, 'en');

const board = {
  list: [
    { rank: 1, username: 'ab***', score: 900, reward: 500 },
    { rank: 2, username: 'cd***', score: 400, reward: 300 },
  ],
  me: { rank: 2, username: 'player1', score: 400, reward: 300 },
};

describe('Missions', () => {
  it('shows each mission with its progress, reward and state, and the leaderboard with my place', async () => {
    mockApi({
      [PATHS.missions]: {
        openCount: 2,
        missions: [
          mission(),
          mission({
            id: 2,
            title: 'Play 10 rounds',
            metric: 'BET_COUNT',
            target: 10,
            progress: 10,
            state: 'CLAIM',
            rewardPoints: 0,
            rewardAmount: 5,
          }),
          mission({ id: 3, title: 'Old one', state: 'CLAIMED' }),
        ],
      },
      [PATHS.leaderboard]: board,
    });
    renderWithProviders(<Missions />, { resources });
    expect(screen.getByTestId('ms-loading')).toBeInTheDocument();
    const cards = await screen.findAllByTestId('ms-mission');
    expect(screen.getByTestId('ms-missions')).toHaveTextContent('2 open missions');
    expect(cards[0]).toHaveTextContent('In progress');
    expect(within(cards[0]).getByTestId('ms-progress-text')).toHaveTextContent(
      `${money(120)} / ${money(500)}`,
    );
    expect(within(cards[0]).getByRole('progressbar', { name: 'Progress of Bet 500' })).toHaveAttribute(
      'aria-valuenow',
      '120',
    );
    expect(cards[0]).toHaveTextContent('200 points');
    expect(within(cards[0]).queryByRole('button', { name: 'Claim reward' })).not.toBeInTheDocument();
    expect(within(cards[1]).getByTestId('ms-progress-text')).toHaveTextContent('10 / 10');
    expect(within(cards[1]).getByRole('button', { name: 'Claim reward' })).toBeEnabled();
    expect(cards[2]).toHaveTextContent('Claimed');

    const leaders = await screen.findAllByTestId('ms-leader');
    expect(leaders[0]).toHaveTextContent('1. ab***');
    expect(leaders[0]).toHaveTextContent(money(900));
    expect(screen.getByTestId('ms-me')).toHaveTextContent('You are number 2');
  });

  it('claims a finished mission and refreshes the wallet when it pays money', async () => {
    let claimed = false;
    const bodies: unknown[] = [];
    mockApi({
      [PATHS.missions]: () => ({
        openCount: claimed ? 0 : 1,
        missions: [
          mission({
            id: 2,
            title: 'Play 10 rounds',
            metric: 'BET_COUNT',
            target: 10,
            progress: 10,
            rewardPoints: 50,
            rewardAmount: 5,
            state: claimed ? 'CLAIMED' : 'CLAIM',
          }),
        ],
      }),
      [PATHS.leaderboard]: board,
      [PATHS.claimMission]: (body: unknown) => {
        bodies.push(body);
        claimed = true;
        return mission({
          id: 2,
          title: 'Play 10 rounds',
          rewardPoints: 50,
          rewardAmount: 5,
          state: 'CLAIMED',
        });
      },
    });
    const refresh = jest.fn();
    const off = bus.on('wallet/refresh-requested', refresh);
    renderWithProviders(<Missions />, { resources });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim reward' }));
    const success = await screen.findByTestId('ms-claim-success');
    expect(success).toHaveTextContent('Mission “Play 10 rounds” claimed.');
    expect(success).toHaveTextContent('50 points');
    expect(success).toHaveTextContent('The money reward is in your wallet.');
    expect(bodies).toEqual([{ missionId: 2 }]);
    expect(refresh).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('ms-mission')).toHaveAttribute('data-state', 'CLAIMED'));
    expect(screen.getByTestId('ms-missions')).toHaveTextContent('0 open missions');
    off();
  });

  it("shows the server's reason when a claim is refused", async () => {
    mockApi({
      [PATHS.missions]: { openCount: 1, missions: [mission({ state: 'CLAIM' })] },
      [PATHS.leaderboard]: board,
      [PATHS.claimMission]: () => {
        throw new ApiFailure('conflict', 'Cannot claim: mission is CLOSED', 409);
      },
    });
    renderWithProviders(<Missions />, { resources });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim reward' }));
    expect(await screen.findByTestId('ms-claim-error')).toHaveTextContent('Cannot claim: mission is CLOSED');
  });

  it('says when there are no missions and nobody on the board, and retries a failed load', async () => {
    let fail = true;
    mockApi({
      [PATHS.missions]: () => {
        if (fail) throw new ApiFailure('internal_error', 'Service unavailable', 500);
        return { openCount: 0, missions: [] };
      },
      [PATHS.leaderboard]: { list: [], me: null },
    });
    renderWithProviders(<Missions />, { resources });
    expect(await screen.findByTestId('ms-error')).toHaveTextContent('The missions could not be loaded');
    expect(await screen.findByTestId('ms-leaderboard-empty')).toHaveTextContent(
      'No one is on the leaderboard yet.',
    );
    fail = false;
    await userEvent.click(within(screen.getByTestId('ms-error')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('ms-empty')).toHaveTextContent('No missions running right now.');
  });
});
