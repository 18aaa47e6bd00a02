/**
 * The money-moving block the withdraw, transfer-to-upline and my-wallet forms share: the amount
 * field with its "All" button, the password field (payment password, or the login password for
 * players without one), and the failure alert plus submit button. `testIdPrefix` names every
 * part (`<prefix>-amount`, `<prefix>-all`, `<prefix>-password`, `<prefix>-error`,
 * `<prefix>-submit`).
 */
import { useTranslation } from 'react-i18next';
import { Button, Field, FormAlert, formatMoney, Input, OutcomeCheck } from '@vitrine/shared';
import type { AmountProblem } from '../lib/amount';
import { AmountInput, InputWithAction } from './form';

/**
 * The message for an amount problem; `overBalanceKey` replaces the text of
 * `amount_over_balance` (transfers say "more than the wallet holds").
 */
export function useAmountMessage(overBalanceKey?: string) {
  const { t, i18n } = useTranslation('member');
  const money = (value: number) => formatMoney(value, i18n.language);
  return (p: AmountProblem) =>
    overBalanceKey && p.key === 'amount_over_balance'
      ? t(overBalanceKey, { limit: money(p.limit) })
      : t(p.key, 'limit' in p ? { limit: money(p.limit) } : undefined);
}

export function AmountField({
  value,
  onChange,
  hint,
  error,
  all,
  min,
  testIdPrefix,
}: {
  value: string;
  onChange: (value: string) => void;
  hint: string;
  error: string | null;
  /** What "All" fills in; the button is disabled while it is below `min`. */
  all: number;
  min: number;
  testIdPrefix: string;
}) {
  const { t } = useTranslation('member');
  return (
    <Field name="amount" label={t('amount')} hint={hint} error={error}>
      {(control) => (
        <InputWithAction>
          <AmountInput
            {...control}
            inputMode="decimal"
            autoComplete="off"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            data-testid={`${testIdPrefix}-amount`}
          />
          <Button
            type="button"
            variant="ghost"
            onClick={() => onChange(all.toFixed(2))}
            disabled={all < min}
            data-testid={`${testIdPrefix}-all`}
          >
            {t('withdraw_all')}
          </Button>
        </InputWithAction>
      )}
    </Field>
  );
}

export function PasswordField({
  value,
  onChange,
  paymentPassword,
  error,
  testIdPrefix,
}: {
  value: string;
  onChange: (value: string) => void;
  /** False for players without a payment password: they confirm with the login password. */
  paymentPassword: boolean;
  error: string | null;
  testIdPrefix: string;
}) {
  const { t } = useTranslation('member');
  return (
    <Field
      name="password"
      label={paymentPassword ? t('payment_password') : t('login_password')}
      hint={paymentPassword ? undefined : t('no_payment_password')}
      error={error}
    >
      {(control) => (
        <Input
          {...control}
          type="password"
          autoComplete="current-password"
          maxLength={64}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          data-testid={`${testIdPrefix}-password`}
        />
      )}
    </Field>
  );
}

/**
 * The failure alert (when `failure` is given), the unknown-outcome notice with its same-key retry
 * (when `uncertain` is given) and the submit button ("Processing…" while pending).
 */
export function SubmitRow({
  failure,
  uncertain,
  pending,
  disabled,
  label,
  testIdPrefix,
}: {
  failure: { title: string; message: string } | null;
  /** From `useMoneyAction` while `isUncertain`: checking, and the retry with the same key. */
  uncertain?: { checking: boolean; onRetry: () => void } | null;
  pending: boolean;
  disabled: boolean;
  label: string;
  testIdPrefix: string;
}) {
  const { t } = useTranslation('member');
  return (
    <>
      {failure ? (
        <FormAlert title={failure.title} message={failure.message} testId={`${testIdPrefix}-error`} />
      ) : null}
      {uncertain ? (
        <OutcomeCheck checking={uncertain.checking} pending={pending} onRetry={uncertain.onRetry} testId={`${testIdPrefix}-unknown`} />
      ) : null}
      <Button type="submit" variant="money" disabled={disabled} data-testid={`${testIdPrefix}-submit`}>
        {pending ? t('processing') : label}
      </Button>
    </>
  );
}
