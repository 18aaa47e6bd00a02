/**
 * Registration (spec sections 2, 4, 5): username and mobile tabs, fields shown and required as
 * the server rule set says (checked by the rule engine as the react-hook-form resolver), the
 * affiliate code from the URL (hidden when valid, shown when not), `referralCode`, terms +
 * privacy + 18+, the SMS code with its countdown, the captchas. Success logs in; failure resets
 * the captcha and keeps everything typed.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, call, Dialog, endpoints, useBoot } from '@vitrine/shared';
import { deviceId } from '../../session/device-id';
import { useHelpTopicDialog } from '../help-topic/HelpTopicDialog';
import { openAuth } from './auth-view';
import { finishLogin } from './finish-login';
import { Checkbox, Field, Form, FormError, LinkRow, Tabs, SubmitButton } from './form-kit';
import { ImageCaptcha, type ImageCaptchaHandle } from './ImageCaptcha';
import { flowErrorMessage } from './errors';
import { requiredRule, ruleResolver } from './rule-resolver';
import { useSliderGate } from './SliderCaptcha';
import { SmsCodeButton } from './SmsCodeButton';
import { smsCountdownSeconds, useCountdown } from './use-countdown';
import { useCountries } from './use-countries';
import { DialCodePicker } from './extras/DialCodePicker';
import { useRegisterRules } from './use-register-rules';
import { useFirebaseSms } from './phone-auth/use-phone-auth';
import { isPhoneAuthError, phoneAuthMessageKey, FIREBASE_SMS_COUNTDOWN_S } from './phone-auth/phone-auth-rules';
import { LOGIN_RESULT } from '../../session/login-result';

type RegisterTab = 'username' | 'mobile';

/** The optional fields, in display order, with how their input behaves. */
const OPTIONAL: { field: endpoints.RegisterField; type?: string; autoComplete?: string; inputMode?: 'numeric' | 'email' | 'text' }[] = [
  { field: 'payeeName', autoComplete: 'name' },
  { field: 'nickname', autoComplete: 'nickname' },
  { field: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { field: 'mobileNum', autoComplete: 'tel-national', inputMode: 'numeric' },
  { field: 'qqNum', inputMode: 'numeric' },
  { field: 'line' },
  { field: 'whatsapp', inputMode: 'numeric' },
  { field: 'facebook' },
  { field: 'wechat' },
  { field: 'telegram' },
  { field: 'zalo', inputMode: 'numeric' },
  { field: 'idNumber' },
  { field: 'recommenderId' },
  { field: 'affiliateCode' },
  { field: 'referralCode' },
  { field: 'paymentPassword', type: 'password', autoComplete: 'off', inputMode: 'numeric' },
];

type Values = Record<endpoints.RegisterField | 'dial' | 'terms' | 'adult', string | boolean> & {
  terms: boolean;
  adult: boolean;
};

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
/** A password exactly as typed: spaces are part of it (never trimmed). */
const secret = (v: unknown) => (typeof v === 'string' ? v : '');
const SECRET_FIELDS: readonly string[] = ['password', 'confirmPassword', 'paymentPassword'];

function affiliateFromUrl(): string {
  const params = new URLSearchParams(location.search);
  return params.get('affiliateCode') ?? params.get('aff') ?? params.get('code') ?? '';
}

export function RegisterForm({ referralCode: givenReferral, onDone }: { referralCode?: string; onDone: () => void }) {
  const { t } = useTranslation('host');
  const boot = useBoot();
  const on = (id: string) => boot?.modules[id] !== false;
  const { rules, loading } = useRegisterRules();
  const topics = useHelpTopicDialog('register-topic-dialog');
  const countries = useCountries();
  const countdown = useCountdown();
  // Registration SMS through the phone-auth service (firebaseChannel sms) when the brand turns it on.
  const firebase = useFirebaseSms();
  const gate = useSliderGate();
  const captchaRef = useRef<ImageCaptchaHandle>(null);
  const tabs = [
    ...(on('USERNAMEREG3') ? [{ id: 'username' as const, label: t('tab_register_username') }] : []),
    ...(on('MOBILENUMREG3') ? [{ id: 'mobile' as const, label: t('tab_register_mobile') }] : []),
  ];
  const [tab, setTab] = useState<RegisterTab>(tabs[0]?.id ?? 'username');
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const urlAffiliate = useRef(affiliateFromUrl()).current;
  const referralCode = givenReferral ?? new URLSearchParams(location.search).get('referralCode') ?? '';
  // Affiliate code from the URL: checked once; valid → hidden and sent, invalid → field shown.
  const [affiliate, setAffiliate] = useState<{ code: string; valid: boolean } | null>(null);
  useEffect(() => {
    if (!urlAffiliate) return;
    call(endpoints.affiliate, { code: urlAffiliate, domain: location.host })
      .then((r) => setAffiliate({ code: urlAffiliate, valid: r.valid }))
      .catch(() => setAffiliate({ code: urlAffiliate, valid: false }));
  }, [urlAffiliate]);

  const shown = useMemo(() => {
    const list = OPTIONAL.filter(({ field }) => {
      if (field === 'mobileNum') return tab === 'username' && rules.mobileNum?.enabled;
      if (field === 'affiliateCode') return affiliate ? !affiliate.valid : Boolean(rules.affiliateCode?.enabled);
      return Boolean(rules[field]?.enabled);
    });
    return list;
  }, [rules, tab, affiliate]);
  const shownFields = shown.map((s) => s.field);
  const captchaOn = Boolean(rules.captcha?.enabled);

  const form = useForm<Values>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { dial: '55', referralCode, affiliateCode: urlAffiliate, terms: false, adult: false } as Partial<Values> as Values,
    resolver: ruleResolver<Values>({
      t,
      // Spec section 5: a real name that breaks its rule is 'real name format incorrect'.
      formatMessages: { payeeName: t('err_real_name') },
      rules: () => {
        const map: Partial<Record<string, endpoints.RegisterRule | undefined>> = {};
        const mobileTab = tabRef.current === 'mobile';
        if (!mobileTab) map.username = { ...(rules.username ?? requiredRule), enabled: true, required: true };
        map.password = { ...(rules.password ?? requiredRule), enabled: true, required: true };
        map.confirmPassword = { ...(rules.confirmPassword ?? rules.password ?? requiredRule), enabled: true, required: true };
        for (const field of shownRef.current) map[field] = rules[field] ?? { ...requiredRule, required: false };
        if (mobileTab) map.mobileNum = { ...(rules.mobileNum ?? requiredRule), enabled: true, required: true };
        if (captchaOn) map.captcha = { ...requiredRule, maxLength: 255 };
        // The code's format follows its rule; whether it is needed is checked below.
        if (codeShownRef.current && rules.verificationCode) map.verificationCode = { ...rules.verificationCode, enabled: true, required: false };
        return map as Partial<Record<keyof Values & string, endpoints.RegisterRule>>;
      },
      extra: (v) => {
        const mobileTab = tabRef.current === 'mobile';
        const needsCode = mobileTab || (on('REGMOBVERF3') && Boolean(str(v.mobileNum)));
        return {
          confirmPassword: secret(v.confirmPassword) && secret(v.confirmPassword) !== secret(v.password) ? t('err_confirmation') : null,
          verificationCode: needsCode && !str(v.verificationCode) ? t('err_code_required') : null,
          terms: v.terms ? null : t('err_terms'),
          adult: v.adult ? null : t('err_adult'),
        };
      },
    }),
  });
  const tabRef = useRef(tab);
  tabRef.current = tab;
  const shownRef = useRef(shownFields);
  shownRef.current = shownFields;
  const { errors, isSubmitting } = form.formState;
  const err = (field: string) => (errors as Record<string, { message?: string } | undefined>)[field]?.message;
  const mobileShown = tab === 'mobile' || shownFields.includes('mobileNum');
  const codeShown = tab === 'mobile' || (mobileShown && on('REGMOBVERF3'));
  const codeShownRef = useRef(codeShown);
  codeShownRef.current = codeShown;

  const sendSms = async () => {
    if (!(await form.trigger('mobileNum'))) return;
    const mobile = str(form.getValues('mobileNum'));
    if (!mobile) {
      form.setError('mobileNum', { message: t('err_mobile_invalid') });
      return;
    }
    setSending(true);
    if (firebase.enabled) {
      try {
        await firebase.send(String(form.getValues('dial')), mobile);
        countdown.start(FIREBASE_SMS_COUNTDOWN_S);
      } catch (e) {
        setWarning(isPhoneAuthError(e) && e.code !== 'network_error' ? t(phoneAuthMessageKey(e.code)) : flowErrorMessage(t, e));
      } finally {
        setSending(false);
      }
      return;
    }
    try {
      const endpoint = tab === 'mobile' ? endpoints.mobileRegSms : endpoints.phoneCode;
      const sent = await call(endpoint, { countryDialingCode: String(form.getValues('dial')), mobileNo: mobile });
      countdown.start(smsCountdownSeconds(sent.expiredMinutes));
    } catch (e) {
      setWarning(flowErrorMessage(t, e));
    } finally {
      setSending(false);
    }
  };

  const resetCaptcha = () => {
    form.setValue('captcha', '');
    captchaRef.current?.refresh();
    gate.reset();
  };

  const submit = form.handleSubmit(onValid, (errs) => {
    // Spec section 5: 'fields marked * required' when a required field was left empty.
    const empty = Object.values(errs).some((e) => (e as { type?: string } | undefined)?.type === 'required');
    setError(empty ? t('err_fields_required') : null);
  });
  async function onValid(v: Values) {
    setError(null);
    // An affiliate code typed (or left from the URL) must be valid before registering.
    const affiliateCode = affiliate?.valid ? affiliate.code : str(v.affiliateCode);
    if (affiliateCode && !affiliate?.valid) {
      const check = await call(endpoints.affiliate, { code: affiliateCode, domain: location.host }).catch(() => ({ valid: false }));
      if (!check.valid) {
        setWarning(t('invitation_code_error'));
        return;
      }
    }
    // Phone auth: the typed code is verified by the service first; its ID token replaces the code.
    let firebaseIdToken: string | undefined;
    if (firebase.enabled && codeShown && str(v.verificationCode)) {
      if (!firebase.hasSession(String(v.dial), str(v.mobileNum))) {
        setError(t('err_complete_verification'));
        return;
      }
      try {
        firebaseIdToken = await firebase.idToken(str(v.verificationCode));
      } catch (e) {
        setError(isPhoneAuthError(e) && e.code !== 'network_error' ? t(phoneAuthMessageKey(e.code)) : flowErrorMessage(t, e));
        return;
      }
    }
    const geetest = await gate.solve();
    const body: endpoints.RegisterRequest = {
      password: secret(v.password),
      confirmPassword: secret(v.confirmPassword),
      registerUrl: location.href,
      domain: location.host,
      registerMethod: 'WEB',
      login: true,
      loginDeviceId: deviceId(),
      countryDialingCode: String(v.dial),
      geetest,
    };
    if (tab === 'username') body.username = str(v.username);
    for (const field of shownFields) {
      const value = SECRET_FIELDS.includes(field) ? secret(v[field]) : str(v[field]);
      if (value) (body as unknown as Record<string, string>)[field] = value;
    }
    if (tab === 'mobile') body.mobileNum = str(v.mobileNum);
    if (firebaseIdToken) {
      body.firebaseChannel = 'sms';
      body.firebaseIdToken = firebaseIdToken;
    } else if (codeShown && str(v.verificationCode)) body.verificationCode = str(v.verificationCode);
    if (affiliateCode) body.affiliateCode = affiliateCode;
    if (referralCode && !body.referralCode) body.referralCode = referralCode;
    if (captchaOn) {
      body.captcha = str(v.captcha);
      body.captchaUuid = captchaRef.current?.uuid;
    }
    try {
      const result = await call(tab === 'mobile' ? endpoints.registerMobile : endpoints.register, body, LOGIN_RESULT);
      await finishLogin(result, 'register');
      onDone();
    } catch (e) {
      setError(flowErrorMessage(t, e));
      resetCaptcha();
    }
  }

  if (loading) return <p>{t('loading_rules')}</p>;
  const dialSelect = (
    <DialCodePicker countries={countries} value={String(form.watch('dial'))} onChange={(dial) => form.setValue('dial', dial)} label={t('dialing_code')} testId="reg-dial" />
  );
  const req = (field: endpoints.RegisterField) => Boolean(rules[field]?.required);

  return (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Tabs tabs={tabs} value={tab} onChange={(next) => { setTab(next); form.clearErrors(); }} label={t('register')} />
      <Form onSubmit={submit} noValidate aria-label={t('register')} data-testid="register-form" data-tab={tab}>
        {error ? (
          <FormError role="alert" data-testid="register-error">
            {error}
          </FormError>
        ) : null}
        {tab === 'username' ? (
          <Field label={t('username')} autoComplete="username" required error={err('username')} testId="reg-username" {...form.register('username')} data-autofocus="true" />
        ) : (
          <Field label={t('mobile')} inputMode="numeric" autoComplete="tel-national" required error={err('mobileNum')} testId="reg-mobileNum" prefix={dialSelect} {...form.register('mobileNum')} data-autofocus="true" />
        )}
        <Field label={t('password')} type="password" autoComplete="new-password" required error={err('password')} testId="reg-password" {...form.register('password')} />
        <Field label={t('confirm_password')} type="password" autoComplete="new-password" required error={err('confirmPassword')} testId="reg-confirmPassword" {...form.register('confirmPassword')} />
        {shown.map(({ field, type, autoComplete, inputMode }) => (
          <Field
            key={field}
            label={t(`field_${field}`)}
            type={type ?? 'text'}
            autoComplete={autoComplete ?? 'off'}
            inputMode={inputMode}
            required={req(field) || (field === 'affiliateCode' && Boolean(affiliate))}
            error={err(field)}
            testId={`reg-${field}`}
            prefix={field === 'mobileNum' ? dialSelect : undefined}
            {...form.register(field)}
          />
        ))}
        {codeShown ? (
          <Field
            label={t('sms_code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={255}
            required={tab === 'mobile'}
            error={err('verificationCode')}
            testId="reg-verificationCode"
            addon={<SmsCodeButton left={countdown.left} waitLeft={firebase.enabled ? firebase.waitLeft : 0} busy={sending} onSend={() => void sendSms()} testId="reg-send-sms" />}
            {...form.register('verificationCode')}
          />
        ) : null}
        {captchaOn ? (
          <Field label={t('captcha')} autoComplete="off" maxLength={255} required error={err('captcha')} testId="reg-captcha" addon={<ImageCaptcha ref={captchaRef} />} {...form.register('captcha')} />
        ) : null}
        {/* Responsible gaming: the risks and the age rule at sign-up. */}
        <p data-testid="reg-risk" style={{ margin: 0 }}>
          <strong>{t('risk_title', { ns: 'common' })}.</strong> {t('risk_text', { ns: 'common' })} {t('risk_age', { ns: 'common' })}
        </p>
        <Checkbox {...form.register('terms')} error={err('terms')} testId="reg-terms">
          {t('agree_terms_before')} {topics.link('general_terms', t('terms_link'))} {t('and')} {topics.link('privacy_policy', t('privacy_link'))}
        </Checkbox>
        <Checkbox {...form.register('adult')} error={err('adult')} testId="reg-adult">
          {t('confirm_adult')}
        </Checkbox>
        {gate.element}
        <div style={{ display: 'flex', gap: 8 }}>
          <Button type="button" variant="ghost" onClick={() => { form.reset(); setError(null); }} data-testid="register-reset">
            {t('reset')}
          </Button>
          <SubmitButton type="submit" disabled={isSubmitting} style={{ flex: 1 }} data-testid="register-submit">
            {t('register')}
          </SubmitButton>
        </div>
      </Form>
      <LinkRow>
        <button type="button" className="link" onClick={() => openAuth({ kind: 'login' })}>
          {t('have_account_login')}
        </button>
      </LinkRow>
      <Dialog open={warning !== null} title={t('warning')} onClose={() => setWarning(null)} testId="register-warning">
        {warning}
      </Dialog>
      {topics.element}
    </div>
  );
}
