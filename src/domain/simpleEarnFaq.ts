import {
  DAY_MS,
  DAYS_PER_YEAR,
  DEFAULT_MAX_LEND_APR_PERCENT,
  HISTORY_RANGE_MONTHS,
  HOUR_MS,
  MATURITY_LOCK_MS,
  MIN_FLEXIBLE_REDEEM,
  MINUTE_MS,
  VIP_FIXED_MIN_TIER,
  VIP_MANAGER_MIN_TIER,
} from './constants';
import { fixedTimeline, flexibleInterestTimes } from './timeline';

/** The lock-up of the worked example in the FAQ's maturity answer. */
export const FAQ_EXAMPLE_LOCK_UP_DAYS = 30;

/** Every number the Simple Earn FAQ states (§5, §6, §9), as the widgets apply them. */
export interface SimpleEarnFaqFacts {
  /** Hours from a flexible subscription to interest starting (1). */
  flexibleStartHours: number;
  /** Hours from a flexible subscription to the first interest received (2). */
  flexibleReceivedHours: number;
  /** The worked example's lock-up in days (30) and the day it matures on, counted from the subscription day (31). */
  exampleLockUpDays: number;
  exampleMaturityDay: number;
  /** Minutes from maturity to the redemption arriving (30). */
  fixedArrivalMinutes: number;
  /** Hours before maturity in which early redeem, reinvest and redeem-to changes are closed (1). */
  maturityLockHours: number;
  /** The smallest flexible redemption, in the coin ('0.000001'). */
  minFlexibleRedeem: string;
  /** The default highest minimum lent APR a customer can set, in percent ('5'). */
  defaultMaxLendAprPercent: string;
  /** The days of a year in the estimate (365). */
  daysPerYear: number;
  /** The tier VIP fixed products need (5) and the tier of the VIP account manager (8). */
  vipFixedMinTier: number;
  vipManagerMinTier: number;
  /** How far back one history query reaches, in months (6). */
  historyRangeMonths: number;
}

/**
 * The FAQ's numbers, from the functions and constants the widgets use: the flexible and fixed
 * timelines come from `flexibleInterestTimes` and `fixedTimeline` (a subscription at noon UTC), so
 * the FAQ cannot promise a time the subscribe form does not show.
 */
export function simpleEarnFaqFacts(): SimpleEarnFaqFacts {
  const subscribedAtMs = 12 * HOUR_MS;
  const flexible = flexibleInterestTimes(subscribedAtMs);
  const fixed = fixedTimeline({ subscribedAtMs, lockUpDays: FAQ_EXAMPLE_LOCK_UP_DAYS });
  return {
    flexibleStartHours: (flexible.interestStartsAtMs - subscribedAtMs) / HOUR_MS,
    flexibleReceivedHours: (flexible.interestReceivedAtMs - subscribedAtMs) / HOUR_MS,
    exampleLockUpDays: FAQ_EXAMPLE_LOCK_UP_DAYS,
    exampleMaturityDay: Math.floor(fixed.maturityAtMs / DAY_MS),
    fixedArrivalMinutes: (fixed.arrivalAtMs - fixed.maturityAtMs) / MINUTE_MS,
    maturityLockHours: MATURITY_LOCK_MS / HOUR_MS,
    minFlexibleRedeem: MIN_FLEXIBLE_REDEEM,
    defaultMaxLendAprPercent: DEFAULT_MAX_LEND_APR_PERCENT,
    daysPerYear: DAYS_PER_YEAR,
    vipFixedMinTier: VIP_FIXED_MIN_TIER,
    vipManagerMinTier: VIP_MANAGER_MIN_TIER,
    historyRangeMonths: HISTORY_RANGE_MONTHS,
  };
}
