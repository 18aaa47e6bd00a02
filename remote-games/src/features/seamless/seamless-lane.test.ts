import type { endpoints } from '@vitrine/shared';
import { seamlessCategories, seamlessLane } from './seamless-lane';

const card = (vassalage: string, category: endpoints.GameCategory, seamless: boolean, directLaunch = false): endpoints.GameVendor => ({
  vassalage,
  displayName: vassalage,
  smallIcon: '',
  showIcon: '',
  isHot: 0,
  supportPlay: 1,
  category,
  directLaunch,
  nodeId: null,
  gameId: null,
  accountTypeName: null,
  maintenance: null,
  gameCount: 10,
  seamless,
});
const LANES: endpoints.GameVendorLane[] = [
  { title: 'LIVE', cards: [card('EVO', 'LIVE', true), card('SA', 'LIVE', false)], gameClassify: [{ gameType: 'BACCARAT', name: 'Baccarat' }] },
  { title: 'SPORTS', cards: [card('SABA', 'SPORTS', true, true)], gameClassify: [] },
  { title: 'RNG', cards: [card('PG', 'RNG', true), card('CQ9', 'RNG', false)], gameClassify: [{ gameType: 'SLOT', name: 'Slots' }] },
  { title: 'FISH', cards: [card('CQ9FISH', 'FISH', false)], gameClassify: [] },
];

describe('seamless lobby', () => {
  it('lists the marked vendors with game lists, each once, with their classifications', () => {
    const all = seamlessLane(LANES, 'ALL');
    expect(all.cards.map((c) => c.vassalage)).toEqual(['EVO', 'PG']);
    expect(all.gameClassify.map((c) => c.gameType)).toEqual(['BACCARAT', 'SLOT']);
    expect(seamlessLane(LANES, 'RNG').cards.map((c) => c.vassalage)).toEqual(['PG']);
    expect(seamlessLane(LANES, 'FISH').cards).toEqual([]);
  });

  it('offers only the categories that have seamless vendors', () => {
    expect(seamlessCategories(LANES)).toEqual(['RNG', 'LIVE']);
  });
});
