import type { HistoryRecord, WealthClient } from '../../api';
import { simpleEarnApi } from '../../api/endpoints/simpleEarn';
import { HISTORY_TYPE, type HistoryRange } from '../../domain';
import { rangeToSeconds } from '../../flows/history';

/** The most rows a history request may ask for (the exchange refuses more than 100). */
const SLICE_REQUEST_LIMIT = 100;

/** Interest records of a coin, one calendar month ("slice", §9) at a time. */
export interface InterestCache {
  /**
   * Every interest record of `asset` in `slice`, newest first. The first call for a slice fetches it
   * (paging through if it holds more than one request's worth); every later call, from any widget of
   * the same client, reuses that answer. A failed fetch is forgotten so a retry can fetch again.
   */
  load(asset: string, slice: HistoryRange): Promise<HistoryRecord[]>;
  /** How many slices are held (for tests and debugging). */
  readonly size: number;
}

async function fetchSlice(
  client: WealthClient,
  asset: string,
  slice: HistoryRange,
): Promise<HistoryRecord[]> {
  const records: HistoryRecord[] = [];
  for (let page = 1; ; page += 1) {
    const result = await simpleEarnApi(client).history({
      page,
      limit: SLICE_REQUEST_LIMIT,
      type: HISTORY_TYPE.INTEREST,
      asset,
      ...rangeToSeconds(slice),
      // §7: the exchange may sum interest per day for us; groupInterestByDay reads both shapes.
      is_daily_log: 1,
    });
    records.push(...result.list);
    const total = result.total ?? result.count;
    const done =
      typeof total === 'number'
        ? page * SLICE_REQUEST_LIMIT >= total
        : result.list.length < SLICE_REQUEST_LIMIT;
    if (done || result.list.length === 0) return records;
  }
}

/** A cache over one client. Slices are keyed by coin and exact bounds. */
export function createInterestCache(client: WealthClient): InterestCache {
  const slices = new Map<string, Promise<HistoryRecord[]>>();
  return {
    load(asset, slice) {
      const key = `${asset}|${slice.fromMs}|${slice.toMs}`;
      const held = slices.get(key);
      if (held) return held;
      // Not aborted with the widget that asked: another widget may be waiting on the same slice.
      const pending = fetchSlice(client, asset, slice);
      slices.set(key, pending);
      pending.catch(() => slices.delete(key));
      return pending;
    },
    get size() {
      return slices.size;
    },
  };
}

const caches = new WeakMap<WealthClient, InterestCache>();

/** The interest cache shared by every widget on `client` (one per WealthProvider's client). */
export function interestCacheFor(client: WealthClient): InterestCache {
  let cache = caches.get(client);
  if (!cache) {
    cache = createInterestCache(client);
    caches.set(client, cache);
  }
  return cache;
}
