/**
 * Forgot password (spec sections 2, 4, 5): by e-mail (username + e-mail; success says in_been_out
 * and closes) or by mobile number when PWRESETSMS3 is on (mobile, SMS code, new password;
 * success logs in and goes to /). The SMS countdown is shortened by half the round trip.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bus, call, Dialog, endpoints, Modal, useBoot } from '@vitrine/shared';
import { closeAuth, openAuth } from './auth-view';
import { finishLogin } from './finish-login';
import { Field, Form, FormError, LinkRow, Tabs, SubmitButton } from './form-kit';
import { flowErrorMessage } from './errors';
import { requiredRule, ruleResolver } from './rule-resolver';
import { SmsCodeButton } from './SmsCodeButton';
import { smsCountdownSeconds, useCountdown } from './use-countdown';
import { useCountries } from './use-countries';
import { DialCodePicker } from './extras/DialCodePicker';
import { useRegisterRules } from './use-register-rules';
import { LOGIN_RESULT } from '../../session/login-result';

function EmailReset() {
  const { t } = useTranslation('host');
  const [error, setError] = useState<string | null>(null);
  const form = useForm<{ username: string; email: string }>({
    defaultValues: { username: '', email: '' },
    resolver: ruleResolver<{ username: string; email: string }>({
      t,
      rules: () => ({ username: requiredRule, email: requiredRule }),
      extra: (v) => ({ email: v.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim()) ? t('err_email_invalid') : null }),
    }),
  });
  const submit = form.handleSubmit(async (v) => {
    setError(null);
    try {
      await call(endpoints.forgetPassword, { username: v.username.trim(), email: v.email.trim() });
      bus.publish('ui/notify', { kind: 'success', message: t('in_been_out') });
      closeAuth();
    } catch (e) {
      setError(flowErrorMessage(t, e));
    }
  });
  return (
    <Form onSubmit={submit} noValidate aria-label={t('forgot_by_email')} data-testid="forgot-email">
      {error ? <FormError role="alert">{error}</FormError> : null}
      <Field label={t('username')} autoComplete="username" required error={form.formState.errors.username?.message} {...form.register('username')} data-autofocus="true" />
      <Field label={t('email')} type="email" autoComplete="email" required error={form.formState.errors.email?.message} {...form.register('email')} />
      <SubmitButton type="submit" disabled={form.formState.isSubmitting}>
        {t('submit')}
      </SubmitButton>
    </Form>
  );
}

interface PhoneValues {
  dial: string;
  mobile: string;
  code: string;
  newPassword: string;
}

function PhoneReset() {
  const { t } = useTranslation('host');
  const countries = useCountries();
  const { rules } = useRegisterRules();
  const countdown = useCountdown();
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useForm<PhoneValues>({
    defaultValues: { dial: '55', mobile: '', code: '', newPassword: '' },
    resolver: ruleResolver<PhoneValues>({
      t,
      rules: () => ({ mobile: requiredRule, code: requiredRule, newPassword: { ...(rules.password ?? requiredRule), enabled: true, required: true } }),
      extra: (v) => ({ mobile: /^\d{6,15}$/.test(v.mobile.trim()) ? null : t('err_mobile_invalid') }),
    }),
  });
  const { errors, isSubmitting } = form.formState;

  const send = async () => {
    if (!(await form.trigger('mobile'))) return;
    setSending(true);
    const started = performance.now();
    try {
      const sent = await call(endpoints.findPasswordByPhone, { mobileNum: form.getValues('mobile').trim(), countryDialingCode: form.getValues('dial') });
      countdown.start(smsCountdownSeconds(sent.expiredMinutes, { roundTripMs: performance.now() - started }));
    } catch (e) {
      setWarning(flowErrorMessage(t, e));
    } finally {
      setSending(false);
    }
  };

  const submit = form.handleSubmit(async (v) => {
    setError(null);
    try {
      const result = await call(endpoints.setPasswordByPhone, {
        newPassword: v.newPassword,
        mobileNum: v.mobile.trim(),
        verificationCode: v.code.trim(),
        countryDialingCode: v.dial,
      }, LOGIN_RESULT);
      // finishLogin goes to / (spec: "By phone success: log in automatically, go to /").
      await finishLogin(result, 'phone-reset');
    } catch (e) {
      setError(flowErrorMessage(t, e));
    }
  });

  return (
    <Form onSubmit={submit} noValidate aria-label={t('forgot_by_phone')} data-testid="forgot-phone">
      {error ? <FormError role="alert">{error}</FormError> : null}
      <Field
        label={t('mobile')}
        inputMode="numeric"
        autoComplete="tel-national"
        required
        error={errors.mobile?.message}
        testId="forgot-mobile"
        prefix={
          <DialCodePicker countries={countries} value={form.watch('dial')} onChange={(dial) => form.setValue('dial', dial)} label={t('dialing_code')} testId="forgot-dial" />
        }
        {...form.register('mobile')}
        data-autofocus="true"
      />
      <Field
        label={t('sms_code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        required
        error={errors.code?.message}
        testId="forgot-code"
        addon={<SmsCodeButton left={countdown.left} busy={sending} onSend={() => void send()} />}
        {...form.register('code')}
      />
      <Field label={t('new_password')} type="password" autoComplete="new-password" required error={errors.newPassword?.message} testId="forgot-new-password" {...form.register('newPassword')} />
      <SubmitButton type="submit" disabled={isSubmitting} data-testid="forgot-submit">
        {t('submit')}
      </SubmitButton>
      <Dialog open={warning !== null} title={t('warning')} onClose={() => setWarning(null)} testId="sms-warning">
        {warning}
      </Dialog>
    </Form>
  );
}

export function ForgotPasswordModal() {
  const { t } = useTranslation('host');
  const boot = useBoot();
  const phone = boot?.modules.PWRESETSMS3 !== false;
  const [tab, setTab] = useState<'email' | 'phone'>('email');
  return (
    <Modal name="forgot-password" open title={t('forgot_password')} onClose={closeAuth} testId="forgot-modal" width={440}>
      <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Tabs
          tabs={[{ id: 'email' as const, label: t('tab_email') }, ...(phone ? [{ id: 'phone' as const, label: t('tab_mobile') }] : [])]}
          value={tab}
          onChange={setTab}
          label={t('forgot_password')}
        />
        {tab === 'email' ? <EmailReset /> : <PhoneReset />}
        <LinkRow>
          <button type="button" className="link" onClick={() => openAuth({ kind: 'login' })}>
            {t('back_to_login')}
          </button>
        </LinkRow>
      </div>
    </Modal>
  );
}
