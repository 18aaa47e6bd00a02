/**
 * Redeem one reward: quantity and the login password (the call is password-checked). Uses the
 * shared dialog (focus moves in, is trapped, returns to the reward's button; Escape closes; Enter
 * confirms). A wrong password stays on its field; what was typed stays.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, Dialog, type endpoints, Field, FormAlert, Hint, Input, OutcomeCheck } from '@vitrine/shared';
import { useErrorText } from '../../lib/error-text';
import { quantityProblem } from './validation';
import { useRedeem } from './use-points';

export function RedeemDialog({
  reward,
  balance,
  onClose,
  onDone,
}: {
  reward: endpoints.PointReward;
  balance: number | undefined;
  onClose: () => void;
  onDone: (record: endpoints.RedeemRecord) => void;
}) {
  const { t, i18n } = useTranslation('promotions');
  const errorText = useErrorText();
  const redeem = useRedeem();
  const [quantity, setQuantity] = useState('1');
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const number = new Intl.NumberFormat(i18n.language);

  const qtyProblem = quantityProblem(quantity, reward.quantity, reward.points, balance);
  const pwProblem = password ? null : 'pm_err_password';
  const serverPassword = redeem.error?.code === 'password_incorrect' ? errorText(redeem.error) : null;
  const cost = /^\d+$/.test(quantity.trim()) ? Number(quantity) * reward.points : 0;

  const submit = () => {
    setShown(true);
    if (qtyProblem || pwProblem) return;
    redeem.mutate(
      { rewardId: reward.id, quantity: Number(quantity), password },
      {
        onSuccess: (record) => onDone(record),
        onError: (error) => {
          if (error.code === 'trial_account_denied')
            bus.publish('session/true-account-required', { feature: 'points' });
        },
      },
    );
  };

  return (
    <Dialog
      open
      title={t('pm_redeem_title', { name: reward.name })}
      onClose={onClose}
      onConfirm={submit}
      busy={redeem.isPending || redeem.checking}
      confirmLabel={redeem.isPending ? t('processing') : t('pm_redeem')}
      testId="pm-redeem-dialog"
      width={440}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        style={{ display: 'grid', gap: 16 }}
      >
        <Hint>{reward.remark}</Hint>
        <Field
          name="pm-quantity"
          label={t('pm_quantity')}
          hint={t('pm_quantity_hint', { stock: number.format(reward.quantity) })}
          error={shown && qtyProblem ? t(qtyProblem) : null}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="off"
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
              data-testid="pm-quantity"
            />
          )}
        </Field>
        <Field
          name="pm-password"
          label={t('pm_password')}
          hint={t('pm_password_hint')}
          error={(shown && pwProblem ? t(pwProblem) : null) ?? serverPassword}
        >
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              data-testid="pm-redeem-password"
            />
          )}
        </Field>
        <Hint data-testid="pm-redeem-cost">{t('pm_cost', { points: number.format(cost) })}</Hint>
        {redeem.isUncertain ? (
          <OutcomeCheck checking={redeem.checking} pending={redeem.isPending} onRetry={redeem.retry} testId="pm-redeem-unknown" />
        ) : null}
        {redeem.isError && redeem.error && redeem.error.code !== 'password_incorrect' ? (
          <FormAlert
            title={t('pm_redeem_failed')}
            message={errorText(redeem.error)}
            testId="pm-redeem-error"
          />
        ) : null}
      </form>
    </Dialog>
  );
}
