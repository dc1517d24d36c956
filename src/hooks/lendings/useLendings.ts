import { useCallback, useState } from 'react';
import type { FixedOrder, FlexibleHolding, Page, WealthClient } from '../../api';
import { fixedApi } from '../../api/endpoints/fixed';
import { simpleEarnApi } from '../../api/endpoints/simpleEarn';
import {
  type DomainMessage,
  emptyStateMessage,
  holdingDetailRoute,
  type LendingsTab,
  TABLE_PAGE_SIZE,
} from '../../domain';
import { lendingsMessages } from '../../i18n/features/lendings';
import type { Topic } from '../../state/topics';
import { TOPICS } from '../../state/topics';
import { useWealth } from '../context';
import { type ReadFailure, readFailure } from '../readFailure';
import { useControllableState } from '../useControllableState';
import { useMessages } from '../useMessages';
import { type QueryStatus, useWealthQuery } from '../useWealthQuery';

/** §7 `order_type` of the fixed orders call: 1 lists the current (holding or redeeming) orders. */
export const CURRENT_FIXED_ORDERS = 1;

/** How a list pages: numbered pages (the desktop table) or a growing list with load-more (mobile cards). */
export type LendingsPaging = 'pages' | 'more';

/** One tab's rows and paging. */
export interface LendingsList<Row> {
  /** The rows to show: one page, or every page loaded so far with load-more. */
  rows: Row[];
  /** The page shown (pages) or the last page loaded (more), from 1. */
  page: number;
  /** Goes to a page (pages paging). */
  setPage: (page: number) => void;
  /** How many rows there are in all, when the server says. */
  total: number | undefined;
  /** Whether another page exists after `page`. */
  hasMore: boolean;
  /** Loads the next page under the rows already shown (more paging). */
  loadMore: () => void;
  status: QueryStatus;
  /** True while a load runs, the first or a refresh. */
  loading: boolean;
  /** §8 'noRecord' once loaded with no rows, else null. */
  empty: DomainMessage | null;
  /** The rows could not be read after the retries: show it with Retry, not 'noRecord'. */
  readError: ReadFailure | null;
}

export interface UseLendingsOptions {
  /** The selected tab (controlled); the host maps its `tab` query param here (§2). */
  tab?: LendingsTab;
  /** The first tab when uncontrolled. @default 'flexible' */
  defaultTab?: LendingsTab;
  /** Called when the customer picks another tab (write it back to the `tab` query param). */
  onTabChange?: (tab: LendingsTab) => void;
  /** Numbered pages or load-more. @default 'pages' */
  paging?: LendingsPaging;
  /** Rows per page. @default TABLE_PAGE_SIZE (10, §9) */
  pageSize?: number;
}

export interface LendingsState {
  tab: LendingsTab;
  setTab: (tab: LendingsTab) => void;
  /** §3 flexible holdings (loaded while the flexible tab is selected). */
  flexible: LendingsList<FlexibleHolding>;
  /** §3 current fixed orders (loaded while the fixed tab is selected). */
  fixed: LendingsList<FixedOrder>;
  /** Opens a flexible holding's detail through the host (§2 route). */
  openFlexible: (holding: FlexibleHolding) => void;
  /** Opens a fixed order's detail through the host (§2 route, with order_id). */
  openFixed: (order: FixedOrder) => void;
}

type Loader<Row> = (
  client: WealthClient,
  page: number,
  limit: number,
  signal: AbortSignal,
) => Promise<Page<Row>>;

const loadHoldings: Loader<FlexibleHolding> = (client, page, limit, signal) =>
  simpleEarnApi(client).holdings({ page, limit }, { signal });

const loadOrders: Loader<FixedOrder> = (client, page, limit, signal) =>
  fixedApi(client).orders({ order_type: CURRENT_FIXED_ORDERS, page, limit }, { signal });

/**
 * One tab's list. With load-more every page shown so far is fetched again together, so a refresh
 * after a redeem or subscribe (the topic) never leaves stale or doubled rows behind.
 */
function useLendingsList<Row>(
  name: LendingsTab,
  enabled: boolean,
  paging: LendingsPaging,
  pageSize: number,
  topic: Topic,
  load: Loader<Row>,
): LendingsList<Row> {
  const [page, setPageState] = useState(1);
  const query = useWealthQuery(
    enabled ? ['lendings', name, paging, page, pageSize] : null,
    async (client, signal) => {
      if (paging === 'pages') return load(client, page, pageSize, signal);
      const pages = await Promise.all(
        Array.from({ length: page }, (_, i) => load(client, i + 1, pageSize, signal)),
      );
      const last = pages[pages.length - 1];
      return { list: pages.flatMap((p) => p.list), total: last?.total, count: last?.list.length };
    },
    { topic },
  );
  const data = query.data;
  const rows = data?.list ?? [];
  const total = data?.total;
  // Without a total, a full last page means there may be more.
  const lastPageLength = paging === 'pages' ? rows.length : (data?.count ?? 0);
  const hasMore = total === undefined ? lastPageLength >= pageSize : page * pageSize < total;
  const setPage = useCallback((next: number) => setPageState(Math.max(1, next)), []);
  const loadMore = useCallback(() => {
    if (hasMore && !query.loading) setPageState((p) => p + 1);
  }, [hasMore, query.loading]);
  return {
    rows,
    page,
    setPage,
    total,
    hasMore,
    loadMore,
    status: query.status,
    loading: query.loading,
    empty: query.status === 'success' && rows.length === 0 ? emptyStateMessage('list') : null,
    readError: readFailure(query),
  };
}

/**
 * My lendings (§2): the Flexible and Fixed tabs, each paged 10 a time (§9), read through the
 * holdings and fixed-orders topics so that a redeem, subscribe or early redeem anywhere on the page
 * reloads them. Only the selected tab loads. Tapping a row goes to the §2 holding detail route
 * through the host's `onNavigate`.
 */
export function useLendings(options: UseLendingsOptions = {}): LendingsState {
  const { paging = 'pages', pageSize = TABLE_PAGE_SIZE } = options;
  useMessages(lendingsMessages);
  const { navigate } = useWealth();
  const [tab, setTab] = useControllableState<LendingsTab>({
    value: options.tab,
    defaultValue: options.defaultTab ?? 'flexible',
    onChange: options.onTabChange,
  });
  const flexible = useLendingsList(
    'flexible',
    tab === 'flexible',
    paging,
    pageSize,
    TOPICS.earnHoldings,
    loadHoldings,
  );
  const fixed = useLendingsList(
    'fixed',
    tab === 'fixed',
    paging,
    pageSize,
    TOPICS.earnFixedOrders,
    loadOrders,
  );

  const openFlexible = useCallback(
    (holding: FlexibleHolding) => {
      const route = holdingDetailRoute({ tab: 'flexible', asset: holding.asset });
      navigate(route.path, route.query);
    },
    [navigate],
  );
  const openFixed = useCallback(
    (order: FixedOrder) => {
      const route = holdingDetailRoute({
        tab: 'fixed',
        asset: order.asset,
        id: order.id,
        orderId: order.order_id,
      });
      navigate(route.path, route.query);
    },
    [navigate],
  );

  return { tab, setTab, flexible, fixed, openFlexible, openFixed };
}
