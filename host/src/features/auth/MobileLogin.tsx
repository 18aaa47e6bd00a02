/**
 * The login popup's mobile-number tab (shown with MOBILEVERCODELOGIN3): dialing code, number and an
 * SMS code with its resend countdown; the number and dialing code are remembered.
 */
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { call, Dialog, endpoints } from '@vitrine/shared';
import { deviceId } from '../../session/device-id';
import { LOGIN_RESULT } from '../../session/login-result';
import type { LoginAs } from './auth-view';
import { finishLogin } from './finish-login';
import { Field, Form, FormError, SubmitButton } from './form-kit';
import { flowErrorMessage } from './errors';
import { readRememberedMobile, rememberMobile } from './remember-me';
import { requiredRule, ruleResolver } from './rule-resolver';
import { smsCountdownSeconds, useCountdown } from './use-countdown';
import { SmsCodeButton } from './SmsCodeButton';
import { useCountries } from './use-countries';
import { DialCodePicker } from './extras/DialCodePicker';

interface MobileValues {
  dial: string;
  mobile: string;
  code: string;
}

export function MobileLogin({ loginAs }: { loginAs: LoginAs }) {
  const { t } = useTranslation('host');
  const countries = useCountries();
  const remembered = useRef(readRememberedMobile()).current;
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const countdown = useCountdown();
  const form = useForm<MobileValues>({
    defaultValues: { dial: remembered.dial || '55', mobile: remembered.mobile, code: '' },
    resolver: ruleResolver<MobileValues>({
      t,
      rules: () => ({ mobile: requiredRule, code: requiredRule }),
      extra: (v) => ({ mobile: /^\d{6,15}$/.test(v.mobile.trim()) ? null : t('err_mobile_invalid') }),
    }),
  });
  const { errors, isSubmitting } = form.formState;

  const send = async () => {
    const ok = await form.trigger('mobile');
    if (!ok) return;
    setSending(true);
    try {
      const sent = await call(endpoints.loginCode, { mobileNum: form.getValues('mobile').trim(), countryDialingCode: form.getValues('dial') });
      countdown.start(smsCountdownSeconds(sent.expiredMinutes));
    } catch (e) {
      setWarning(flowErrorMessage(t, e));
    } finally {
      setSending(false);
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await call(endpoints.login, {
        username: values.mobile.trim(),
        password: values.code.trim(),
        type: 'sms',
        loginAs,
        countryDialingCode: values.dial,
        loginDeviceId: deviceId(),
      }, LOGIN_RESULT);
      rememberMobile(values.mobile.trim(), values.dial);
      await finishLogin(result, 'sms');
    } catch (e) {
      setError(flowErrorMessage(t, e));
    }
  });

  return (
    <Form onSubmit={submit} noValidate aria-label={t('login_mobile')} data-testid="mobile-login">
      {error ? <FormError role="alert">{error}</FormError> : null}
      <Field
        label={t('mobile')}
        inputMode="numeric"
        autoComplete="tel-national"
        required
        error={errors.mobile?.message}
        prefix={
          <DialCodePicker countries={countries} value={form.watch('dial')} onChange={(dial) => form.setValue('dial', dial)} label={t('dialing_code')} testId="login-dial" />
        }
        {...form.register('mobile')}
      />
      <Field
        label={t('sms_code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        required
        error={errors.code?.message}
        addon={<SmsCodeButton left={countdown.left} busy={sending} onSend={() => void send()} />}
        {...form.register('code')}
      />
      <SubmitButton type="submit" disabled={isSubmitting}>
        {t('login')}
      </SubmitButton>
      <Dialog open={warning !== null} title={t('warning')} onClose={() => setWarning(null)} testId="sms-warning">
        {warning}
      </Dialog>
    </Form>
  );
}
