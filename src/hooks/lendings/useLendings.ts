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
import { useTopicVersion } from '../useStoreValue';
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
 * One tab's list. Paged, it reads the page shown. With load-more each page is read once and
 * appended to the pages already shown; a refresh of the topic (after a redeem or subscribe) starts
 * again from the first page, so no stale or doubled rows stay behind.
 */
function useLendingsList<Row>(
  name: LendingsTab,
  enabled: boolean,
  paging: LendingsPaging,
  pageSize: number,
  topic: Topic,
  load: Loader<Row>,
): LendingsList<Row> {
  const { store } = useWealth();
  const version = useTopicVersion(store, topic);
  const [page, setPageState] = useState(1);
  // Load-more: the pages before `page` as they were read, for the topic version they belong to.
  const [earlier, setEarlier] = useState<{ version: number; pages: Page<Row>[] }>({ version, pages: [] });
  const more = paging === 'more';
  if (more && earlier.version !== version) {
    // The topic changed: what was loaded may be stale; start again from page 1 (React's pattern
    // for resetting state from a changed input, applied before this render commits).
    setEarlier({ version, pages: [] });
    if (page !== 1) setPageState(1);
  }
  const query = useWealthQuery(
    enabled ? ['lendings', name, paging, page, pageSize] : null,
    async (client, signal) => ({ page, result: await load(client, page, pageSize, signal) }),
    { topic },
  );
  // A read keeps its last data while the next page loads; with load-more that page is already
  // among the earlier ones, so only an answer for this page counts.
  const current = !more || query.data?.page === page ? query.data?.result : undefined;
  const kept = more ? earlier.pages.slice(0, page - 1) : [];
  const rows = [...kept.flatMap((p) => p.list), ...(current?.list ?? [])];
  const total = current?.total;
  // Without a total, a full last page means there may be more.
  const hasMore = total === undefined ? (current?.list.length ?? 0) >= pageSize : page * pageSize < total;
  const setPage = useCallback((next: number) => setPageState(Math.max(1, next)), []);
  const loadMore = useCallback(() => {
    if (!hasMore || query.loading || !current) return;
    setEarlier((previous) => ({
      version: previous.version,
      pages: [...previous.pages.slice(0, page - 1), current],
    }));
    setPageState(page + 1);
  }, [hasMore, query.loading, current, page]);
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
