/**
 * Cashback (member-centre page `manualRebate`, label `in_cashback`, shown only when the whitelabel
 * module MANPLAYREB3 is on): the rate and what has built up per game category since the last
 * claim, and one button to claim it all into the main wallet.
 */
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  FormAlert,
  formatMoney,
  Hint,
  Money,
  OutcomeCheck,
  RecordList,
  Skeleton,
  Stats,
  SuccessBox,
  useErrorText,
} from '@vitrine/shared';
import { useClaimRebate, useRebate } from './use-cashback';

const Total = styled(Card)`
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  strong {
    display: block;
    font-size: ${({ theme }) => theme.font.size.xxl};
    color: ${({ theme }) => theme.color.gold};
  }
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

function Loading() {
  return (
    <div aria-busy="true" data-testid="cashback-loading" style={{ display: 'grid', gap: 12 }}>
      <Skeleton height="92px" />
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} height="56px" />
      ))}
    </div>
  );
}

export function Cashback() {
  const { t, i18n } = useTranslation('member');
  const errorText = useErrorText();
  const rebate = useRebate();
  const claim = useClaimRebate();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 });

  if (rebate.isPending) return <Loading />;
  if (rebate.isError)
    return (
      <ErrorState
        title={t('cashback_failed')}
        message={errorText(rebate.error)}
        onRetry={() => void rebate.refetch()}
        testId="cashback-error"
      />
    );

  const rows = rebate.data;
  if (rows.length === 0) return <EmptyState message={t('cashback_none')} />;
  const pending = Math.round(rows.reduce((sum, row) => sum + row.pending, 0) * 100) / 100;

  return (
    <>
      <Total data-testid="cashback-total">
        <div>
          <Hint>{t('cashback_pending')}</Hint>
          <strong>
            <Money value={pending} testId="cashback-pending" />
          </strong>
        </div>
        <Button
          type="button"
          variant="promo"
          disabled={pending <= 0 || claim.isPending || claim.isUncertain}
          onClick={() => claim.mutate(undefined)}
          data-testid="cashback-claim"
        >
          {claim.isPending ? t('processing') : t('cashback_claim')}
        </Button>
      </Total>
      {claim.isSuccess && claim.data ? (
        <SuccessBox
          title={t('cashback_done', { amount: formatMoney(claim.data.amount, i18n.language) })}
          testId="cashback-success"
        >
          <Stats>
            <div>
              <dt>{t('new_balance')}</dt>
              <dd>
                <Money value={claim.data.sumBalance} testId="cashback-new-balance" />
              </dd>
            </div>
          </Stats>
        </SuccessBox>
      ) : null}
      {claim.isError ? (
        <FormAlert
          title={t('cashback_claim_failed')}
          message={errorText(claim.error)}
          testId="cashback-claim-error"
        />
      ) : null}
      {claim.isUncertain ? (
        <OutcomeCheck checking={claim.checking} pending={claim.isPending} onRetry={claim.retry} testId="cashback-outcome" />
      ) : null}
      {pending <= 0 && !claim.isSuccess ? (
        <Hint data-testid="cashback-empty">{t('cashback_nothing')}</Hint>
      ) : null}
      <RecordList aria-label={t('cashback_by_category')}>
        {rows.map((row) => (
          <li key={row.productType} data-testid="cashback-row">
            <div className="what">
              <strong>{t(`cat_${row.productType}`)}</strong>
              <span className="meta">{t('cashback_rate', { rate: percent.format(row.rate) })}</span>
            </div>
            <div className="amounts">
              <Money value={row.pending} />
            </div>
          </li>
        ))}
      </RecordList>
    </>
  );
}
