import { type ReactNode, useEffect, useState } from 'react';
import { useIsoLayoutEffect } from '../../hooks/useIsoLayoutEffect';

export interface WindowedListProps<Row> {
  rows: readonly Row[];
  getRowKey: (row: Row) => string;
  renderRow: (row: Row) => ReactNode;
  /** Every row is this tall, in px (the CSS keeps it so); the window is computed from it. @default 64 */
  rowHeight?: number;
  /** Rows kept above and below the visible ones. @default 6 */
  overscan?: number;
  /** More rows can be loaded. */
  hasMore: boolean;
  loading: boolean;
  /** Called when the window nears the end of the loaded rows. */
  onLoadMore: () => void;
  /** Names the list and its scroll region. */
  label: string;
  /** Under the last row: loading more, or the end of the list. */
  footer: ReactNode;
  /** Shown instead of the list when there are no rows. */
  empty: ReactNode;
}

/**
 * An infinite list that keeps only a window of rows in the DOM (§2 mobile infinite scroll over
 * thousands of records): rows have a fixed height, so the rows above and below the window become
 * padding of the list and its scroll height stays exact. Reaching the end asks for the next page.
 */
export function WindowedList<Row>({
  rows,
  getRowKey,
  renderRow,
  rowHeight = 64,
  overscan = 6,
  hasMore,
  loading,
  onLoadMore,
  label,
  footer,
  empty,
}: WindowedListProps<Row>) {
  // A callback ref: the region mounts only once rows or a load exist, and must be measured then.
  const [el, setEl] = useState<HTMLElement | null>(null);
  const [view, setView] = useState({ top: 0, height: 600 });
  useIsoLayoutEffect(() => {
    if (!el) return;
    const measure = () => setView({ top: el.scrollTop, height: el.clientHeight || 600 });
    measure();
    // The region grows as the first rows arrive: its height decides how many rows fill it.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [el]);
  const first = Math.max(0, Math.floor(view.top / rowHeight) - overscan);
  const last = Math.min(rows.length, Math.ceil((view.top + view.height) / rowHeight) + overscan);
  const nearEnd = last >= rows.length - overscan;
  useEffect(() => {
    if (nearEnd && hasMore && !loading) onLoadMore();
  }, [nearEnd, hasMore, loading, onLoadMore]);

  if (rows.length === 0 && !loading && !hasMore) return <>{empty}</>;
  return (
    <section
      ref={setEl}
      className="wk-history__scroller"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region must be keyboard-reachable (axe scrollable-region-focusable).
      tabIndex={0}
      onScroll={(e) => setView({ top: e.currentTarget.scrollTop, height: e.currentTarget.clientHeight })}
    >
      <ul
        className="wk-history__list"
        style={{ paddingTop: first * rowHeight, paddingBottom: (rows.length - last) * rowHeight }}
        aria-busy={loading || undefined}
      >
        {rows.slice(first, last).map((row, index) => (
          <li
            key={getRowKey(row)}
            className="wk-history__item"
            style={{ height: rowHeight }}
            aria-setsize={hasMore ? -1 : rows.length}
            aria-posinset={first + index + 1}
          >
            {renderRow(row)}
          </li>
        ))}
      </ul>
      <p className="wk-history__footer" aria-live="polite">
        {footer}
      </p>
    </section>
  );
}
