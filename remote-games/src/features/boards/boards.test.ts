import type { endpoints } from '@vitrine/shared';
import { rankPlayers } from './player-ranking';
import { formatMultiplier, formatWinTime } from './format';

const win = (username: string, amount: number, gameName = 'Game'): endpoints.WinnerEntry => ({
  username,
  gameName,
  vassalage: 'PG',
  amount,
  multiplier: 10,
  time: '2026-11-20 14:05:00',
});

describe('rankPlayers', () => {
  it('sums each player’s wins, highest total first, with the count and the best win', () => {
    const ranked = rankPlayers([win('aa***1', 500, 'Big Bass'), win('bb***2', 700), win('aa***1', 300.1, 'Small'), win('cc***3', 700)]);
    expect(ranked).toEqual([
      { rank: 1, username: 'aa***1', total: 800.1, wins: 2, best: 500, bestGame: 'Big Bass' },
      { rank: 2, username: 'bb***2', total: 700, wins: 1, best: 700, bestGame: 'Game' },
      { rank: 3, username: 'cc***3', total: 700, wins: 1, best: 700, bestGame: 'Game' },
    ]);
  });

  it('keeps the top `limit` players; nothing in, nothing out', () => {
    const list = Array.from({ length: 30 }, (_, i) => win(`p${i}***`, i + 1));
    const ranked = rankPlayers(list, 20);
    expect(ranked).toHaveLength(20);
    expect(ranked[0]).toMatchObject({ rank: 1, username: 'p29***', total: 30 });
    expect(rankPlayers([])).toEqual([]);
  });
});

describe('formatting in the player’s language', () => {
  it('multiplier with the language’s decimal separator', () => {
    expect(formatMultiplier(2.25, 'en')).toBe('×2.25');
    expect(formatMultiplier(2.25, 'pt')).toBe('×2,25');
    expect(formatMultiplier(1234.5, 'pt')).toBe('×1.234,5');
  });

  it('the operator’s time as a short local date and time; an unknown shape is shown as given', () => {
    expect(formatWinTime('2026-11-20 14:05:00', 'pt')).toBe('20/11/2026, 14:05');
    expect(formatWinTime('2026-11-20 14:05:00', 'en')).toBe('11/20/26, 2:05 PM');
    expect(formatWinTime('yesterday', 'en')).toBe('yesterday');
  });
});
