/** Form pieces of the session modals: labelled fields with their error, tabs, checkboxes. */
import styled from '@emotion/styled';
import { Button } from '@vitrine/shared';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';

export const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
`;

const FieldBox = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)};
  label {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.color.textMuted};
  }
  .required {
    color: ${({ theme }) => theme.color.danger};
    margin-inline-start: 2px;
  }
  .row {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: stretch;
  }
  input,
  select {
    flex: 1;
    min-width: 0;
    min-height: ${({ theme }) => theme.layout.touch};
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surfaceSunken};
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  input:focus-visible,
  select:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const FormError = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceSunken};
  border-inline-start: 3px solid ${({ theme }) => theme.color.danger};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const FormNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  label: string;
  error?: string;
  /** Shown after the input, on the same row (a send-SMS button, a captcha image). */
  addon?: ReactNode;
  /** Shown before the input, on the same row (a dialing-code select). */
  prefix?: ReactNode;
  testId?: string;
}

export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field({ label, error, addon, prefix, testId, required, ...input }, ref) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <FieldBox data-testid={testId}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className="row">
        {prefix}
        <input
          id={id}
          ref={ref}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required={required || undefined}
          {...input}
        />
        {addon}
      </div>
      {error ? (
        <FieldError id={errorId} data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </FieldError>
      ) : null}
    </FieldBox>
  );
});

const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceSunken};
  button {
    flex: 1;
    min-height: 40px;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: transparent;
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    cursor: pointer;
  }
  button[aria-selected='true'] {
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.text};
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
  }
`;

export function Tabs<T extends string>({ tabs, value, onChange, label }: { tabs: { id: T; label: string }[]; value: T; onChange: (id: T) => void; label: string }) {
  if (tabs.length < 2) return null;
  return (
    <TabList role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={tab.id === value}
          data-testid={`tab-${tab.id}`}
          onClick={() => onChange(tab.id)}
          onKeyDown={(e) => {
            if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
            const i = tabs.findIndex((t) => t.id === value);
            const next = tabs[(i + (e.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
            onChange(next.id);
          }}
        >
          {tab.label}
        </button>
      ))}
    </TabList>
  );
}

const CheckBox = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  min-height: 24px;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    flex: none;
    accent-color: ${({ theme }) => theme.color.primary};
  }
  a {
    color: ${({ theme }) => theme.color.text};
    text-decoration: underline;
  }
`;

export const Checkbox = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & { children: ReactNode; error?: string; testId?: string }>(function Checkbox(
  { children, error, testId, ...input },
  ref,
) {
  return (
    <div>
      <CheckBox data-testid={testId}>
        <input type="checkbox" ref={ref} aria-invalid={error ? 'true' : undefined} {...input} />
        <span>{children}</span>
      </CheckBox>
      {error ? <FieldError data-testid={testId ? `${testId}-error` : undefined}>{error}</FieldError> : null}
    </div>
  );
});

export const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  button.link {
    background: none;
    border: 0;
    padding: ${({ theme }) => theme.space(2)} 0;
    min-height: 44px;
    color: ${({ theme }) => theme.color.text};
    text-decoration: underline;
    text-underline-offset: 3px;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    cursor: pointer;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export const DialSelect = styled.select`
  flex: 0 0 auto !important;
  width: 96px;
`;

/** The forms' main action (the shared primary button; the theme keeps its text at AA). */
export const SubmitButton = Button;
