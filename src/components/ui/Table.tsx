import { type FocusEvent, type Key, memo, type ReactNode, useId } from 'react';
import type { ReadFailure } from '../../hooks/readFailure';
import { useControllableState } from '../../hooks/useControllableState';
import { SlowLoadingNote } from './LoadingStatus';
import { ReadError } from './ReadError';

export interface TableColumn<Row> {
  /** Unique within the table. */
  key: string;
  /** The column heading. */
  header: ReactNode;
  /** Renders this column's cell for a row. */
  cell: (row: Row) => ReactNode;
  /** Text alignment; 'end' for amounts and rates so digits line up. @default 'start' */
  align?: 'start' | 'end';
}

export interface TableProps<Row> {
  /** The columns, in order. */
  columns: TableColumn<Row>[];
  /** The rows of the current page (the server pages, §7 `page`/`limit`). */
  rows: Row[];
  /** A stable key per row, e.g. the order id. */
  getRowKey: (row: Row) => Key;
  /** Names the table for assistive technology; shown above it unless `captionHidden`. */
  caption: ReactNode;
  /** Keep the caption for screen readers only. @default false */
  captionHidden?: boolean;
  /** Rows per page, used with `total` to count pages. @default 10 (§9) */
  pageSize?: number;
  /** The current page, from 1 (controlled). @default uncontrolled, from `defaultPage` */
  page?: number;
  /** The first page when uncontrolled. @default 1 */
  defaultPage?: number;
  /** Called with the page the customer asks for. @default none */
  onPageChange?: (page: number) => void;
  /**
   * How many rows there are across all pages. Leave it out when the server gives no count
   * (the history modal, §2): the status then reads "Page N" and Next follows `hasMore`.
   * @default none: paged by `hasMore`
   */
  total?: number;
  /** Without `total`: whether a next page exists. @default false */
  hasMore?: boolean;
  /** Shown when there are no rows. @default 'No records' */
  emptyText?: ReactNode;
  /** Rows are being fetched: the table sets `aria-busy`. @default false */
  loading?: boolean;
  /** Shown instead of the empty text while the first rows load. @default 'Loading' */
  loadingText?: ReactNode;
  /**
   * The rows could not be read: §8's generic error with Retry shows in their place, never 'No
   * records' ("Data fetch failure" is not "Empty list"), and not 'Loading' either. @default null
   */
  failure?: ReadFailure | null;
  /** Names the pagination landmark. @default 'Pagination' */
  paginationLabel?: string;
  /** The previous-page button. @default 'Previous' */
  previousLabel?: string;
  /** The next-page button. @default 'Next' */
  nextLabel?: string;
  /**
   * The page status; `pageCount` is undefined when there is no total.
   * @default (page, pageCount) => pageCount ? `Page ${page} of ${pageCount}` : `Page ${page}`
   */
  formatPageStatus?: (page: number, pageCount: number | undefined) => string;
  /** Extra class on the wrapper. @default none */
  className?: string;
}

const defaultPageStatus = (page: number, pageCount: number | undefined) =>
  pageCount ? `Page ${page} of ${pageCount}` : `Page ${page}`;

/**
 * Brings a control the keyboard focused in the table fully into its box, with its cell, whose
 * padding holds the focus ring. Chromium scrolls nothing on focus when 32 px of the control already
 * show: My lendings' last column, cut at the box's edge (Chinese, 1280 px), kept a focused Redeem
 * early button and its ring half hidden. Keyboard focus only (`:focus-visible`): a click's focus
 * must not move the button from under the pointer.
 */
function revealFocused(event: FocusEvent<HTMLElement>) {
  const target = event.target;
  if (target === event.currentTarget || !target.matches(':focus-visible')) return;
  (target.closest('td, th') ?? target).scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}

/**
 * A paged data table (holdings, orders, history). Pagination is a `<nav>` with Previous / Next and
 * a polite page status; the buttons are `aria-disabled` rather than disabled at the ends, so focus
 * stays on them. Exposes `data-state="loading|empty|error|ready"`.
 */
