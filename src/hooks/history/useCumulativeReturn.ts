import { useEffect, useMemo, useState } from 'react';
import type { HistoryRecord } from '../../api';
import {
  type DailyInterest,
  groupInterestByDay,
  HISTORY_RANGE_MONTHS,
  INTEREST_HISTORY_PAGE_SIZE,
  monthlySlices,
  subtractMonths,
} from '../../domain';
import { useWealth } from '../context';
import type { ReadFailure } from '../readFailure';
import { useWealthQuery } from '../useWealthQuery';
import { interestCacheFor } from './interestCache';

export interface UseCumulativeReturnOptions {
  /** The coin whose interest to list. */
  asset: string;
  /** Days per page (§9: 7). @default 7 */
  pageSize?: number;
  /** §2: the range is limited to 6 months. @default 6 */
  months?: number;
  /** The current time in ms. @default the provider's clock (WealthProvider `now`) */
  now?: () => number;
  /** The user's offset east of UTC in minutes (days and months are the user's). @default the provider's `timeZone` */
  utcOffsetMinutes?: number;
}

export interface CumulativeReturn {
  /** The days of the current page, newest first. */
  days: DailyInterest[];
  page: number;
  setPage(page: number): void;
  hasMore: boolean;
  loading: boolean;
  /** Every slice loaded and no day has interest. */
  empty: boolean;
  /** A monthly slice failed after its retries: show it with Retry, not 'noRecord'. */
  readError: ReadFailure | null;
  utcOffsetMinutes: number;
  months: number;
}

/**
 * The cumulative-return history of §2: the interest of one coin per day over the last 6 months, 7
 * days per page. Interest is read through the interest cache a calendar month at a time, newest
 * month first, and only as far back as the page being shown needs (§9).
 */
export function useCumulativeReturn(options: UseCumulativeReturnOptions): CumulativeReturn {
  const { asset, pageSize = INTEREST_HISTORY_PAGE_SIZE, months = HISTORY_RANGE_MONTHS } = options;
  const { now: providerNow, zone } = useWealth();
  const now = options.now ?? providerNow;
  const [openedAt] = useState(() => Math.floor(now() / 1000) * 1000);
  const utcOffsetMinutes = options.utcOffsetMinutes ?? zone.offsetMinutes(openedAt);
  const slices = useMemo(
    () =>
      monthlySlices(
        { fromMs: subtractMonths(openedAt, months, utcOffsetMinutes), toMs: openedAt },
        utcOffsetMinutes,
      ),
    [openedAt, months, utcOffsetMinutes],
  );
  const [loaded, setLoaded] = useState<{ asset: string; slices: HistoryRecord[][] }>({ asset, slices: [] });
  const loadedSlices = loaded.asset === asset ? loaded.slices : [];
  const [page, setPage] = useState(1);
  const days = useMemo(
    () => groupInterestByDay(loadedSlices.flat(), utcOffsetMinutes),
    [loadedSlices, utcOffsetMinutes],
  );

  // One more day than the page shows, so we know whether a next page exists.
  const needed = page * pageSize + 1;
  const next = loadedSlices.length;
  const slice = days.length < needed && next < slices.length ? slices[next] : undefined;
  const query = useWealthQuery(
    slice ? ['earnHistory.interestSlice', asset, slice.fromMs, slice.toMs] : null,
    async (client) => ({
      asset,
      index: next,
      records: await interestCacheFor(client).load(asset, slice ?? slices[0]!),
    }),
  );
  useEffect(() => {
    const data = query.data;
    if (!data) return;
    setLoaded((previous) => {
      const list = previous.asset === data.asset ? previous.slices : [];
      if (list.length !== data.index) return previous;
      return { asset: data.asset, slices: [...list, data.records] };
    });
  }, [query.data]);

  const allLoaded = loadedSlices.length >= slices.length;
  return {
    days: days.slice((page - 1) * pageSize, page * pageSize),
    page,
    setPage: (p) => setPage(Math.max(1, p)),
    hasMore: days.length > page * pageSize,
    loading: slice !== undefined && query.status !== 'error',
    empty: allLoaded && days.length === 0,
    readError:
      query.status === 'error' && slice !== undefined
        ? { retry: query.refetch, loginNeeded: query.outcome?.via === 'login' }
        : null,
    utcOffsetMinutes,
    months,
  };
}
