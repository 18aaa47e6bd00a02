/** Convert points to balance at the configured ratio (password-checked; points never expire). */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, Button, Field, FormAlert, formatMoney, Hint, Input, Money, OutcomeCheck, SuccessBox } from '@vitrine/shared';
import { Form } from '../../components/form';
import { Stats } from '../../components/Panel';
import { useErrorText } from '../../lib/error-text';
import { useConvert } from './use-points';
import { convertProblem, pointsToMoney } from './validation';

export function Convert({
  balance,
  ratio,
  min,
}: {
  balance: number | undefined;
  ratio: number;
  min: number;
}) {
  const { t, i18n } = useTranslation('promotions');
  const errorText = useErrorText();
  const convert = useConvert();
  const [points, setPoints] = useState('');
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const number = new Intl.NumberFormat(i18n.language);

  const problem = convertProblem(points, min, balance);
  const pwProblem = password ? null : 'pm_err_password';
  const serverPassword = convert.error?.code === 'password_incorrect' ? errorText(convert.error) : null;
  const preview = !problem ? pointsToMoney(Number(points), ratio) : 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (problem || pwProblem) return;
    convert.mutate(
      { points: Number(points), password },
      {
        onSuccess: () => {
          setPoints('');
          setPassword('');
          setShown(false);
        },
        onError: (error) => {
          if (error.code === 'trial_account_denied')
            bus.publish('session/true-account-required', { feature: 'points' });
        },
      },
    );
  };

  return (
    <Form noValidate onSubmit={submit} data-testid="pm-convert-form" aria-label={t('pm_tab_convert')}>
      <Hint>
        {t('pm_convert_rate', { points: number.format(ratio), amount: formatMoney(1, i18n.language) })}
      </Hint>
      <Field
        name="pm-convert-points"
        label={t('pm_convert_points')}
        hint={t('pm_convert_min', { min: number.format(min) })}
        error={shown && problem ? t(problem, { min: number.format(min) }) : null}
      >
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="off"
            value={points}
            onChange={(e) => setPoints(e.target.value)}
            data-testid="pm-convert-points"
          />
        )}
      </Field>
      <Hint data-testid="pm-convert-preview">
        {t('pm_convert_preview')} <Money value={preview} />
      </Hint>
      <Field
        name="pm-convert-password"
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
            data-testid="pm-convert-password"
          />
        )}
      </Field>
      {convert.isUncertain ? (
        <OutcomeCheck checking={convert.checking} pending={convert.isPending} onRetry={convert.retry} testId="pm-convert-unknown" />
      ) : null}
      {convert.isError && convert.error && convert.error.code !== 'password_incorrect' ? (
        <FormAlert
          title={t('pm_convert_failed')}
          message={errorText(convert.error)}
          testId="pm-convert-error"
        />
      ) : null}
      {convert.isSuccess && convert.data ? (
        <SuccessBox title={t('pm_converted')} testId="pm-convert-success">
          <Stats>
            <div>
              <dt>{t('pm_balance')}</dt>
              <dd data-testid="pm-convert-new-points">{number.format(convert.data.points)}</dd>
            </div>
            <div>
              <dt>{t('new_balance')}</dt>
              <dd>
                <Money value={convert.data.sumBalance} testId="pm-convert-new-balance" />
              </dd>
            </div>
          </Stats>
        </SuccessBox>
      ) : null}
      <Button
        type="submit"
        variant="money"
        disabled={convert.isPending || convert.checking}
        aria-busy={convert.isPending}
        data-testid="pm-convert-submit"
      >
        {convert.isPending ? t('processing') : t('pm_convert')}
      </Button>
    </Form>
  );
}
