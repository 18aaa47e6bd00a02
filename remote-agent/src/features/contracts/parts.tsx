/** Small pieces of the contract pages: section frame, state badge, notices, the inline confirmation. */
import styled from '@emotion/styled';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type endpoints } from '@vitrine/shared';

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  > header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export type Tone = 'neutral' | 'good' | 'warn' | 'bad';

export const Badge = styled.span<{ tone?: Tone }>`
  display: inline-flex;
  align-items: center;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  border: 1px solid
    ${({ theme, tone = 'neutral' }) =>
      tone === 'good' ? theme.color.success : tone === 'warn' ? theme.color.warning : tone === 'bad' ? theme.color.danger : theme.color.border};
  color: ${({ theme, tone = 'neutral' }) =>
    tone === 'good' ? theme.color.success : tone === 'warn' ? theme.color.warning : tone === 'bad' ? theme.color.danger : theme.color.textMuted};
`;

const STATE_TONE: Record<endpoints.ContractState, Tone> = {
  REQUESTED: 'warn',
  ACCEPTED: 'good',
  TERMINATION_REQUESTED: 'warn',
  REJECTED: 'bad',
  TERMINATED: 'neutral',
};

export function StateBadge({ state }: { state: endpoints.ContractState }) {
  const { t } = useTranslation('agent');
  return (
    <Badge tone={STATE_TONE[state]} data-testid="contract-state" data-state={state}>
      {t(`ct_state_${state}`)}
    </Badge>
  );
}

const NoticeBox = styled.div<{ tone: 'error' | 'success' }>`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, tone }) => (tone === 'error' ? theme.color.danger : theme.color.success)};
  border-inline-start-width: 4px;
  background: ${({ theme }) => theme.color.surfaceRaised};
  strong {
    color: ${({ theme, tone }) => (tone === 'error' ? theme.color.danger : theme.color.success)};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A failed action (what the server said), or a done one. */
export function Notice({ tone, title, message, testId }: { tone: 'error' | 'success'; title: string; message?: string; testId: string }) {
  return (
    <NoticeBox tone={tone} role={tone === 'error' ? 'alert' : 'status'} data-testid={testId}>
      <strong>{title}</strong>
      {message ? <p>{message}</p> : null}
    </NoticeBox>
  );
}

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const ConfirmBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.warning};
  background: ${({ theme }) => theme.color.surfaceSunken};
  p {
    margin: 0;
  }
`;

/**
 * An inline confirmation inside the centre (a second modal over the centre would fight it for
 * Escape and focus): focus moves to the confirm button, Escape or Cancel puts it back on the
 * button that asked.
 */
export function Confirm({
  question,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
  children,
}: {
  question: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('agent');
  const id = useId();
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <ConfirmBox
      role="group"
      aria-labelledby={id}
      data-testid="contract-confirm"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          // Only the confirmation closes, not the centre around it.
          event.stopPropagation();
          event.nativeEvent.stopImmediatePropagation();
          onCancel();
        }
      }}
    >
      <p id={id}>{question}</p>
      {children}
      <Actions>
        <Button ref={confirm} type="button" size="sm" onClick={onConfirm} disabled={busy} data-testid="contract-confirm-yes">
          {busy ? t('ct_working') : confirmLabel}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel} disabled={busy}>
          {t('ct_cancel')}
        </Button>
      </Actions>
    </ConfirmBox>
  );
}
