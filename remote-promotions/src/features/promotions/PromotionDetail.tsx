/**
 * A promotion on its own page (route `/promoDetail?id=…`, where banners, notices and shared links
 * point): image, tags, state, period, bonus, the rules and terms (sanitised server HTML), the
 * action, and for members the apply form of promotions that take an application.
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  Button,
  EmptyState,
  endpoints,
  ErrorState,
  formatDate,
  imageUrl,
  Money,
  OutcomeCheck,
  SafeHtml,
  Skeleton,
  useApiQuery,
  useSession,
} from '@vitrine/shared';
import { TAG_ORDER } from './categories';
import { Badge, STATE_TONE, TAG_TONE } from './PromotionCard';
import { ApplyForm } from './ApplyForm';
import { actionOf, usePromotionAction } from './use-promotion-action';

const Layout = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  max-width: 880px;
`;

const Hero = styled.div`
  position: relative;
  aspect-ratio: 2 / 1;
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.color.skeleton};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  strong {
    color: ${({ theme }) => theme.color.gold};
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const Rules = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  line-height: 1.55;
  h2,
  h3,
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p,
  ol,
  ul {
    margin: 0;
  }
  img {
    max-width: 100%;
    height: auto;
  }
  a {
    color: ${({ theme }) => theme.color.primary};
  }
`;

const Terms = styled.section`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceSunken};
  border: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.font.size.sm};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
`;

const Back = styled(Link)`
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export function PromotionDetail({ id }: { id: number | null }) {
  const { t, i18n } = useTranslation('promotions');
  const { token } = useSession();
  const [applying, setApplying] = useState(false);
  const detail = useApiQuery(
    endpoints.promotionDetail,
    { promotionId: id ?? 0 },
    { enabled: id !== null, staleTime: 30_000 },
  );
  const { act, pendingId, outcome, report, uncertain } = usePromotionAction(() => setApplying(true));
  const back = <Back to="/promotions">{t('back_to_promotions')}</Back>;

  if (id === null || (detail.isError && detail.error.code === 'not_found')) {
    return (
      <>
        <EmptyState message={t('promotion_not_found')} />
        {back}
      </>
    );
  }
  if (detail.isPending) {
    return (
      <Layout aria-busy="true" data-testid="promotion-detail-loading">
        <Skeleton height="280px" />
        <Skeleton height="28px" width="60%" />
        <Skeleton height="96px" />
      </Layout>
    );
  }
  if (detail.isError) {
    return (
      <ErrorState
        title={t('detail_failed')}
        message={detail.error.serverMessage || undefined}
        onRetry={() => void detail.refetch()}
      />
    );
  }

  const promotion = detail.data;
  const action = actionOf(promotion);
  const showForm = Boolean(token) && promotion.mode === 'APPLY' && action !== null && applying;
  return (
    <Layout aria-labelledby="promotion-title" data-promotion={promotion.id}>
      {back}
      <Hero>
        <img src={imageUrl(promotion.imageUrl)} alt="" width={880} height={440} />
      </Hero>
      <Row>
        <Badge tone={STATE_TONE[promotion.state]} data-testid="promotion-state">
          {t(`state_${promotion.state}`)}
        </Badge>
        {TAG_ORDER.filter((tag) => promotion.tags.includes(tag)).map((tag) => (
          <Badge key={tag} tone={TAG_TONE[tag]} data-tag={tag}>
            {t(`tag_${tag}`)}
          </Badge>
        ))}
        <span>{t(`category_${promotion.category}`)}</span>
      </Row>
      <Title id="promotion-title">{promotion.title}</Title>
      <Row>
        <span>
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
      </Row>
      {action && !showForm ? (
        <div>
          <Button
            type="button"
            variant="promo"
            disabled={pendingId === promotion.id || uncertain?.id === promotion.id}
            onClick={() => act(promotion)}
          >
            {t(`action_${action}`)}
          </Button>
        </div>
      ) : null}
      {outcome?.id === promotion.id ? <Problem role="alert">{outcome.message}</Problem> : null}
      {uncertain?.id === promotion.id ? (
        <OutcomeCheck
          checking={uncertain.checking}
          pending={pendingId === promotion.id}
          onRetry={uncertain.retry}
          testId="promotion-outcome"
        />
      ) : null}
      <Rules data-testid="promotion-content">
        <SafeHtml html={promotion.content} />
      </Rules>
      {promotion.terms ? (
        <Terms aria-labelledby="promotion-terms">
          <h3 id="promotion-terms">{t('terms')}</h3>
          <SafeHtml html={promotion.terms} testId="promotion-terms" />
        </Terms>
      ) : null}
      {showForm ? (
        <ApplyForm
          promotion={promotion}
          onApplied={() => {
            setApplying(false);
            report({
              id: promotion.id,
              kind: 'success',
              message: t('applied_message', { title: promotion.title }),
            });
          }}
        />
      ) : null}
    </Layout>
  );
}
