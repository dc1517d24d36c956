import type { HistoryRecord } from '../../api';
import { simpleEarnApi } from '../../api/endpoints/simpleEarn';
import { DAILY_DETAIL_PAGE_SIZE, dayRange, HISTORY_TYPE } from '../../domain';
import { rangeToSeconds } from '../../flows/history';
import { useWealth } from '../context';
import { readFailure } from '../readFailure';
import { useWealthQuery } from '../useWealthQuery';

/** §3 "Daily interest detail / interest record", read from either record shape. */
export interface DailyInterestRow {
  key: string;
  /** When the interest was paid, ms; 0 when the record says not. */
  timeMs: number;
  /** The principal it was paid on. */
  principal: string;
  /** The APR it was paid at, a fraction. */
  aprFraction: string;
  amount: string;
}

export interface UseDailyInterestOptions {
  asset: string;
  /** Any instant of the day, ms. */
  dayMs: number;
  /** The user's offset east of UTC in minutes. @default the provider's `timeZone` */
  utcOffsetMinutes?: number;
}

type InterestShape = Partial<HistoryRecord> & { lend_principal?: string; lend_rate_year?: string };

function toRow(record: InterestShape, index: number): DailyInterestRow {
  return {
    key: String(record.unique_time ?? record.id ?? index),
    timeMs: Number(record.time_at ?? 0) * 1000,
    principal: record.lend_principal ?? record.principal ?? '',
    aprFraction: record.lend_rate_year ?? record.year_rate ?? '',
    amount: record.amount ?? '',
  };
}

/**
 * The daily interest detail of §2/§7: one coin, one day, one request of 25 rows (pageIndex 1,
 * pageSize 25, type 3, start and end of that day).
 */
export function useDailyInterest({ asset, dayMs, utcOffsetMinutes }: UseDailyInterestOptions) {
  const { zone } = useWealth();
  const offset = utcOffsetMinutes ?? zone.offsetMinutes(dayMs);
  const day = dayRange(dayMs, offset);
  const query = useWealthQuery(['earnHistory.daily', asset, day.fromMs], (client, signal) =>
    simpleEarnApi(client).history(
      {
        page: 1,
        limit: DAILY_DETAIL_PAGE_SIZE,
        type: HISTORY_TYPE.INTEREST,
        asset,
        ...rangeToSeconds(day),
        is_daily_log: 0,
      },
      { signal },
    ),
  );
  const rows = (query.data?.list ?? []).map((record, index) => toRow(record as InterestShape, index));
  return {
    rows,
    loading: query.loading || query.status === 'idle',
    status: query.status,
    readError: readFailure(query),
    day,
    utcOffsetMinutes: offset,
  };
}
