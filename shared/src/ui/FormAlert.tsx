/**
 * The outcome boxes of a submit (promoted from the member, promotions and agent remotes, which each
 * had a copy): a failed action says what went wrong (role alert; the form and what was typed stay
 * as they were), a successful one says what was done (role status).
 */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';

const Box = styled.div<{ tone: 'error' | 'success' }>`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
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

/** A failed submit: its title and what went wrong. */
export function FormAlert({ title, message, testId = 'form-alert' }: { title: string; message: string; testId?: string }) {
  return (
    <Box tone="error" role="alert" data-testid={testId}>
      <strong>{title}</strong>
      <p>{message}</p>
    </Box>
  );
}

/** A successful submit: its title, then whatever details follow. */
export function SuccessBox({ title, children, testId }: { title: string; children?: ReactNode; testId: string }) {
  return (
    <Box tone="success" role="status" data-testid={testId}>
      <strong>{title}</strong>
      {children}
    </Box>
  );
}
