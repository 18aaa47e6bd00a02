/**
 * Responsible gaming (member-centre page `responsibleGaming`): limits, reality check, time-out and
 * self-exclusion, the national self-exclusion platform and the activity statement. Every rule is
 * the server's (`rgStatus` and friends); this panel shows and sets them.
 */
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { bus, Button, Card, ErrorState, Hint, rgAmount, rgLimitName, Skeleton } from '@vitrine/shared';
import { useErrorText } from '../../lib/error-text';
import { Limits } from './Limits';
import { RealityCheckSetting } from './RealityCheckSetting';
import { Statement } from './Statement';
import { TakeABreak } from './TakeABreak';
import { safeHttpUrl, useRgStatus } from './use-rg';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  a {
    color: ${({ theme }) => theme.color.text};
    text-decoration: underline;
  }
`;

const Warning = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.warning};
  color: ${({ theme }) => theme.color.text};
`;

export function ResponsibleGaming() {
  const { t, i18n } = useTranslation('member');
  const errorText = useErrorText();
  const status = useRgStatus();

  if (status.isPending)
    return (
      <div aria-busy="true" data-testid="rg-loading" style={{ display: 'grid', gap: 12 }}>
        <Skeleton height="180px" />
        <Skeleton height="120px" />
      </div>
    );
  if (status.isError) return <ErrorState title={t('rg_status_failed')} message={errorText(status.error)} onRetry={() => void status.refetch()} />;

  const s = status.data;
  const platform = safeHttpUrl(s.selfExclusionUrl);
  return (
    <Stack data-testid="rg-panel">
      <Hint>{t('rg_intro')}</Hint>
      {s.warnings.map((w) => (
        <Warning key={`${w.kind}-${w.period}`} role="status" data-testid="rg-warning">
          {t('rg_warning', { limit: rgLimitName(t, w.kind, w.period), used: rgAmount(t, w.kind, w.used, i18n.language), amount: rgAmount(t, w.kind, w.limit, i18n.language) })}
        </Warning>
      ))}
      <Card as="section" aria-labelledby="rg-limits-title">
        <h3 id="rg-limits-title">{t('rg_limits')}</h3>
        <Limits limits={s.limits} />
      </Card>
      <Card as="section" aria-labelledby="rg-reality-title">
        <h3 id="rg-reality-title">{t('rg_reality')}</h3>
        <RealityCheckSetting realityCheck={s.realityCheck} />
      </Card>
      <Card as="section" aria-labelledby="rg-break-title">
        <h3 id="rg-break-title">{t('rg_break')}</h3>
        <TakeABreak serverTime={s.serverTime} />
        {platform ? (
          <p>
            {t('rg_platform')}{' '}
            <a href={platform} target="_blank" rel="noopener noreferrer" data-testid="rg-platform-link">
              {t('rg_platform_link')}
            </a>
          </p>
        ) : null}
      </Card>
      <Card as="section" aria-labelledby="rg-statement-title">
        <h3 id="rg-statement-title">{t('rg_statement')}</h3>
        <Statement />
        <div>
          <Button type="button" variant="ghost" onClick={() => bus.publish('member-centre/open', { page: 'transactionHistory' })} data-testid="rg-history-link">
            {t('rg_history_link')}
          </Button>
        </div>
      </Card>
    </Stack>
  );
}
