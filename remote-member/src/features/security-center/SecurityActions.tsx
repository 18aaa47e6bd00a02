/**
 * What a player can change in the security centre (issue 14): the avatar (a static choice or an
 * uploaded png/jpg, the `icon` call), binding an e-mail, binding a mobile number with its SMS code,
 * and the payment password (set with the login password, changed with the current one). Each form
 * checks what was typed in the player's language, shows its pending state and the server's refusal
 * (named by code where there is one), and keeps what was typed when it fails. A success re-reads
 * the member, and asks the host to re-read what the header shows (`session/member-changed`).
 */
import styled from '@emotion/styled';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  avatarUrl,
  bus,
  Button,
  call,
  endpoints,
  Field,
  FormAlert,
  Input,
  STATIC_AVATARS,
  useErrorText,
  type ApiError,
  type Endpoint,
} from '@vitrine/shared';
import { readAsDataUrl, screenshotProblem } from '../feedback/screenshot-rules';
import {
  cleanDialing,
  cleanMobile,
  dialingProblem,
  emailProblem,
  mobileProblem,
  paymentPasswordProblems,
  paymentPasswordRequest,
  securityErrorKey,
  smsCodeProblem,
  type PaymentPasswordValues,
} from './rules';

/** Avatar pictures: the promotion apply form's rules (one png or jpg, at most 5 MB, bytes checked). */
const AVATAR_RULES = { maxImages: 1, maxImageBytes: 5 * 1024 * 1024, imageTypes: ['image/png', 'image/jpeg'] };

const Form = styled.form`
  flex-basis: 100%;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 520px;
  min-width: 0;
  padding-block-start: ${({ theme }) => theme.space(2)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(80px, 7rem) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  align-items: end;
`;

const WithButton = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  input {
    flex: 1;
    min-width: 0;
  }
  button {
    flex: none;
    min-height: ${({ theme }) => theme.layout.touch};
  }
`;

const AvatarGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(52px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  button {
    aspect-ratio: 1;
    min-height: ${({ theme }) => theme.layout.touch};
    padding: 2px;
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 2px solid transparent;
    background: ${({ theme }) => theme.color.surfaceSunken};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.gold};
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  img {
    inline-size: 100%;
    block-size: 100%;
    border-radius: ${({ theme }) => theme.radius.pill};
    display: block;
  }
`;

/**
 * One security action: the call, then the member, its settings and avatar re-read, and the host
 * told. The re-reads are not awaited: the form's own onSuccess (close it, say done) must run before
 * they land, because a re-read can swap the form (the payment-password form is keyed by whether one
 * is set) and a swapped form never hears its mutation finish.
 */
function useSecurityAction<Req, Res>(endpoint: Endpoint<Req, Res>) {
  const queryClient = useQueryClient();
  return useMutation<Res, ApiError, Req>({
    mutationFn: (request) => call(endpoint, request),
    onSuccess: () => {
      for (const e of [endpoints.memberInfo, endpoints.securityConfig, endpoints.playerAvatar])
        void queryClient.invalidateQueries({ queryKey: [e.name] });
      bus.publish('session/member-changed', {});
    },
  });
}

/** What to say about a failed action: its code named in the player's language, else the shared text. */
function useActionErrorText() {
  const { t } = useTranslation('member');
  const errorText = useErrorText();
  return (error: unknown) => {
    const key = securityErrorKey(error);
    return key ? t(key) : errorText(error);
  };
}

/** Seconds left before the SMS code may be asked for again (spec: expiredMinutes × 60 s). */
export function useCountdown(): [number, (seconds: number) => void] {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [until, now]);
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  return [
    left,
    (seconds: number) => {
      const start = Date.now();
      setNow(start);
      setUntil(start + seconds * 1000);
    },
  ];
}

function FormButtons({ pending, onCancel, testId }: { pending: boolean; onCancel: () => void; testId: string }) {
  const { t } = useTranslation('member');
  return (
    <Actions>
      <Button type="submit" size="sm" disabled={pending} aria-busy={pending} data-testid={`${testId}-submit`}>
        {pending ? t('processing') : t('sec_save')}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
        {t('sec_cancel')}
      </Button>
    </Actions>
  );
}

interface ActionProps {
  onCancel: () => void;
  onDone: (message: string) => void;
}

