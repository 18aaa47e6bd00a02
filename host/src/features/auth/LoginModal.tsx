/**
 * The login popup (spec sections 2, 4, 5): username and mobile-number tabs (mobile only with
 * MOBILEVERCODELOGIN3), the slider captcha before every attempt, the image captcha once the
 * server asks for it, remember-me, free play, links to forgot password and register, social
 * sign-in (Google / Facebook, each behind its module), one-click sign-up at the player door (its
 * "Save your login" step replaces the modal's content until the player has saved the credentials,
 * then logs in) and the unknown-IP verification step. A failure keeps what was typed and resets
 * the captcha.
 */
import { useRef, useState, type RefCallback } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, call, Dialog, endpoints, isApiError, Modal, useBoot } from '@vitrine/shared';
import { deviceId } from '../../session/device-id';
import { closeAuth, openAuth, type LoginAs } from './auth-view';
import { finishLogin } from './finish-login';
import { IpVerificationStep } from './ip-verification/IpVerificationStep';
import { Checkbox, Field, Form, FormError, LinkRow, Tabs, SubmitButton } from './form-kit';
import { ImageCaptcha, type ImageCaptchaHandle } from './ImageCaptcha';
import { errorCode, flowErrorMessage } from './errors';
import { readLoginAs, readRemembered, readRememberedMobile, rememberLogin, rememberLoginAs, rememberMobile } from './remember-me';
import { requiredRule, ruleResolver } from './rule-resolver';
import { useSliderGate } from './SliderCaptcha';
import { smsCountdownSeconds, useCountdown } from './use-countdown';
import { SmsCodeButton } from './SmsCodeButton';
import { SocialButtons } from './social/SocialButtons';
import { OneClickSignUp, type OneClickCredentials } from './one-click/OneClickSignUp';
import { SaveLoginStep } from './one-click/SaveLoginStep';
import { useCountries } from './use-countries';
import { AuthBanner } from './extras/AuthBanner';
import { DialCodePicker } from './extras/DialCodePicker';
import { LOGIN_RESULT } from '../../session/login-result';

type Tab = 'username' | 'mobile';

interface UsernameValues {
  username: string;
  password: string;
  captcha: string;
  remember: boolean;
}

interface MobileValues {
  dial: string;
  mobile: string;
  code: string;
}

function mergeRefs<T>(...refs: (RefCallback<T> | { current: T | null })[]): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else ref.current = node;
    }
  };
}

function UsernameLogin({
  notice,
  loginAs,
  onSwitchDoor,
  onTwoFactor,
}: {
  notice: string | null;
  loginAs: LoginAs;
  onSwitchDoor: (to: LoginAs) => void;
  onTwoFactor: (c: endpoints.LoginVerificationChallenge, password: string) => void;
}) {
  const { t } = useTranslation('host');
  const remembered = useRef(readRemembered()).current;
  const [showCaptcha, setShowCaptcha] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A login refused at this door offers the other one; what was typed stays.
  const [otherDoor, setOtherDoor] = useState<LoginAs | null>(null);
  const captchaRef = useRef<ImageCaptchaHandle>(null);
  const gate = useSliderGate();
  const usernameInput = useRef<HTMLInputElement | null>(null);
  const form = useForm<UsernameValues>({
    // Only the username is remembered; the browser's password manager fills the password.
    defaultValues: { username: remembered.username, password: '', captcha: '', remember: remembered.remember },
    resolver: ruleResolver<UsernameValues>({
      t,
      rules: () => ({ username: requiredRule, password: requiredRule, captcha: showCaptcha ? requiredRule : undefined }),
    }),
  });
  const { errors, isSubmitting } = form.formState;
  const username = form.register('username');

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    setOtherDoor(null);
    const geetest = await gate.solve();
    try {
      const result = await call(endpoints.login, {
        username: values.username.trim(),
        password: values.password,
        type: 'username',
        loginAs,
        loginDeviceId: deviceId(),
        geetest,
        ...(showCaptcha ? { captcha: values.captcha.trim(), captchaUuid: captchaRef.current?.uuid } : {}),
      }, LOGIN_RESULT);
      rememberLogin(values.username.trim(), values.remember);
      rememberLoginAs(loginAs);
      await finishLogin(result, 'username', values.password);
    } catch (e) {
      const code = errorCode(e);
      if (code === 'login_ip_verification_required' && isApiError(e)) {
        onTwoFactor(e.value as endpoints.LoginVerificationChallenge, values.password);
        return;
      }
      setError(flowErrorMessage(t, e));
      if (code === 'non_member_login') setOtherDoor('agent');
      if (code === 'non_agent_login') setOtherDoor('member');
      if (code === 'captcha_required' || code === 'captcha_invalid' || showCaptcha) {
        form.setValue('captcha', '');
        if (showCaptcha) captchaRef.current?.refresh();
        setShowCaptcha(true);
      }
    }
  });

  const alert = error ?? notice;
  return (
    <Form onSubmit={submit} noValidate aria-label={t('login')} data-testid="header-login">
      {alert ? (
        <FormError role="alert" data-testid="login-error">
          {alert}
        </FormError>
      ) : null}
      {alert && otherDoor ? (
        <Button
          type="button"
          variant="ghost"
          data-testid="switch-login-door"
          onClick={() => {
            setError(null);
            setOtherDoor(null);
            onSwitchDoor(otherDoor);
          }}
        >
          {t(otherDoor === 'agent' ? 'use_agent_login' : 'use_player_login')}
        </Button>
      ) : null}
      <Field
        label={t('username')}
        autoComplete="username"
        required
        error={errors.username?.message}
        {...username}
        ref={mergeRefs(username.ref, usernameInput)}
        data-autofocus="true"
      />
      <Field label={t('password')} type="password" autoComplete="current-password" required error={errors.password?.message} {...form.register('password')} />
      {showCaptcha ? (
        <Field
          label={t('captcha')}
          autoComplete="off"
          maxLength={255}
          required
          error={errors.captcha?.message}
          addon={<ImageCaptcha ref={captchaRef} />}
          testId="login-captcha"
          {...form.register('captcha')}
        />
      ) : null}
      <Checkbox {...form.register('remember')} testId="remember-me">
        {t('remember_me')}
      </Checkbox>
      {gate.element}
      <SubmitButton type="submit" disabled={isSubmitting} data-testid="login-submit">
        {isSubmitting ? t('logging_in') : t('login')}
      </SubmitButton>
    </Form>
  );
}

