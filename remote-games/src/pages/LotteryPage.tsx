import styled from '@emotion/styled';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  bus,
  Button,
  ErrorState,
  Skeleton,
  endpoints,
  useApiQuery,
  useBoot,
  useSession,
  type RemotePageProps,
} from '@vitrine/shared';
import { lobbyVendorOf, variantOf } from '../features/lottery/variants';
import { LotteryMenu } from '../features/lottery/LotteryMenu';
import { OpenedNumbers, RecentLottery } from '../features/lottery/OpenedNumbers';
import { useLotteryLaunch } from '../features/lottery/use-lottery-launch';
import { PopularLottery } from '../features/lottery/PopularLottery';
import { GameFrame } from '../features/launch/GameFrame';

const Page = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr) 280px;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  h1,
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  @media (max-width: 1100px) {
    grid-template-columns: 200px minmax(0, 1fr);
    aside.side {
      grid-column: 1 / -1;
    }
  }
  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Stage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-content: start;
  min-width: 0;
`;

const Prompt = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(8)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceRaised};
  text-align: center;
`;

/** `/elott`, `/lottery?gameCode=…&playType=…`, `/vnlottery`, `/seaLottery` (header-only chrome). */
export default function LotteryPage({ route }: RemotePageProps) {
  const { t } = useTranslation('games');
  const variant = variantOf(route.path);
  const { token } = useSession();
  const boot = useBoot();
  const [params, setParams] = useSearchParams();
  const menus = useApiQuery(
    variant.menus,
    { prizeMode: variant.prizeMode, device: 'web' },
    { staleTime: Infinity },
  );
  const groups = (menus.data?.gameMenus ?? []).filter(
    (m) => !variant.groups || variant.groups.includes(m.gameGroupCode),
  );
  // The popular list offers only what this page's menus can open (known once the menus are in).
  const available = menus.isSuccess ? new Set(groups.flatMap((m) => m.games.map((g) => g.gameCode))) : null;
  const gameCode = params.get('gameCode');
  const game = groups.flatMap((m) => m.games).find((g) => g.gameCode === gameCode) ?? null;
  const playType = params.get('playType') ?? game?.defaultPlayType ?? undefined;
  const choice = menus.isPending
    ? null
    : game
      ? { vassalage: game.vassalage, gameCode: game.gameCode, playType }
      : { vassalage: lobbyVendorOf(variant, boot?.info.brand?.lotteryType) };
  const launch = useLotteryLaunch(variant, choice);

  const select = (g: endpoints.LotteryGame) =>
    setParams({ gameCode: g.gameCode, playType: g.defaultPlayType }, { replace: true });

  return (
    <Page data-testid="lottery-page" data-variant={variant.path}>
      <aside aria-label={t('lottery_menu')}>
        <h1>{t(variant.titleKey)}</h1>
        <LotteryMenu
          menus={groups}
          selected={game?.gameCode ?? null}
          onSelect={select}
          state={menus.isPending ? 'pending' : menus.isError ? 'error' : 'success'}
          onRetry={() => void menus.refetch()}
        />
      </aside>
      <Stage
        data-testid="lottery-stage"
        data-game-code={game?.gameCode ?? ''}
        data-play-type={playType ?? ''}
      >
        <h2>{game ? game.gameName : t('lottery_lobby')}</h2>
        {!token ? (
          <Prompt data-testid="lottery-login-needed">
            <p>{t('login_to_play')}</p>
            <Button
              type="button"
              onClick={() => bus.publish('session/login-required', { reason: 'lottery' })}
            >
              {t('log_in')}
            </Button>
          </Prompt>
        ) : launch.isPending ? (
          <Skeleton height="480px" />
        ) : launch.isError ? (
          <ErrorState
            title={t('launch_failed')}
            message={launch.error.serverMessage}
            onRetry={() => void launch.refetch()}
          />
        ) : (
          <GameFrame
            url={launch.data ?? null}
            trial={false}
            title={game?.gameName ?? t('lottery_lobby')}
            onClose={() => setParams({}, { replace: true })}
          />
        )}
      </Stage>
      <aside className="side" aria-label={t('opened_numbers')}>
        {token ? <RecentLottery variant={variant} onSelect={select} /> : null}
        <PopularLottery
          variant={variant}
          available={available}
          selected={game?.gameCode ?? null}
          onSelect={select}
        />
        <OpenedNumbers variant={variant} gameCode={game?.gameCode ?? null} />
      </aside>
    </Page>
  );
}
