import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Skeleton, endpoints, useApiQuery } from '@vitrine/shared';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space(2)};
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(240px, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  overflow-x: auto;
  li {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
  .odds {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    font-variant-numeric: tabular-nums;
  }
  .odds span {
    flex: 1;
    text-align: center;
    padding: ${({ theme }) => theme.space(1)};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
`;

/** Hot and featured sports matches (GCSGAME_getGameMatchV2). */
export function Matches() {
  const { t, i18n } = useTranslation('games');
  const matches = useApiQuery(endpoints.gameMatch, undefined, { staleTime: 5 * 60_000 });
  const time = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  const list = matches.data?.list ?? [];
  const sections: [string, endpoints.Match[]][] = [
    ['featured_matches', list.filter((m) => m.featured)],
    ['hot_matches', list.filter((m) => !m.featured)],
  ];
  return (
    <section data-testid="matches" style={{ display: 'grid', gap: 12, minHeight: 300 }}>
      {matches.isPending ? (
        <Skeleton height="280px" />
      ) : matches.isError ? null : (
        sections.map(([key, items]) =>
          items.length ? (
            <div key={key} style={{ display: 'grid', gap: 12 }}>
              <h2 style={{ margin: 0 }}>{t(key)}</h2>
              <List>
                {items.map((m) => (
                  <li key={m.matchId} data-testid="match">
                    <small>
                      {t('league')}: {m.league} · {time.format(new Date(m.startTime))}
                    </small>
                    <strong>
                      {m.home} × {m.away}
                    </strong>
                    <div className="odds" aria-label={t('odds')}>
                      <span>{m.odds.home.toFixed(2)}</span>
                      {m.odds.draw !== null ? <span>{m.odds.draw.toFixed(2)}</span> : null}
                      <span>{m.odds.away.toFixed(2)}</span>
                    </div>
                  </li>
                ))}
              </List>
            </div>
          ) : null,
        )
      )}
    </section>
  );
}
