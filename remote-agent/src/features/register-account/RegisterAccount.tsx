/**
 * Register account (agent-centre item `registerCenter`): the agent creates a downline — a player
 * or a sub-agent — under them (`registerDownline`, encrypted). The form checks what it can before
 * asking (required fields, the site's length rules, the confirmation) and shows the server's own
 * message otherwise (character rules, a taken username); what was typed stays on a failure. On
 * success it says who was created and offers another registration or the team list.
 */
import styled from '@emotion/styled';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, FormAlert, Input, SuccessBox, useErrorText } from '@vitrine/shared';
import {
  registerProblems,
  useRegisterDownline,
  useRegisterRules,
  type FieldProblem,
  type RegisterValues,
} from './use-register-downline';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 560px;
  min-width: 0;
`;

const TypeChoice = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-block-end: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: ${({ theme }) => theme.layout.touch};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surfaceSunken};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  label:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  input {
    accent-color: ${({ theme }) => theme.color.primary};
    width: 18px;
    height: 18px;
    margin: 0;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const EMPTY: RegisterValues = { type: 0, username: '', nickname: '', password: '', confirmPassword: '' };

export function RegisterAccount({ onShowTeam }: { onShowTeam?: () => void }) {
  const { t } = useTranslation('agent');
  const errorText = useErrorText();
  const rules = useRegisterRules();
  const register = useRegisterDownline();
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const problems = registerProblems(values, rules.data);
  const problemText = (problem: FieldProblem | undefined) =>
    !submitted || !problem
      ? null
      : problem.key === 'length'
        ? problem.min === problem.max
          ? t('length_exact', { n: problem.min })
          : t('length_between', { min: problem.min, max: problem.max })
        : t(problem.key === 'mismatch' ? 'password_mismatch' : 'field_required');
  const taken = register.error?.code === 'username_exists';
  const set =
    <K extends keyof RegisterValues>(key: K) =>
    (value: RegisterValues[K]) => {
      setValues((v) => ({ ...v, [key]: value }));
      if (register.isError) register.reset();
    };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (register.isPending) return;
    const first = (['username', 'password', 'confirmPassword'] as const).find((field) => problems[field]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[data-field="${first}"] input`)?.focus();
      return;
    }
    register.mutate({
      type: values.type,
      username: values.username.trim(),
      password: values.password,
      ...(values.nickname.trim() ? { nickname: values.nickname.trim() } : {}),
    });
  };

  if (register.isSuccess) {
    const created = register.data;
    return (
      <SuccessBox title={t('registered_title')} testId="register-success">
        <p>
          {t(created.type === 0 ? 'registered_player' : 'registered_agent', { username: created.username })}
        </p>
        <Actions>
          <Button
            type="button"
            autoFocus
            onClick={() => {
              register.reset();
              setValues(EMPTY);
              setSubmitted(false);
            }}
          >
            {t('register_another')}
          </Button>
          {onShowTeam ? (
            <Button type="button" variant="ghost" onClick={onShowTeam}>
              {t('show_team')}
            </Button>
          ) : null}
        </Actions>
      </SuccessBox>
    );
  }

  const lengthHint = (field: 'username' | 'password') => {
    const rule = rules.data?.[field];
    return rule?.enabled && rule.maxLength > 0
      ? t('length_between', { min: rule.minLength, max: rule.maxLength })
      : undefined;
  };

  return (
    <Form
      ref={form}
      noValidate
      onSubmit={submit}
      aria-label={t('register_account')}
      data-testid="register-form"
    >
      <TypeChoice>
        <legend>{t('account_type')}</legend>
        {([0, 2] as const).map((type) => (
          <label key={type}>
            <input
              type="radio"
              name="downline-type"
              value={type}
              checked={values.type === type}
              onChange={() => set('type')(type)}
            />
            <span>
              {t(type === 0 ? 'type_player' : 'type_agent')}
              <small>{t(type === 0 ? 'type_player_hint' : 'type_agent_hint')}</small>
            </span>
          </label>
        ))}
      </TypeChoice>
      <Field
        name="username"
        label={t('username')}
        hint={lengthHint('username')}
        error={taken ? errorText(register.error) : problemText(problems.username)}
      >
        {(control) => (
          <Input
            {...control}
            value={values.username}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={64}
            onChange={(e) => set('username')(e.target.value)}
          />
        )}
      </Field>
      <Field name="nickname" label={t('nickname_optional')}>
        {(control) => (
          <Input
            {...control}
            value={values.nickname}
            maxLength={64}
            onChange={(e) => set('nickname')(e.target.value)}
          />
        )}
      </Field>
      <Field
        name="password"
        label={t('password')}
        hint={lengthHint('password')}
        error={problemText(problems.password)}
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            value={values.password}
            autoComplete="new-password"
            maxLength={64}
            onChange={(e) => set('password')(e.target.value)}
          />
        )}
      </Field>
      <Field
        name="confirmPassword"
        label={t('confirm_password')}
        error={problemText(problems.confirmPassword)}
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            value={values.confirmPassword}
            autoComplete="new-password"
            maxLength={64}
            onChange={(e) => set('confirmPassword')(e.target.value)}
          />
        )}
      </Field>
      {register.isError && !taken ? (
        <FormAlert title={t('register_failed')} message={errorText(register.error)} testId="register-error" />
      ) : null}
      <Actions>
        <Button type="submit" disabled={register.isPending} aria-busy={register.isPending}>
          {register.isPending ? t('registering') : t('register_submit')}
        </Button>
      </Actions>
    </Form>
  );
}
