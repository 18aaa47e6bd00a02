import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusEvent, type BusEvents } from '@vitrine/shared';

type Toast = BusEvents['ui/notify'] & { id: number };

const Region = styled.div`
  position: fixed;
  inset-block-end: ${({ theme }) => theme.space(4)};
  inset-inline-end: ${({ theme }) => theme.space(4)};
  z-index: ${({ theme }) => theme.z.toast};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  max-width: min(380px, calc(100vw - 32px));
`;

const Item = styled.div<{ kind: Toast['kind'] }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  border-inline-start: 4px solid
    ${({ theme, kind }) =>
      kind === 'success' ? theme.color.success : kind === 'error' ? theme.color.danger : kind === 'warning' ? theme.color.warning : theme.color.primary};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  p {
    margin: 0;
    flex: 1;
  }
  button {
    background: none;
    border: 0;
    color: ${({ theme }) => theme.color.textMuted};
    cursor: pointer;
    min-width: 28px;
    min-height: 28px;
  }
`;

const LIFETIME_MS = 6000;
let nextId = 1;

/** Shows the `ui/notify` messages any app publishes on the bus. */
export function Toaster() {
  const { t } = useTranslation('host');
  const [toasts, setToasts] = useState<Toast[]>([]);
  useBusEvent('ui/notify', (payload) => setToasts((list) => [...list.slice(-3), { ...payload, id: nextId++ }]));
  useEffect(() => {
    if (!toasts.length) return;
    const timer = setTimeout(() => setToasts((list) => list.slice(1)), LIFETIME_MS);
    return () => clearTimeout(timer);
  }, [toasts]);
  return (
    <Region aria-live="polite" data-testid="toasts">
      {toasts.map((toast) => (
        <Item key={toast.id} kind={toast.kind} role={toast.kind === 'error' ? 'alert' : 'status'} data-testid="toast" data-kind={toast.kind}>
          <p>{toast.message}</p>
          <button type="button" aria-label={t('close')} onClick={() => setToasts((list) => list.filter((x) => x.id !== toast.id))}>
            ×
          </button>
        </Item>
      ))}
    </Region>
  );
}
