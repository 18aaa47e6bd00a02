import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { apiQuery, endpoints, getBoot, useBusEvent, type BusEvents } from '@vitrine/shared';
import { lotteryRouteOf } from './launch-rules';
import { useGameLauncher } from './use-game-launcher';
import { VENDOR_LIST_REQUEST, withEsportsSplit } from '../../lib/session-cached';
import { vendorPageHref } from '../category-nav/nav-model';

/**
 * Answers 'game/launch-requested' from another remote (the category nav launches on its own): a
 * lottery vendor opens its route, a vendor-list vendor (sports) starts its game, a game (nodeId)
 * launches, and a vendor of a vendor-page category opens its page. It reads the vendor list from
 * the query entry the rest of the games remote uses. Mount it once, inside the router.
 */
export function LaunchListener() {
  const navigate = useNavigate();
  const launcher = useGameLauncher();
  const queryClient = useQueryClient();
  useBusEvent('game/launch-requested', (request: BusEvents['game/launch-requested']) => {
    void (async () => {
      const answer = await queryClient.fetchQuery({ ...apiQuery(endpoints.gameVendor, VENDOR_LIST_REQUEST), staleTime: Infinity }).catch(() => null);
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
        const href = card ? vendorPageHref(card.category, request.vassalage) : null;
        if (href) navigate(href);
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
