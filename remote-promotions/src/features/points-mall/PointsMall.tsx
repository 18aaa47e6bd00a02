/**
 * Points mall (spec "Other screens": points mall with redeem history and points details): the
 * point balance and what it is worth, then tabs — rewards to redeem, conversion of points to
 * balance (the conversion types the server offers decide which of these two show), redeem
 * history and points details. Visitors see the rewards and are asked to log in for the rest.
 */
import styled from '@emotion/styled';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bus,
  Button,
  Card,
  ErrorState,
  Hint,
  Money,
  Skeleton,
  useErrorText,
  useSession,
} from '@vitrine/shared';
import { Convert } from './Convert';
import { PointDetails, RedeemHistory } from './History';
import { Rewards } from './Rewards';
import { useConversionTypes, usePointBalance, usePointConfig } from './use-points';
import { pointsToMoney } from './validation';

const BalanceCard = styled(Card)`
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  .points {
    font-size: ${({ theme }) => theme.font.size.xxl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.gold};
    font-variant-numeric: tabular-nums;
  }
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  overflow-x: auto;
  padding-block-end: ${({ theme }) => theme.space(1)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Tab = styled.button`
  flex: none;
  min-height: ${({ theme }) => theme.layout.touch};
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md} ${({ theme }) => theme.radius.md} 0 0;
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  cursor: pointer;
  border-bottom: 3px solid transparent;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    border-bottom-color: ${({ theme }) => theme.color.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -2px;
  }
`;

const TabPanel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 4px;
  }
`;

type TabKey = 'rewards' | 'convert' | 'history' | 'details';

function LoginPrompt() {
  const { t } = useTranslation('promotions');
  return (
    <Card data-testid="pm-login">
      <Hint>{t('pm_login_needed')}</Hint>
      <Button
        type="button"
        onClick={() => bus.publish('session/login-required', { reason: 'points' })}
        style={{ justifySelf: 'start' }}
      >
        {t('pm_login')}
      </Button>
    </Card>
  );
}

export function PointsMall() {
  const { t, i18n } = useTranslation('promotions');
  const errorText = useErrorText();
  const { token } = useSession();
  const loggedIn = Boolean(token);
  const balance = usePointBalance(loggedIn);
  const config = usePointConfig();
  const types = useConversionTypes();
  const number = new Intl.NumberFormat(i18n.language);

  const offered = types.data?.map((type) => type.type);
  const tabs: TabKey[] = [
    ...(!offered || offered.includes('REWARD') ? (['rewards'] as const) : []),
    ...(!offered || offered.includes('CASH') ? (['convert'] as const) : []),
    'history',
    'details',
  ];
  const [chosen, setChosen] = useState<TabKey>('rewards');
  const active = tabs.includes(chosen) ? chosen : tabs[0];
  const tabRefs = useRef<Partial<Record<TabKey, HTMLButtonElement | null>>>({});

  const onKey = (event: KeyboardEvent) => {
    const i = tabs.indexOf(active);
    const rtl = document.documentElement.dir === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: TabKey | undefined;
    if (step) next = tabs[(i + step + tabs.length) % tabs.length];
    else if (event.key === 'Home') next = tabs[0];
    else if (event.key === 'End') next = tabs[tabs.length - 1];
    if (!next) return;
    event.preventDefault();
    setChosen(next);
    tabRefs.current[next]?.focus();
  };

  const ratio = balance.data?.ratio ?? config.data?.ratio ?? 100;
  const points = balance.data?.points;

  return (
    <>
      {loggedIn ? (
        balance.isPending ? (
          <Skeleton height="96px" data-testid="pm-balance-loading" />
        ) : balance.isError ? (
          <ErrorState
            title={t('pm_balance_failed')}
            message={errorText(balance.error)}
            onRetry={() => void balance.refetch()}
            testId="pm-balance-error"
          />
        ) : (
          <BalanceCard data-testid="pm-balance">
            <div>
              <Hint>{t('pm_balance')}</Hint>
              <span className="points" data-testid="pm-points">
                {number.format(balance.data.points)}
              </span>
            </div>
            <div style={{ display: 'grid', gap: 4, justifyItems: 'end' }}>
              <Hint>{t('pm_worth')}</Hint>
              <strong>
                <Money value={pointsToMoney(balance.data.points, ratio)} testId="pm-worth" />
              </strong>
            </div>
            <Hint data-testid="pm-never-expire">{t('pm_never_expire')}</Hint>
          </BalanceCard>
        )
      ) : (
        <LoginPrompt />
      )}
      {config.data ? (
        <Hint data-testid="pm-earn">
          {t('pm_earn', {
            rates: Object.entries(config.data.earnRatios)
              .map(
                ([category, rate]) =>
                  `${t(`pm_cat_${category}`, { defaultValue: category })} ${number.format(rate)}`,
              )
              .join(' · '),
          })}
        </Hint>
      ) : null}
      <TabList role="tablist" aria-label={t('pm_title')} onKeyDown={onKey}>
        {tabs.map((tab) => (
          <Tab
            key={tab}
            ref={(el) => {
              tabRefs.current[tab] = el;
            }}
            type="button"
            role="tab"
            id={`pm-tab-${tab}`}
            aria-selected={tab === active}
            aria-controls={`pm-panel-${tab}`}
            tabIndex={tab === active ? 0 : -1}
            onClick={() => setChosen(tab)}
            data-testid={`pm-tab-${tab}`}
          >
            {t(`pm_tab_${tab}`)}
          </Tab>
        ))}
      </TabList>
      <TabPanel
        role="tabpanel"
        id={`pm-panel-${active}`}
        aria-labelledby={`pm-tab-${active}`}
        tabIndex={0}
        data-testid={`pm-panel-${active}`}
      >
        {active === 'rewards' ? (
          <Rewards balance={points} loggedIn={loggedIn} />
        ) : !loggedIn ? (
          <LoginPrompt />
        ) : active === 'convert' ? (
          <Convert balance={points} ratio={ratio} min={config.data?.minConvertPoints ?? 1} />
        ) : active === 'history' ? (
          <RedeemHistory />
        ) : (
          <PointDetails />
        )}
      </TabPanel>
    </>
  );
}
