import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

/**
 * A placeholder in the shape of what is coming. It stays still for its first second, so an answer
 * that comes quickly never flickers, and pulses gently after that, so a slow one looks alive; with
 * reduced motion it stays still. (Each running pulse also keeps the compositor drawing a frame
 * every vsync: on a two-core phone that is CPU the page's own work waits for. Issue 9.)
 */
export const SKELETON_PULSE_DELAY_MS = 1000;

/** The skeleton's shape props: styles only, never attributes of its element (a div has no height). */
const SHAPE_PROPS = new Set(['width', 'height', 'radius']);

export const Skeleton = styled('div', { shouldForwardProp: (prop) => !SHAPE_PROPS.has(prop) })<{
  width?: string;
  height?: string;
  radius?: string;
}>`
  width: ${({ width = '100%' }) => width};
  height: ${({ height = '16px' }) => height};
  border-radius: ${({ theme, radius }) => radius ?? theme.radius.md};
  background: ${({ theme }) => theme.color.skeleton};
  animation: ${pulse} 1.4s ease-in-out ${SKELETON_PULSE_DELAY_MS}ms infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** Slim progress bar at the top of an area while a remote loads. */
export const ProgressBar = styled.div`
  position: sticky;
  top: 0;
  height: 3px;
  width: 100%;
  overflow: hidden;
  z-index: ${({ theme }) => theme.z.progress};
  &::after {
    content: '';
    display: block;
    height: 100%;
    width: 40%;
    background: ${({ theme }) => theme.color.primary};
    animation: ${keyframes`from { transform: translateX(-100%); } to { transform: translateX(250%); }`} 1.1s ease-in-out
      infinite;
  }
  /* Reduced motion: the bar stands still, in view. */
  @media (prefers-reduced-motion: reduce) {
    &::after {
      animation: none;
    }
  }
`;
