import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';

const Frame = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
  > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

/**
 * The frame of a member- or agent-centre panel: its heading (which names the region), then its
 * content (promoted from the member, promotions and agent remotes, which each had a copy).
 */
export function CentrePanel({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const id = useId();
  return (
    <Frame data-testid={testId} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Frame>
  );
}
