import { useCallback, useEffect, useMemo, useState } from 'react';
import type { HistoryRecord } from '../../api';
import {
  clampHistoryRange,
  type DomainMessage,
  defaultHistoryTab,
  HISTORY_PAGE_SIZE,
  HISTORY_RANGE_MONTHS,
  HISTORY_TYPE,
  type HistoryRange,
  type HistoryTab,
  type HistoryTabPreference,
  type HistoryType,
  subtractMonths,
} from '../../domain';
import { zoneOffsetMinutes } from '../../domain/timeline';
import { useWealth } from '../context';
import { type ReadFailure, readFailure } from '../readFailure';
import { useWealthQuery } from '../useWealthQuery';
import { fetchHistoryPage, pageHasMore } from './historyQuery';

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

/** A stored choice whose type is no longer a §4 history type is ignored. */
function storedPreference(value: { tab: HistoryTab; type: number } | undefined): HistoryTabPreference | null {
  if (!value || ![1, 2, 3, 4, 5].includes(value.type)) return null;
  return { tab: value.tab, type: value.type as HistoryType };
}

const floorSecond = (ms: number) => Math.floor(ms / 1000) * 1000;

function productType(tab: HistoryTab): number {
  // §9: the flexible product id is 0; the sandbox treats any other value as fixed.
  return tab === 'flexible' ? 0 : 1;
}

function toHistoryTypes(value: unknown): HistoryType[] {
  const list = Array.isArray(value) ? value : [];
  return list
    .map((entry) =>
      typeof entry === 'object' && entry !== null ? (entry as { type?: unknown }).type : entry,
    )
    .map((entry) => Number(entry))
    .filter((n): n is HistoryType => [1, 2, 3, 4, 5].includes(n));
}

/**
 * The history of §2 without markup: tabs Flexible / Fixed, filters coin, record type and date range
 * (6 months by default, clamped, §5), pages from GET uni-loan/earn/history and GET
 * fixed_earn/api/user/history (§7). The tab and type are remembered per user; with nothing stored,
 * flexible interest is preselected when the customer has any, otherwise fixed interest (§2).
 */
