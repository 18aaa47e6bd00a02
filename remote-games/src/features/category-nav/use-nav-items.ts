import { useMemo } from 'react';
import { useVendorLanes } from '../../lib/session-cached';
import { buildNavItems, type NavItem } from './nav-model';

/**
 * The game categories from the one vendor-list query entry (esports split applied), for every
 * menu the games remote draws in the host: the bottom nav, the side menu's game centre and the
 * footer's provider strip.
 */
export function useNavItems(): { items: NavItem[]; query: ReturnType<typeof useVendorLanes> } {
  const query = useVendorLanes();
  const items = useMemo(() => (query.data ? buildNavItems(query.data.data.lanes) : []), [query.data]);
  return { items, query };
}

/** A category's label: its translation, or for DS88 (no key) its vendor's name. */
export const navItemLabel = (item: NavItem, t: (key: string) => string): string =>
  item.labelKey ? t(item.labelKey) : (item.vendors[0]?.displayName ?? item.key);
