import { useCallback, useEffect, useMemo, useState } from 'react';
import type { HistoryRecord } from '../../api';
import { simpleEarnApi } from '../../api/endpoints/simpleEarn';
import {
  clampHistoryRange,
  type DomainMessage,
  defaultHistoryTab,
  HISTORY_PAGE_SIZE,
  HISTORY_RANGE_MONTHS,
  HISTORY_TYPE,
  type HistoryRange,
  type HistoryTabPreference,
  subtractMonths,
} from '../../domain';
import { useWealth } from '../context';
import { readFailure } from '../readFailure';
import { useWealthQuery } from '../useWealthQuery';

export type { EarnHistory, UseEarnHistoryOptions } from './earnHistory';

import {
  fetchHistoryPage,
  floorSecond,
  historyTypeInForce,
  pageHasMore,
  productType,
  storedPreference,
  toHistoryTypes,
} from '../../flows/history';
import type { EarnHistory, UseEarnHistoryOptions } from './earnHistory';

/**
 * The history of §2 without markup: tabs Flexible / Fixed, filters coin, record type and date range
 * (6 months by default, clamped, §5), pages from GET uni-loan/earn/history and GET
 * fixed_earn/api/user/history (§7). The tab and type are remembered per user; with nothing stored,
 * flexible interest is preselected when the customer has any, otherwise fixed interest (§2).
 */
/** A page of records with the filters it was read for (the query cache's value). */
interface HistoryPageData {
  key: string;
  page: number;
  result: Awaited<ReturnType<typeof fetchHistoryPage>>;
}

export function useEarnHistory(options: UseEarnHistoryOptions = {}): EarnHistory {
  const { mode = 'paged', pageSize = HISTORY_PAGE_SIZE, months = HISTORY_RANGE_MONTHS, initial } = options;
  const wealth = useWealth();
  const now = options.now ?? wealth.now;
  const { preferences } = wealth;
  // Frozen when the history opens: a moving "now" would change the query on every render.
  const [openedAt] = useState(() => floorSecond(now()));
  const utcOffsetMinutes = options.utcOffsetMinutes ?? wealth.zone.offsetMinutes(openedAt);
  const [stored] = useState(() => initial ?? storedPreference(preferences.get('historyTab')));
  const [chosen, setChosen] = useState<HistoryTabPreference | null>(null);
  const [asset, setAsset] = useState('');
  const [rangeState, setRangeState] = useState<{ range: HistoryRange; tip: DomainMessage | null }>(() => ({
    range: { fromMs: subtractMonths(openedAt, months, utcOffsetMinutes), toMs: openedAt },
    tip: null,
  }));

  // §2: without a stored choice, flexible interest is preselected when the customer has any in the
  // window, otherwise fixed interest. The question is the first page of flexible interest itself:
  // it is read as the records (one read, not a probe and then the page), and when it comes back
  // empty the tab turns to fixed. The answer is kept, so later pages and filters do not ask again.
  const [decided, setDecided] = useState<HistoryTabPreference | null>(null);
  const known: HistoryTabPreference | null = chosen ?? stored ?? decided;
  const tab = known?.tab ?? 'flexible';

  const typesQuery = useWealthQuery(
    ['earnHistory.types', tab],
    (client, signal) => simpleEarnApi(client).historyTypes({ product_type: productType(tab) }, { signal }),
    { requiresLogin: false },
  );
  const types = useMemo(() => toHistoryTypes(typesQuery.data), [typesQuery.data]);
  const wantedType = known?.type ?? HISTORY_TYPE.INTEREST;
  const type = historyTypeInForce(wantedType, types);

  const coinsQuery = useWealthQuery(['earnHistory.coins'], (client, signal) =>
    simpleEarnApi(client).historyCoins({ signal }),
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

  // Before the default tab is known this is the first page of flexible interest (see above).
  const records = useWealthQuery(
    wealth.user.isLogin ? ['earnHistory.records', filterKey, page] : null,
    async (client, signal): Promise<HistoryPageData> => ({
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
  // The first page of flexible interest answers the default tab's question (§2).
  const answer = known === null && current ? defaultHistoryTab(null, current.result.list.length > 0) : null;
  const answerTab = answer?.tab;
  useEffect(() => {
    if (answerTab) setDecided({ tab: answerTab, type: HISTORY_TYPE.INTEREST });
  }, [answerTab]);
  // Flexible is shown at once; a fixed answer waits for its own records (no flash of an empty list).
  const ready = wealth.user.isLogin && (known !== null || answerTab === 'flexible');
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
      const clamped = clampHistoryRange(next, { months, utcOffsetMinutes, nowMs: openedAt });
      setRangeState({ range: { fromMs: clamped.fromMs, toMs: clamped.toMs }, tip: clamped.tip });
    },
    rangeTip: rangeState.tip,
    months,
    utcOffsetMinutes,
    openedAt,
    rows,
    page,
    setPage: (next) => setPaging({ key: filterKey, page: Math.max(1, next) }),
    hasMore,
    loading,
    loadMore,
    signedIn: wealth.user.isLogin,
    readError: readFailure(
      typesQuery,
      // The page asked for failed: earlier data of other filters or pages is no answer to it.
      records.status === 'error' && current === undefined
        ? { status: 'error', data: undefined, refetch: records.refetch, outcome: records.outcome }
        : null,
    ),
  };
}
