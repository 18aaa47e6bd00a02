/**
 * In-memory search over the whole catalogue. The index holds one precomputed, lower-cased,
 * accent-free string per game ("name vendor"), so a keystroke is one pass of `includes` over
 * ~5,000 short strings. A query that extends the previous one (typing forward) only re-checks the
 * previous matches. Results are ranked: name starts with the query, then a word of the name does,
 * then anywhere; ties keep catalogue order (hot first, as the server sorts).
 */
export interface Searchable {
  nodeId: string;
  gameName: string;
  nodeName?: string;
  vassalage: string;
}

export interface SearchIndex<T extends Searchable> {
  games: T[];
  /** `normalize(name)` per game. */
  names: string[];
  /** `normalize(name + ' ' + vendor)` per game. */
  haystacks: string[];
}

export interface SearchResult<T> {
  query: string;
  total: number;
  /** Matches in rank order (all of them; the view pages through them). */
  games: T[];
}

export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export function buildIndex<T extends Searchable>(games: T[]): SearchIndex<T> {
  const names = games.map((g) => normalize(g.gameName || g.nodeName || ''));
  return { games, names, haystacks: names.map((n, i) => `${n} ${games[i].vassalage.toLowerCase()}`) };
}

function rank(name: string, first: string): number {
  if (name.startsWith(first)) return 0;
  if (name.includes(` ${first}`)) return 1;
  return 2;
}

/** A stateful searcher: remembers the last query's matches to narrow the next one. */
export function createSearcher<T extends Searchable>(index: SearchIndex<T>) {
  let lastQuery: string | null = null;
  let lastMatches: number[] | null = null;
  return function search(raw: string): SearchResult<T> {
    const query = normalize(raw);
    if (!query) {
      lastQuery = null;
      lastMatches = null;
      return { query, total: 0, games: [] };
    }
    const tokens = query.split(' ');
    const candidates = lastQuery !== null && lastMatches && query.startsWith(lastQuery) ? lastMatches : null;
    const matches: number[] = [];
    const { haystacks } = index;
    const check = (i: number) => {
      const hay = haystacks[i];
      for (let k = 0; k < tokens.length; k++) if (!hay.includes(tokens[k])) return;
      matches.push(i);
    };
    if (candidates) for (let j = 0; j < candidates.length; j++) check(candidates[j]);
    else for (let i = 0; i < haystacks.length; i++) check(i);
    lastQuery = query;
    lastMatches = matches;
    const buckets: number[][] = [[], [], []];
    for (const i of matches) buckets[rank(index.names[i], tokens[0])].push(i);
    const ordered = buckets[0].concat(buckets[1], buckets[2]);
    return { query, total: ordered.length, games: ordered.map((i) => index.games[i]) };
  };
}
