import type { endpoints } from '@vitrine/shared';

/** One player of the ranking: what they won among the board's biggest wins. */
export interface RankedPlayer {
  rank: number;
  /** As the operator masks it (`de***o`). */
  username: string;
  total: number;
  wins: number;
  best: number;
  bestGame: string;
}

/**
 * The player ranking, computed from the biggest-wins board (GCSGAME_getRankList, type BIG): each
 * player's wins summed, highest total first (ties: the bigger best win, then the name). The
 * operator gives names already masked, so two players with the same mask count as one row.
 */
export function rankPlayers(list: endpoints.WinnerEntry[], limit = 20): RankedPlayer[] {
  const byName = new Map<string, Omit<RankedPlayer, 'rank'>>();
  for (const row of list) {
    const seen = byName.get(row.username);
    if (!seen) {
      byName.set(row.username, { username: row.username, total: row.amount, wins: 1, best: row.amount, bestGame: row.gameName });
      continue;
    }
    seen.total = Math.round((seen.total + row.amount) * 100) / 100;
    seen.wins += 1;
    if (row.amount > seen.best) {
      seen.best = row.amount;
      seen.bestGame = row.gameName;
    }
  }
  return [...byName.values()]
    .sort((a, b) => b.total - a.total || b.best - a.best || a.username.localeCompare(b.username))
    .slice(0, limit)
    .map((p, i) => ({ ...p, rank: i + 1 }));
}
