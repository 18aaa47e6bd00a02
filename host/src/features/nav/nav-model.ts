/**
 * The game categories of the side menu's game centre and the footer, from the vendor lanes (server
 * order): each category's route, its vendors, and DS88 (a sports vendor) right after LIVE. The
 * bottom nav's categories and vendor dropdowns are the games remote's (its `categoryNav` slot).
 */
import { endpoints, splitEsports, useApiQuery, useBoot } from '@vitrine/shared';

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
const VENDOR_PAGE_CATEGORIES = new Set(['RNG', 'LIVE', 'PVP', 'FISH']);

export interface NavItem {
  key: string;
  category: string;
  /** Translation key (namespace host). */
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

export function useNavItems(): { items: NavItem[]; loading: boolean } {
  const query = useApiQuery(endpoints.gameVendor, { platform: 'W' }, { staleTime: Infinity });
  // The brand's esports list decides which sports vendors are esports (not the backend's lanes).
  const esports = useBoot()?.info?.brand?.esports;
  return { items: query.data ? buildNavItems(splitEsports(query.data.data.lanes, esports)) : [], loading: query.isPending };
}

/** Where a category tab goes: the first vendor's page for vendor-page categories, else its route. */
export function categoryHref(item: NavItem): string {
  const first = item.vendors[0];
  if (VENDOR_PAGE_CATEGORIES.has(item.category) && first) return `${item.route}?page=${encodeURIComponent(first.vassalage)}`;
  return item.route;
}
