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

/** The outcome of a submit: what went wrong (role alert) or what was done (role status). */
export function Outcome({
  tone,
  title,
  children,
  testId,
}: {
  tone: 'error' | 'success';
  title: string;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <Box tone={tone} role={tone === 'error' ? 'alert' : 'status'} data-testid={testId}>
      <strong>{title}</strong>
      {children}
    </Box>
  );
}
