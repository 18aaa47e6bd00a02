/**
 * Parts of this remote's member-centre panels and its points-mall page: raised sections with their
 * own heading, and progress (the panel frame is `@vitrine/shared`'s CentrePanel, label/value tiles
 * its Stats). Logical properties only (RTL).
 */
import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';

const SectionBox = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  > header {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
  > header h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  > header p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** A titled part of a panel (the heading names the region for screen readers). */
export function Section({
  title,
  note,
  testId,
  children,
}: {
  title: string;
  note?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <SectionBox aria-labelledby={id} data-testid={testId}>
      <header>
        <h3 id={id}>{title}</h3>
        {note ? <p>{note}</p> : null}
      </header>
      {children}
    </SectionBox>
  );
}

/** A determinate progress bar with an accessible name and value. */
const Track = styled.div`
  height: 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceSunken};
  border: 1px solid ${({ theme }) => theme.color.border};
  overflow: hidden;
  > div {
    height: 100%;
    background: ${({ theme }) => theme.color.promo};
    border-radius: inherit;
    transition: width ${({ theme }) => theme.motion.normal};
    @media (prefers-reduced-motion: reduce) {
      transition: none;
    }
  }
`;

export function Progress({
  value,
  max = 100,
  label,
  testId,
}: {
  value: number;
  max?: number;
  label: string;
  testId?: string;
}) {
  const percent = max > 0 ? Math.max(0, Math.min(100, (value / max) * 100)) : 0;
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.min(value, max)}
      data-testid={testId}
      data-percent={Math.round(percent)}
    >
      <div style={{ width: `${percent}%` }} />
    </Track>
  );
}
