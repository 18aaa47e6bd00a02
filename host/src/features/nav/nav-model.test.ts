import { buildNavItems, categoryHref } from './nav-model';
import type { endpoints } from '@vitrine/shared';

const vendor = (vassalage: string, category: endpoints.GameCategory): endpoints.GameVendor => ({
  vassalage,
  displayName: vassalage,
  smallIcon: `/vendor/${vassalage}.svg`,
  showIcon: '',
  isHot: 0,
  supportPlay: 1,
  category,
  directLaunch: category === 'SPORTS',
  nodeId: null,
  gameId: null,
  accountTypeName: null,
  maintenance: null,
  gameCount: 1,
});
const lane = (title: endpoints.GameCategory, ...names: string[]): endpoints.GameVendorLane => ({ title, cards: names.map((n) => vendor(n, title)), gameClassify: [] });

describe('nav model', () => {
  it('keeps server order, maps routes, moves DS88 right after LIVE', () => {
    const items = buildNavItems([lane('RNG', 'PG', 'PP'), lane('SPORTS', 'SABA', 'DS88'), lane('LIVE', 'EVO'), lane('FISH', 'JDBFISH')]);
    expect(items.map((i) => [i.key, i.route])).toEqual([
      ['RNG', '/rng'],
      ['SPORTS', '/sports'],
      ['LIVE', '/live'],
      ['DS88', '/sports'],
      ['FISH', '/fish'],
    ]);
    expect(items[1].vendors.map((v) => v.vassalage)).toEqual(['SABA']);
  });

  it('a category tab opens the first vendor page for RNG/LIVE/PVP/FISH, else the route', () => {
    const [rng, sports] = buildNavItems([lane('RNG', 'PG', 'PP'), lane('SPORTS', 'SABA')]);
    expect(categoryHref(rng)).toBe('/rng?page=PG');
    expect(categoryHref(sports)).toBe('/sports');
  });
});
