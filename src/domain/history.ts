import { HISTORY_RANGE_MONTHS, MINUTE_MS } from './constants';
import { type Decimal, dec } from './decimal';
import { HISTORY_MODE, HISTORY_TYPE, type HistoryType } from './enums';
import { type DomainMessage, message } from './messages';

/**
 * History rules of §5 and §2. Instants are Unix MILLISECONDS; month arithmetic happens in the user's
 * zone, `utcOffsetMinutes` east of UTC (see timeline.ts), default 0.
 */

/** A date range of the history filters, ms. */
export interface HistoryRange {
  readonly fromMs: number;
  readonly toMs: number;
}

/**
 * §5: only numeric from/to are accepted (a query parameter such as `?from=1700000000000`): a string
 * of digits or a non-negative safe integer; anything else (blank, "abc", "1e9", "-5", 1.5) is null.
 */
export function parseHistoryTime(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value !== 'string' || !/^\d+$/.test(value.trim())) return null;
  const parsed = Number.parseInt(value.trim(), 10);
  return Number.isSafeInteger(parsed) ? parsed : null;
}

/**
 * `timeMs` moved back by `months` calendar months in the given zone, keeping the time of day; the day
 * is clamped to the shorter month (31 August − 6 months → 28/29 February).
 */
export function subtractMonths(timeMs: number, months: number, utcOffsetMinutes = 0): number {
  const offsetMs = utcOffsetMinutes * MINUTE_MS;
  const local = new Date(timeMs + offsetMs);
  const totalMonths = local.getUTCFullYear() * 12 + local.getUTCMonth() - months;
  const year = Math.floor(totalMonths / 12);
  const month = totalMonths - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const shifted = Date.UTC(
    year,
    month,
    Math.min(local.getUTCDate(), lastDay),
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
    local.getUTCMilliseconds(),
  );
  return shifted - offsetMs;
}

export interface ClampHistoryRangeOptions {
  /** §5, §9: the longest range in months (6, or 12 where allowed). @default HISTORY_RANGE_MONTHS (6) */
  months?: number;
  /** The user's offset east of UTC in minutes. @default 0 */
  utcOffsetMinutes?: number;
  /** Now: the range never ends after it, so a future "To" cannot move the window past today. @default no limit */
  nowMs?: number;
}

export interface ClampedHistoryRange extends HistoryRange {
  /** True when the start was moved. */
  readonly clamped: boolean;
  /** 'history.range.clamped' {months} when clamped, for the tip; else null. */
  readonly tip: DomainMessage | null;
}

/**
 * §5: the date range is limited to 6 months (12 optionally): a start earlier than `toMs` minus that
 * many months is clamped to it and a tip is shown. A start after the end is swapped with it first;
 * neither end is later than `nowMs` (history has no future).
 */
export function clampHistoryRange(
  range: HistoryRange,
  options: ClampHistoryRangeOptions = {},
): ClampedHistoryRange {
  const months = options.months ?? HISTORY_RANGE_MONTHS;
  const latest = options.nowMs ?? Number.POSITIVE_INFINITY;
  const fromMs = Math.min(range.fromMs, range.toMs, latest);
  const toMs = Math.min(Math.max(range.fromMs, range.toMs), latest);
  const earliest = subtractMonths(toMs, months, options.utcOffsetMinutes ?? 0);
  if (fromMs >= earliest) return { fromMs, toMs, clamped: false, tip: null };
  return {
    fromMs: earliest,
    toMs,
    clamped: true,
    tip: message('history.range.clamped', { months: String(months) }),
  };
}

/** The two history tabs of §2. */
export type HistoryTab = 'flexible' | 'fixed';

/** A remembered history selection: tab and record type (§2: per user). */
export interface HistoryTabPreference {
  readonly tab: HistoryTab;
  readonly type: HistoryType;
}

/**
 * §2: the stored preference wins; without one, the flexible interest tab when flexible interest
 * exists, otherwise fixed interest.
 */
export function defaultHistoryTab(
  stored: HistoryTabPreference | null | undefined,
  hasFlexibleInterest: boolean,
): HistoryTabPreference {
  if (stored) return stored;
  return { tab: hasFlexibleInterest ? 'flexible' : 'fixed', type: HISTORY_TYPE.INTEREST };
}

/**
 * §9: the interest cache fetches monthly slices, newest first. Each slice is [fromMs, toMs) clipped
 * to the range and aligned to calendar months in the user's zone.
 * @param utcOffsetMinutes @default 0
 */
export function monthlySlices(range: HistoryRange, utcOffsetMinutes = 0): HistoryRange[] {
  const offsetMs = utcOffsetMinutes * MINUTE_MS;
  const slices: HistoryRange[] = [];
  let end = range.toMs;
  while (end > range.fromMs) {
    const local = new Date(end - 1 + offsetMs);
    const monthStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - offsetMs;
    const start = Math.max(monthStart, range.fromMs);
    slices.push({ fromMs: start, toMs: end });
    end = start;
  }
  return slices;
}

/** One calendar day [fromMs, toMs) in the user's zone. */
export function dayRange(timeMs: number, utcOffsetMinutes = 0): HistoryRange {
  const offsetMs = utcOffsetMinutes * MINUTE_MS;
  const local = new Date(timeMs + offsetMs);
  const fromMs = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - offsetMs;
  return { fromMs, toMs: fromMs + 24 * 60 * MINUTE_MS };
}

/** The interest earned on one day: the sum of that day's interest records (§2 cumulative return). */
export interface DailyInterest {
  /** Start of the day in the user's zone, ms. */
  readonly dayMs: number;
  /** Sum of the day's amounts, a decimal string (exact, no rounding). */
  readonly amount: string;
  /** How many records make up the day (the daily detail lists them, 25 per page, §9). */
  readonly count: number;
}

/**
 * Groups interest records (`time_at` in SECONDS, `amount` a decimal string) into days of the user's
 * zone, newest day first. A server that already sends one record per day (is_daily_log) gives one
 * record per group, so the same code reads both shapes.
 */
export function groupInterestByDay(
  records: readonly { time_at: number; amount: string }[],
  utcOffsetMinutes = 0,
): DailyInterest[] {
  const days = new Map<number, { amount: Decimal; count: number }>();
  for (const record of records) {
    const { fromMs } = dayRange(record.time_at * 1000, utcOffsetMinutes);
    const day = days.get(fromMs) ?? { amount: dec('0'), count: 0 };
    day.amount = day.amount.plus(dec(record.amount || '0'));
    day.count += 1;
    days.set(fromMs, day);
  }
  return [...days.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([dayMs, day]) => ({ dayMs, amount: day.amount.toString(), count: day.count }));
}

/**
 * §4 history modes: 0 (redeem unified) and 32 (redeem spot) say where a REDEMPTION went, so they are
 * shown only on redeem records; every other mode (auto earn, liquidation, auto reinvest...) says what
 * caused the record and is shown whatever its type. Null means the mode column shows '--'.
 */
export function shownHistoryMode(type: number, mode: number | null | undefined): number | null {
  if (mode === null || mode === undefined || !Number.isInteger(mode)) return null;
  const isDestination = mode === HISTORY_MODE.REDEEM_UNIFIED || mode === HISTORY_MODE.REDEEM_SPOT;
  if (isDestination) return type === HISTORY_TYPE.REDEEM ? mode : null;
  return (Object.values(HISTORY_MODE) as number[]).includes(mode) ? mode : null;
}
