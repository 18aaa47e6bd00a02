import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { bus } from '@vitrine/shared';

const Anchor = styled(Link)`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.touch};
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: underline;
  text-underline-offset: 3px;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/** A link from a member-centre panel to a page of the storefront: the centre closes as it goes. */
export function PageLink({ to, children, testId }: { to: string; children: ReactNode; testId?: string }) {
  return (
    <Anchor to={to} onClick={() => bus.publish('member-centre/close', {})} data-testid={testId}>
      {children}
    </Anchor>
  );
}
