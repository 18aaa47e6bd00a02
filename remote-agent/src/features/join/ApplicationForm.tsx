/**
 * The agent application (route /join, `PUT /wps/agent/application`). The fields and their checks
 * come from the server's rules (the shared rule engine of spec section 5: pattern, length,
 * required); the server checks again and may refuse (for example a second open application for
 * one mobile). A refusal keeps everything typed; success shows the reference and when the
 * operator answers. The affiliate code the visitor arrived with goes along.
 */
import styled from '@emotion/styled';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ApiError,
  Button,
  call,
  Card,
  checkRule,
  endpoints,
  Field,
  FormAlert,
  formatPatternMessage,
  Input,
  type RuleError,
  SuccessBox,
  useErrorText,
} from '@vitrine/shared';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  .grid {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
    gap: ${({ theme }) => theme.space(3)};
  }
  textarea {
    width: 100%;
    min-height: 120px;
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surfaceSunken};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    resize: vertical;
  }
  textarea:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
  textarea[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  button[type='submit'] {
    justify-self: start;
  }
`;

type AppField = endpoints.AgentApplicationField;
const INPUT: Record<AppField, { type: string; autoComplete?: string; inputMode?: 'numeric' | 'email' | 'tel' }> = {
  payeeName: { type: 'text', autoComplete: 'name' },
  mobileNum: { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  telegram: { type: 'text', autoComplete: 'off' },
  teamSize: { type: 'text', autoComplete: 'off', inputMode: 'numeric' },
  message: { type: 'text' },
};

export function ApplicationForm({
  rules,
  affiliateCode,
}: {
  rules: endpoints.AgentProgramme['applicationRules'];
  affiliateCode?: string;
}) {
  const { t } = useTranslation('agent');
  const errorText = useErrorText();
  const fields = endpoints.AGENT_APPLICATION_FIELDS.filter((f) => rules[f]?.enabled);
  const [values, setValues] = useState<Partial<Record<AppField, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<AppField, RuleError>>>({});
  const form = useRef<HTMLFormElement>(null);
  const apply = useMutation<endpoints.AgentApplicationResult, ApiError, endpoints.AgentApplicationRequest>({
    mutationFn: (request) => call(endpoints.agentApplication, request),
  });

  const message = (error: RuleError) =>
    error.reason === 'required' ? t('reg_required') : formatPatternMessage(t(error.key), error.min, error.max);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<AppField, RuleError>> = {};
    for (const field of fields) {
      const error = checkRule(rules[field], values[field]);
      if (error) next[field] = error;
    }
    setErrors(next);
    const first = fields.find((f) => next[f]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[data-field="${first}"] :is(input, textarea)`)?.focus();
      return;
    }
    const request: endpoints.AgentApplicationRequest = {};
    for (const field of fields) if (values[field]?.trim()) request[field] = values[field]!.trim();
    if (affiliateCode) request.affiliateCode = affiliateCode;
    apply.mutate(request);
  };

  if (apply.isSuccess)
    return (
      <SuccessBox title={t('join_applied')} testId="join-applied">
        <p>{t('join_applied_text', { id: apply.data.id, count: apply.data.answerWithinDays })}</p>
      </SuccessBox>
    );

  return (
    <Card>
      <h2 id="join-apply">{t('join_apply_title')}</h2>
      <Form ref={form} noValidate onSubmit={onSubmit} aria-labelledby="join-apply" data-testid="join-form">
        {apply.isError ? <FormAlert title={t('join_apply_failed')} message={errorText(apply.error)} testId="join-error" /> : null}
        <div className="grid">
          {fields
            .filter((f) => f !== 'message')
            .map((field) => (
              <Field
                key={field}
                name={field}
                label={`${t(`join_field_${field}`)}${rules[field]?.required ? ' *' : ''}`}
                error={errors[field] ? message(errors[field]!) : null}
              >
                {(control) => (
                  <Input
                    {...control}
                    {...INPUT[field]}
                    value={values[field] ?? ''}
                    maxLength={rules[field]?.maxLength || undefined}
                    aria-required={rules[field]?.required || undefined}
                    onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
                    data-testid={`join-${field}`}
                  />
                )}
              </Field>
            ))}
        </div>
        {fields.includes('message') ? (
          <Field name="message" label={t('join_field_message')} error={errors.message ? message(errors.message) : null}>
            {(control) => (
              <textarea
                {...control}
                value={values.message ?? ''}
                maxLength={rules.message?.maxLength || undefined}
                onChange={(e) => setValues((v) => ({ ...v, message: e.target.value }))}
                data-testid="join-message"
              />
            )}
          </Field>
        ) : null}
        <Button type="submit" variant="gold" disabled={apply.isPending} data-testid="join-submit">
          {apply.isPending ? t('join_sending') : t('join_submit')}
        </Button>
      </Form>
    </Card>
  );
}
