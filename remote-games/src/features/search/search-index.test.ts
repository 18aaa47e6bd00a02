import { buildIndex, createSearcher, normalize } from './search-index';

const games = [
  { nodeId: '1', gameName: 'Fortune Tiger', vassalage: 'PG' },
  { nodeId: '2', gameName: 'Golden Tiger', vassalage: 'PP' },
  { nodeId: '3', gameName: 'Tiger Fortune', vassalage: 'JILI' },
  { nodeId: '4', gameName: 'Mega Spins', vassalage: 'PG' },
  { nodeId: '5', gameName: 'Miền Bắc', vassalage: 'TCG_LOTTO_VN' },
];

describe('search index', () => {
  it('normalises case, spaces and accents', () => {
    expect(normalize('  Miền   BẮC ')).toBe('mien bac');
  });

  it('finds a game by part of its name, across vendors, ranked by where it matches', () => {
    const search = createSearcher(buildIndex(games));
    expect(search('tiger').games.map((g) => g.nodeId)).toEqual(['3', '1', '2']);
    expect(search('ortune tig').games.map((g) => g.gameName)).toEqual(['Fortune Tiger', 'Tiger Fortune']);
    expect(search('mien').games.map((g) => g.nodeId)).toEqual(['5']);
    expect(search('tiger jili').games.map((g) => g.nodeId)).toEqual(['3']);
    expect(search('').total).toBe(0);
    expect(search('zzz').total).toBe(0);
  });

  it('narrows from the previous matches while typing forward, and widens again on delete', () => {
    const search = createSearcher(buildIndex(games));
    expect(search('t').total).toBe(4);
    expect(search('ti').total).toBe(3);
    expect(search('tig').total).toBe(3);
    expect(search('g').total).toBe(5);
    expect(search('go').games.map((g) => g.nodeId)).toEqual(['2']);
  });
});
