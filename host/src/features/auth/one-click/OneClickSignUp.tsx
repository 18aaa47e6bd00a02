/**
 * One-click sign-up in the login modal (spec section 2: "One-click login … when enabled"). The
 * visitor confirms 18+ and the terms and privacy policy, presses the button and passes the slider;
 * the server suggests a free username (`registerAuto`), the browser makes a password that meets
 * the server's password rule (`generatePassword`), and the normal `register` call creates the
 * player with the register form's payload. A username taken in between is retried once with a
 * new suggestion. The result and the credentials go up to the modal, which shows them on the
 * "Save your login" step before logging in; they are kept nowhere else.
 */
import styled from '@emotion/styled';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, call, endpoints, useBoot } from '@vitrine/shared';
import { deviceId } from '../../../session/device-id';
import { openAuth, type LoginAs } from '../auth-view';
import { errorCode } from '../errors';
import { Field, FieldError, Form, FormError, FormNote } from '../form-kit';
import { ImageCaptcha, type ImageCaptchaHandle } from '../ImageCaptcha';
import { useSliderGate } from '../SliderCaptcha';
import { useRegisterRules } from '../use-register-rules';
import { isOneClickAvailable } from './eligibility';
import { NoPasswordError, oneClickFailure, type OneClickFailure } from './one-click-errors';
import { generatePassword } from './password';
import { useHelpTopicDialog } from '../../help-topic/HelpTopicDialog';
import { LOGIN_RESULT } from '../../../session/login-result';

export interface OneClickCredentials {
  result: endpoints.RegisterResult;
  username: string;
  password: string;
}

