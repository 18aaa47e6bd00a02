/**
 * Form parts of this remote: a labelled field with its hint and error (linked for screen
 * readers), inputs sized for touch, and the alert/success boxes of a submit.
 */
import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';

const FieldBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  label {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  [role='alert'] {
    color: ${({ theme }) => theme.color.danger};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

/** One labelled control; `children` renders it with the ids that tie label, hint and error. */
export function Field({
  label,
  hint,
  error,
  name,
  children,
}: {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  name: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <FieldBox data-field={name}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
      })}
      {error ? (
        <span role="alert" id={errorId} data-testid={`${name}-error`}>
          {error}
        </span>
      ) : null}
      {hint ? <small id={hintId}>{hint}</small> : null}
    </FieldBox>
  );
}

export const Input = styled.input`
  width: 100%;
  min-width: 0;
  min-height: ${({ theme }) => theme.layout.touch};
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceSunken};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  font-variant-numeric: tabular-nums;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  &[readonly] {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 560px;
  min-width: 0;
`;

const Box = styled.div<{ tone: 'error' | 'success' }>`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, tone }) => (tone === 'error' ? theme.color.danger : theme.color.success)};
  border-inline-start-width: 4px;
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  strong {
    color: ${({ theme, tone }) => (tone === 'error' ? theme.color.danger : theme.color.success)};
  }
  p {
    margin: 0;
  }
`;

/** A failed action: what went wrong (what was typed stays as it was). */
export function FormAlert({
  title,
  message,
  testId = 'form-alert',
}: {
  title: string;
  message: string;
  testId?: string;
}) {
  return (
    <Box tone="error" role="alert" data-testid={testId}>
      <strong>{title}</strong>
      <p>{message}</p>
    </Box>
  );
}

/** A successful action. */
export function SuccessBox({
  title,
  children,
  testId,
}: {
  title: string;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <Box tone="success" role="status" data-testid={testId}>
      <strong>{title}</strong>
      {children}
    </Box>
  );
}
