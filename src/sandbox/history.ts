import type { HistoryMode, HistoryType } from '../api/types';
import {
  clampHistoryRange,
  HISTORY_RANGE_MONTHS,
  HISTORY_RANGE_MONTHS_EXTENDED,
  msToSeconds,
  parseHistoryTime,
  subtractMonths,
} from '../domain';
import type { SandboxData, StoredHistoryRecord } from './state';

/**
 * The customer-facing history of §3/§4 (what the history calls list). Balance changes are in the
 * ledger; a history record is what the customer is shown, and interest, bonus and fees link the two.
 */

/** The fields a product gives when it records something; the rest default to blank values. */
export interface NewHistoryRecord {
  business: string;
  asset: string;
  type: HistoryType;
  mode: HistoryMode;
  amount: string;
  order_id?: number | string;
  lock_up_period?: number;
  create_at?: number;
  finish_at?: number;
  principal?: string;
  interest?: string;
  year_rate?: string;
  sub_business?: number;
  bonus_amount?: string;
  bonus_asset?: string;
  coupon_principal?: string;
  coupon_interest?: string;
  rate_ratio?: string;
}

/** A history record with every §3 field set, stamped with the virtual time (seconds) and a new id. */
export function buildHistoryRecord(
  data: SandboxData,
  input: NewHistoryRecord,
  atMs = data.nowMs,
): StoredHistoryRecord {
  const id = data.nextId++;
  const timeAt = msToSeconds(atMs);
  return {
    id,
    order_id: 0,
    lock_up_period: 0,
    create_at: timeAt,
    finish_at: 0,
    principal: '0',
    interest: '0',
    year_rate: '0',
    sub_business: 0,
    bonus_amount: '0',
    bonus_asset: '',
    coupon_principal: '0',
    coupon_interest: '0',
    rate_ratio: '0',
    ...input,
    time_at: timeAt,
    // Unique even for records of the same second: the UI keys rows by it.
    unique_time: `${timeAt}-${id}`,
  };
}

/** Records a history entry and returns it. */
export function addHistory(data: SandboxData, input: NewHistoryRecord, atMs?: number): StoredHistoryRecord {
  const record = buildHistoryRecord(data, input, atMs);
  data.history.push(record);
  return record;
}

/** The filters of §7's history calls, already read from the query. */
export interface HistoryFilter {
  business: string;
  page: number;
  limit: number;
  type?: number;
  asset?: string;
  /** Seconds, as every §3 time. */
  startAt?: number;
  endAt?: number;
}

/** Why a history query was refused (the 6-month window, §5). */
export class HistoryRangeError extends Error {
  override readonly name = 'HistoryRangeError';
}

/**
 * A page of history, newest first. §5: the range is 6 months by default and 12 where a page allows
 * it, so the server serves up to 12 and refuses a longer one (the UI clamps before sending, so only a
 * client that skipped the rule sees this); a query without a range gets the last 6 months.
 */
export function queryHistory(
  data: SandboxData,
  filter: HistoryFilter,
): { list: Omit<StoredHistoryRecord, 'business'>[]; total: number } {
  const endMs = filter.endAt === undefined ? data.nowMs : filter.endAt * 1000;
  const startMs =
    filter.startAt === undefined ? subtractMonths(endMs, HISTORY_RANGE_MONTHS) : filter.startAt * 1000;
  if (filter.startAt !== undefined && filter.endAt !== undefined) {
    const range = clampHistoryRange(
      { fromMs: startMs, toMs: endMs },
      { months: HISTORY_RANGE_MONTHS_EXTENDED },
    );
    if (range.clamped) {
      throw new HistoryRangeError(`history range exceeds ${HISTORY_RANGE_MONTHS_EXTENDED} months`);
    }
  }
  const from = Math.floor(startMs / 1000);
  const to = Math.floor(endMs / 1000);
  const matching: StoredHistoryRecord[] = [];
  for (let i = data.history.length - 1; i >= 0; i -= 1) {
    const record = data.history[i] as StoredHistoryRecord;
    if (record.business !== filter.business) continue;
    if (filter.type !== undefined && record.type !== filter.type) continue;
    if (filter.asset !== undefined && record.asset !== filter.asset) continue;
    if (record.time_at < from || record.time_at > to) continue;
    matching.push(record);
  }
  // Records are appended in time order except generated ones; sort to be sure (stable by id).
  matching.sort((a, b) => b.time_at - a.time_at || Number(b.id) - Number(a.id));
  const start = (filter.page - 1) * filter.limit;
  const list = matching.slice(start, start + filter.limit).map(({ business: _business, ...rest }) => rest);
  return { list, total: matching.length };
}

/** Reads a §5 numeric time ("only numeric from/to are accepted"); anything else is refused. */
export function readHistoryTime(value: string | undefined): number | undefined | 'invalid' {
  if (value === undefined || value === '') return undefined;
  const parsed = parseHistoryTime(value);
  return parsed === null ? 'invalid' : parsed;
}
