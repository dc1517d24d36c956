import type { ReactNode } from 'react';

/**
 * One label/value row; false, null or undefined leaves a conditional row out. `wide` marks a value
 * that needs a line of its own length (a date range): a list laid out in columns may give it two,
 * and a narrow row may put it under its label.
 */
export type DescriptionRow =
  | readonly [label: ReactNode, value: ReactNode, options?: { wide?: boolean }]
  | false
  | null
  | undefined;

export interface DescriptionListProps {
  rows: readonly DescriptionRow[];
  /** The list's class (each family styles its own). */
  className: string;
  /** Each row's class. */
  rowClassName: string;
}

/** Label/value rows as a `<dl>`, each pair in a `<div>` (a valid dl group), conditional rows left out. */
export function DescriptionList({ rows, className, rowClassName }: DescriptionListProps) {
  return (
    <dl className={className}>
      {rows.map((row, index) =>
        row ? (
          // Rows are positional and never reorder, so the index is a stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: positional rows
          <div className={rowClassName} key={index} data-wide={row[2]?.wide ? '' : undefined}>
            <dt>{row[0]}</dt>
            <dd>{row[1]}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
