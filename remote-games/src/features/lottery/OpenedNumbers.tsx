import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Skeleton, useApiQuery, type endpoints } from '@vitrine/shared';
import type { LotteryVariant } from './variants';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceRaised};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;

const Balls = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  b {
    min-width: 26px;
    height: 26px;
    display: inline-grid;
    place-items: center;
    padding: 0 ${({ theme }) => theme.space(1)};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.gold};
    color: ${({ theme }) => theme.color.goldText};
    font-variant-numeric: tabular-nums;
  }
`;

/** The latest opened numbers: of one game when chosen, else the latest draw of each game. */
export function OpenedNumbers({ variant, gameCode }: { variant: LotteryVariant; gameCode: string | null }) {
  const { t, i18n } = useTranslation('games');
  // With prizeMode, device and language, as the spec states the call (Vietnam: count 100).
  const request: endpoints.OpenedNumeroRequest = {
    prizeMode: variant.prizeMode,
    device: 'web',
    language: i18n.language,
    gameCode: gameCode ?? undefined,
    count: variant.openedCount,
  };
  const opened = useApiQuery(variant.opened, request, { staleTime: 30_000, refetchInterval: 60_000 });
  return (
    <section aria-labelledby="opened-numbers" data-testid="opened-numbers">
      <h2 id="opened-numbers">{t('opened_numbers')}</h2>
      {opened.isPending ? (
        <Skeleton height="200px" />
      ) : opened.isError ? (
        <p>{t('load_failed')}</p>
      ) : (
        <List>
          {opened.data.slice(0, variant.openedCount).map((draw) => (
            <li key={`${draw.gameCode}-${draw.numero}`} data-testid="opened-draw">
              <strong>{draw.gameName}</strong>
              <small>
                {t('issue')} {draw.numero}
              </small>
              <Balls aria-label={t('winning_numbers')}>
                {draw.winningNumbers.map((n, i) => (
                  <b key={i}>{n}</b>
                ))}
              </Balls>
            </li>
          ))}
        </List>
      )}
    </section>
  );
}

/** The member's recent lottery games (login needed). */
export function RecentLottery({
  variant,
  onSelect,
}: {
  variant: LotteryVariant;
  onSelect: (game: endpoints.LotteryGame) => void;
}) {
  const { t } = useTranslation('games');
  const recent = useApiQuery(
    variant.recent,
    { prizeMode: variant.prizeMode, device: 'web' },
    { staleTime: 30_000 },
  );
  if (!recent.data?.length) return null;
  return (
    <section aria-labelledby="recent-lottery" data-testid="recent-lottery">
      <h2 id="recent-lottery">{t('recent')}</h2>
      <Balls>
        {recent.data.map((game) => (
          <button key={game.gameCode} type="button" onClick={() => onSelect(game)}>
            {game.gameName}
          </button>
        ))}
      </Balls>
    </section>
  );
}
