/**
 * The generic dialog of the spec: Escape closes, Enter confirms, default width 400, default button
 * CLOSE. Focus moves into it, is trapped while open, and returns where it was on close.
 * Enter on a focused button (or link) presses that button, so Enter on Cancel cancels; Enter in a
 * field confirms. While `busy` the confirm button is disabled and Enter does nothing; a second
 * confirm in the same tick is dropped.
 */
import styled from '@emotion/styled';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.overlay};
  z-index: ${({ theme }) => theme.z.modal};
`;

const Panel = styled.div<{ width: number }>`
  width: min(${({ width }) => width}px, 100%);
  max-height: calc(100vh - 32px);
  overflow: auto;
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.modal};
  padding: ${({ theme }) => theme.space(5)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keep Tab inside `container`; returns the cleanup. */
/**
 * Whether `node` is the top open modal (the last `aria-modal` element in the document: portals
 * append, so a dialog opened over a centre or modal comes later). Escape handlers listening on the
 * document use it so one key press closes only the top layer.
 */
export function isTopmostModal(node: HTMLElement | null): boolean {
  if (!node) return false;
  const open = document.querySelectorAll('[aria-modal="true"]');
  return open[open.length - 1] === node;
}

export function trapFocus(container: HTMLElement): () => void {
  const previous = document.activeElement as HTMLElement | null;
  const focusables = () => Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
  (focusables()[0] ?? container).focus();
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const list = focusables();
    if (!list.length) return event.preventDefault();
    const first = list[0];
    const last = list[list.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
  container.addEventListener('keydown', onKey);
  return () => {
    container.removeEventListener('keydown', onKey);
    previous?.focus?.();
  };
}

export interface DialogProps {
  open: boolean;
  title?: string;
  children?: ReactNode;
  /** Called on Escape and on the close/cancel button. */
  onClose: () => void;
  /** When given, a confirm button is shown and Enter (outside a button or link) confirms. */
  onConfirm?: () => void;
  /** The confirmed action is running: the confirm button is disabled and Enter ignored. */
  busy?: boolean;
  confirmLabel?: string;
  closeLabel?: string;
  width?: number;
  testId?: string;
}

/** Elements Enter activates by itself: Enter there must not also confirm the dialog. */
const ACTIVATES_ON_ENTER = 'button, a[href], summary, [role="button"], [role="link"], input[type="button"], input[type="submit"], input[type="reset"], input[type="checkbox"], input[type="radio"], select';

export function Dialog({ open, title, children, onClose, onConfirm, busy = false, confirmLabel, closeLabel, width = 400, testId }: DialogProps) {
  const { t } = useTranslation('common');
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // Two confirms in the same tick (a double click, Enter twice) reach `onConfirm` once; after that
  // the rendered `busy` keeps the confirm off until the action ends.
  const confirming = useRef(false);
  const latest = useRef({ onClose, onConfirm, busy });
  latest.current = { onClose, onConfirm, busy };
  const confirm = () => {
    const { onConfirm: run, busy: running } = latest.current;
    if (!run || running || confirming.current) return;
    confirming.current = true;
    setTimeout(() => {
      confirming.current = false;
    }, 0);
    run();
  };
  const confirmRef = useRef(confirm);
  confirmRef.current = confirm;

  useEffect(() => {
    if (!open || !panel.current) return;
    const release = trapFocus(panel.current);
    // Start in the first field, else on the confirm button (Enter confirms, as the spec says), so the
    // first Enter never lands on Cancel by accident.
    const start = panel.current.querySelector<HTMLElement>('input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])')
      ?? panel.current.querySelector<HTMLElement>('[data-dialog-confirm]:not([disabled])');
    start?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (!isTopmostModal(panel.current)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        latest.current.onClose();
      } else if (event.key === 'Enter' && latest.current.onConfirm && !(event.target instanceof HTMLTextAreaElement)) {
        // Enter on a button presses that button (Cancel cancels), natively.
        if (event.target instanceof Element && event.target.closest(ACTIVATES_ON_ENTER)) return;
        event.preventDefault();
        confirmRef.current();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      release();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <Backdrop>
      <Panel ref={panel} width={width} role="dialog" aria-modal="true" aria-labelledby={title ? titleId : undefined} data-testid={testId} tabIndex={-1}>
        {title ? <h2 id={titleId}>{title}</h2> : null}
        {children}
        <Actions>
          <Button type="button" variant="ghost" onClick={onClose} data-testid={testId ? `${testId}-cancel` : undefined}>
            {closeLabel ?? (onConfirm ? t('cancel') : t('close'))}
          </Button>
          {onConfirm ? (
            <Button type="button" data-dialog-confirm="" onClick={() => confirm()} disabled={busy} aria-busy={busy || undefined} data-testid={testId ? `${testId}-confirm` : undefined}>
              {confirmLabel ?? t('ok')}
            </Button>
          ) : null}
        </Actions>
      </Panel>
    </Backdrop>,
    document.body,
  );
}
