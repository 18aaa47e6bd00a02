import type { LiHTMLAttributes, ReactNode } from 'react';

export interface RecordRowProps extends Omit<LiHTMLAttributes<HTMLLIElement>, 'title'> {
  testId?: string;
  /** The row's name (bold, cut to one line). */
  title?: ReactNode;
  /** Under the title: `RecordMeta` lines, a `RecordBadge`. */
  details?: ReactNode;
  /** At the end: the row's main figure first, then `RecordMeta` lines. */
  amounts?: ReactNode;
  /** Full width below both (`RecordFigures`, a `.actions` block). */
  children?: ReactNode;
}

/**
 * One row of a `RecordList`: `.what` (title, details) at the start and `.amounts` at the end, with
 * anything full width below. Extra attributes (`data-type`, `data-state`…) land on the `li`.
 */
export function RecordRow({ testId, title, details, amounts, children, ...rest }: RecordRowProps) {
  return (
    <li data-testid={testId} {...rest}>
      <div className="what">
        {title === undefined ? null : <strong>{title}</strong>}
        {details}
      </div>
      {amounts === undefined ? null : <div className="amounts">{amounts}</div>}
      {children}
    </li>
  );
}

/** A muted line of a record row; with a `label`, "label value" ("Balance after R$ 10,00"). */
export function RecordMeta({ label, children }: { label?: ReactNode; children?: ReactNode }) {
  return (
    <span className="meta">
      {label === undefined ? (
        children
      ) : (
        <>
          {label} {children}
        </>
      )}
    </span>
  );
}