export function AvatarForm({ current, onCancel, onDone }: ActionProps & { current: endpoints.Avatar | undefined }) {
  const { t } = useTranslation('member');
  const errorText = useActionErrorText();
  const save = useSecurityAction(endpoints.setIcon);
  const labelId = useId();
  const [choice, setChoice] = useState<string | null>(current?.avatarType === 'STATIC' ? current.avatar : null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (file) {
      const wrong = await screenshotProblem([file], AVATAR_RULES);
      setProblem(wrong);
      if (wrong) return;
      const avatar = await readAsDataUrl(file);
      save.mutate({ avatar, avatarType: 'CUSTOM' }, { onSuccess: () => onDone(t('sec_avatar_saved')) });
      return;
    }
    if (!choice) {
      setProblem('sec_avatar_required');
      return;
    }
    setProblem(null);
    save.mutate({ avatar: choice, avatarType: 'STATIC' }, { onSuccess: () => onDone(t('sec_avatar_saved')) });
  };

  return (
    <Form noValidate onSubmit={(e) => void submit(e)} aria-busy={save.isPending} data-testid="avatar-form">
      <span id={labelId}>{t('sec_avatar_choose')}</span>
      <AvatarGrid role="group" aria-labelledby={labelId}>
        {STATIC_AVATARS.map((id, i) => (
          <button
            key={id}
            type="button"
            aria-pressed={!file && choice === id}
            aria-label={t('sec_avatar_option', { n: i + 1 })}
            data-testid="avatar-option"
            data-avatar={id}
            onClick={() => {
              setChoice(id);
              setFile(null);
              setProblem(null);
            }}
          >
            <img src={avatarUrl({ avatar: id, avatarType: 'STATIC' })} alt="" width={48} height={48} />
          </button>
        ))}
      </AvatarGrid>
      <Field name="avatar-file" label={t('sec_avatar_upload')} hint={t('sec_avatar_upload_hint')} error={problem ? t(problem) : null}>
        {(control) => (
          <Input
            {...control}
            type="file"
            accept={AVATAR_RULES.imageTypes.join(',')}
            style={{ paddingBlock: 8 }}
            data-testid="avatar-file"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setProblem(null);
            }}
          />
        )}
      </Field>
      {save.isError ? <FormAlert title={t('sec_failed')} message={errorText(save.error)} testId="avatar-error" /> : null}
      <FormButtons pending={save.isPending} onCancel={onCancel} testId="avatar" />
    </Form>
  );
}

export function EmailForm({ onCancel, onDone }: ActionProps) {
  const { t } = useTranslation('member');
  const errorText = useActionErrorText();
  const bind = useSecurityAction(endpoints.bindEmail);
  const [email, setEmail] = useState('');
  const [checked, setChecked] = useState(false);
  const problem = emailProblem(email);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problem || bind.isPending) return;
    bind.mutate({ email: email.trim() }, { onSuccess: () => onDone(t('sec_email_saved')) });
  };

  return (
    <Form noValidate onSubmit={submit} aria-busy={bind.isPending} data-testid="email-form">
      <Field name="bind-email" label={t('email')} error={checked && problem ? t(problem) : null}>
        {(control) => (
          <Input {...control} type="email" inputMode="email" autoComplete="email" maxLength={50} value={email} onChange={(e) => setEmail(e.target.value)} />
        )}
      </Field>
      {bind.isError ? <FormAlert title={t('sec_failed')} message={errorText(bind.error)} testId="email-error" /> : null}
      <FormButtons pending={bind.isPending} onCancel={onCancel} testId="email" />
    </Form>
  );
}

