import {
  DAY_MS,
  FIXED_ARRIVAL_DELAY_MS,
  FLEXIBLE_INTEREST_RECEIVED_DELAY_MS,
  FLEXIBLE_INTEREST_START_DELAY_MS,
  MATURITY_LOCK_MS,
  MINUTE_MS,
} from './constants';
import { FIXED_ORDER_HOLDING_STATUSES, PRODUCT_FLAG } from './enums';
import { type DomainMessage, MISSING_VALUE, message } from './messages';

/**
 * Times of §9 and §4. Every instant is a Unix time in MILLISECONDS (convert the API's seconds with
 * {@link secondsToMs}); nothing here reads the clock, `nowMs` is always a parameter.
 *
 * Day boundaries depend on the user's time zone, given as `utcOffsetMinutes`: minutes EAST of UTC
 * (UTC+8 → 480, UTC−5 → −300). That is the opposite sign of `Date.prototype.getTimezoneOffset()`,
 * so a browser caller passes `-new Date(t).getTimezoneOffset()`. Default 0 (UTC).
 */

/** API seconds (create_time, redeem_stamp, start_time...) as milliseconds. */
export function secondsToMs(seconds: number): number {
  return seconds * 1000;
}

/** Milliseconds as whole API seconds (rounded down). */
export function msToSeconds(ms: number): number {
  return Math.floor(ms / 1000);
}

/**
 * 00:00 of the day containing `timeMs`, in the zone `utcOffsetMinutes` east of UTC.
 * @param utcOffsetMinutes @default 0
 */
export function startOfDay(timeMs: number, utcOffsetMinutes = 0): number {
  const offsetMs = utcOffsetMinutes * MINUTE_MS;
  return Math.floor((timeMs + offsetMs) / DAY_MS) * DAY_MS - offsetMs;
}

/** §9 Flexible: interest starts 1 hour after subscription and is received 2 hours after. */
export interface FlexibleInterestTimes {
  readonly interestStartsAtMs: number;
  readonly interestReceivedAtMs: number;
}

/** §9: flexible interest starts at subscription + 1 h and is received at subscription + 2 h. */
/**
 * §7 coin-user-profit-records `to`: the end of today in the customer's zone, in Unix seconds (the
 * last second of the day), so a reward paid today is listed and none dated after it.
 */
export function endOfTodaySeconds(nowMs: number, utcOffsetMinutes = 0): number {
  return msToSeconds(startOfDay(nowMs, utcOffsetMinutes) + DAY_MS) - 1;
}

export function flexibleInterestTimes(subscribedAtMs: number): FlexibleInterestTimes {
  return {
    interestStartsAtMs: subscribedAtMs + FLEXIBLE_INTEREST_START_DELAY_MS,
    interestReceivedAtMs: subscribedAtMs + FLEXIBLE_INTEREST_RECEIVED_DELAY_MS,
  };
}

export interface FixedTimelineInput {
  /** When the subscription is made (or was made: create_time), ms. */
  subscribedAtMs: number;
  /** §3 lock_up_period, days. */
  lockUpDays: number;
  /** The user's offset east of UTC in minutes (see module note). @default 0 */
  utcOffsetMinutes?: number;
}

/** §9 Fixed timeline. */
export interface FixedTimeline {
  /** Next day 00:00 after subscription. */
  readonly interestStartsAtMs: number;
  /** Subscription day 00:00 + (period + 1) days, i.e. interest start + period days. */
  readonly maturityAtMs: number;
  /** Maturity + 30 minutes. */
  readonly arrivalAtMs: number;
}

/**
 * §9 fixed: interest starts the next day at 00:00 (in the user's zone), maturity is period + 1 days
 * after the subscription day's 00:00, and the redemption arrives 30 minutes after. A subscription at
 * exactly 00:00 still starts earning the next day: "next day" is the day after the subscription day.
 */
export function fixedTimeline(input: FixedTimelineInput): FixedTimeline {
  const dayStart = startOfDay(input.subscribedAtMs, input.utcOffsetMinutes ?? 0);
  const maturityAtMs = dayStart + (input.lockUpDays + 1) * DAY_MS;
  return {
    interestStartsAtMs: dayStart + DAY_MS,
    maturityAtMs,
    arrivalAtMs: fixedArrivalTime(maturityAtMs),
  };
}

