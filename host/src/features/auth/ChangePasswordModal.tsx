/**
 * Change password (spec sections 2, 4, 5): shows the account name; the old-password field only
 * when the old password is not already known (a forced change right after login knows it); the
 * new password follows the server password rule; the confirmation must match ('Incorrect
 * confirmation entry'). Success re-runs the login info, closes and goes to /.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { bus, call, endpoints, Modal, useSession } from '@vitrine/shared';
import { loadMember } from '../../session/session-actions';
import { sessionWriters } from '@vitrine/shared/internal';
import { closeAuth } from './auth-view';
import { Field, Form, FormError, FormNote, SubmitButton } from './form-kit';
import { clearForcedChange } from './forced-change';
import { flowErrorMessage } from './errors';
import { requiredRule, ruleResolver } from './rule-resolver';
import { useRegisterRules } from './use-register-rules';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

export function ChangePasswordModal({ forced, oldPassword }: { forced: boolean; oldPassword?: string }) {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const session = useSession();
  const { rules } = useRegisterRules();
  const [error, setError] = useState<string | null>(null);
  const knowsOld = Boolean(oldPassword);
  const form = useForm<Values>({
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    resolver: ruleResolver<Values>({
      t,
      rules: () => ({
        oldPassword: knowsOld ? undefined : requiredRule,
        newPassword: { ...(rules.password ?? requiredRule), enabled: true, required: true },
        confirmNewPassword: requiredRule,
      }),
      extra: (v) => ({ confirmNewPassword: v.confirmNewPassword !== v.newPassword ? t('err_confirmation') : null }),
    }),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await call(endpoints.changePassword, {
        // Passwords go exactly as typed (a space is part of a password).
        oldPassword: knowsOld ? oldPassword : values.oldPassword,
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
      sessionWriters.store({ cpw: false });
      clearForcedChange();
      await loadMember().catch(() => undefined);
      closeAuth();
      // A change chosen from the member centre closes it too: the player lands on / (spec section 4).
      bus.publish('member-centre/close', {});
      navigate('/');
    } catch (e) {
      setError(flowErrorMessage(t, e));
    }
  });

  return (
    <Modal name="change-password" open title={t('change_password')} showClose={!forced} onClose={closeAuth} testId="change-password-modal" width={420}>
      <Form onSubmit={submit} noValidate aria-label={t('change_password')}>
        {forced ? <FormNote data-testid="forced-note">{t('change_password_forced')}</FormNote> : null}
        <FormNote>
          {t('account')}: <strong data-testid="change-password-account">{session.account}</strong>
        </FormNote>
        {error ? <FormError role="alert">{error}</FormError> : null}
        {/* The account the new password belongs to, for the browser's password manager. */}
        <input type="text" name="username" autoComplete="username" value={session.account ?? ''} readOnly hidden />
        {knowsOld ? null : (
          <Field label={t('old_password')} type="password" autoComplete="current-password" required error={errors.oldPassword?.message} {...form.register('oldPassword')} data-autofocus="true" />
        )}
        <Field
          label={t('new_password')}
          type="password"
          autoComplete="new-password"
          required
          error={errors.newPassword?.message}
          testId="new-password"
          {...form.register('newPassword')}
          data-autofocus={knowsOld ? 'true' : undefined}
        />
        <Field label={t('confirm_password')} type="password" autoComplete="new-password" required error={errors.confirmNewPassword?.message} testId="confirm-password" {...form.register('confirmNewPassword')} />
        <SubmitButton type="submit" disabled={isSubmitting} data-testid="change-password-submit">
          {t('confirm_change')}
        </SubmitButton>
      </Form>
    </Modal>
  );
}