const Card = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-inline-start: 3px solid ${({ theme }) => theme.color.gold};
  background: ${({ theme }) => theme.color.surfaceSunken};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    color: ${({ theme }) => theme.color.text};
  }
  .confirm {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  .confirm input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    flex: none;
    accent-color: ${({ theme }) => theme.color.primary};
  }
  .confirm a {
    color: ${({ theme }) => theme.color.text};
    text-decoration: underline;
  }
  .register-link {
    display: inline;
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
`;

const OneClickButton = styled(Button)`
  white-space: normal;
  text-align: center;
  /* Busy stays focusable (aria-disabled): focus is not dropped while the slider waits. */
  &[aria-disabled='true'] {
    opacity: 0.7;
    cursor: progress;
  }
`;

/** The attribution the register form would send: a valid affiliate code and the referral code from the URL. */
async function attribution(): Promise<Pick<endpoints.RegisterRequest, 'affiliateCode' | 'referralCode'>> {
  const params = new URLSearchParams(location.search);
  const out: Pick<endpoints.RegisterRequest, 'affiliateCode' | 'referralCode'> = {};
  const referralCode = params.get('referralCode')?.trim();
  if (referralCode) out.referralCode = referralCode;
  const affiliate = (params.get('affiliateCode') ?? params.get('aff') ?? params.get('code') ?? '').trim();
  if (affiliate) {
    const check = await call(endpoints.affiliate, { code: affiliate, domain: location.host }).catch(() => ({ valid: false }));
    if (check.valid) out.affiliateCode = affiliate;
  }
  return out;
}

export function OneClickSignUp({ loginAs, onRegistered }: { loginAs: LoginAs; onRegistered: (credentials: OneClickCredentials) => void }) {
  const { t } = useTranslation('host');
  const boot = useBoot();
  const { rules, loading } = useRegisterRules();
  const gate = useSliderGate();
  const topics = useHelpTopicDialog('one-click-topic-dialog');
  const captchaRef = useRef<ImageCaptchaHandle>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  const [confirmed, setConfirmed] = useState(false);
  const [confirmError, setConfirmError] = useState(false);
  const [captcha, setCaptcha] = useState('');
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const [failure, setFailure] = useState<OneClickFailure | null>(null);

  if (!isOneClickAvailable({ modules: boot?.modules, rules: loading ? null : rules, loginAs })) return null;
  const captchaOn = Boolean(rules.captcha?.enabled);

  const register = (username: string, password: string, geetest: endpoints.GeetestResult | undefined, extra: Partial<endpoints.RegisterRequest>) => {
    const body: endpoints.RegisterRequest = {
      username,
      password,
      confirmPassword: password,
      registerUrl: location.href,
      domain: location.host,
      registerMethod: 'WEB',
      login: true,
      loginDeviceId: deviceId(),
      geetest,
      ...extra,
    };
    if (captchaOn) {
      body.captcha = captcha.trim();
      body.captchaUuid = captchaRef.current?.uuid;
    }
    return call(endpoints.register, body, LOGIN_RESULT);
  };

  const start = async () => {
    setFailure(null);
    setCaptchaError(null);
    if (!confirmed) {
      setConfirmError(true);
      confirmRef.current?.focus();
      return;
    }
    if (captchaOn && !captcha.trim()) {
      setCaptchaError(t('reg_required'));
      return;
    }
    setBusy(true);
    try {
      const password = generatePassword(rules);
      if (!password) throw new NoPasswordError();
      const extra = await attribution();
      let geetest = await gate.solve();
      let { username } = await call(endpoints.registerAuto);
      let result: endpoints.RegisterResult;
      try {
        result = await register(username, password, geetest, extra);
      } catch (e) {
        // Someone took the suggestion in between: one more suggestion, one more try. The slider
        // answer and the image code are single-use, so the slider asks again; a typed image code
        // cannot be retyped for the player, so that case stops here with the message.
        if (errorCode(e) !== 'username_exists' || captchaOn) throw e;
        setRetrying(true);
        geetest = await gate.solve();
        ({ username } = await call(endpoints.registerAuto));
        result = await register(username, password, geetest, extra);
      }
      onRegistered({ result, username: result.userName || username, password });
    } catch (e) {
      setFailure(oneClickFailure(t, e));
      gate.reset();
      if (captchaOn) {
        setCaptcha('');
        captchaRef.current?.refresh();
      }
    } finally {
      setBusy(false);
      setRetrying(false);
    }
  };

  const titleId = `${ids}-title`;
  const confirmErrorId = `${ids}-confirm-error`;
  return (
    <Card aria-labelledby={titleId} data-testid="one-click">
      <h3 id={titleId}>{t('one_click_title')}</h3>
      <FormNote>{t('one_click_text')}</FormNote>
      <Form
        noValidate
        aria-labelledby={titleId}
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy) void start();
        }}
      >
        <div>
          <label className="confirm" data-testid="one-click-confirm">
            <input
              ref={confirmRef}
              type="checkbox"
              checked={confirmed}
              aria-invalid={confirmError ? 'true' : undefined}
              aria-describedby={confirmError ? confirmErrorId : undefined}
              onChange={(e) => {
                setConfirmed(e.target.checked);
                if (e.target.checked) setConfirmError(false);
              }}
            />
            <span>
              {t('one_click_confirm_before')} {topics.link('general_terms', t('terms_link'))} {t('and')}{' '}
              {topics.link('privacy_policy', t('privacy_link'))}
            </span>
          </label>
          {confirmError ? (
            <FieldError id={confirmErrorId} data-testid="one-click-confirm-error">
              {t('one_click_err_confirm')}
            </FieldError>
          ) : null}
        </div>
        {captchaOn ? (
          <Field
            label={t('captcha')}
            autoComplete="off"
            maxLength={255}
            required
            value={captcha}
            onChange={(e) => setCaptcha(e.target.value)}
            error={captchaError ?? undefined}
            addon={<ImageCaptcha ref={captchaRef} />}
            testId="one-click-captcha"
          />
        ) : null}
        {retrying ? (
          <FormNote role="status" data-testid="one-click-retry">
            {t('one_click_retry_note')}
          </FormNote>
        ) : null}
        {gate.element}
        {failure ? (
          <FormError role="alert" data-testid="one-click-error">
            {failure.message}
            {failure.offerRegisterForm ? (
              <>
                {' '}
                <button type="button" className="register-link" onClick={() => openAuth({ kind: 'register' })}>
                  {t('one_click_open_register')}
                </button>
              </>
            ) : null}
          </FormError>
        ) : null}
        <OneClickButton type="submit" variant="gold" aria-disabled={busy || undefined} aria-busy={busy || undefined} data-testid="one-click-submit">
          {busy ? t('one_click_busy') : t('one_click_button')}
        </OneClickButton>
      </Form>
      {topics.element}
    </Card>
  );
}
