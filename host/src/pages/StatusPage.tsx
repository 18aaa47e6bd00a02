import styled from '@emotion/styled';
import type { ReactNode } from 'react';

export const StatusScreen = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(6)};
  text-align: center;
  section {
    max-width: 520px;
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
    justify-items: center;
    padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    color: ${({ theme }) => theme.color.gold};
    letter-spacing: 0.08em;
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    justify-content: center;
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

export function StatusLayout({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <StatusScreen data-testid={testId}>
      <section>{children}</section>
    </StatusScreen>
  );
}
