/** The rewards of the mall: cost in points, stock, and a redeem button per reward. */
import styled from '@emotion/styled';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bus,
  Button,
  EmptyState,
  type endpoints,
  ErrorState,
  imageUrl,
  Skeleton,
  SuccessBox,
  useErrorText,
} from '@vitrine/shared';
import { RedeemDialog } from './RedeemDialog';
import { usePointRewards } from './use-points';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  > li {
    display: flex;
    flex-direction: column;
    min-width: 0;
    border-radius: ${({ theme }) => theme.radius.lg};
    overflow: hidden;
    background: ${({ theme }) => theme.color.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
  img {
    display: block;
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: ${({ theme }) => theme.color.skeleton};
  }
  .body {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(3)};
    flex: 1;
    align-content: start;
  }
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    overflow-wrap: anywhere;
  }
  .cost {
    color: ${({ theme }) => theme.color.gold};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
  .meta {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  button {
    margin: 0 ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)};
  }
`;

export function Rewards({ balance, loggedIn }: { balance: number | undefined; loggedIn: boolean }) {
  const { t, i18n } = useTranslation('promotions');
  const errorText = useErrorText();
  const rewards = usePointRewards();
  const [open, setOpen] = useState<endpoints.PointReward | null>(null);
  const [done, setDone] = useState<endpoints.RedeemRecord | null>(null);
  const number = new Intl.NumberFormat(i18n.language);

  if (rewards.isPending)
    return (
      <Grid aria-busy="true" data-testid="pm-rewards-loading">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i}>
            <Skeleton height="150px" radius="0" />
            <div className="body">
              <Skeleton width="70%" />
              <Skeleton width="40%" />
            </div>
          </li>
        ))}
      </Grid>
    );
  if (rewards.isError)
    return (
      <ErrorState
        title={t('pm_rewards_failed')}
        message={errorText(rewards.error)}
        onRetry={() => void rewards.refetch()}
        testId="pm-rewards-error"
      />
    );
  if (rewards.data.length === 0)
    return <EmptyState message={t('pm_rewards_empty')} testId="pm-rewards-empty" />;

  return (
    <>
      {done ? (
        <SuccessBox title={t('pm_redeemed', { name: done.rewardName })} testId="pm-redeem-success">
          <p>{t(done.state === 'APPROVED' ? 'pm_redeemed_approved' : 'pm_redeemed_in_process')}</p>
        </SuccessBox>
      ) : null}
      <Grid aria-label={t('pm_rewards')}>
        {rewards.data.map((reward) => {
          const out = reward.quantity <= 0;
          const short = balance !== undefined && balance < reward.points;
          return (
            <li key={reward.id} data-testid="pm-reward" data-reward={reward.id}>
              <img src={imageUrl(reward.imageUrl)} alt="" loading="lazy" width={200} height={150} />
              <div className="body">
                <h4>{reward.name}</h4>
                <span className="cost">{t('pm_points_n', { points: number.format(reward.points) })}</span>
                <span className="meta">{reward.remark}</span>
                <span className="meta">
                  {out ? t('pm_out_of_stock') : t('pm_stock', { stock: number.format(reward.quantity) })}
                </span>
              </div>
              <Button
                type="button"
                variant="promo"
                size="sm"
                disabled={out || (loggedIn && short)}
                aria-label={t('pm_redeem_named', { name: reward.name })}
                onClick={() => {
                  if (!loggedIn) {
                    bus.publish('session/login-required', { reason: 'points' });
                    return;
                  }
                  setDone(null);
                  setOpen(reward);
                }}
                data-testid="pm-redeem-open"
              >
                {out ? t('pm_out_of_stock') : loggedIn && short ? t('pm_not_enough') : t('pm_redeem')}
              </Button>
            </li>
          );
        })}
      </Grid>
      {open ? (
        <RedeemDialog
          reward={open}
          balance={balance}
          onClose={() => setOpen(null)}
          onDone={(record) => {
            setOpen(null);
            setDone(record);
          }}
        />
      ) : null}
    </>
  );
}
