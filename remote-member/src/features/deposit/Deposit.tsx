/**
 * Deposit (member-centre page `depositv2`, label `in_increase_deposit`): pick a channel, type an
 * amount within the limits, submit. The sandbox approves at once; the header balance follows
 * through 'wallet/refresh-requested'. A failure keeps what was typed and says why.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Card,
  Field,
  FormAlert,
  formatMoney,
  Hint,
  Money,
  OutcomeCheck,
  SuccessBox,
  useBalance,
} from '@vitrine/shared';
import { amountProblem, parseAmount, type AmountProblem } from '../../lib/amount';
import { useErrorText } from '../../lib/error-text';
import { AmountInput, Chips, FormGrid, GroupLabel } from '../../components/form';
import { Stats } from '../../components/Panel';
import {
  DEPOSIT_CHANNELS,
  DEPOSIT_LIMITS,
  QUICK_AMOUNTS,
  useDeposit,
  type DepositChannel,
} from './use-deposit';

export function Deposit() {
  const { t, i18n } = useTranslation('member');
  const errorText = useErrorText();
  const balance = useBalance();
  const deposit = useDeposit();
  const [channel, setChannel] = useState<DepositChannel>('PIX');
  const [amount, setAmount] = useState('');
  const [checked, setChecked] = useState(false);
  const formId = useId();
  const money = (value: number) => formatMoney(value, i18n.language);
  const problem = amountProblem(amount, DEPOSIT_LIMITS);
  const amountMessage = (p: AmountProblem) => t(p.key, 'limit' in p ? { limit: money(p.limit) } : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problem) return;
    deposit.mutate({ amount: parseAmount(amount) as number, channel });
  };

  if (deposit.isSuccess && deposit.data && deposit.variables) {
    const result = deposit.data;
    return (
      <SuccessBox
        title={t('deposit_done', { amount: money(deposit.variables.amount) })}
        testId="deposit-success"
      >
        <Stats>
          <div>
            <dt>{t('new_balance')}</dt>
            <dd>
              <Money value={result.sumBalance} testId="deposit-new-balance" />
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
            onClick={() => (deposit.reset(), setAmount(''), setChecked(false))}
          >
            {t('deposit_again')}
          </Button>
        </div>
      </SuccessBox>
    );
  }

  return (
    <FormGrid noValidate onSubmit={submit} data-testid="deposit-form" aria-busy={deposit.isPending}>
      <Card>
        <Hint>{t('current_balance')}</Hint>
        <strong>
          <Money value={balance} testId="deposit-balance" />
        </strong>
      </Card>
      <div role="radiogroup" aria-labelledby={`${formId}-channel`} data-testid="deposit-channels">
        <GroupLabel id={`${formId}-channel`}>{t('deposit_channel')}</GroupLabel>
        <Chips>
          {DEPOSIT_CHANNELS.map((c) => (
            <button
              key={c}
              type="button"
              role="radio"
              aria-checked={channel === c}
              onClick={() => setChannel(c)}
              data-channel={c}
            >
              {t(`channel_${c}`)}
            </button>
          ))}
        </Chips>
      </div>
      <Field
        name="amount"
        label={t('amount')}
        hint={t('amount_limits', { min: money(DEPOSIT_LIMITS.min), max: money(DEPOSIT_LIMITS.max) })}
        error={checked && problem ? amountMessage(problem) : null}
      >
        {(control) => (
          <AmountInput
            {...control}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            data-testid="deposit-amount"
          />
        )}
      </Field>
      <Chips aria-label={t('quick_amounts')}>
        {QUICK_AMOUNTS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={parseAmount(amount) === value}
            onClick={() => setAmount(String(value))}
          >
            {money(value)}
          </button>
        ))}
      </Chips>
      {deposit.isError ? (
        <FormAlert title={t('deposit_failed')} message={errorText(deposit.error)} testId="deposit-error" />
      ) : null}
      {deposit.isUncertain ? (
        <OutcomeCheck checking={deposit.checking} pending={deposit.isPending} onRetry={deposit.retry} testId="deposit-unknown" />
      ) : null}
      <Button type="submit" variant="money" disabled={deposit.isPending || deposit.checking} data-testid="deposit-submit">
        {deposit.isPending ? t('processing') : t('deposit_submit')}
      </Button>
    </FormGrid>
  );
}
