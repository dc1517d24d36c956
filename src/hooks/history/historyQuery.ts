import type { HistoryRecord, Page, WealthClient } from '../../api';
import type { HistoryRange, HistoryTab } from '../../domain';

/** What one history page asks for (§7: page, limit, type, asset, start_at, end_at). */
export interface HistoryPageQuery {
  tab: HistoryTab;
  page: number;
  limit: number;
  /** A §4 history type; undefined lists every type. */
  type?: number;
  /** A coin; undefined is 'All Coins'. */
  asset?: string;
  range: HistoryRange;
}

/** A range in ms as §7's start_at / end_at in seconds, both ends included (the end is exclusive in ms). */
export function rangeToSeconds(range: HistoryRange): { start_at: number; end_at: number } {
  return { start_at: Math.ceil(range.fromMs / 1000), end_at: Math.ceil(range.toMs / 1000) - 1 };
}

/**
 * One page of records: flexible from GET uni-loan/earn/history, fixed from GET
 * fixed_earn/api/user/history (§7), with the same query.
 */
export function fetchHistoryPage(
  client: WealthClient,
  query: HistoryPageQuery,
  signal?: AbortSignal,
): Promise<Page<HistoryRecord>> {
  const params = {
    page: query.page,
    limit: query.limit,
    ...(query.type === undefined ? {} : { type: query.type as HistoryRecord['type'] }),
    ...(query.asset ? { asset: query.asset } : {}),
    ...rangeToSeconds(query.range),
  };
  return query.tab === 'flexible'
    ? client.simpleEarn.history(params, { signal })
    : client.fixed.history(params, { signal });
}

/** Whether a page is followed by another: from the total when the server sends one, else a full page. */
export function pageHasMore(page: Page<unknown> | undefined, pageNumber: number, limit: number): boolean {
  if (!page) return false;
  const total = page.total ?? page.count;
  if (typeof total === 'number') return pageNumber * limit < total;
  return page.list.length === limit;
}
