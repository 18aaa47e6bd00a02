/**
 * Team overview (agent-centre item `agentTeamOverview`): the size and shape of the agent's team,
 * the team's money for a chosen period (deposits, withdrawals, bets, profit, the agent's income),
 * and the invite code and link that grow the team.
 */
import styled from '@emotion/styled';
import { keepPreviousData } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, endpoints, ErrorState, Money, Skeleton, useApiQuery } from '@vitrine/shared';
import { PERIODS, periodRange, type Period } from './period';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Switch = styled.div`
  display: inline-flex;
  max-width: 100%;
  overflow-x: auto;
  scrollbar-width: none;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceSunken};
  border: 1px solid ${({ theme }) => theme.color.border};
`;

const SwitchButton = styled.button`
  flex: none;
  white-space: nowrap;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  color: ${({ theme }) => theme.color.textMuted};
  background: transparent;
  transition: background ${({ theme }) => theme.motion.fast};
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.color.primaryText};
    background: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Grid = styled.dl<{ busy?: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  opacity: ${({ busy }) => (busy ? 0.6 : 1)};
  transition: opacity ${({ theme }) => theme.motion.fast};
`;

const Stat = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  min-width: 0;
  dt {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
    text-align: end;
  }
  small {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
  @media (min-width: 720px) {
    dd {
      font-size: ${({ theme }) => theme.font.size.xl};
    }
  }
`;

const Invite = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.gold};
  background: ${({ theme }) => theme.color.surfaceRaised};
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  strong {
    color: ${({ theme }) => theme.color.gold};
    font-size: ${({ theme }) => theme.font.size.lg};
    letter-spacing: 0.08em;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
  @media (max-width: 520px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Count = ({ value }: { value: number }) => {
  const { i18n } = useTranslation();
  return <>{new Intl.NumberFormat(i18n.language).format(value)}</>;
};

function StatCard({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <Stat data-stat={id}>
      <dt>{label}</dt>
      <dd>{children}</dd>
      {hint ? <small>{hint}</small> : null}
    </Stat>
  );
}

function InviteBox({ code, url }: { code: string; url: string }) {
  const { t } = useTranslation('agent');
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');
  const link = typeof window === 'undefined' ? url : new URL(url, window.location.origin).href;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('done');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Invite data-testid="invite">
      <div>
        <p>
          {t('invite_code')}: <strong data-testid="invite-code">{code}</strong>
        </p>
        <p>
          <small data-testid="invite-link">{link}</small>
        </p>
      </div>
      <div>
        <Button type="button" variant="gold" onClick={() => void copy()}>
          {t('copy_link')}
        </Button>
        <p role="status">
          <small>{copied === 'done' ? t('link_copied') : copied === 'failed' ? t('copy_failed') : ''}</small>
        </p>
      </div>
    </Invite>
  );
}

function Loading() {
  return (
    <div
      aria-busy="true"
      data-testid="team-overview-loading"
      style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}
    >
      {Array.from({ length: 12 }, (_, i) => (
        <Skeleton key={i} height="84px" />
      ))}
    </div>
  );
}

export function TeamOverview() {
  const { t } = useTranslation('agent');
  const [period, setPeriod] = useState<Period>('today');
  const overview = useApiQuery(endpoints.teamOverview, periodRange(period), {
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

  const switcher = (
    <Switch role="group" aria-label={t('period')}>
      {PERIODS.map((p) => (
        <SwitchButton key={p} type="button" aria-pressed={p === period} onClick={() => setPeriod(p)}>
          {t(`period_${p}`)}
        </SwitchButton>
      ))}
    </Switch>
  );

  if (overview.isPending) return <Loading />;
  if (overview.isError && !overview.data) {
    return (
      <ErrorState
        title={t('load_failed')}
        message={overview.error.serverMessage || undefined}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  const team = overview.data;
  const busy = overview.isPlaceholderData;

  return (
    <>
      {team.teamSize === 0 ? (
        <EmptyState message={t('no_team')} />
      ) : (
        <Section aria-labelledby="team-shape">
          <h3 id="team-shape">{t('my_team')}</h3>
          <Grid data-testid="team-stats">
            <StatCard id="team-size" label={t('team_size')}>
              <Count value={team.teamSize} />
            </StatCard>
            <StatCard id="direct-downlines" label={t('direct_downlines')}>
              <Count value={team.directDownlines} />
            </StatCard>
            <StatCard id="agents" label={t('agents')}>
              <Count value={team.agents} />
            </StatCard>
            <StatCard id="players" label={t('players')}>
              <Count value={team.players} />
            </StatCard>
            <StatCard id="new-members" label={t('new_members')} hint={t('new_members_hint')}>
              <Count value={team.newToday} />
            </StatCard>
            <StatCard id="active-members" label={t('active_members')} hint={t('active_members_hint')}>
              <Count value={team.activeMembers} />
            </StatCard>
            <StatCard id="team-balance" label={t('team_balance')}>
              <Money value={team.teamBalance} />
            </StatCard>
          </Grid>
        </Section>
      )}
      <Section aria-labelledby="team-period">
        <Toolbar>
          <h3 id="team-period">{t('period_figures')}</h3>
          {switcher}
        </Toolbar>
        {overview.isError ? (
          <ErrorState title={t('load_failed')} onRetry={() => void overview.refetch()} />
        ) : (
          <Grid data-testid="period-stats" busy={busy} aria-busy={busy}>
            <StatCard id="team-deposit" label={t('team_deposit')}>
              <Money value={team.teamDeposit} />
            </StatCard>
            <StatCard id="team-withdraw" label={t('team_withdraw')}>
              <Money value={team.teamWithdraw} />
            </StatCard>
            <StatCard id="team-bet" label={t('team_bet')}>
              <Money value={team.teamBet} />
            </StatCard>
            <StatCard id="team-valid-bet" label={t('team_valid_bet')}>
              <Money value={team.teamValidBet} />
            </StatCard>
            <StatCard id="team-profit" label={t('team_profit')} hint={t('team_profit_hint')}>
              <Money value={team.teamProfit} />
            </StatCard>
            <StatCard id="my-income" label={t('my_income')} hint={t('my_income_hint')}>
              <Money value={team.myIncome} />
            </StatCard>
          </Grid>
        )}
      </Section>
      <InviteBox code={team.inviteCode} url={team.inviteUrl} />
    </>
  );
}
