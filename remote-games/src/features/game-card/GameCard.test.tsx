import { screen } from '@testing-library/react';
import { renderWithProviders } from '@vitrine/shared/testing';
import { GameCard, formatRtp, readRtp } from './GameCard';
import { game } from '../../test-utils/fixtures';
import games from '../../locales/en.json';

describe('GameCard: return to player (responsible gaming)', () => {
  it('shows the RTP the server gives, as a percentage, with the full wording as its title', () => {
    renderWithProviders(<GameCard game={game(1, { rtp: 0.965 })} />, { resources: { games } });
    const rtp = screen.getByTestId('game-rtp');
    expect(rtp).toHaveTextContent('RTP 96.5%');
    expect(rtp).toHaveAttribute('title', 'Theoretical return to player: 96.5%');
  });

  it.each([
    ['absent', undefined],
    ['null', null],
    ['zero', 0],
    ['over 100%', 1.2],
    ['not a number', Number.NaN],
  ])('shows no RTP when the server value is %s', (_label, rtp) => {
    renderWithProviders(<GameCard game={game(2, { rtp })} />, { resources: { games } });
    expect(screen.getByText('Game 2')).toBeInTheDocument();
    expect(screen.queryByTestId('game-rtp')).toBeNull();
  });

  it('formats in the player language (PT uses a decimal comma)', () => {
    expect(formatRtp(game(3, { rtp: 0.9612 }), 'pt')).toBe('96,12%');
    expect(formatRtp(game(3, { rtp: 0.97 }), 'en')).toBe('97.0%');
    expect(readRtp({ rtp: '0.97' as unknown as number })).toBeNull();
  });

  it('a lobby of tiles builds one RTP format per language, not one per tile', () => {
    const expected = new Intl.NumberFormat('es', { style: 'percent', minimumFractionDigits: 1 }).format(0.905);
    const spy = jest.spyOn(Intl, 'NumberFormat');
    try {
      const shown = Array.from({ length: 20 }, (_, i) => formatRtp(game(i, { rtp: 0.9 + i / 1000 }), 'es'));
      expect(spy.mock.calls.length).toBeLessThanOrEqual(1);
      expect(shown[5]).toBe(expected);
      expect(formatRtp(game(1, { rtp: 0.9 }), 'en')).toBe('90.0%');
    } finally {
      spy.mockRestore();
    }
  });
});