export function Table<Row>({
  columns,
  rows,
  getRowKey,
  caption,
  captionHidden = false,
  pageSize = 10,
  page,
  defaultPage = 1,
  onPageChange,
  total,
  hasMore = false,
  emptyText = 'No records',
  loading = false,
  loadingText = 'Loading',
  failure = null,
  paginationLabel = 'Pagination',
  previousLabel = 'Previous',
  nextLabel = 'Next',
  formatPageStatus = defaultPageStatus,
  className,
}: TableProps<Row>) {
  const [current, setCurrent] = useControllableState({
    value: page,
    defaultValue: defaultPage,
    onChange: onPageChange,
  });
  const captionId = useId();
  const pageCount = total === undefined ? undefined : Math.max(1, Math.ceil(total / pageSize));
  const canPrevious = current > 1;
  const canNext = pageCount === undefined ? hasMore : current < pageCount;
  const showPagination = canPrevious || canNext;
  const failed = failure !== null && rows.length === 0;
  const state = failed ? 'error' : loading ? 'loading' : rows.length === 0 ? 'empty' : 'ready';
  const go = (next: number, allowed: boolean) => {
    if (allowed && !loading) setCurrent(next);
  };

  return (
    <div className={className ? `wk-box wk-table ${className}` : 'wk-box wk-table'} data-state={state}>
      {/* The box a wide table scrolls in, inside a narrow column: a named region that takes focus,
          so a keyboard can scroll it even when its rows hold nothing focusable (WCAG 2.1.1). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (axe scrollable-region-focusable). */}
      <section className="wk-table__scroll" aria-labelledby={captionId} tabIndex={0} onFocus={revealFocused}>
        <table className="wk-table__table" aria-busy={loading || undefined}>
          <caption id={captionId} className={captionHidden ? 'wk-visually-hidden' : 'wk-table__caption'}>
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" data-align={column.align ?? 'start'}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td className="wk-table__empty" colSpan={columns.length}>
                  {failed ? (
                    <ReadError failure={failure} />
                  ) : loading ? (
                    <>
                      {loadingText}
                      <SlowLoadingNote />
                    </>
                  ) : (
                    emptyText
                  )}
                </td>
              </tr>
            ) : (
              rows.map((row) => <TableRow key={getRowKey(row)} row={row} columns={columns} />)
            )}
          </tbody>
        </table>
      </section>
      {showPagination && (
        <nav className="wk-table__pagination" aria-label={paginationLabel}>
          <PageButton enabled={canPrevious && !loading} onPress={() => go(current - 1, canPrevious)}>
            {previousLabel}
          </PageButton>
          <span className="wk-table__status" aria-live="polite">
            {formatPageStatus(current, pageCount)}
          </span>
          <PageButton enabled={canNext && !loading} onPress={() => go(current + 1, canNext)}>
            {nextLabel}
          </PageButton>
        </nav>
      )}
    </div>
  );
}

function TableRowCells<Row>({ row, columns }: { row: Row; columns: TableColumn<Row>[] }) {
  return (
    <tr>
      {columns.map((column) => (
        <td key={column.key} data-align={column.align ?? 'start'}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
}

/**
 * A row renders again only when its row or the columns change: a table whose columns are kept
 * (`useMemo`) re-renders no row when a read it does not show arrives, or when its page changes
 * to rows it already had.
 */
const TableRow = memo(TableRowCells) as typeof TableRowCells;

/** Previous / next: aria-disabled rather than disabled, so it keeps its place in the tab order. */
function PageButton({
  enabled,
  onPress,
  children,
}: {
  enabled: boolean;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="wk-button"
      data-variant="secondary"
      data-size="sm"
      aria-disabled={!enabled || undefined}
      onClick={onPress}
    >
      {children}
    </button>
  );
}