/** §9: a fixed redemption arrives 30 minutes after finish_time (ms). */
export function fixedArrivalTime(finishTimeMs: number): number {
  return finishTimeMs + FIXED_ARRIVAL_DELAY_MS;
}

/** One step of a subscription preview: what happens, and when. */
export interface SubscriptionStep {
  readonly step: 'subscribe' | 'interestStarts' | 'interestReceived' | 'maturity' | 'arrival';
  readonly atMs: number;
}

/**
 * When money subscribed at `nowMs` starts and stops working (§9), for the subscribe form's preview:
 * flexible earns from +1 h and first receives interest at +2 h; fixed earns from the next day's
 * 00:00 in the customer's zone, matures after the period and arrives 30 minutes later.
 */
export function subscriptionPreview(
  input: { kind: 'flexible' } | { kind: 'fixed'; lockUpDays: number; utcOffsetMinutes?: number },
  nowMs: number,
): SubscriptionStep[] {
  if (input.kind === 'flexible') {
    const times = flexibleInterestTimes(nowMs);
    return [
      { step: 'subscribe', atMs: nowMs },
      { step: 'interestStarts', atMs: times.interestStartsAtMs },
      { step: 'interestReceived', atMs: times.interestReceivedAtMs },
    ];
  }
  const times = fixedTimeline({
    subscribedAtMs: nowMs,
    lockUpDays: input.lockUpDays,
    utcOffsetMinutes: input.utcOffsetMinutes ?? 0,
  });
  return [
    { step: 'subscribe', atMs: nowMs },
    { step: 'interestStarts', atMs: times.interestStartsAtMs },
    { step: 'maturity', atMs: times.maturityAtMs },
    { step: 'arrival', atMs: times.arrivalAtMs },
  ];
}

/** The fixed-order actions that §4 locks. */
export type FixedOrderAction = 'earlyRedeem' | 'reinvest' | 'redeemTo';

/** §3 product_info flags (0 not allowed, 1 allowed). */
export interface ProductInfoFlags {
  readonly pre_redeem?: number | null;
  readonly reinvest?: number | null;
  readonly redeem_account?: number | null;
}

export interface FixedOrderLockInput {
  /** Which action the control performs. */
  action: FixedOrderAction;
  /** §3 order status; 0 and 1 are holding. */
  status: number;
  /** §3 finish_time, ms. */
  finishTimeMs: number;
  /** The current time, ms. */
  nowMs: number;
  /** §3 product_info; a missing flag counts as not allowed. */
  productInfo?: ProductInfoFlags | null;
}

/** Why a fixed-order control is disabled (one reason, for its tooltip). */
export type FixedOrderLockReason = 'not-holding' | 'near-maturity' | 'product-forbids';

export type FixedOrderLock =
  | { readonly locked: false }
  | { readonly locked: true; readonly reason: FixedOrderLockReason; readonly message: DomainMessage };

const FLAG_OF_ACTION = {
  earlyRedeem: 'pre_redeem',
  reinvest: 'reinvest',
  redeemTo: 'redeem_account',
} as const;

/** §3: statuses 0 and 1 are holding; anything else is redeeming or redeemed. */
export function isFixedOrderHolding(status: number): boolean {
  return (FIXED_ORDER_HOLDING_STATUSES as readonly number[]).includes(status);
}

/**
 * §4, §9: early redeem, auto reinvest and redeem-to are disabled when the order is not holding, when
 * under one hour remains before finish_time, or when the product does not allow the action. The first
 * reason in that order is returned for the per-order tooltip. "Under one hour" is strict: with exactly
 * 60:00 left the action is still allowed; past maturity it is locked.
 */
export function fixedOrderActionLock(input: FixedOrderLockInput): FixedOrderLock {
  if (!isFixedOrderHolding(input.status)) {
    return { locked: true, reason: 'not-holding', message: message('earn.fixed.lock.notHolding') };
  }
  if (input.finishTimeMs - input.nowMs < MATURITY_LOCK_MS) {
    return { locked: true, reason: 'near-maturity', message: message('earn.fixed.lock.nearMaturity') };
  }
  if (input.productInfo?.[FLAG_OF_ACTION[input.action]] !== PRODUCT_FLAG.ALLOWED) {
    return { locked: true, reason: 'product-forbids', message: message('earn.fixed.lock.productForbids') };
  }
  return { locked: false };
}

