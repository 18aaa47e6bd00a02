/**
 * Withdraw (member-centre page `withdraw`, label `in_increase_withdrawal`): the amount (at most
 * what the main wallet holds), the receiving account and the payment password (the login password
 * for players without one). Server refusals land on the field they concern (wrong password, not
 * enough balance) or in a designed alert; nothing typed is lost. The sandbox records the
 * withdrawal as pending and debits at once.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ErrorState,
  Field,
  formatMoney,
  Hint,
  Input,
  Money,
  Skeleton,
  SuccessBox,
} from '@vitrine/shared';
import { amountProblem, parseAmount } from '../../lib/amount';
import { useErrorText } from '../../lib/error-text';
import { FormGrid } from '../../components/form';
import { AmountField, PasswordField, SubmitRow, useAmountMessage } from '../../components/money-form';
import { Stats } from '../../components/Panel';
import { useFunds, useSecurityConfig, useWithdraw, WITHDRAW_LIMITS } from './use-withdraw';

const FIELD_ERRORS: Record<string, 'amount' | 'password'> = {
  password_incorrect: 'password',
  balance_not_enough: 'amount',
};

function Loading() {
  return (
    <div aria-busy="true" data-testid="withdraw-loading" style={{ display: 'grid', gap: 12, maxWidth: 560 }}>
      <Skeleton height="72px" />
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} height="68px" />
      ))}
      <Skeleton height="44px" />
    </div>
  );
}

export function Withdraw() {
  const { t, i18n } = useTranslation('member');
  const errorText = useErrorText();
  const funds = useFunds();
  const security = useSecurityConfig();
  const withdraw = useWithdraw();
  const [amount, setAmount] = useState('');
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const money = (value: number) => formatMoney(value, i18n.language);
  const amountMessage = useAmountMessage();

  if (funds.isPending) return <Loading />;
  if (funds.isError)
    return (
      <ErrorState
        title={t('funds_failed')}
        message={errorText(funds.error)}
        onRetry={() => void funds.refetch()}
        testId="withdraw-load-error"
      />
    );

  const main = funds.data.mainBalance;
  const inGames = Math.max(0, Math.round((funds.data.sumBalance - main) * 100) / 100);
  const problem = amountProblem(amount, { ...WITHDRAW_LIMITS, balance: main });
  const accountProblem = account.trim() ? null : t('account_required');
  const passwordProblem = password ? null : t('password_required');
  const serverField = withdraw.isError && withdraw.error ? FIELD_ERRORS[withdraw.error.code] : undefined;
  const paymentPassword = security.data?.hasPaymentPassword ?? true;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    // The action drops a second submit by itself (double click, Enter twice) before any render.
    if (problem || accountProblem || passwordProblem) return;
    withdraw.mutate({ amount: parseAmount(amount) as number, account: account.trim(), password });
  };

  if (withdraw.isSuccess && withdraw.data && withdraw.variables) {
    const result = withdraw.data;
    return (
      <SuccessBox
        title={t('withdraw_done', { amount: money(withdraw.variables.amount) })}
        testId="withdraw-success"
      >
        <p>
          {t(
            result.status === 'APPROVED'
              ? 'withdraw_approved'
              : result.status === 'REJECTED'
                ? 'withdraw_rejected'
                : 'withdraw_pending',
          )}
        </p>
        <Stats>
          <div>
            <dt>{t('new_balance')}</dt>
            <dd>
              <Money value={result.sumBalance} testId="withdraw-new-balance" />
            </dd>
          </div>
          <div>
            <dt>{t('transaction_id')}</dt>
            <dd>{result.transactionId}</dd>
          </div>
        </Stats>
        <div>
          <Button
            type="button"
            variant="ghost"
            onClick={() => (withdraw.reset(), setAmount(''), setPassword(''), setChecked(false))}
          >
            {t('withdraw_again')}
          </Button>
        </div>
      </SuccessBox>
    );
  }

  return (
    <FormGrid noValidate onSubmit={submit} data-testid="withdraw-form" aria-busy={withdraw.isPending}>
      <Stats data-testid="withdraw-funds">
        <div>
          <dt>{t('withdrawable')}</dt>
          <dd>
            <Money value={main} testId="withdrawable" />
          </dd>
        </div>
        {funds.data.lockedBalance > 0 ? (
          <div>
            <dt>{t('pending_withdrawals')}</dt>
            <dd>
              <Money value={funds.data.lockedBalance} />
            </dd>
          </div>
        ) : null}
      </Stats>
      {inGames > 0 ? (
        <Hint data-testid="money-in-games">{t('money_in_games', { amount: money(inGames) })}</Hint>
      ) : null}
      <AmountField
        value={amount}
        onChange={setAmount}
        hint={t('amount_limits', {
          min: money(WITHDRAW_LIMITS.min),
          max: money(Math.min(WITHDRAW_LIMITS.max, main)),
        })}
        error={
          (checked && problem ? amountMessage(problem) : null) ??
          (serverField === 'amount' ? errorText(withdraw.error) : null)
        }
        all={main}
        min={WITHDRAW_LIMITS.min}
        testIdPrefix="withdraw"
      />
      <Field
        name="account"
        label={t('receiving_account')}
        hint={t('receiving_account_hint')}
        error={checked ? accountProblem : null}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            maxLength={64}
            value={account}
            onChange={(e) => setAccount(e.target.value)}
            data-testid="withdraw-account"
          />
        )}
      </Field>
      <PasswordField
        value={password}
        onChange={setPassword}
        paymentPassword={paymentPassword}
        error={
          (checked ? passwordProblem : null) ??
          (serverField === 'password' ? errorText(withdraw.error) : null)
        }
        testIdPrefix="withdraw"
      />
      <SubmitRow
        failure={
          withdraw.isError && !serverField
            ? { title: t('withdraw_failed'), message: errorText(withdraw.error) }
            : null
        }
        uncertain={withdraw.isUncertain ? { checking: withdraw.checking, onRetry: withdraw.retry } : null}
        pending={withdraw.isPending}
        disabled={withdraw.isPending || withdraw.checking}
        label={t('withdraw_submit')}
        testIdPrefix="withdraw"
      />
    </FormGrid>
  );
}
