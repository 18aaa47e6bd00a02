/**
 * The unknown-IP verification step of the login popup (spec section 4): the method the backend
 * chose for the account (SMS code, bound e-mail, bank account name, Google Authenticator), one
 * field for the answer, and a message in the player's language when it is wrong. What was typed
 * stays; when the challenge is over (expired, too many wrong answers) the player goes back to log in.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, call, endpoints } from '@vitrine/shared';
import { Field, Form, FormError, FormNote, SubmitButton } from '../form-kit';
import { flowErrorMessage } from '../errors';
import { ruleResolver } from '../rule-resolver';
import { finishLogin } from '../finish-login';
import { methodView, verificationError } from './methods';
import { LOGIN_RESULT } from '../../../session/login-result';

export function IpVerificationStep({ challenge, password, onRestart }: { challenge: endpoints.LoginVerificationChallenge; password: string; onRestart: () => void }) {
  const { t } = useTranslation('host');
  const [error, setError] = useState<{ message: string; restart: boolean } | null>(null);
  const view = methodView(t, challenge);
  const form = useForm<{ answer: string }>({
    defaultValues: { answer: '' },
    resolver: ruleResolver<{ answer: string }>({ t, rules: () => ({}), extra: (values) => ({ answer: view.check(values.answer) }) }),
  });
  const submit = form.handleSubmit(async ({ answer }) => {
    setError(null);
    try {
      const result = await call(endpoints.loginVerify, { verifyToken: challenge.verifyToken, verificationCode: answer.trim() }, LOGIN_RESULT);
      await finishLogin(result, 'ip-verification', password);
    } catch (e) {
      const known = verificationError(t, challenge, e);
      setError(known ? { message: t(known.key), restart: known.restart } : { message: flowErrorMessage(t, e), restart: false });
    }
  });
  return (
    <Form onSubmit={submit} noValidate aria-label={t('ip_verification_title')} data-testid="ip-verification" data-method={challenge.method}>
      <FormNote>{view.note}</FormNote>
      {error ? (
        <FormError role="alert" data-testid="ip-verification-error">
          {error.message}
        </FormError>
      ) : null}
      <Field
        label={view.label}
        type={view.type}
        inputMode={view.inputMode}
        autoComplete={view.autoComplete}
        maxLength={255}
        required
        error={form.formState.errors.answer?.message}
        testId="ip-verification-answer"
        data-autofocus="true"
        {...form.register('answer')}
      />
      {error?.restart ? (
        <Button type="button" variant="ghost" data-testid="ip-verification-restart" onClick={onRestart}>
          {t('back_to_login')}
        </Button>
      ) : (
        <SubmitButton type="submit" disabled={form.formState.isSubmitting}>
          {t('verify')}
        </SubmitButton>
      )}
    </Form>
  );
}
