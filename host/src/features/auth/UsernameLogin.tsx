/**
 * The login popup's username tab: the slider captcha before every attempt, the image captcha once
 * the server asks for it, remember-me (username only), the other door offered when this door refuses
 * the account, and the unknown-IP verification handed up to the modal. A failure keeps what was
 * typed and resets the captcha.
 */
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, call, endpoints, isApiError } from '@vitrine/shared';
import { deviceId } from '../../session/device-id';
import { LOGIN_RESULT } from '../../session/login-result';
import type { LoginAs } from './auth-view';
import { finishLogin } from './finish-login';
import { Checkbox, Field, Form, FormError, SubmitButton } from './form-kit';
import { ImageCaptcha, type ImageCaptchaHandle } from './ImageCaptcha';
import { errorCode, flowErrorMessage } from './errors';
import { mergeRefs } from './merge-refs';
import { readRemembered, rememberLogin, rememberLoginAs } from './remember-me';
import { requiredRule, ruleResolver } from './rule-resolver';
import { useSliderGate } from './SliderCaptcha';

interface UsernameValues {
  username: string;
  password: string;
  captcha: string;
  remember: boolean;
}

export function UsernameLogin({
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
