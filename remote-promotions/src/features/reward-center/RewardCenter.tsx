/**
 * Reward centre (member-centre page `rewardCenter`, label `in_reward_center`): the promotions the
 * member can claim or join now, the daily raffle when the site offers one, and the member's
 * claims and applications with their activity state (spec section 4).
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  bus,
  Button,
  Card,
  type endpoints,
  ErrorState,
  FormAlert,
  formatDate,
  formatDateTime,
  formatMoney,
  Hint,
  isApiError,
  Money,
  OutcomeCheck,
  QueryStates,
  RecordList,
  RecordView,
  Skeleton,
  Stats,
  SuccessBox,
  useErrorText,
} from '@vitrine/shared';
import { Badge, STATE_TONE } from '../../components/Badge';
import { Section } from '../../components/Panel';
import {
  useAvailablePromotions,
  useClaimList,
  useClaimPromotion,
  useRaffleDraw,
  useRaffleStatus,
} from './use-reward-center';

const Offer = styled.li`
  && {
    grid-template-columns: minmax(0, 1fr) auto;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    justify-content: flex-end;
  }
  .bonus {
    color: ${({ theme }) => theme.color.gold};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  @media (max-width: 480px) {
    && {
      grid-template-columns: minmax(0, 1fr);
    }
    .actions {
      justify-content: stretch;
    }
    .actions > * {
      flex: 1;
    }
  }
`;

const Prizes = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 1px solid ${({ theme }) => theme.color.gold};
    color: ${({ theme }) => theme.color.gold};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const RaffleCard = styled(Card)`
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The apply form lives on the promotion's page: the action is a link there. */
const LinkButton = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.promo};
  color: ${({ theme }) => theme.color.primaryText};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  white-space: nowrap;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

type Action = 'claim' | 'join' | 'apply' | 'apply_again';

/** What the member can do with an available promotion. */
export function actionFor(promotion: endpoints.Promotion): Action | null {
  if (promotion.mode === 'APPLY')
    return promotion.state === 'JOIN' ? 'apply' : promotion.state === 'REJECTED' ? 'apply_again' : null;
  if (promotion.state !== 'CLAIM' && promotion.state !== 'JOIN') return null;
  return promotion.mode === 'CLAIM' ? 'claim' : promotion.mode === 'JOIN' ? 'join' : null;
}

function Available() {
  const { t, i18n } = useTranslation('promotions');
  const errorText = useErrorText();
  const available = useAvailablePromotions();
  const claim = useClaimPromotion();
  // The promotion of the last claim: its title for the success line, after a retry too.
  const [target, setTarget] = useState<endpoints.Promotion | null>(null);
  const done = claim.isSuccess && claim.data && target ? { title: target.title, state: claim.data.state } : null;

  const act = (promotion: endpoints.Promotion) => {
    setTarget(promotion);
    claim.mutate(
      { promotionId: promotion.id },
      {
        onError: (error) => {
          if (error.code === 'trial_account_denied')
            bus.publish('session/true-account-required', { feature: 'promotion' });
        },
      },
    );
  };

  const count = available.data?.count;
  return (
    <Section
      title={t('rc_available')}
      note={count !== undefined ? t('rc_available_count', { count }) : undefined}
      testId="rc-available"
    >
      {done ? (
        <SuccessBox
          title={
            done.state === 'CLAIMED'
              ? t('claimed_message', { title: done.title })
              : t('joined_message', { title: done.title })
          }
          testId="rc-claim-success"
        />
      ) : null}
      {claim.isError ? (
        <FormAlert title={t('rc_claim_failed')} message={errorText(claim.error)} testId="rc-claim-error" />
      ) : null}
      {claim.isUncertain ? (
        <OutcomeCheck checking={claim.checking} pending={claim.isPending} onRetry={claim.retry} testId="rc-claim-outcome" />
      ) : null}
      <QueryStates
        query={available}
        testId="rc-available"
        errorTitle={t('rc_available_failed')}
        emptyMessage={t('rc_available_empty')}
        loadingRows={3}
      >
        {(data) => (
          <RecordList aria-label={t('rc_available')}>
            {data.list.map((promotion) => {
              const action = actionFor(promotion);
              const busy = claim.isPending && claim.variables?.promotionId === promotion.id;
              return (
                <Offer
                  key={promotion.id}
                  data-testid="rc-offer"
                  data-promotion={promotion.id}
                  data-state={promotion.state}
                >
                  <div className="what">
                    <Badge tone={STATE_TONE[promotion.state]} data-testid="rc-offer-state">
                      {t(`state_${promotion.state}`)}
                    </Badge>
                    <strong>{promotion.title}</strong>
                    <span className="meta">{promotion.summary}</span>
                    <span className="meta">
                      {t('period', {
                        start: formatDate(promotion.startTime, i18n.language),
                        end: formatDate(promotion.endTime, i18n.language),
                      })}
                      {promotion.bonusAmount > 0 ? (
                        <>
                          {' · '}
                          {t('bonus')}{' '}
                          <span className="bonus">
                            <Money value={promotion.bonusAmount} />
                          </span>
                        </>
                      ) : null}
                    </span>
                  </div>
                  <div className="actions">
                    {action === 'apply' || action === 'apply_again' ? (
                      <LinkButton
                        to={`/promoDetail?id=${promotion.id}`}
                        onClick={() => bus.publish('member-centre/close', {})}
                      >
                        {t(`action_${action}`)}
                      </LinkButton>
                    ) : action ? (
                      <Button
                        type="button"
                        variant="promo"
                        size="sm"
                        disabled={claim.isPending || claim.isUncertain}
                        aria-busy={busy}
                        onClick={() => act(promotion)}
                      >
                        {busy ? t('processing') : t(`action_${action}`)}
                      </Button>
                    ) : null}
                  </div>
                </Offer>
              );
            })}
          </RecordList>
        )}
      </QueryStates>
    </Section>
  );
}

