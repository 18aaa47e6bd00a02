import styled from '@emotion/styled';

export type ButtonVariant = 'primary' | 'money' | 'promo' | 'ghost' | 'gold';

/** The one button. Variants follow the visual direction: money actions purple, promotions orange. */
export const Button = styled.button<{ variant?: ButtonVariant; size?: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme, size }) => (size === 'sm' ? '36px' : theme.layout.touch)};
  padding: 0 ${({ theme, size }) => theme.space(size === 'sm' ? 3 : 4)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid transparent;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme, size }) => (size === 'sm' ? theme.font.size.sm : theme.font.size.md)};
  cursor: pointer;
  white-space: nowrap;
  transition:
    filter ${({ theme }) => theme.motion.fast},
    transform ${({ theme }) => theme.motion.fast};
  color: ${({ theme, variant }) =>
    variant === 'ghost' ? theme.color.text : variant === 'gold' ? theme.color.goldText : theme.color.primaryText};
  background: ${({ theme, variant = 'primary' }) =>
    variant === 'money'
      ? theme.color.money
      : variant === 'promo'
        ? theme.color.promo
        : variant === 'gold'
          ? theme.color.gold
          : variant === 'ghost'
            ? 'transparent'
            : theme.color.primary};
  border-color: ${({ theme, variant }) => (variant === 'ghost' ? theme.color.border : 'transparent')};
  &:hover:not(:disabled) {
    filter: brightness(1.08);
  }
  &:active:not(:disabled) {
    transform: translateY(1px);
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
