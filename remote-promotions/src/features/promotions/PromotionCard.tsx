import styled from '@emotion/styled';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, type endpoints, formatDate, imageUrl, Money, OutcomeCheck } from '@vitrine/shared';
import { Badge, STATE_TONE, type Tone } from '../../components/Badge';
import { TAG_ORDER } from './categories';
import { actionOf, type Outcome, type UncertainClaim } from './use-promotion-action';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

const Thumb = styled.div`
  position: relative;
  aspect-ratio: 2 / 1;
  background: ${({ theme }) => theme.color.skeleton};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

const Tags = styled.ul`
  position: absolute;
  top: ${({ theme }) => theme.space(2)};
  inset-inline-start: ${({ theme }) => theme.space(2)};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const TAG_TONE: Record<endpoints.PromotionTag, Tone> = {
  NEWBIE: 'primary',
  LIMITED: 'danger',
  SPECIAL_OFFER: 'promo',
  DAILY: 'success',
  HIGH_REBATE: 'money',
  VIP: 'gold',
};

export { Badge, STATE_TONE };

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  flex: 1;
  align-content: start;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  h3 a {
    color: inherit;
    text-decoration: none;
  }
  h3 a:hover,
  h3 a:focus-visible {
    text-decoration: underline;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  strong {
    color: ${({ theme }) => theme.color.gold};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
  > * {
    flex: 1;
  }
`;

const Note = styled.p<{ kind: Outcome['kind'] }>`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, kind }) => (kind === 'error' ? theme.color.danger : theme.color.success)};
`;

const PLACEHOLDER =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 1"><rect width="2" height="1" fill="none"/></svg>',
  );

export function PromotionCard({
  promotion,
  onAction,
  onDetails,
  pending,
  outcome,
  uncertain = null,
  first = false,
}: {
  promotion: endpoints.Promotion;
  /** The list's first card: its picture is usually the page's largest paint, so it loads at once, first. */
  first?: boolean;
  onAction: (promotion: endpoints.Promotion) => void;
  onDetails: (promotion: endpoints.Promotion) => void;
  pending: boolean;
  outcome: Outcome | null;
  /** This card's claim lost its answer: the outcome is being checked, a same-key retry is offered. */
  uncertain?: UncertainClaim | null;
}) {
  const { t, i18n } = useTranslation('promotions');
  const [src, setSrc] = useState(() => imageUrl(promotion.imageUrl) || PLACEHOLDER);
  const action = actionOf(promotion);
  const tags = TAG_ORDER.filter((tag) => promotion.tags.includes(tag));
  const titleId = `promotion-${promotion.id}`;
  return (
    <Card
      data-testid="promotion-card"
      data-promotion={promotion.id}
      data-state={promotion.state}
      aria-labelledby={titleId}
    >
      <Thumb>
        <img
          src={src}
          alt=""
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          decoding="async"
          width={600}
          height={300}
          onError={() => setSrc(PLACEHOLDER)}
        />
        {tags.length ? (
          <Tags aria-label={t('tags')}>
            {tags.map((tag) => (
              <li key={tag}>
                <Badge tone={TAG_TONE[tag]} data-tag={tag}>
                  {t(`tag_${tag}`)}
                </Badge>
              </li>
            ))}
          </Tags>
        ) : null}
      </Thumb>
      <Body>
        <Meta>
          <Badge tone={STATE_TONE[promotion.state]} data-testid="promotion-state">
            {t(`state_${promotion.state}`)}
          </Badge>
          <span>{t(`category_${promotion.category}`)}</span>
        </Meta>
        <h3 id={titleId}>
          <Link to={`/promoDetail?id=${promotion.id}`}>{promotion.title}</Link>
        </h3>
        <p>{promotion.summary}</p>
        <Meta>
          <span data-testid="promotion-period">
            {t('period', {
              start: formatDate(promotion.startTime, i18n.language),
              end: formatDate(promotion.endTime, i18n.language),
            })}
          </span>
          {promotion.bonusAmount > 0 ? (
            <span>
              {t('bonus')}{' '}
              <strong>
                <Money value={promotion.bonusAmount} />
              </strong>
            </span>
          ) : null}
        </Meta>
      </Body>
      {outcome ? (
        <Note kind={outcome.kind} role={outcome.kind === 'error' ? 'alert' : 'status'}>
          {outcome.message}
        </Note>
      ) : null}
      {uncertain ? (
        <OutcomeCheck checking={uncertain.checking} pending={pending} onRetry={uncertain.retry} testId="promotion-outcome" />
      ) : null}
      <Actions>
        <Button type="button" variant="ghost" size="sm" onClick={() => onDetails(promotion)}>
          {t('details')}
        </Button>
        {action ? (
          <Button
            type="button"
            variant="promo"
            size="sm"
            disabled={pending || uncertain !== null}
            aria-busy={pending}
            onClick={() => onAction(promotion)}
          >
            {t(`action_${action}`)}
          </Button>
        ) : null}
      </Actions>
    </Card>
  );
}
