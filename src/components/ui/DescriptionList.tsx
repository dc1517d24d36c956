import type { ReactNode } from 'react';

/** One label/value row; false, null or undefined leaves a conditional row out. */
export type DescriptionRow = readonly [label: ReactNode, value: ReactNode] | false | null | undefined;

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
          <div className={rowClassName} key={index}>
            <dt>{row[0]}</dt>
            <dd>{row[1]}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
