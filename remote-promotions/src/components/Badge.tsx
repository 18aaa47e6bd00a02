/** Pills for tags and states, in the theme's tones (text pairs meet AA in both themes). */
import styled from '@emotion/styled';
import type { Theme } from '@emotion/react';
import type { endpoints } from '@vitrine/shared';

export type Tone = 'primary' | 'danger' | 'promo' | 'success' | 'money' | 'gold' | 'warning' | 'muted';

const toneColors = (theme: Theme, tone: Tone): { background: string; color: string } => {
  switch (tone) {
    case 'primary':
      return { background: theme.color.primary, color: theme.color.primaryText };
    case 'gold':
      return { background: theme.color.gold, color: theme.color.goldText };
    case 'promo':
      return { background: theme.color.promo, color: theme.color.primaryText };
    case 'money':
      return { background: theme.color.money, color: theme.color.primaryText };
    case 'success':
      return { background: theme.color.success, color: theme.color.textInverse };
    case 'warning':
      return { background: theme.color.warning, color: theme.color.textInverse };
    case 'danger':
      return { background: theme.color.danger, color: theme.color.textInverse };
    case 'muted':
      return { background: theme.color.surfaceSunken, color: theme.color.textMuted };
  }
};

export const Badge = styled.span<{ tone: Tone }>`
  display: inline-block;
  justify-self: start;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.03em;
  white-space: nowrap;
  background: ${({ theme, tone }) => toneColors(theme, tone).background};
  color: ${({ theme, tone }) => toneColors(theme, tone).color};
`;

/** Activity states of spec section 4 (labels `state_<STATE>`). */
export const STATE_TONE: Record<endpoints.ActivityState, Tone> = {
  COMING_SOON: 'warning',
  JOIN: 'success',
  CLAIM: 'success',
  JOINED: 'primary',
  APPLYING: 'warning',
  REJECTED: 'danger',
  ISSUED: 'primary',
  CLAIMED: 'muted',
  CLOSED: 'muted',
  IN_PROCESS: 'primary',
};
