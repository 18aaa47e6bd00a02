/**
 * The promotions remote's menu badges (host slot `badgeSource`, mounted invisibly while a player
 * is logged in), published on `nav/badge-changed` for whichever menu entries and centre pages
 * name them. Both count for a real account only (0 otherwise):
 * - `rewards-available`: the promotions the player can claim or join now (REWCEN3);
 * - `open-missions`: the open missions (MISSION3). Same query as the missions page, so a claim
 *   there updates the badge.
 */
import { endpoints, isModuleEnabled, isTrialAccount, useApiQuery, useBoot, usePublishedBadge, useSession } from '@vitrine/shared';

const STALE_MS = 60_000;

/** Is a real account logged in with this whitelabel module on? */
function useRealAccountWith(modId: string): boolean {
  const session = useSession();
  const boot = useBoot();
  return Boolean(session.token) && !isTrialAccount(session) && isModuleEnabled(modId, boot);
}

export function useRewardsAvailableCount(): number {
  const enabled = useRealAccountWith('REWCEN3');
  const rewards = useApiQuery(endpoints.availablePromotions, undefined, { enabled, staleTime: STALE_MS });
  return enabled ? (rewards.data?.count ?? 0) : 0;
}

export function useOpenMissionsCount(): number {
  const enabled = useRealAccountWith('MISSION3');
  const missions = useApiQuery(endpoints.missionSummary, undefined, { enabled, staleTime: 30_000 });
  return enabled ? (missions.data?.openCount ?? 0) : 0;
}

export default function PromotionsBadgeSource() {
  usePublishedBadge('rewards-available', useRewardsAvailableCount());
  usePublishedBadge('open-missions', useOpenMissionsCount());
  return null;
}
