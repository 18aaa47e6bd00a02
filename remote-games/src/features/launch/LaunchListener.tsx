import { useNavigate } from 'react-router-dom';
import { call, endpoints, getBoot, useBusEvent, type BusEvents } from '@vitrine/shared';
import { lotteryRouteOf } from './launch-rules';
import { useGameLauncher } from './use-game-launcher';
import { withEsportsSplit } from '../../lib/session-cached';

const CATEGORY_ROUTES: Partial<Record<endpoints.GameCategory, string>> = {
  RNG: '/rng',
  LIVE: '/live',
  PVP: '/pvp',
  FISH: '/fish',
};

/**
 * Answers 'game/launch-requested' from anywhere (nav, another remote): a lottery vendor opens its
 * route, a vendor-list vendor (sports) starts its game, a game (nodeId) launches, and a vendor of
 * a listed category opens its category page. Mount it once, inside the router.
 */
export function LaunchListener() {
  const navigate = useNavigate();
  const launcher = useGameLauncher();
  useBusEvent('game/launch-requested', (request: BusEvents['game/launch-requested']) => {
    void (async () => {
      const answer = await call(endpoints.gameVendor, {}).catch(() => null);
      const lanes = answer ? withEsportsSplit(answer, getBoot()?.info?.brand?.esports) : null;
      const card = lanes?.data.lanes.flatMap((l) => l.cards).find((c) => c.vassalage === request.vassalage);
      if (card?.accountTypeName) {
        navigate(
          lotteryRouteOf({
            accountTypeName: card.accountTypeName,
            code: request.gameCode ?? null,
            defaultPlayType: null,
          }),
        );
        return;
      }
      const nodeId = request.nodeId ?? (card?.directLaunch ? card.nodeId : null);
      if (!nodeId) {
        const path = card ? CATEGORY_ROUTES[card.category] : undefined;
        if (path) navigate(`${path}?page=${encodeURIComponent(request.vassalage)}`);
        return;
      }
      const target = {
        nodeId,
        gameId: card?.gameId ?? '',
        vassalage: request.vassalage,
        isGame: 'GAME' as const,
        category: card?.category,
      };
      if (request.freePlay) launcher.trial(target);
      else launcher.play(target);
    })();
  });
  return <>{launcher.element}</>;
}
