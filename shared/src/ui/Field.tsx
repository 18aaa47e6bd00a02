/**
 * Form parts (promoted from the member remote's wallet forms): a labelled control with its hint
 * and error tied to it for screen readers, and inputs and selects sized for touch.
 */
import styled from '@emotion/styled';
import type { Theme } from '@emotion/react';
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

export interface FieldControlProps {
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
  children: (control: FieldControlProps) => ReactNode;
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

const control = ({ theme }: { theme: Theme }) => `
  width: 100%;
  min-width: 0;
  min-height: ${theme.layout.touch};
  padding: 0 ${theme.space(3)};
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surfaceSunken};
  color: ${theme.color.text};
  font: inherit;
  font-size: ${theme.font.size.md};
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${theme.color.danger};
  }
  &:disabled {
    opacity: 0.6;
  }
`;

export const Input = styled.input`
  ${control}
`;

export const Select = styled.select`
  ${control}
`;
