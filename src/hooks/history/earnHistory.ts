import type { HistoryRecord } from '../../api';
import type {
  DomainMessage,
  HistoryRange,
  HistoryTab,
  HistoryTabPreference,
  HistoryType,
} from '../../domain';
import type { ReadFailure } from '../readFailure';

export interface UseEarnHistoryOptions {
  /**
   * 'paged' shows one page at a time (previous / next); 'infinite' keeps appending pages as the
   * customer scrolls (mobile, §2).
   * @default 'paged'
   */
  mode?: 'paged' | 'infinite';
  /** Rows per request: 6 in the modal, 8 on the page (§9). @default 8 */
  pageSize?: number;
  /** §5: the longest date range in months, 6 or 12. @default 6 */
  months?: number;
  /** A tab and type to start with (a route's ?tab=&type=redeem, §2); wins over the remembered one. */
  initial?: HistoryTabPreference;
  /** The current time in ms. @default the provider's clock (WealthProvider `now`) */
  now?: () => number;
  /** The user's offset east of UTC in minutes, for the date filter. @default the provider's `timeZone` */
  utcOffsetMinutes?: number;
}

/** What `useEarnHistory` returns: the tabs, the filters and the rows. */
export interface EarnHistory {
  /** False until the default tab is known (the probe for flexible interest, §2). */
  ready: boolean;
  tab: HistoryTab;
  setTab(tab: HistoryTab): void;
  type: HistoryType;
  setType(type: HistoryType): void;
  /** The record types of the current tab (GET history/types). */
  types: HistoryType[];
  /** The coin filter; '' is 'All Coins'. */
  asset: string;
  setAsset(asset: string): void;
  /** Coins of the filter (GET history/coins). */
  coins: string[];
  /** The queried range in ms (clamped, §5). */
  range: HistoryRange;
  /** Sets the range; a start before the limit is clamped and `rangeTip` says so. */
  setRange(range: HistoryRange): void;
  /** 'history.range.clamped' after a clamp, else null. */
  rangeTip: DomainMessage | null;
  months: number;
  utcOffsetMinutes: number;
  /** When the history opened (ms): the latest instant a range may reach (§5 has no future dates). */
  openedAt: number;
  /** The rows to show: the current page (paged) or every page so far (infinite). */
  rows: HistoryRecord[];
  page: number;
  setPage(page: number): void;
  hasMore: boolean;
  loading: boolean;
  /** Infinite mode: asks for the next page unless one is loading or none is left. */
  loadMore(): void;
  /** False when logged out: there is nothing to show but a way to log in. */
  signedIn: boolean;
  /**
   * A read failed after its retries (the records, the default-tab probe or the record types):
   * show it with Retry, never 'Loading' for ever or 'noRecord'.
   */
  readError: ReadFailure | null;
}
