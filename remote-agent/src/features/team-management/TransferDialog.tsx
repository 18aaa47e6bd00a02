/**
 * Transfer to a downline (team management): amount (at most the agent's balance) and the
 * password the server checks (the payment password when the agent has one, else the login one).
 * The shared Dialog gives Escape to close, Enter to confirm and focus kept inside and returned.
 * A refused transfer keeps what was typed and says why; a done one says what moved and the new
 * balance, and the header balance is refreshed.
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Dialog,
  type endpoints,
  Field,
  FormAlert,
  formatMoney,
  Input,
  Money,
  OutcomeCheck,
  SuccessBox,
  useBalance,
  useErrorText,
} from '@vitrine/shared';
import { amountProblem, parseAmount, useSecurityConfig, useTransferToDownline } from './use-downlines';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  dl {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    text-align: end;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    overflow-wrap: anywhere;
  }
  input[inputmode='decimal'] {
    font-variant-numeric: tabular-nums;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export function TransferDialog({ downline, onClose }: { downline: endpoints.Downline; onClose: () => void }) {
  const { t, i18n } = useTranslation('agent');
  const errorText = useErrorText();
  const balance = useBalance();
  const security = useSecurityConfig();
  const transfer = useTransferToDownline();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const amountError = amountProblem(amount, balance);
  const passwordError = password ? null : 'field_required';

  const confirm = () => {
    setTried(true);
    if (amountError || passwordError) return;
    transfer.mutate({ downlineId: downline.id, amount: parseAmount(amount)!, password });
  };

  if (transfer.isSuccess && transfer.data && transfer.variables) {
    return (
      // A new dialog instance, so focus moves to its close button (the confirm button is gone).
      <Dialog key="done" open title={t('transfer_title')} onClose={onClose} testId="transfer-dialog">
        <SuccessBox title={t('transfer_done')} testId="transfer-success">
          <p>
            {t('transfer_done_text', {
              amount: formatMoney(transfer.variables.amount, i18n.language),
              username: downline.username,
            })}
          </p>
          <p>
            {t('your_balance')}: <Money value={transfer.data.sumBalance} testId="transfer-new-balance" />
          </p>
        </SuccessBox>
      </Dialog>
    );
  }

  const hint = (key: string | null) =>
    tried && key ? t(key, { balance: formatMoney(balance ?? 0, i18n.language) }) : null;
  return (
    <Dialog
      key="form"
      open
      title={t('transfer_title')}
      onClose={onClose}
      onConfirm={confirm}
      busy={transfer.isPending || transfer.checking}
      confirmLabel={transfer.isPending ? t('transferring') : t('transfer_submit')}
      testId="transfer-dialog"
    >
      <Body aria-busy={transfer.isPending}>
        <dl>
          <dt>{t('transfer_to')}</dt>
          <dd data-testid="transfer-recipient">{downline.username}</dd>
          <dt>{t('your_balance')}</dt>
          <dd>
            <Money value={balance} testId="transfer-balance" />
          </dd>
        </dl>
        <Field name="transfer-amount" label={t('amount')} error={hint(amountError)}>
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(e) => {
                setAmount(e.target.value);
                if (transfer.isError) transfer.reset();
              }}
            />
          )}
        </Field>
        <Field
          name="transfer-password"
          label={t(security.data?.hasPaymentPassword ? 'payment_password' : 'login_password')}
          error={hint(passwordError)}
        >
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="current-password"
              value={password}
              maxLength={64}
              onChange={(e) => {
                setPassword(e.target.value);
                if (transfer.isError) transfer.reset();
              }}
            />
          )}
        </Field>
        {transfer.isError ? (
          <FormAlert
            title={t('transfer_failed')}
            message={errorText(transfer.error)}
            testId="transfer-error"
          />
        ) : null}
        {transfer.isUncertain ? (
          <OutcomeCheck
            checking={transfer.checking}
            pending={transfer.isPending}
            onRetry={transfer.retry}
            testId="transfer-unknown"
          />
        ) : null}
      </Body>
    </Dialog>
  );
}