export function useEarnHistory(options: UseEarnHistoryOptions = {}): EarnHistory {
  const { mode = 'paged', pageSize = HISTORY_PAGE_SIZE, months = HISTORY_RANGE_MONTHS, initial } = options;
  const wealth = useWealth();
  const now = options.now ?? wealth.now;
  const { preferences } = wealth;
  // Frozen when the history opens: a moving "now" would change the query on every render.
  const [openedAt] = useState(() => floorSecond(now()));
  const utcOffsetMinutes = options.utcOffsetMinutes ?? zoneOffsetMinutes(wealth.timeZone, openedAt);
  const [stored] = useState(() => initial ?? storedPreference(preferences.get('historyTab')));
  const [chosen, setChosen] = useState<HistoryTabPreference | null>(null);
  const [asset, setAsset] = useState('');
  const [rangeState, setRangeState] = useState<{ range: HistoryRange; tip: DomainMessage | null }>(() => ({
    range: { fromMs: subtractMonths(openedAt, months, utcOffsetMinutes), toMs: openedAt },
    tip: null,
  }));

  // §2: without a stored choice, ask whether any flexible interest exists in the window.
  const probe = useWealthQuery(stored || chosen ? null : ['earnHistory.probe', openedAt], (client, signal) =>
    fetchHistoryPage(
      client,
      { tab: 'flexible', page: 1, limit: 1, type: HISTORY_TYPE.INTEREST, range: rangeState.range },
      signal,
    ),
  );
  const resolved: HistoryTabPreference | null =
    chosen ??
    stored ??
    (probe.status === 'success' ? defaultHistoryTab(null, (probe.data?.list.length ?? 0) > 0) : null);
  const tab = resolved?.tab ?? 'flexible';

  const typesQuery = useWealthQuery(
    ['earnHistory.types', tab],
    (client, signal) => client.simpleEarn.historyTypes({ product_type: productType(tab) }, { signal }),
    { requiresLogin: false },
  );
  const types = useMemo(() => toHistoryTypes(typesQuery.data), [typesQuery.data]);
  const wantedType = resolved?.type ?? HISTORY_TYPE.INTEREST;
  // A type the tab does not have (bonus is flexible only, rate-up fixed only) falls back to interest.
  const type: HistoryType =
    types.length === 0 || types.includes(wantedType)
      ? wantedType
      : types.includes(HISTORY_TYPE.INTEREST)
        ? HISTORY_TYPE.INTEREST
        : (types[0] as HistoryType);

  const coinsQuery = useWealthQuery(['earnHistory.coins'], (client, signal) =>
    client.simpleEarn.historyCoins({ signal }),
  );
  const coins = Array.isArray(coinsQuery.data) ? coinsQuery.data : [];

  const remember = useCallback(
    (next: HistoryTabPreference) => {
      setChosen(next);
      preferences.set('historyTab', next);
    },
    [preferences],
  );

  const filterKey = JSON.stringify([tab, type, asset, rangeState.range, pageSize]);
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;
  const ready = resolved !== null && wealth.user.isLogin;

  const records = useWealthQuery(
    ready ? ['earnHistory.records', filterKey, page] : null,
    async (client, signal) => ({
      key: filterKey,
      page,
      result: await fetchHistoryPage(
        client,
        { tab, page, limit: pageSize, type, asset: asset || undefined, range: rangeState.range },
        signal,
      ),
    }),
  );
  const current = records.data?.key === filterKey && records.data.page === page ? records.data : undefined;
  // Until the asked page lands, the last page of these filters says whether more exist.
  const latest = records.data?.key === filterKey ? records.data : undefined;
  const hasMore = latest ? pageHasMore(latest.result, latest.page, pageSize) : false;

  // Infinite mode keeps every page of the current filters.
  const [pages, setPages] = useState<{ key: string; list: HistoryRecord[][] }>({ key: filterKey, list: [] });
  useEffect(() => {
    const data = records.data;
    if (mode !== 'infinite' || !data) return;
    setPages((previous) => {
      const list = previous.key === data.key ? [...previous.list] : [];
      list[data.page - 1] = data.result.list;
      return { key: data.key, list };
    });
  }, [records.data, mode]);

  const rows =
    mode === 'infinite'
      ? pages.key === filterKey
        ? pages.list.flat()
        : []
      : (current?.result.list ?? (records.data?.key === filterKey ? records.data.result.list : []));

  // The query flags a new key as loading only after a render; until then the page is not settled.
  const loading = !ready
    ? wealth.user.isLogin
    : records.loading || (current === undefined && records.status !== 'error');
  const loadMore = useCallback(() => {
    if (records.loading || !hasMore) return;
    setPaging({ key: filterKey, page: page + 1 });
  }, [records.loading, hasMore, filterKey, page]);

  return {
    ready,
    tab,
    setTab: (next) => remember({ tab: next, type }),
    type,
    setType: (next) => remember({ tab, type: next }),
    types,
    asset,
    setAsset,
    coins,
    range: rangeState.range,
    setRange: (next) => {
      const clamped = clampHistoryRange(next, { months, utcOffsetMinutes });
      setRangeState({ range: { fromMs: clamped.fromMs, toMs: clamped.toMs }, tip: clamped.tip });
    },
    rangeTip: rangeState.tip,
    months,
    utcOffsetMinutes,
    rows,
    page,
    setPage: (next) => setPaging({ key: filterKey, page: Math.max(1, next) }),
    hasMore,
    loading,
    loadMore,
    signedIn: wealth.user.isLogin,
    readError: readFailure(
      probe,
      typesQuery,
      // The page asked for failed: earlier data of other filters or pages is no answer to it.
      records.status === 'error' && current === undefined
        ? { status: 'error', data: undefined, refetch: records.refetch }
        : null,
    ),
  };
}
