/**
 * Missions (member-centre page `missionLeaderboard`, label `mission_activity`, MISSION3): every
 * mission with its progress, reward and state; a finished one is claimed here (points and/or
 * money). Below, the leaderboard of the week with the member's own place.
 */
import styled from '@emotion/styled';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Button,
  endpoints,
  FormAlert,
  formatDate,
  Hint,
  Money,
  OutcomeCheck,
  QueryStates,
  RecordList,
  Skeleton,
  SuccessBox,
  useApiQuery,
  useErrorText,
  useMoneyAction,
} from '@vitrine/shared';
import { Badge, type Tone } from '../../components/Badge';
import { Progress, Section } from '../../components/Panel';

const MISSION_TONE: Record<endpoints.MissionState, Tone> = {
  IN_PROCESS: 'primary',
  CLAIM: 'success',
  CLAIMED: 'muted',
  CLOSED: 'muted',
};

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  > li {
    display: grid;
    align-content: start;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.color.border};
    min-width: 0;
  }
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  .line {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-variant-numeric: tabular-nums;
  }
  .reward {
    color: ${({ theme }) => theme.color.gold};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Me = styled.li`
  && {
    border-color: ${({ theme }) => theme.color.gold};
  }
`;

const MONEY_METRICS = new Set<endpoints.Mission['metric']>(['BET_AMOUNT', 'DEPOSIT_AMOUNT']);

function Amount({ metric, value }: { metric: endpoints.Mission['metric']; value: number }) {
  const { i18n } = useTranslation();
  return MONEY_METRICS.has(metric) ? (
    <Money value={value} />
  ) : (
    <>{new Intl.NumberFormat(i18n.language).format(value)}</>
  );
}

/**
 * Claim a finished mission; its points and money land in the points balance and the wallet. A
 * money call (issue 12): one at a time, an idempotency key per mission, and after a lost answer the
 * missions, points and balance are re-read and only a same-key retry is offered.
 */
function useClaimMission() {
  const queryClient = useQueryClient();
  return useMoneyAction(endpoints.claimMission, {
    check: (v) => typeof v?.id === 'number' && typeof v.title === 'string' && typeof v.state === 'string',
    refresh: () => {
      for (const endpoint of [
        endpoints.missionSummary,
        endpoints.missionLeaderboard,
        endpoints.pointBalance,
        endpoints.memTransDet,
      ]) {
        void queryClient.invalidateQueries({ queryKey: [endpoint.name] });
      }
    },
  });
}

function MissionList() {
  const { t, i18n } = useTranslation('promotions');
  const errorText = useErrorText();
  const summary = useApiQuery(endpoints.missionSummary, undefined, { staleTime: 0 });
  const claim = useClaimMission();
  const number = new Intl.NumberFormat(i18n.language);
  const claimed = claim.isSuccess ? claim.data : undefined;

  const open = summary.data?.openCount;
  return (
    <Section
      title={t('ms_missions')}
      note={open !== undefined ? t('ms_open_count', { count: open }) : undefined}
      testId="ms-missions"
    >
      {claimed ? (
        <SuccessBox title={t('ms_claimed', { title: claimed.title })} testId="ms-claim-success">
          <p>
            {[
              claimed.rewardPoints > 0
                ? t('ms_reward_points', { points: number.format(claimed.rewardPoints) })
                : null,
              claimed.rewardAmount > 0 ? t('ms_reward_money_added') : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </SuccessBox>
      ) : null}
      {claim.isError ? (
        <FormAlert title={t('ms_claim_failed')} message={errorText(claim.error)} testId="ms-claim-error" />
      ) : null}
      {claim.isUncertain ? (
        <OutcomeCheck checking={claim.checking} pending={claim.isPending} onRetry={claim.retry} testId="ms-claim-outcome" />
      ) : null}
      <QueryStates
        query={summary}
        testId="ms"
        errorTitle={t('ms_failed')}
        isEmpty={(data) => data.missions.length === 0}
        emptyMessage={t('ms_empty')}
        loading={
          <div aria-busy="true" data-testid="ms-loading" style={{ display: 'grid', gap: 12 }}>
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} height="132px" />
            ))}
          </div>
        }
      >
        {(data) => (
          <Cards aria-label={t('ms_missions')}>
            {data.missions.map((mission) => {
              const busy = claim.isPending && claim.variables?.missionId === mission.id;
              return (
                <li
                  key={mission.id}
                  data-testid="ms-mission"
                  data-mission={mission.id}
                  data-state={mission.state}
                >
                  <div className="line">
                    <Badge tone={MISSION_TONE[mission.state]}>{t(`state_${mission.state}`)}</Badge>
                    <Hint>{t('ms_ends', { date: formatDate(mission.endTime, i18n.language) })}</Hint>
                  </div>
                  <h4>{mission.title}</h4>
                  <Hint>{mission.description}</Hint>
                  <Progress
                    value={mission.progress}
                    max={mission.target}
                    label={t('ms_progress_of', { title: mission.title })}
                    testId="ms-progress"
                  />
                  <div className="line">
                    <span data-testid="ms-progress-text">
                      <Amount metric={mission.metric} value={mission.progress} /> /{' '}
                      <Amount metric={mission.metric} value={mission.target} />
                    </span>
                    <span className="reward">
                      {mission.rewardPoints > 0
                        ? t('ms_reward_points', { points: number.format(mission.rewardPoints) })
                        : null}
                      {mission.rewardPoints > 0 && mission.rewardAmount > 0 ? ' + ' : null}
                      {mission.rewardAmount > 0 ? <Money value={mission.rewardAmount} /> : null}
                    </span>
                  </div>
                  {mission.state === 'CLAIM' ? (
                    <Button
                      type="button"
                      variant="promo"
                      size="sm"
                      disabled={claim.isPending || claim.isUncertain}
                      aria-busy={busy}
                      onClick={() => claim.mutate({ missionId: mission.id })}
                      data-testid="ms-claim"
                    >
                      {busy ? t('processing') : t('ms_claim')}
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </Cards>
        )}
      </QueryStates>
    </Section>
  );
}

function Leaderboard() {
  const { t, i18n } = useTranslation('promotions');
  const board = useApiQuery(endpoints.missionLeaderboard, undefined, { staleTime: 30_000 });
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Section title={t('ms_leaderboard')} note={t('ms_leaderboard_note')} testId="ms-leaderboard">
      <QueryStates
        query={board}
        testId="ms-leaderboard"
        errorTitle={t('ms_leaderboard_failed')}
        emptyMessage={t('ms_leaderboard_empty')}
      >
        {(data) => (
          <>
            {data.me ? (
              <RecordList aria-label={t('ms_your_place')}>
                <Me data-testid="ms-me">
                  <div className="what">
                    <strong>{t('ms_your_rank', { rank: number.format(data.me.rank) })}</strong>
                    <span className="meta">{data.me.username}</span>
                  </div>
                  <div className="amounts">
                    <Money value={data.me.score} />
                    {data.me.reward > 0 ? (
                      <span className="meta">
                        {t('ms_prize')} <Money value={data.me.reward} />
                      </span>
                    ) : null}
                  </div>
                </Me>
              </RecordList>
            ) : null}
            <RecordList as="ol" aria-label={t('ms_leaderboard')}>
              {data.list.map((row) => (
                <li key={row.rank} data-testid="ms-leader" data-rank={row.rank}>
                  <div className="what">
                    <strong>
                      {number.format(row.rank)}. {row.username}
                    </strong>
                    {row.reward > 0 ? (
                      <span className="meta">
                        {t('ms_prize')} <Money value={row.reward} />
                      </span>
                    ) : null}
                  </div>
                  <div className="amounts">
                    <Money value={row.score} />
                  </div>
                </li>
              ))}
            </RecordList>
          </>
        )}
      </QueryStates>
    </Section>
  );
}

export function Missions() {
  return (
    <>
      <MissionList />
      <Leaderboard />
    </>
  );
}
