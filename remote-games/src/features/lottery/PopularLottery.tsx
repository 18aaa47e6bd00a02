import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Skeleton, endpoints, useApiQuery } from '@vitrine/shared';
import type { LotteryVariant } from './variants';

/** The spec's popular lottery call asks for 20 games (section 7: "Popular /lgw/games/popular (count 20)"). */
export const POPULAR_COUNT = 20;

/** The popular call's request: count 20, with prizeMode, device and language like the other lottery calls. */
export function popularRequest(variant: Pick<LotteryVariant, 'prizeMode'>, language: string): endpoints.PopularRequest {
  return { count: POPULAR_COUNT, prizeMode: variant.prizeMode, device: 'web', language };
}

const Section = styled.section`
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  button {
    min-height: ${({ theme }) => theme.layout.touch};
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.text};
    cursor: pointer;
  }
  button[aria-current='true'] {
    border-color: ${({ theme }) => theme.color.focus};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/**
 * Popular lottery games (`/lgw/games/popular`, count 20), most played first. Only the games this
 * lottery page can open are listed (`available`: the game codes of its menus; all when null).
 */
export function PopularLottery({
  variant,
  available,
  selected,
  onSelect,
}: {
  variant: LotteryVariant;
  available: ReadonlySet<string> | null;
  selected: string | null;
  onSelect: (game: endpoints.LotteryGame) => void;
}) {
  const { t, i18n } = useTranslation('games');
  const popular = useApiQuery(endpoints.popular, popularRequest(variant, i18n.language), { staleTime: 5 * 60_000 });
  const games = (popular.data ?? []).filter((g) => !available || available.has(g.gameCode)).slice(0, POPULAR_COUNT);
  return (
    <Section aria-labelledby="popular-lottery" data-testid="popular-lottery">
      <h2 id="popular-lottery">{t('popular_lottery')}</h2>
      {popular.isPending ? (
        <Skeleton height="96px" />
      ) : popular.isError ? (
        <ErrorState title={t('load_failed')} onRetry={() => void popular.refetch()} />
      ) : games.length === 0 ? (
        <EmptyState message={t('no_data')} />
      ) : (
        <List>
          {games.map((game) => (
            <li key={game.gameCode}>
              <button
                type="button"
                data-testid="popular-lottery-game"
                data-game-code={game.gameCode}
                aria-current={game.gameCode === selected}
                onClick={() => onSelect(game)}
              >
                {game.gameName}
              </button>
            </li>
          ))}
        </List>
      )}
    </Section>
  );
}