function Raffle() {
  const { t, i18n } = useTranslation('promotions');
  const errorText = useErrorText();
  const status = useRaffleStatus();
  const draw = useRaffleDraw();

  if (status.isPending) return <Skeleton height="120px" data-testid="rc-raffle-loading" />;
  // A site without the raffle answers "not enabled" or "not found": the section is left out.
  if (status.isError) {
    if (isApiError(status.error) && ['module_disabled', 'not_found'].includes(status.error.code)) return null;
    return (
      <ErrorState
        title={t('rc_raffle_failed')}
        message={errorText(status.error)}
        onRetry={() => void status.refetch()}
        testId="rc-raffle-error"
      />
    );
  }
  const raffle = status.data;
  const resets = formatDateTime(raffle.nextResetTime, i18n.language);
  return (
    <Section
      title={raffle.title || t('rc_raffle')}
      note={t('rc_raffle_resets', { time: resets })}
      testId="rc-raffle"
    >
      <RaffleCard>
        <div style={{ display: 'grid', gap: 8, minWidth: 0 }}>
          <Hint>{t('rc_raffle_prizes')}</Hint>
          <Prizes aria-label={t('rc_raffle_prizes')}>
            {raffle.prizes.map((prize, i) => (
              <li key={`${prize}-${i}`}>
                <Money value={prize} />
              </li>
            ))}
          </Prizes>
          <span data-testid="rc-raffle-tickets">{t('rc_raffle_tickets', { count: raffle.ticketsLeft })}</span>
        </div>
        <Button
          type="button"
          variant="promo"
          disabled={raffle.ticketsLeft <= 0 || draw.isPending || draw.isUncertain}
          aria-busy={draw.isPending}
          onClick={() => draw.mutate(undefined)}
          data-testid="rc-raffle-draw"
        >
          {draw.isPending ? t('processing') : t('rc_raffle_draw')}
        </Button>
      </RaffleCard>
      {draw.isSuccess && draw.data ? (
        <SuccessBox
          title={t('rc_raffle_won', { prize: formatMoney(draw.data.prize, i18n.language) })}
          testId="rc-raffle-result"
        >
          <Stats>
            <div>
              <dt>{t('rc_raffle_prize')}</dt>
              <dd>
                <Money value={draw.data.prize} testId="rc-raffle-prize" />
              </dd>
            </div>
            <div>
              <dt>{t('new_balance')}</dt>
              <dd>
                <Money value={draw.data.sumBalance} testId="rc-raffle-balance" />
              </dd>
            </div>
          </Stats>
        </SuccessBox>
      ) : null}
      {draw.isError ? (
        <FormAlert
          title={t('rc_raffle_draw_failed')}
          message={errorText(draw.error)}
          testId="rc-raffle-draw-error"
        />
      ) : null}
      {draw.isUncertain ? (
        <OutcomeCheck checking={draw.checking} pending={draw.isPending} onRetry={draw.retry} testId="rc-raffle-outcome" />
      ) : null}
    </Section>
  );
}

function Claims() {
  const { t, i18n } = useTranslation('promotions');
  const claims = useClaimList();
  return (
    <Section title={t('rc_claims')} testId="rc-claims">
      <RecordView
        records={claims}
        testId="rc-claims"
        label={t('rc_claims')}
        errorTitle={t('rc_claims_failed')}
        emptyMessage={t('rc_claims_empty')}
      >
        {(row) => (
          <li key={row.id} data-testid="rc-claim-row" data-state={row.state}>
            <div className="what">
              <strong>{row.title}</strong>
              <span className="meta">{formatDateTime(row.updatedAt, i18n.language)}</span>
            </div>
            <div className="amounts">
              <Badge tone={STATE_TONE[row.state]}>{t(`state_${row.state}`)}</Badge>
              {row.amount > 0 ? <Money value={row.amount} /> : null}
            </div>
          </li>
        )}
      </RecordView>
    </Section>
  );
}

export function RewardCenter() {
  return (
    <>
      <Available />
      <Raffle />
      <Claims />
    </>
  );
}
