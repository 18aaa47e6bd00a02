import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { bus, type BusEvent } from '@vitrine/shared';
import { WinnerBoard } from './WinnerBoard';
import { Matches } from './Matches';
import { JoinCta } from './JoinCta';
import games from '../../locales/en.json';

const win = (username: string, amount: number) => ({
  username,
  gameName: 'Sweet Rush',
  vassalage: 'SPADE',
  amount,
  multiplier: 9,
  time: '2026-11-09 06:57:47',
});

describe('home sections', () => {
  it('winners board switches between latest winners and biggest wins', async () => {
    const types: string[] = [];
    mockApi({
      '/wps/relay/GCSGAME_getRankList': (b: unknown) => {
        const type = (b as { type: string }).type;
        types.push(type);
        return { list: type === 'BIG' ? [win('bi***g', 5000)] : [win('la***t', 18), win('ot***r', 9)] };
      },
    });
    renderWithProviders(<WinnerBoard />, { resources: { games } });
    await waitFor(() => expect(screen.getAllByTestId('winner-row')).toHaveLength(2));
    await userEvent.click(screen.getByRole('tab', { name: 'Biggest wins' }));
    await waitFor(() => expect(screen.getAllByTestId('winner-row')).toHaveLength(1));
    expect(screen.getByText('bi***g')).toBeInTheDocument();
    expect(types).toEqual(['WIN', 'BIG']);
  });

  it('matches: featured and hot', async () => {
    const match = (i: number, featured: boolean) => ({
      matchId: `M${i}`,
      sport: 'Football',
      league: 'Brasileirão',
      home: `Home ${i}`,
      away: `Away ${i}`,
      startTime: '2026-11-23T18:00:00.000Z',
      featured,
      odds: { home: 1.5, draw: 3.1, away: 2.2 },
    });
    mockApi({
      '/wps/relay/GCSGAME_getGameMatchV2': { list: [match(1, true), match(2, false), match(3, false)] },
    });
    renderWithProviders(<Matches />, { resources: { games } });
    expect(await screen.findByRole('heading', { name: 'Featured matches' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hot matches' })).toBeInTheDocument();
    expect(screen.getAllByTestId('match')).toHaveLength(3);
    expect(screen.getByText('Home 1 × Away 1')).toBeInTheDocument();
  });

  it('visitors get a registration call to action through the bus', async () => {
    const seen: BusEvent[] = [];
    const sub = bus.all().subscribe((e) => seen.push(e));
    renderWithProviders(<JoinCta />, { resources: { games } });
    await userEvent.click(screen.getByRole('button', { name: 'Join now' }));
    expect(seen).toContainEqual({ type: 'session/register-requested', payload: {} });
    sub.unsubscribe();
  });
});
