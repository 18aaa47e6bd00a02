/**
 * Transfer to upline (member-centre page `transferUpline`, label `in_transfer_upline`): a player
 * whose account has an upline (`toUpline`) sends money from the main wallet to it, confirmed with
 * the payment password and a last check in a dialog. The centre lists this page only for players
 * with an upline; one opened by name without an upline says so.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  EmptyState,
  ErrorState,
  formatMoney,
  Money,
  Skeleton,
  SuccessBox,
} from '@vitrine/shared';
import { amountProblem, parseAmount } from '../../lib/amount';
import { useErrorText } from '../../lib/error-text';
import { FormGrid } from '../../components/form';
import { AmountField, PasswordField, SubmitRow, useAmountMessage } from '../../components/money-form';
import { Stats } from '../../components/Panel';
import {
  UPLINE_LIMITS,
  useFunds,
  useMemberInfo,
  useSecurityConfig,
  useTransferUpline,
} from './use-transfer-upline';

const FIELD_ERRORS: Record<string, 'amount' | 'password'> = {
  password_incorrect: 'password',
  balance_not_enough: 'amount',
};

function Loading() {
  return (
    <div aria-busy="true" data-testid="upline-loading" style={{ display: 'grid', gap: 12, maxWidth: 560 }}>
      <Skeleton height="72px" />
      <Skeleton height="68px" />
      <Skeleton height="68px" />
      <Skeleton height="44px" />
    </div>
  );
}

export function TransferUpline() {
  const { t, i18n } = useTranslation('member');
  const errorText = useErrorText();
  const info = useMemberInfo();
  const funds = useFunds();
  const security = useSecurityConfig();
  const send = useTransferUpline();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const money = (value: number) => formatMoney(value, i18n.language);
  const amountMessage = useAmountMessage('transfer_over_balance');

  if (info.isPending || funds.isPending) return <Loading />;
  if (info.isError || funds.isError)
    return (
      <ErrorState
        title={t('upline_load_failed')}
        message={errorText(info.error ?? funds.error)}
        onRetry={() => void (info.isError ? info.refetch() : funds.refetch())}
        testId="upline-load-error"
      />
    );
  const upline = info.data.toUpline;
  if (!upline) return <EmptyState message={t('no_upline')} testId="upline-none" />;

  const main = funds.data.mainBalance;
  const problem = amountProblem(amount, { ...UPLINE_LIMITS, balance: main });
  const passwordProblem = password ? null : t('password_required');
  const serverField = send.isError && send.error ? FIELD_ERRORS[send.error.code] : undefined;
  const paymentPassword = security.data?.hasPaymentPassword ?? true;
  const value = parseAmount(amount);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problem || passwordProblem || send.isPending) return;
    setConfirming(true);
  };
  const confirm = () => {
    if (value === null) return;
    setConfirming(false);
    send.mutate({ amount: value, password });
  };

  if (send.isSuccess && send.data && send.variables)
    return (
      <SuccessBox
        title={t('upline_done', { amount: money(send.variables.amount), upline })}
        testId="upline-success"
      >
        <Stats>
          <div>
            <dt>{t('new_balance')}</dt>
            <dd>
              <Money value={send.data.sumBalance} testId="upline-new-balance" />
            </dd>
          </div>
        </Stats>
        <div>
          <Button
            type="button"
            variant="ghost"
            onClick={() => (send.reset(), setAmount(''), setPassword(''), setChecked(false))}
          >
            {t('upline_again')}
          </Button>
        </div>
      </SuccessBox>
    );

  return (
    <FormGrid noValidate onSubmit={submit} data-testid="upline-form" aria-busy={send.isPending}>
      <Stats>
        <div>
          <dt>{t('upline')}</dt>
          <dd data-testid="upline-name">{upline}</dd>
        </div>
        <div>
          <dt>{t('main_wallet')}</dt>
          <dd>
            <Money value={main} testId="upline-available" />
          </dd>
        </div>
      </Stats>
      <AmountField
        value={amount}
        onChange={setAmount}
        hint={t('upline_hint', { amount: money(main) })}
        error={
          (checked && problem ? amountMessage(problem) : null) ??
          (serverField === 'amount' ? errorText(send.error) : null)
        }
        all={main}
        min={UPLINE_LIMITS.min}
        testIdPrefix="upline"
      />
      <PasswordField
        value={password}
        onChange={setPassword}
        paymentPassword={paymentPassword}
        error={
          (checked ? passwordProblem : null) ?? (serverField === 'password' ? errorText(send.error) : null)
        }
        testIdPrefix="upline"
      />
      <SubmitRow
        failure={
          send.isError && !serverField ? { title: t('upline_failed'), message: errorText(send.error) } : null
        }
        uncertain={send.isUncertain ? { checking: send.checking, onRetry: send.retry } : null}
        pending={send.isPending}
        disabled={send.isPending || send.checking}
        label={t('upline_submit')}
        testIdPrefix="upline"
      />
      <Dialog
        open={confirming}
        title={t('upline_confirm_title')}
        onClose={() => setConfirming(false)}
        onConfirm={confirm}
        busy={send.isPending}
        confirmLabel={t('upline_confirm')}
        testId="upline-confirm"
      >
        <p>{t('upline_confirm_text', { amount: value === null ? '' : money(value), upline })}</p>
      </Dialog>
    </FormGrid>
  );
}
