/**
 * Plain parts of a panel (promoted from the member and promotions remotes, which each had the same
 * copy): a raised block and muted small text.
 */
import styled from '@emotion/styled';

/** A raised block inside a panel. */
export const Card = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  min-width: 0;
`;

/** Muted small text. */
export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
