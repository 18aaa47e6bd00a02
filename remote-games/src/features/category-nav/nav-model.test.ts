import type { endpoints } from '@vitrine/shared';
import { buildNavItems, CATEGORY_ROUTES, categoryHref, categoryOfPath, vendorAction, vendorPageHref } from './nav-model';
import { vendorCard } from '../../test-utils/fixtures';

const vendor = (vassalage: string, category: endpoints.GameCategory, overrides: Partial<endpoints.GameVendor> = {}) =>
  vendorCard(vassalage, vassalage, { category, directLaunch: category === 'SPORTS', ...overrides });
const lane = (title: endpoints.GameCategory, ...names: string[]): endpoints.GameVendorLane => ({ title, cards: names.map((n) => vendor(n, title)), gameClassify: [] });

describe('category nav model', () => {
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
    expect(items[3]).toMatchObject({ category: 'SPORTS', labelKey: '', vendors: [expect.objectContaining({ vassalage: 'DS88' })] });
  });

  it('a category tab opens the first vendor page for RNG/LIVE/PVP/FISH, else the route', () => {
    const [rng, sports] = buildNavItems([lane('RNG', 'PG', 'PP'), lane('SPORTS', 'SABA')]);
    expect(categoryHref(rng)).toBe('/rng?page=PG');
    expect(categoryHref(sports)).toBe('/sports');
    expect(vendorPageHref('LIVE', 'EVO')).toBe('/live?page=EVO');
    expect(vendorPageHref('SPORTS', 'SABA')).toBeNull();
  });

  it('a vendor click: sports launches its game, a lottery opens its route, a slot vendor its page, Free trial launches a trial', () => {
    const [rng] = buildNavItems([lane('RNG', 'PG')]);
    const sports = { key: 'SPORTS', category: 'SPORTS', labelKey: 'category_SPORTS', route: '/sports', vendors: [] };
    const saba = vendor('SABA', 'SPORTS', { nodeId: 'SABA-0001', gameId: 'saba_1' });
    expect(vendorAction(sports, saba)).toEqual({
      kind: 'play',
      target: { nodeId: 'SABA-0001', gameId: 'saba_1', vassalage: 'SABA', isGame: 'GAME', category: 'SPORTS' },
    });
    const sea = vendor('TCG_SEA', 'ELOTT', { directLaunch: true, accountTypeName: 'TCG_SEA', nodeId: 'TCG_SEA-0001', gameId: 'tcg_sea_1' });
    expect(vendorAction({ ...sports, key: 'ELOTT', category: 'ELOTT', route: '/elott' }, sea)).toEqual({ kind: 'open', href: '/seaLottery?gameCode=tcg_sea_1' });
    expect(vendorAction(rng, vendor('PG', 'RNG'))).toEqual({ kind: 'open', href: '/rng?page=PG' });
    expect(vendorAction(rng, vendor('PG', 'RNG', { nodeId: 'PG-0001' }), true)).toMatchObject({ kind: 'trial', target: { nodeId: 'PG-0001', vassalage: 'PG' } });
  });
});

describe('the one category → route table', () => {
  it('gives the category page its category and a vendor its page from the same routes, both ways', () => {
    for (const category of ['RNG', 'LIVE', 'PVP', 'FISH'] as const) {
      const href = vendorPageHref(category, 'PG')!;
      expect(href).toBe(`${CATEGORY_ROUTES[category]}?page=PG`);
      expect(categoryOfPath(href.split('?')[0])).toBe(category);
    }
    expect(vendorPageHref('SPORTS', 'DS88')).toBeNull();
    expect(categoryOfPath('/somewhere')).toBe('RNG');
  });
});
