import type { endpoints } from '@vitrine/shared';

/** Categories whose vendors have game lists (the others launch one game at once). */
export const SEAMLESS_CATEGORIES: readonly endpoints.GameCategory[] = ['RNG', 'LIVE', 'FISH', 'PVP'];

/**
 * The seamless-wallet lobby as one lane: every vendor the server marks `seamless` (in server
 * order, each once), optionally of one category, direct-launch vendors left out (they have no
 * game list), and the classifications of the lanes they come from.
 */
export function seamlessLane(lanes: endpoints.GameVendorLane[], category: endpoints.GameCategory | 'ALL'): endpoints.GameVendorLane {
  const seen = new Set<string>();
  const cards: endpoints.GameVendor[] = [];
  const classify = new Map<string, endpoints.GameClassify>();
  for (const lane of lanes) {
    if (category !== 'ALL' && lane.title !== category) continue;
    for (const card of lane.cards) {
      if (!card.seamless || card.directLaunch || seen.has(card.vassalage)) continue;
      seen.add(card.vassalage);
      cards.push(card);
      for (const c of lane.gameClassify) classify.set(c.gameType, c);
    }
  }
  return { title: category === 'ALL' ? 'RNG' : category, cards, gameClassify: [...classify.values()] };
}

/** The categories that have at least one seamless vendor, in the lobby's order. */
export function seamlessCategories(lanes: endpoints.GameVendorLane[]): endpoints.GameCategory[] {
  return SEAMLESS_CATEGORIES.filter((c) => seamlessLane(lanes, c).cards.length > 0);
}
