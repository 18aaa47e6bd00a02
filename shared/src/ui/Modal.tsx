/**
 * The modal wrapper of the spec: props `name` (required), `title`, `showClose` (default true),
 * `hasBg` (default true), `isSpecialClose` (default false). Draggable by its title bar, never
 * closed by a click outside, shown after a 100 ms delay. While open the body is fixed at its
 * scroll position (restored on close), focus is trapped inside and returned on close; Escape
 * closes it when it shows a close button.
 */
import styled from '@emotion/styled';
import { useEffect, useId, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { trapFocus } from './Dialog';
import { headerColors } from '../system/brand';

/** Spec section 9: modal delay 100 ms (the library default is 0). */
export const MODAL_DELAY_MS = 100;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.modal};
  display: grid;
  /* One column as wide as the viewport: the panel's % width never resolves against its content. */
  grid-template-columns: minmax(0, 1fr);
  place-items: center;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.overlay};
  overflow: auto;
  @media (max-width: 480px) {
    padding: ${({ theme }) => theme.space(2)};
  }
`;

const Panel = styled.div<{ panelWidth: number; hasBg: boolean }>`
  position: relative;
  width: min(${({ panelWidth }) => panelWidth}px, 100%);
  max-height: calc(100dvh - 32px);
  overflow: auto;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme, hasBg }) => (hasBg ? theme.color.surfaceRaised : 'transparent')};
  border: ${({ theme, hasBg }) => (hasBg ? `1px solid ${theme.color.border}` : '0')};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme, hasBg }) => (hasBg ? theme.shadow.modal : 'none')};
  animation: vitrine-modal-in ${({ theme }) => theme.motion.normal} ease-out;
  @keyframes vitrine-modal-in {
    from {
      opacity: 0;
      transform: translateY(8px);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const TitleBar = styled.div<{ canDrag: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 52px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  cursor: ${({ canDrag }) => (canDrag ? 'move' : 'default')};
  touch-action: none;
  user-select: none;
  &[data-branded] {
    border-top-left-radius: inherit;
    border-top-right-radius: inherit;
  }
  &[data-branded] button {
    color: inherit;
  }
  h2 {
    margin: 0;
    flex: 1;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const CloseButton = styled.button<{ special: boolean }>`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  margin-inline-start: auto;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, special }) => (special ? theme.color.surface : 'transparent')};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 22px;
  line-height: 1;
  cursor: pointer;
  ${({ special, theme }) =>
    special
      ? `position: absolute; top: ${theme.space(2)}; inset-inline-end: ${theme.space(2)}; z-index: 1; box-shadow: ${theme.shadow.raised};`
      : ''}
  &:hover {
    color: ${({ theme }) => theme.color.text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
  }
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space(5)};
`;

/** Modals open at the same time share one body lock. */
let locks = 0;
let saved: { scrollY: number; position: string; top: string; width: string; overflowY: string } | null = null;

function lockBody() {
  if (locks++ > 0) return;
  const style = document.body.style;
  saved = { scrollY: window.scrollY, position: style.position, top: style.top, width: style.width, overflowY: style.overflowY };
  style.position = 'fixed';
  style.top = `-${saved.scrollY}px`;
  style.width = '100%';
  style.overflowY = 'scroll';
}

function unlockBody() {
  if (--locks > 0 || !saved) return;
  const style = document.body.style;
  style.position = saved.position;
  style.top = saved.top;
  style.width = saved.width;
  style.overflowY = saved.overflowY;
  const y = saved.scrollY;
  saved = null;
  try {
    window.scrollTo(0, y);
  } catch {
    /* jsdom */
  }
}

export interface ModalProps {
  /** Required: identifies the modal (data-modal attribute, test ids). */
  name: string;
  open: boolean;
  title?: ReactNode;
  /** Default true. Without it, Escape does not close either (a forced step). */
  showClose?: boolean;
  /** Default true: the panel has its own surface; false for content that brings its own. */
  hasBg?: boolean;
  /** Default false: a floating round close button over the content's corner. */
  isSpecialClose?: boolean;
  /** Default true. */
  draggable?: boolean;
  width?: number;
  onClose?: () => void;
  /** Focus this element first instead of the first focusable one (or one marked `data-autofocus="true"`). */
  initialFocus?: RefObject<HTMLElement | null>;
  children?: ReactNode;
  testId?: string;
  /**
   * A brand colour for the title bar (e.g. the chat header colour). Used only when it is a colour
   * (`headerColors`); the text takes whichever of light or dark reads better on it.
   */
  headerColor?: string;
}

export function Modal({
  name,
  open,
  title,
  showClose = true,
  hasBg = true,
  isSpecialClose = false,
  draggable = true,
  width = 440,
  onClose,
  initialFocus,
  children,
  testId,
  headerColor,
}: ModalProps) {
  const branded = headerColors(headerColor);
  const { t } = useTranslation('common');
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const latest = useRef({ onClose, showClose, initialFocus });
  latest.current = { onClose, showClose, initialFocus };

  // The 100 ms delay, and the body lock for as long as the modal is open.
  useEffect(() => {
    if (!open) return;
    lockBody();
    const timer = setTimeout(() => setVisible(true), MODAL_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setVisible(false);
      setOffset({ x: 0, y: 0 });
      unlockBody();
    };
  }, [open]);

  // Focus moves in, is trapped, and returns where it was.
  useLayoutEffect(() => {
    if (!visible || !panel.current) return;
    const release = trapFocus(panel.current);
    const preferred = latest.current.initialFocus?.current ?? panel.current.querySelector<HTMLElement>('[data-autofocus="true"]');
    preferred?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && latest.current.showClose && latest.current.onClose) {
        event.preventDefault();
        latest.current.onClose();
      }
    };
    const node = panel.current;
    node.addEventListener('keydown', onKey);
    return () => {
      node.removeEventListener('keydown', onKey);
      release();
    };
  }, [visible]);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!draggable || (event.button ?? 0) > 0 || (event.target as HTMLElement).closest('button')) return;
    const start = { x: event.clientX - offset.x, y: event.clientY - offset.y };
    const target = event.currentTarget;
    target.setPointerCapture?.(event.pointerId);
    const move = (e: PointerEvent) => setOffset({ x: e.clientX - start.x, y: e.clientY - start.y });
    const up = () => {
      target.removeEventListener('pointermove', move);
      target.removeEventListener('pointerup', up);
      target.removeEventListener('pointercancel', up);
    };
    target.addEventListener('pointermove', move);
    target.addEventListener('pointerup', up);
    target.addEventListener('pointercancel', up);
  };

  if (!open) return null;
  const close = showClose && onClose ? (
    <CloseButton type="button" special={isSpecialClose} aria-label={t('close')} data-testid={`${testId ?? name}-close`} onClick={onClose}>
      ×
    </CloseButton>
  ) : null;
  return createPortal(
    <Overlay data-modal-overlay={name}>
      {visible ? (
        <Panel
          ref={panel}
          panelWidth={width}
          hasBg={hasBg}
          role="dialog"
          aria-modal="true"
          aria-labelledby={title ? titleId : undefined}
          aria-label={title ? undefined : name}
          data-modal={name}
          data-testid={testId}
          tabIndex={-1}
          style={offset.x || offset.y ? { transform: `translate(${offset.x}px, ${offset.y}px)` } : undefined}
        >
          {title || (close && !isSpecialClose) ? (
            <TitleBar
              canDrag={draggable}
              onPointerDown={onPointerDown}
              data-testid={`${testId ?? name}-titlebar`}
              data-branded={branded ? '' : undefined}
              style={branded ? { background: branded.background, color: branded.text } : undefined}
            >
              {title ? <h2 id={titleId}>{title}</h2> : null}
              {isSpecialClose ? null : close}
            </TitleBar>
          ) : null}
          {isSpecialClose ? close : null}
          <Body>{children}</Body>
        </Panel>
      ) : null}
    </Overlay>,
    document.body,
  );
}
