import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { bus, call, endpoints, getBoot, getConfig, getSession, isApiError, isModuleEnabled, rgErrorText } from '@vitrine/shared';
import { gamePageHref, isLotteryGame, launchPayload, launchUrlOf, lotteryRouteOf } from './launch-rules';
import { SubGamePopup } from './SubGamePopup';
import { MaintenanceDialog } from './MaintenanceDialog';
import { BalanceDialog } from './BalanceDialog';

export type LaunchTarget = Pick<endpoints.Game, 'nodeId' | 'gameId' | 'vassalage'> &
  Partial<
    Pick<
      endpoints.Game,
      | 'gameName'
      | 'nodeName'
      | 'isGame'
      | 'accountTypeName'
      | 'category'
      | 'code'
      | 'defaultPlayType'
      | 'supportPlay'
    >
  > & {
    roomId?: string;
  };

type Overlay =
  | { kind: 'sub-games'; parent: LaunchTarget }
  | { kind: 'maintenance'; vassalage: string; startTime?: string; endTime?: string; message?: string }
  | { kind: 'balance' }
  | null;

export interface LaunchOptions {
  /** Replace the current history entry (pages that launch on arrival, e.g. /sports). */
  replace?: boolean;
}

export interface GameLauncher {
  /** Play for real: login first; lottery → its route; VASSALAGE → sub-game popup; else launch. */
  play: (game: LaunchTarget, options?: LaunchOptions) => void;
  /** Free trial (FREEPLAY3, supportPlay 0): no login needed. */
  trial: (game: LaunchTarget) => void;
  busy: boolean;
  /** The launcher's dialogs; render it once. */
  element: ReactNode;
}

/** Everything that happens between a Play click and the /game page (spec section 4). */
export function useGameLauncher(): GameLauncher {
  const { t, i18n } = useTranslation('games');
  const navigate = useNavigate();
  const [overlay, setOverlay] = useState<Overlay>(null);
  const [busy, setBusy] = useState(false);
  // One launch at a time: a double click must not open two game sessions.
  const inFlight = useRef(false);

  const fail = useCallback(
    (error: unknown, game: LaunchTarget) => {
      if (isApiError(error) && error.code === 'vendor_under_maintenance') {
        const range = (error.value ?? {}) as Partial<endpoints.VendorMaintenance>;
        setOverlay({
          kind: 'maintenance',
          vassalage: game.vassalage,
          startTime: range.startTime,
          endTime: range.endTime,
          message: error.serverMessage,
        });
      } else if (isApiError(error) && error.code === 'launch_game_balance_not_enough') {
        setOverlay({ kind: 'balance' });
      } else if (isApiError(error) && error.code === 'not_logged_in') {
        // The client already asked the host for a login.
      } else {
        bus.publish('ui/notify', {
          kind: 'error',
          // Responsible gaming: a loss or play-time limit used up is named, with when it resets.
          message: rgErrorText(error, t, i18n.language) ?? ((isApiError(error) && error.serverMessage) || t('launch_failed')),
        });
      }
    },
    [t, i18n.language],
  );

  const launch = useCallback(
    async (game: LaunchTarget, accountType: 0 | 1, options: LaunchOptions = {}) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      try {
        const session = getSession();
        const context = {
          language: i18n.language,
          username: session.account,
          merchantCode: getConfig().merchantCode,
        };
        const result =
          accountType === 0 && !session.token
            ? await call(endpoints.trialGame, {
                nodeId: game.nodeId,
                vassalage: game.vassalage,
                language: i18n.language,
              })
            : await call(endpoints.launchGame, launchPayload(game, accountType, context));
        const url = launchUrlOf(result.content, getBoot()?.launchCdn);
        if (!url) throw new Error('no game url');
        setOverlay(null);
        navigate(gamePageHref(url, accountType === 0 ? 'trial' : 'real'), { replace: options.replace });
      } catch (error) {
        fail(error, game);
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [fail, i18n.language, navigate],
  );

  const play = useCallback(
    (game: LaunchTarget, options: LaunchOptions = {}) => {
      if (!getSession().token) {
        bus.publish('session/login-required', { reason: 'game-launch' });
        return;
      }
      if (
        isLotteryGame({ accountTypeName: game.accountTypeName ?? null, category: game.category ?? 'RNG' })
      ) {
        navigate(
          lotteryRouteOf({
            accountTypeName: game.accountTypeName ?? null,
            code: game.code ?? null,
            defaultPlayType: game.defaultPlayType ?? null,
          }),
        );
        return;
      }
      if (game.isGame === 'VASSALAGE') {
        setOverlay({ kind: 'sub-games', parent: game });
        return;
      }
      void launch(game, 1, options);
    },
    [launch, navigate],
  );

  const trial = useCallback(
    (game: LaunchTarget) => {
      if (!isModuleEnabled('FREEPLAY3')) return;
      if (game.isGame === 'VASSALAGE') {
        setOverlay({ kind: 'sub-games', parent: game });
        return;
      }
      void launch(game, 0);
    },
    [launch],
  );

  const close = () => setOverlay(null);
  let element: ReactNode = null;
  if (overlay?.kind === 'sub-games') {
    element = (
      <SubGamePopup parent={overlay.parent} onClose={close} onPlay={play} onTrial={trial} busy={busy} />
    );
  } else if (overlay?.kind === 'maintenance') {
    element = <MaintenanceDialog {...overlay} onClose={close} onPlay={(g) => play(g)} />;
  } else if (overlay?.kind === 'balance') {
    element = (
      <BalanceDialog
        onClose={close}
        onDeposit={() => {
          close();
          bus.publish('member-centre/open', { page: 'depositv2' });
        }}
      />
    );
  }
  return { play, trial, busy, element };
}
