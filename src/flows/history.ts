import type { HistoryRecord, Page, WealthClient } from '../api';
import { fixedApi } from '../api/endpoints/fixed';
import { simpleEarnApi } from '../api/endpoints/simpleEarn';
import {
  HISTORY_TYPE,
  type HistoryRange,
  type HistoryTab,
  type HistoryTabPreference,
  type HistoryType,
} from '../domain';

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
    ? simpleEarnApi(client).history(params, { signal })
    : fixedApi(client).history(params, { signal });
}

/** Whether a page is followed by another: from the total when the server sends one, else a full page. */
export function pageHasMore(page: Page<unknown> | undefined, pageNumber: number, limit: number): boolean {
  if (!page) return false;
  const total = page.total ?? page.count;
  if (typeof total === 'number') return pageNumber * limit < total;
  return page.list.length === limit;
}

/** A stored choice whose type is no longer a §4 history type is ignored. */
export function storedPreference(
  value: { tab: HistoryTab; type: number } | undefined,
): HistoryTabPreference | null {
  if (!value || ![1, 2, 3, 4, 5].includes(value.type)) return null;
  return { tab: value.tab, type: value.type as HistoryType };
}

/** A time in ms, floored to its second (the history's frozen "now"). */
export const floorSecond = (ms: number) => Math.floor(ms / 1000) * 1000;

/** The product_type of the record-types read. */
export function productType(tab: HistoryTab): number {
  // §9: the flexible product id is 0; the sandbox treats any other value as fixed.
  return tab === 'flexible' ? 0 : 1;
}

/** The §4 history types of a history/types answer (objects with a type, or bare numbers). */
export function toHistoryTypes(value: unknown): HistoryType[] {
  const list = Array.isArray(value) ? value : [];
  return list
    .map((entry) =>
      typeof entry === 'object' && entry !== null ? (entry as { type?: unknown }).type : entry,
    )
    .map((entry) => Number(entry))
    .filter((n): n is HistoryType => [1, 2, 3, 4, 5].includes(n));
}

/** A type the tab does not have (bonus is flexible only, rate-up fixed only) falls back to interest. */
export function historyTypeInForce(wanted: HistoryType, types: readonly HistoryType[]): HistoryType {
  if (types.length === 0 || types.includes(wanted)) return wanted;
  return types.includes(HISTORY_TYPE.INTEREST) ? HISTORY_TYPE.INTEREST : (types[0] as HistoryType);
}

/** A history record as the table and the cards show it (§2 History, §3 "History record"). */
export interface HistoryRecordView {
  /** A stable key (the sandbox makes unique_time unique per record). */
  readonly key: string;
  readonly timeMs: number;
  readonly asset: string;
  readonly type: number;
  readonly mode: HistoryRecord['mode'];
  readonly amount: string | undefined;
  readonly termDays: number;
  /** A fraction. */
  readonly aprFraction: string | undefined;
  readonly subBusiness: number;
}

export function historyRecordView(record: HistoryRecord): HistoryRecordView {
  return {
    key: `${record.unique_time}-${record.id}`,
    timeMs: Number(record.time_at) * 1000,
    asset: record.asset,
    type: Number(record.type),
    mode: record.mode,
    amount: record.amount,
    termDays: Number(record.lock_up_period),
    aprFraction: record.year_rate,
    subBusiness: Number(record.sub_business),
  };
}
