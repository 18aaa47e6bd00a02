/**
 * VIP (member-centre page `playerRank`): the member's rank and how far it is to the next (deposit
 * and valid bet against the next rank's requirements), then the rank table with each rank's
 * requirements, upgrade bonus, rebate rate and benefits, the member's own rank marked.
 */
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import {
  Card,
  EmptyState,
  endpoints,
  ErrorState,
  Hint,
  Money,
  Skeleton,
  useApiQuery,
  useErrorText,
} from '@vitrine/shared';
import { Badge } from '../../components/Badge';
import { Progress, Section } from '../../components/Panel';

const Current = styled(Card)`
  .rank {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${({ theme }) => theme.space(3)};
  }
  .rank strong {
    font-size: ${({ theme }) => theme.font.size.xxl};
    color: ${({ theme }) => theme.color.gold};
  }
  .need {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  .need > span {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-variant-numeric: tabular-nums;
  }
`;

const Ranks = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
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
  > li[aria-current='true'] {
    border-color: ${({ theme }) => theme.color.gold};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.gold};
  }
  h4 {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  dl {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space(5)};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** The member's rank and the way to the next (deposit and valid bet against its requirements). */
export function Progression() {
  const { t } = useTranslation('promotions');
  const errorText = useErrorText();
  const progress = useApiQuery(endpoints.playerRankProgress, undefined, { staleTime: 0 });
  if (progress.isPending) return <Skeleton height="160px" data-testid="vip-progress-loading" />;
  if (progress.isError)
    return (
      <ErrorState
        title={t('vip_progress_failed')}
        message={errorText(progress.error)}
        onRetry={() => void progress.refetch()}
        testId="vip-progress-error"
      />
    );
  const p = progress.data;
  return (
    <Current data-testid="vip-progress" data-rank={p.rankLevel}>
      <div className="rank">
        <Hint>{t('vip_current')}</Hint>
        <strong data-testid="vip-current">{p.labelName}</strong>
      </div>
      {p.nextRankLevel === null ? (
        <Hint data-testid="vip-top">{t('vip_top_rank')}</Hint>
      ) : (
        <>
          <Hint data-testid="vip-next">
            {t('vip_to_next', { rank: p.nextRankLevel, percent: p.percent })}
          </Hint>
          <Progress
            value={p.percent}
            label={t('vip_progress_label', { rank: p.nextRankLevel })}
            testId="vip-percent"
          />
          <div className="need">
            <span>
              <span>{t('vip_deposit')}</span>
              <span data-testid="vip-deposit">
                <Money value={p.deposit} /> / <Money value={p.nextRequiredDeposit} />
              </span>
            </span>
            <Progress value={p.deposit} max={p.nextRequiredDeposit ?? 0} label={t('vip_deposit')} />
          </div>
          <div className="need">
            <span>
              <span>{t('vip_valid_bet')}</span>
              <span data-testid="vip-valid-bet">
                <Money value={p.validBet} /> / <Money value={p.nextRequiredValidBet} />
              </span>
            </span>
            <Progress value={p.validBet} max={p.nextRequiredValidBet ?? 0} label={t('vip_valid_bet')} />
          </div>
        </>
      )}
    </Current>
  );
}

/** Every rank with its requirements, upgrade bonus, rebate and benefits; `current` is marked. */
export function RankTable({ current }: { current: number | undefined }) {
  const { t, i18n } = useTranslation('promotions');
  const errorText = useErrorText();
  const ranks = useApiQuery(endpoints.vipRanks, undefined);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 });
  if (ranks.isPending)
    return (
      <div aria-busy="true" data-testid="vip-ranks-loading" style={{ display: 'grid', gap: 12 }}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height="120px" />
        ))}
      </div>
    );
  if (ranks.isError)
    return (
      <ErrorState
        title={t('vip_ranks_failed')}
        message={errorText(ranks.error)}
        onRetry={() => void ranks.refetch()}
        testId="vip-ranks-error"
      />
    );
  if (ranks.data.length === 0) return <EmptyState message={t('vip_ranks_empty')} testId="vip-ranks-empty" />;
  return (
    <Ranks aria-label={t('vip_ranks')}>
      {ranks.data.map((rank) => {
        const mine = rank.rankLevel === current;
        return (
          <li
            key={rank.rankLevel}
            data-testid="vip-rank"
            data-rank={rank.rankLevel}
            aria-current={mine ? 'true' : undefined}
          >
            <h4>
              {rank.labelName}
              {mine ? <Badge tone="gold">{t('vip_yours')}</Badge> : null}
            </h4>
            <dl>
              <dt>{t('vip_deposit')}</dt>
              <dd>
                <Money value={rank.requiredDeposit} />
              </dd>
              <dt>{t('vip_valid_bet')}</dt>
              <dd>
                <Money value={rank.requiredValidBet} />
              </dd>
              <dt>{t('vip_upgrade_bonus')}</dt>
              <dd>
                <Money value={rank.upgradeBonus} />
              </dd>
              <dt>{t('vip_rebate')}</dt>
              <dd>{percent.format(rank.rebateRate)}</dd>
            </dl>
            {rank.benefits.length ? (
              <ul aria-label={t('vip_benefits')}>
                {rank.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </Ranks>
  );
}

export function PlayerRank() {
  const { t } = useTranslation('promotions');
  const progress = useApiQuery(endpoints.playerRankProgress, undefined, { staleTime: 0 });
  return (
    <>
      <Progression />
      <Section title={t('vip_ranks')} testId="vip-ranks">
        <RankTable current={progress.data?.rankLevel} />
      </Section>
    </>
  );
}
