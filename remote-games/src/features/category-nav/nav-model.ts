/**
 * The category navigation built from the vendor lanes (server order): each category's route, its
 * vendors, and DS88 (a sports vendor) moved right after LIVE as its own item. `CATEGORY_ROUTES` is
 * the games remote's one table from a category to its route (the nav, the launch listener, the
 * home page's vendor lanes and the category page).
 */
import type { endpoints } from '@vitrine/shared';
import { lotteryRouteOf } from '../launch/launch-rules';
import type { LaunchTarget } from '../launch/use-game-launcher';

export const CATEGORY_ROUTES: Record<string, string> = {
  ELOTT: '/elott',
  LOTT: '/elott',
  LIVE: '/live',
  SPORTS: '/sports',
  FISH: '/fish',
  RNG: '/rng',
  PVP: '/pvp',
  ESPORTS: '/esports',
};

/** Categories whose page is the shared game-category page with `?page=<vassalage>`. */
export const VENDOR_PAGE_CATEGORIES: ReadonlySet<string> = new Set(['RNG', 'LIVE', 'PVP', 'FISH']);

/** A vendor's own page on its category's route (`/rng?page=PG`), or null for a category without one. */
export function vendorPageHref(category: string, vassalage: string): string | null {
  return VENDOR_PAGE_CATEGORIES.has(category) ? `${CATEGORY_ROUTES[category]}?page=${encodeURIComponent(vassalage)}` : null;
}

/** The vendor-page category a route shows (`/live` → LIVE), from the same table; RNG for any other. */
export function categoryOfPath(path: string): endpoints.GameCategory {
  const found = [...VENDOR_PAGE_CATEGORIES].find((category) => CATEGORY_ROUTES[category] === path);
  return (found ?? 'RNG') as endpoints.GameCategory;
}

export interface NavItem {
  key: string;
  category: string;
  /** Translation key (namespace games); '' for DS88, which shows its vendor's name. */
  labelKey: string;
  route: string;
  vendors: endpoints.GameVendor[];
}

export function buildNavItems(lanes: endpoints.GameVendorLane[]): NavItem[] {
  const items: NavItem[] = [];
  let ds88: endpoints.GameVendor | undefined;
  for (const lane of lanes) {
    const vendors = lane.cards.filter((card) => {
      if (lane.title === 'SPORTS' && card.vassalage === 'DS88') {
        ds88 = card;
        return false;
      }
      return true;
    });
    items.push({ key: lane.title, category: lane.title, labelKey: `category_${lane.title}`, route: CATEGORY_ROUTES[lane.title] ?? '/index', vendors });
  }
  if (ds88) {
    const live = items.findIndex((i) => i.category === 'LIVE');
    items.splice(live + 1, 0, { key: 'DS88', category: 'SPORTS', labelKey: '', route: '/sports', vendors: [ds88] });
  }
  return items;
}

/** Where a category tab goes: the first vendor's page for vendor-page categories, else its route. */
export function categoryHref(item: NavItem): string {
  const first = item.vendors[0];
  if (VENDOR_PAGE_CATEGORIES.has(item.category) && first) return `${item.route}?page=${encodeURIComponent(first.vassalage)}`;
  return item.route;
}

/** What a vendor click does. */
export type VendorAction =
  /** Open a route: the vendor's page, or a lottery vendor's lottery page. */
  | { kind: 'open'; href: string }
  /** Start the vendor's game with the launcher (real play, or a free trial). */
  | { kind: 'play' | 'trial'; target: LaunchTarget };

/**
 * A vendor click. A lottery vendor opens its lottery route; a vendor-list vendor (sports, esports:
 * `directLaunch`) or a Free trial starts its game through the launcher; any other vendor opens its
 * page on the category route.
 */
export function vendorAction(item: NavItem, vendor: endpoints.GameVendor, freePlay = false): VendorAction {
  if (vendor.accountTypeName) return { kind: 'open', href: lotteryRouteOf({ accountTypeName: vendor.accountTypeName, code: vendor.gameId, defaultPlayType: null }) };
  if ((vendor.directLaunch || freePlay) && vendor.nodeId) {
    const target: LaunchTarget = {
      nodeId: vendor.nodeId,
      gameId: vendor.gameId ?? '',
      vassalage: vendor.vassalage,
      isGame: 'GAME',
      category: vendor.category,
    };
    return { kind: freePlay ? 'trial' : 'play', target };
  }
  return { kind: 'open', href: `${item.route}?page=${encodeURIComponent(vendor.vassalage)}` };
}