export function MobileForm({ dialingCode, onCancel, onDone }: ActionProps & { dialingCode: string }) {
  const { t } = useTranslation('member');
  const errorText = useActionErrorText();
  const sendCode = useSecurityActionCode();
  const bind = useSecurityAction(endpoints.bindMobile);
  const [dialing, setDialing] = useState(dialingCode);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState(false);
  const [codeAsked, setCodeAsked] = useState(false);
  const [left, start] = useCountdown();
  const problems = { dialing: dialingProblem(dialing), mobile: mobileProblem(mobile), code: smsCodeProblem(code) };
  const shown = (key: keyof typeof problems, when: boolean) => (when && problems[key] ? t(problems[key]) : null);

  const send = () => {
    setCodeAsked(true);
    if (problems.dialing || problems.mobile || sendCode.isPending || left > 0) return;
    sendCode.mutate(
      { mobileNum: cleanMobile(mobile), countryDialingCode: cleanDialing(dialing) },
      { onSuccess: (sent) => start(Math.max(1, sent.expiredMinutes) * 60) },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problems.dialing || problems.mobile || problems.code || bind.isPending) return;
    bind.mutate(
      { mobileNum: cleanMobile(mobile), countryDialingCode: cleanDialing(dialing), verificationCode: code.trim() },
      { onSuccess: () => onDone(t('sec_mobile_saved')) },
    );
  };

  return (
    <Form noValidate onSubmit={submit} aria-busy={bind.isPending} data-testid="mobile-form">
      <Row>
        <Field name="bind-dialing" label={t('sec_dialing_code')} error={shown('dialing', checked || codeAsked)}>
          {(control) => <Input {...control} inputMode="tel" maxLength={5} value={dialing} onChange={(e) => setDialing(e.target.value)} />}
        </Field>
        <Field name="bind-mobile" label={t('mobile')} error={shown('mobile', checked || codeAsked)}>
          {(control) => (
            <Input {...control} type="tel" inputMode="tel" autoComplete="tel-national" maxLength={20} value={mobile} onChange={(e) => setMobile(e.target.value)} />
          )}
        </Field>
      </Row>
      <Field
        name="bind-sms-code"
        label={t('sec_sms_code')}
        error={shown('code', checked)}
        hint={sendCode.isSuccess ? <span role="status">{t('sec_sms_sent')}</span> : undefined}
      >
        {(control) => (
          <WithButton>
            <Input {...control} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} />
            <Button type="button" size="sm" variant="ghost" disabled={sendCode.isPending || left > 0} onClick={send} data-testid="bind-sms-send">
              {left > 0 ? t('sec_sms_wait', { seconds: left }) : sendCode.isPending ? t('processing') : t('sec_sms_send')}
            </Button>
          </WithButton>
        )}
      </Field>
      {sendCode.isError ? <FormAlert title={t('sec_failed')} message={errorText(sendCode.error)} testId="mobile-code-error" /> : null}
      {bind.isError ? <FormAlert title={t('sec_failed')} message={errorText(bind.error)} testId="mobile-error" /> : null}
      <FormButtons pending={bind.isPending} onCancel={onCancel} testId="mobile" />
    </Form>
  );
}

/** Asking for the SMS code changes nothing on the account: no re-read. */
function useSecurityActionCode() {
  return useMutation<endpoints.SmsSent, ApiError, endpoints.BindMobileCodeRequest>({
    mutationFn: (request) => call(endpoints.bindMobileCode, request),
  });
}

export function PaymentPasswordForm({ hasPaymentPassword, onCancel, onDone }: ActionProps & { hasPaymentPassword: boolean }) {
  const { t } = useTranslation('member');
  const errorText = useActionErrorText();
  const save = useSecurityAction(endpoints.paymentPassword);
  const [values, setValues] = useState<PaymentPasswordValues>({ current: '', next: '', confirm: '' });
  const [checked, setChecked] = useState(false);
  const problems = paymentPasswordProblems(values, hasPaymentPassword);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(problems).length > 0 || save.isPending) return;
    save.mutate(paymentPasswordRequest(values, hasPaymentPassword), { onSuccess: () => onDone(t('sec_pp_saved')) });
  };

  const field = (key: keyof PaymentPasswordValues, label: string, hint?: ReactNode) => {
    const payment = key !== 'current' || hasPaymentPassword;
    return (
      <Field name={`pp-${key}`} label={label} hint={hint} error={checked && problems[key] ? t(problems[key]) : null}>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete={key === 'current' && !hasPaymentPassword ? 'current-password' : 'off'}
            inputMode={payment ? 'numeric' : undefined}
            maxLength={payment ? 6 : 64}
            value={values[key]}
            onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
          />
        )}
      </Field>
    );
  };

  return (
    <Form noValidate onSubmit={submit} aria-busy={save.isPending} data-testid="payment-password-form">
      {field('current', hasPaymentPassword ? t('sec_pp_current') : t('login_password'))}
      {field('next', t('sec_pp_new'), t('sec_pp_format'))}
      {field('confirm', t('sec_pp_confirm'))}
      {save.isError ? <FormAlert title={t('sec_failed')} message={errorText(save.error)} testId="payment-password-error" /> : null}
      <FormButtons pending={save.isPending} onCancel={onCancel} testId="payment-password" />
    </Form>
  );
}
