import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import {
  bus,
  Button,
  EmptyState,
  ErrorState,
  isApiError,
  isModuleEnabled,
  Money,
  Skeleton,
  endpoints,
  useApiQuery,
  useBoot,
  useSession,
} from '@vitrine/shared';
import { Link } from 'react-router-dom';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { maskName } from './mask-name';

/** Rows shown on the home page (the call answers the top 20). */
export const LEADERBOARD_ROWS = 10;

/** Codes that mean "this call wants a logged-in player" (client check or server answer). */
const LOGIN_CODES = new Set([
  'not_logged_in',
  'CUSTOMER_NOT_LOGIN',
  'login.not.session',
  'user.or.token.invalid',
]);

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-content: start;
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  }
  h2 {
    margin: 0;
  }
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.gold};
  color: ${({ theme }) => theme.color.goldText};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0 ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};
  th {
    padding: 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.color.textMuted};
    text-align: start;
  }
  td {
    padding: ${({ theme }) => theme.space(2)};
    background: ${({ theme }) => theme.color.surface};
    border-block: 1px solid ${({ theme }) => theme.color.border};
    white-space: nowrap;
  }
  td:first-of-type {
    border-inline-start: 1px solid ${({ theme }) => theme.color.border};
    border-start-start-radius: ${({ theme }) => theme.radius.md};
    border-end-start-radius: ${({ theme }) => theme.radius.md};
  }
  td:last-of-type {
    border-inline-end: 1px solid ${({ theme }) => theme.color.border};
    border-start-end-radius: ${({ theme }) => theme.radius.md};
    border-end-end-radius: ${({ theme }) => theme.radius.md};
  }
  th.amount,
  td.amount {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  .rank {
    display: inline-grid;
    place-items: center;
    min-width: 28px;
    height: 28px;
    padding: 0 ${({ theme }) => theme.space(1)};
    border-radius: ${({ theme }) => theme.radius.pill};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.color.textMuted};
  }
  /* The podium: gold edge, and the rank in a gold disc. */
  tr[data-podium='true'] td {
    background: ${({ theme }) => theme.color.surfaceRaised};
    border-color: ${({ theme }) => theme.color.gold};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  tr[data-podium='true'] .rank {
    background: ${({ theme }) => theme.color.gold};
    color: ${({ theme }) => theme.color.goldText};
  }
  tr[data-rank='1'] td:first-of-type {
    border-inline-start-width: 4px;
  }
  @media (max-width: 420px) {
    td,
    th {
      padding-inline: ${({ theme }) => theme.space(1)};
    }
  }
`;

const Login = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceRaised};
  p {
    margin: 0;
  }
`;

const Me = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  strong {
    color: ${({ theme }) => theme.color.text};
    font-variant-numeric: tabular-nums;
  }
`;

const More = styled(Link)`
  margin-inline-start: auto;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  min-height: 24px;
  display: inline-flex;
  align-items: center;
`;

/**
 * Mission leaderboard (MCSFE_getMissionLeaderboard), open missions as a badge: on the home page
 * (10 rows and a link to /ranking) and on /ranking (`rows` 20, no link).
 */
export function MissionLeaderboard({ rows = LEADERBOARD_ROWS, moreLink = false }: { rows?: number; moreLink?: boolean }) {
  const boot = useBoot();
  if (!isModuleEnabled('MISSION3', boot)) return null;
  return <Board rows={rows} moreLink={moreLink} />;
}

function Board({ rows, moreLink }: { rows: number; moreLink: boolean }) {
  const { t } = useTranslation('games');
  const { token } = useSession();
  const board = useApiQuery(endpoints.missionLeaderboard, undefined, { staleTime: 60_000 });
  // A token call: asked only with a session (the client would otherwise open the login popup).
  const summary = useApiQuery(endpoints.missionSummary, undefined, {
    enabled: Boolean(token),
    staleTime: 60_000,
  });
  const open = token ? (summary.data?.openCount ?? 0) : 0;
  const needsLogin = board.isError && !token && isApiError(board.error) && LOGIN_CODES.has(board.error.code);

  return (
    <Section aria-labelledby="mission-leaderboard" data-testid="mission-leaderboard">
      <header>
        <h2 id="mission-leaderboard">{t('mission_leaderboard')}</h2>
        {open > 0 ? <Badge data-testid="open-missions">{t('open_missions', { count: open })}</Badge> : null}
        {moreLink ? (
          <More to="/ranking" data-testid="leaderboard-more">
            {t('ranking_see_all')}
          </More>
        ) : null}
      </header>
      {board.isPending ? (
        // Ten rows in the shape of the table, so the board does not grow when it arrives.
        <div style={{ display: 'grid', gap: 4 }} aria-busy="true" data-testid="leaderboard-loading">
          {Array.from({ length: Math.min(rows, LEADERBOARD_ROWS) }, (_, i) => (
            <Skeleton key={i} height="44px" />
          ))}
        </div>
      ) : needsLogin ? (
        <Login data-testid="leaderboard-login">
          <p>{t('leaderboard_login')}</p>
          <Button
            type="button"
            onClick={() => bus.publish('session/login-required', { reason: 'missionLeaderboard' })}
          >
            {t('log_in')}
          </Button>
        </Login>
      ) : board.isError ? (
        <ErrorState
          title={t('leaderboard_failed')}
          onRetry={() => void board.refetch()}
          testId="leaderboard-error"
        />
      ) : board.data.list.length === 0 ? (
        <EmptyState message={t('leaderboard_empty')} />
      ) : (
        <>
          <div style={{ overflowX: 'auto' }}>
            <Table aria-labelledby="mission-leaderboard" data-testid="leaderboard-table">
              <thead>
                <tr>
                  <th scope="col">{t('leaderboard_rank')}</th>
                  <th scope="col">{t('leaderboard_player')}</th>
                  <th scope="col" className="amount">
                    {t('leaderboard_score')}
                  </th>
                  <th scope="col" className="amount">
                    {t('leaderboard_reward')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {board.data.list.slice(0, rows).map((row) => (
                  <tr
                    key={row.rank}
                    data-testid="leaderboard-row"
                    data-rank={row.rank}
                    data-podium={row.rank <= 3}
                  >
                    <td>
                      <span className="rank">{row.rank}</span>
                    </td>
                    <td>{maskName(row.username)}</td>
                    <td className="amount">
                      <Money value={row.score} />
                    </td>
                    <td className="amount">
                      {row.reward > 0 ? (
                        <Money value={row.reward} />
                      ) : (
                        <>
                          <span aria-hidden="true">–</span>
                          <VisuallyHidden>{t('leaderboard_no_reward')}</VisuallyHidden>
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
          {token && board.data.me ? (
            <Me data-testid="leaderboard-me">
              <strong>{t('leaderboard_your_rank', { rank: board.data.me.rank })}</strong> ·{' '}
              <Money value={board.data.me.score} />
            </Me>
          ) : null}
        </>
      )}
    </Section>
  );
}