function pad2(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

/** A time zone: an IANA name ('Asia/Shanghai'), or minutes east of UTC (480). */
export type TimeZoneInput = string | number;

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** One cached formatter per zone: building an Intl.DateTimeFormat costs more than using one. */
function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'shortOffset',
    });
    zoneFormats.set(timeZone, format);
  }
  return format;
}

function isMissing(timeMs: number | null | undefined): timeMs is null | undefined {
  // The APIs send 0 for "no time yet"; 1970-01-01 would be a wrong date, not a missing one.
  return timeMs === null || timeMs === undefined || !Number.isFinite(timeMs) || timeMs <= 0;
}

function zoneParts(timeMs: number, timeZone: string) {
  const parts = Object.fromEntries(
    zoneFormat(timeZone)
      .formatToParts(timeMs)
      .map((p) => [p.type, p.value]),
  );
  return {
    text: `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`,
    // "GMT+8", "GMT-5", "GMT+0" (older ICU: "GMT").
    zone: parts.timeZoneName ?? 'GMT',
  };
}

/** A zone's offset east of UTC in minutes at an instant (for the day boundaries of §5, §9). */
export function zoneOffsetMinutes(timeZone: string, timeMs: number): number {
  const zone = zoneParts(timeMs, timeZone).zone;
  const match = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(zone);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * §9 date format YYYY-MM-DD HH:mm of an instant in a zone; '--' when the instant is missing
 * (§8: a redemption with no arrival data), including the API's 0. The zone is an IANA name, read
 * with Intl.DateTimeFormat (daylight saving included), or fixed minutes east of UTC.
 * @param zone @default 0 (UTC)
 */
export function formatDateTime(timeMs: number | null | undefined, zone: TimeZoneInput = 0): string {
  if (isMissing(timeMs)) return MISSING_VALUE;
  if (typeof zone === 'string') return zoneParts(timeMs, zone).text;
  const d = new Date(timeMs + zone * MINUTE_MS);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
}

/**
 * An arrival or a deadline: the §9 date with its zone, "2025-01-17 16:30 (GMT+8)", so a customer
 * reading it abroad, or a support agent elsewhere, knows which 16:30 it is.
 */
export function formatDateTimeWithZone(timeMs: number | null | undefined, zone: TimeZoneInput): string {
  if (isMissing(timeMs)) return MISSING_VALUE;
  if (typeof zone === 'number') return `${formatDateTime(timeMs, zone)} (${offsetName(zone)})`;
  const parts = zoneParts(timeMs, zone);
  return `${parts.text} (${parts.zone})`;
}

/** Minutes east of UTC as Intl's `shortOffset` names them: "GMT+8", "GMT+5:30", "GMT-3:30", "GMT+0". */
export function offsetName(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `GMT${sign}${hours}${rest ? `:${pad2(rest)}` : ''}`;
}

/**
 * The zone a provider shows dates in. Its own zone, when the host names one (read with Intl);
 * otherwise the browser's, read from `Date`: a page's first Intl object loads ICU's data (13–27 ms
 * in Chromium), which a widget showing no date need not pay before it can be used. The browser's
 * IANA name is asked of Intl only when something reads `name`.
 */
export interface ProviderZone {
  /** The IANA name ('Asia/Shanghai'); the browser's is read on first use, 'UTC' where Intl cannot tell. */
  readonly name: string;
  /** Minutes east of UTC at an instant (daylight saving included). */
  offsetMinutes(timeMs: number): number;
  /** The zone as the formatters take it at an instant: its name, or the browser's offset then. */
  at(timeMs: number): TimeZoneInput;
}

/** @param name the host's IANA zone; @default the browser's */
export function providerZone(name?: string): ProviderZone {
  if (name !== undefined) {
    return { name, offsetMinutes: (timeMs) => zoneOffsetMinutes(name, timeMs), at: () => name };
  }
  let browserName: string | undefined;
  const offsetMinutes = (timeMs: number) => {
    // getTimezoneOffset is minutes *west* of UTC; `|| 0` turns -0 into 0.
    return -new Date(timeMs).getTimezoneOffset() || 0;
  };
  return {
    get name() {
      browserName ??= browserTimeZone();
      return browserName;
    },
    offsetMinutes,
    at: offsetMinutes,
  };
}

/** The browser's IANA zone, or UTC where Intl cannot tell. */
function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
