/**
 * Promotion detail (spec "Promotions"): the promotion's rules and terms as the server wrote them
 * (sanitised HTML), and, for members, the apply form of promotions that take an application.
 */
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import {
  Dialog,
  endpoints,
  ErrorState,
  formatDate,
  SafeHtml,
  Skeleton,
  useApiQuery,
  useSession,
} from '@vitrine/shared';
import { ApplyForm } from './ApplyForm';
import { actionOf } from './use-promotion-action';

const Content = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: 1.5;
  h2,
  h3,
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
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

const Period = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Terms = styled.section`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceSunken};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export function PromotionDetails({
  promotion,
  onClose,
  onAction,
  onApplied,
}: {
  promotion: endpoints.Promotion;
  onClose: () => void;
  onAction: (promotion: endpoints.Promotion) => void;
  onApplied: (promotion: endpoints.Promotion, claim: endpoints.PromotionClaim) => void;
}) {
  const { t, i18n } = useTranslation('promotions');
  const { token } = useSession();
  const detail = useApiQuery(endpoints.promotionDetail, { promotionId: promotion.id }, { staleTime: 30_000 });
  const current = detail.data ?? promotion;
  const action = actionOf(current);
  const applyHere = Boolean(token) && current.mode === 'APPLY' && action !== null;
  const confirm = action && !applyHere ? () => onAction(current) : undefined;

  return (
    <Dialog
      open
      title={promotion.title}
      width={640}
      testId="promotion-details"
      onClose={onClose}
      onConfirm={confirm}
      confirmLabel={action ? t(`action_${action}`) : undefined}
      closeLabel={t('close', { ns: 'common' })}
    >
      <Period>
        {t('period', {
          start: formatDate(current.startTime, i18n.language),
          end: formatDate(current.endTime, i18n.language),
        })}
      </Period>
      {detail.isPending ? (
        <div aria-busy="true" data-testid="promotion-details-loading" style={{ display: 'grid', gap: 8 }}>
          <Skeleton height="20px" width="60%" />
          <Skeleton height="64px" />
          <Skeleton height="48px" />
        </div>
      ) : detail.isError ? (
        <ErrorState title={t('detail_failed')} onRetry={() => void detail.refetch()} />
      ) : (
        <Content>
          <SafeHtml html={detail.data.content} testId="promotion-content" />
          {detail.data.terms ? (
            <Terms aria-label={t('terms')}>
              <h3>{t('terms')}</h3>
              <SafeHtml html={detail.data.terms} testId="promotion-terms" />
            </Terms>
          ) : null}
        </Content>
      )}
      {applyHere ? <ApplyForm promotion={current} onApplied={(claim) => onApplied(current, claim)} /> : null}
    </Dialog>
  );
}
