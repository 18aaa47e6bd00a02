/**
 * Form parts of this remote: the form grid and the alert/success boxes of a submit (labelled
 * fields and inputs are the shared `Field` and `Input`).
 */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';

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
