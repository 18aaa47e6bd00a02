/**
 * The esports split of the vendor list (issue 14 item 18, spec section 3): the brand config names
 * the vendors (vassalages) that are esports, and the front end moves them out of the SPORTS lane
 * into ESPORTS itself rather than trusting the backend to have done it. Pure: the host's category
 * nav and the games remote read the same lanes through it.
 */
import type { GameVendorLane } from './endpoints/games';

export function splitEsports(lanes: readonly GameVendorLane[], esports: readonly string[] | null | undefined): GameVendorLane[] {
  const wanted = new Set(esports ?? []);
  if (wanted.size === 0) return [...lanes];
  const sports = lanes.find((lane) => lane.title === 'SPORTS');
  // A moved vendor is an esports vendor everywhere it is read (its card's category too).
  const moved = (sports?.cards.filter((card) => wanted.has(card.vassalage)) ?? []).map((card) => ({ ...card, category: 'ESPORTS' as const }));
  if (moved.length === 0) return [...lanes];

  const existing = lanes.find((lane) => lane.title === 'ESPORTS');
  const known = new Set(existing?.cards.map((card) => card.vassalage));
  const esportsLane: GameVendorLane = {
    title: 'ESPORTS',
    cards: [...(existing?.cards ?? []), ...moved.filter((card) => !known.has(card.vassalage))],
    gameClassify: existing?.gameClassify ?? [],
  };
  const out: GameVendorLane[] = [];
  for (const lane of lanes) {
    if (lane === existing) {
      out.push(esportsLane);
    } else if (lane === sports) {
      const rest = lane.cards.filter((card) => !wanted.has(card.vassalage));
      if (rest.length) out.push({ ...lane, cards: rest });
      // A new ESPORTS lane takes the place after SPORTS; an existing one keeps its own.
      if (!existing) out.push(esportsLane);
    } else {
      out.push(lane);
    }
  }
  return out;
}
