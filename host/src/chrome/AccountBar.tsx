import styled from '@emotion/styled';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, Button, canOpenAccountCentre, Dialog, Money, useBalance, useBusEvent, useSession } from '@vitrine/shared';
import { logOut, refreshBalance } from '../session/session-actions';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const BalanceBox = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: 0 ${({ theme }) => theme.space(3)};
  min-height: ${({ theme }) => theme.layout.touch};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceSunken};
  color: ${({ theme }) => theme.color.gold};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  button {
    background: none;
    border: 0;
    color: ${({ theme }) => theme.color.textMuted};
    cursor: pointer;
    min-width: 32px;
    min-height: 32px;
  }
`;

/** Logged-in bar: username (opens member centre), agent centre, balance with refresh, sign out. */
export function AccountBar() {
  const { t } = useTranslation('host');
  const session = useSession();
  const balance = useBalance();
  const [confirming, setConfirming] = useState(false);
  useBusEvent('session/logout-requested', () => setConfirming(true));

  return (
    <Bar data-testid="account-bar">
      <Button type="button" variant="ghost" size="sm" data-testid="open-member-centre" onClick={() => bus.publish('member-centre/open', {})}>
        {session.account}
      </Button>
      {canOpenAccountCentre(session) ? (
        <Button type="button" variant="gold" size="sm" data-testid="open-agent-centre" onClick={() => bus.publish('agent-centre/open', {})}>
          {t('agent_centre')}
        </Button>
      ) : null}
      <BalanceBox aria-label={t('balance')}>
        <Money value={balance} testId="header-balance" />
        <button type="button" aria-label={t('refresh_balance')} onClick={() => void refreshBalance().catch(() => undefined)}>
          ↻
        </button>
      </BalanceBox>
      <Button type="button" variant="ghost" size="sm" data-testid="logout" onClick={() => setConfirming(true)}>
        {t('logout')}
      </Button>
      <Dialog
        open={confirming}
        title={t('logout_confirm_title')}
        testId="logout-confirm"
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void logOut();
        }}
      >
        {t('logout_confirm_text')}
      </Dialog>
    </Bar>
  );
}