function MobileLogin({ loginAs }: { loginAs: LoginAs }) {
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

const FREE_PLAY_KEY = 'vitrine.freePlay';
function freePlayRandom(): string {
  try {
    const stored = localStorage.getItem(FREE_PLAY_KEY);
    if (stored) return stored;
    const made = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
    localStorage.setItem(FREE_PLAY_KEY, made);
    return made;
  } catch {
    return `fp${Date.now()}${Math.random().toString(16).slice(2)}`;
  }
}

export function LoginModal({ notice, as }: { notice?: 'not_logged_in'; as?: LoginAs }) {
  const { t } = useTranslation('host');
  const { t: tc } = useTranslation('common');
  const boot = useBoot();
  const on = (id: string) => boot?.modules[id] !== false;
  const [tab, setTab] = useState<Tab>('username');
  const [loginAs, setLoginAs] = useState<LoginAs>(() => as ?? readLoginAs());
  const doors = [
    { id: 'member' as const, label: t('player_login') },
    { id: 'agent' as const, label: t('agent_login') },
  ];
  const [twoFactor, setTwoFactor] = useState<{ challenge: endpoints.LoginVerificationChallenge; password: string } | null>(null);
  const [freePlayError, setFreePlayError] = useState<string | null>(null);
  // One-click sign-up's result and credentials, held only here until the player has saved them.
  const [oneClick, setOneClick] = useState<OneClickCredentials | null>(null);
  const tabs = [{ id: 'username' as const, label: t('tab_username') }, ...(on('MOBILEVERCODELOGIN3') ? [{ id: 'mobile' as const, label: t('tab_mobile') }] : [])];

  const freePlay = async () => {
    setFreePlayError(null);
    try {
      const result = await call(endpoints.freePlay, { os: navigator.platform || 'web', platform: 'W', random: freePlayRandom() }, LOGIN_RESULT);
      await finishLogin(result, 'free-play');
    } catch (e) {
      setFreePlayError(flowErrorMessage(t, e));
    }
  };

  const title = oneClick ? t('one_click_saved_title') : twoFactor ? t('ip_verification_title') : loginAs === 'agent' ? t('agent_login') : t('login');
  return (
    // While the new credentials show, the only way on is "I have saved it" (no close, no Escape).
    <Modal name="login" open title={title} showClose={!oneClick} onClose={closeAuth} testId="login-modal" width={420}>
      {oneClick ? (
        <SaveLoginStep username={oneClick.username} password={oneClick.password} onContinue={() => finishLogin(oneClick.result, 'register')} />
      ) : twoFactor ? (
        <IpVerificationStep challenge={twoFactor.challenge} password={twoFactor.password} onRestart={() => setTwoFactor(null)} />
      ) : (
        <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <AuthBanner group="w_login" />
          <Tabs tabs={doors} value={loginAs} onChange={setLoginAs} label={t('login_as')} />
          <Tabs tabs={tabs} value={tab} onChange={setTab} label={t('login_method')} />
          {tab === 'username' ? (
            <UsernameLogin
              notice={notice ? tc('err_not_logged_in') : null}
              loginAs={loginAs}
              onSwitchDoor={setLoginAs}
              onTwoFactor={(challenge, password) => setTwoFactor({ challenge, password })}
            />
          ) : (
            <MobileLogin loginAs={loginAs} />
          )}
          <SocialButtons loginAs={loginAs} />
          <OneClickSignUp loginAs={loginAs} onRegistered={setOneClick} />
          <LinkRow>
            <button type="button" className="link" data-testid="open-forgot" onClick={() => openAuth({ kind: 'forgot' })}>
              {t('forgot_password')}
            </button>
            {on('DIRECTREG3') ? (
              <button type="button" className="link" data-testid="login-to-register" onClick={() => openAuth({ kind: 'register' })}>
                {t('no_account_register')}
              </button>
            ) : null}
          </LinkRow>
          {on('FREEPLAY3') ? (
            <Button type="button" variant="ghost" data-testid="free-play" onClick={() => void freePlay()}>
              {tc('free_trial')}
            </Button>
          ) : null}
          {freePlayError ? <FormError role="alert">{freePlayError}</FormError> : null}
        </div>
      )}
    </Modal>
  );
}
